/// What the postal-code filter changes as the person types or pastes:
/// letters refused where codes are digits only, characters no code uses
/// removed, full-width characters and other dashes folded, small letters
/// written as capitals where the region writes its codes so (`upper`).
public enum AddressFilterIssue: FamilyIssue {
  /// A letter where the region's codes are digits only.
  case letterRemoved(region: String)
  /// A character no postal code uses.
  case characterRemoved
  /// A full-width character, another space or dash folded to ASCII.
  case folded
  /// A small letter written as a capital (libaddressinput `upper`).
  case upperCased

  /// The address family.
  public static let family = IssueFamily.address
  /// Filter changes.
  public static let kind = IssueCodeInfo.Kind.filter
  /// One sample of every case.
  public static let samples: [AddressFilterIssue] = [
    .letterRemoved(region: "US"), .characterRemoved, .folded, .upperCased,
  ]

  /// The stable code.
  public var code: ValidationIssue.Code {
    switch self {
    case .letterRemoved: "postal.filter.letter"
    case .characterRemoved: "postal.filter.character"
    case .folded: "postal.filter.folded"
    case .upperCased: "postal.filter.upper-cased"
    }
  }

  /// Filter changes are notes.
  public var severity: ValidationIssue.Severity { .warning }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .letterRemoved: "A letter removed: the region's postal codes are digits only."
    case .characterRemoved: "A character no postal code uses removed."
    case .folded: "A full-width character, another space or dash stored as ASCII."
    case .upperCased: "A small letter stored as a capital (libaddressinput `upper`)."
    }
  }

  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .letterRemoved: "Ein Buchstabe entfernt: Die Postleitzahlen der Region haben nur Ziffern."
    case .characterRemoved: "Ein Zeichen entfernt, das in keiner Postleitzahl vorkommt."
    case .folded:
      "Ein Zeichen in voller Breite, ein anderes Leerzeichen oder ein anderer Bindestrich als ASCII gespeichert."
    case .upperCased: "Ein Kleinbuchstabe als Großbuchstabe gespeichert (libaddressinput `upper`)."
    }
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .letterRemoved(let region): "Postal codes of \(region) have digits only."
    case .characterRemoved: "Postal codes have only letters, digits, spaces and hyphens."
    case .folded: "Written with a plain character."
    case .upperCased: "Written as a capital."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .letterRemoved(let region): "Postleitzahlen von \(region) haben nur Ziffern."
    case .characterRemoved:
      "Postleitzahlen haben nur Buchstaben, Ziffern, Leerzeichen und Bindestriche."
    case .folded: "Mit einem einfachen Zeichen geschrieben."
    case .upperCased: "Als Großbuchstabe geschrieben."
    }
  }
}

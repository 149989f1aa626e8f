/// A paste refused whole because removing one of its characters would
/// change the value (`JoinedDigitsCheck`): what was pasted, the character
/// whose removal does the harm, and what the paste would have become.
public struct RefusedPaste: Sendable, Hashable {
  /// How the removal would change the value.
  public enum Harm: Sendable, Hashable {
    /// The characters around the removed one would join.
    case joins
    /// The number's sign would turn (a minus removed).
    case turnsSign
  }

  /// How the removal would change the value.
  public var harm: Harm
  /// The text pasted.
  public var pasted: String
  /// The character whose removal does the harm.
  public var character: Unicode.Scalar
  /// Its scalar offset in the paste.
  public var offset: Int
  /// What the paste would have become.
  public var inserted: String

  /// Creates a refused paste.
  /// - Parameters:
  ///   - harm: How the removal would change the value.
  ///   - pasted: The text pasted.
  ///   - character: The character whose removal does the harm.
  ///   - offset: Its scalar offset in the paste.
  ///   - inserted: What the paste would have become.
  public init(
    _ harm: Harm, pasted: String, character: Unicode.Scalar, offset: Int, inserted: String
  ) {
    self.harm = harm
    self.pasted = pasted
    self.character = character
    self.offset = offset
    self.inserted = inserted
  }

  /// The English message of a number's paste.
  var englishForNumber: String {
    switch harm {
    case .joins:
      "'\(pasted)' was not pasted: removing \(character.codePointDescription) at \(offset) would join the digits around it, and '\(inserted)' is another number."
    case .turnsSign:
      "'\(pasted)' was not pasted: removing the minus would turn the sign of the number, and '\(inserted)' is another number."
    }
  }

  /// The German message of a number's paste.
  var germanForNumber: String {
    switch harm {
    case .joins:
      "„\(pasted)“ wurde nicht eingefügt: Ohne \(character.codePointDescription) an Position \(offset) würden die Ziffern davor und danach zusammenrücken, und „\(inserted)“ ist eine andere Zahl."
    case .turnsSign:
      "„\(pasted)“ wurde nicht eingefügt: Ohne das Minuszeichen würde sich das Vorzeichen der Zahl umkehren, und „\(inserted)“ ist eine andere Zahl."
    }
  }

  /// A sample of each harm, for the catalogue.
  static func sample(_ harm: Harm) -> RefusedPaste {
    harm == .joins
      ? RefusedPaste(.joins, pasted: "1.5", character: ".", offset: 1, inserted: "15")
      : RefusedPaste(.turnsSign, pasted: "-5", character: "-", offset: 0, inserted: "5")
  }
}

/// A family issue that can say why a paste was refused whole: the
/// refusal's message comes first, under the code of the removed
/// character's change (``JoinedDigitsCheck``).
protocol PasteRefusing: FamilyIssue {
  /// The issue of a paste refused because of this change.
  /// - Parameter paste: The refused paste.
  /// - Returns: The issue, with this issue's code.
  func refusing(_ paste: RefusedPaste) -> Self
}

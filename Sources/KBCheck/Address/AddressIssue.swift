/// The issues of the address family: postal codes (`postal.*`) and country
/// fields (`country.*`). Rules come from Google's libaddressinput data
/// (``AddressRegion/dataVersion``) and ISO 3166-1.
public enum AddressIssue: FamilyIssue {
  /// The field is empty.
  case postalCodeEmpty(region: String)
  /// A character no postal code uses.
  case postalCodeCharacter(Unicode.Scalar, region: String)
  /// A letter in a region whose postal codes are digits only.
  case postalCodeLetter(Unicode.Scalar, region: String)
  /// The code does not match the region's pattern.
  case postalCodePattern(region: String, example: String)
  /// The region has no postal codes.
  case postalCodeUnused(region: String)
  /// Small letters were written as capitals.
  case postalCodeUpperCased(from: String, to: String)
  /// Full-width characters, other spaces or dashes were written as ASCII.
  case postalCodeFolded(from: String, to: String)
  /// The spaces or hyphens were put where the region writes them.
  case postalCodeSpacing(from: String, to: String)
  /// The code belongs to another subdivision than the address's (`sub_zips`).
  case postalCodeSubdivision(code: String, subdivision: String, belongsTo: String?)
  /// The country the postal code depends on is missing or not valid.
  case postalCodeCountryNeeded
  /// The field is empty.
  case countryEmpty
  /// Neither an ISO 3166-1 code nor a country name ICU knows.
  case countryUnknown(String)
  /// A name several countries have, in some language.
  case countryAmbiguous(String, candidates: [String])
  /// A country name (or an alpha-3 code) was read as its alpha-2 code.
  case countryNamed(String, code: String)

  /// The address family.
  public static let family = IssueFamily.address

  /// One sample of every case.
  public static let samples: [AddressIssue] = [
    .postalCodeEmpty(region: "GB"),
    .postalCodeCharacter("#", region: "GB"),
    .postalCodeLetter("A", region: "US"),
    .postalCodePattern(region: "US", example: "95014"),
    .postalCodeUnused(region: "AE"),
    .postalCodeUpperCased(from: "sw1a 1aa", to: "SW1A 1AA"),
    .postalCodeFolded(from: "１０１１５", to: "10115"),
    .postalCodeSpacing(from: "SW1A1AA", to: "SW1A 1AA"),
    .postalCodeSubdivision(code: "10001", subdivision: "California", belongsTo: "New York"),
    .postalCodeSubdivision(code: "00000", subdivision: "California", belongsTo: nil),
    .postalCodeCountryNeeded,
    .countryEmpty,
    .countryUnknown("Atlantis"),
    .countryAmbiguous("Kongo", candidates: ["CD", "CG"]),
    .countryNamed("Deutschland", code: "DE"),
  ]

  /// The stable code.
  public var code: ValidationIssue.Code {
    switch self {
    case .postalCodeEmpty: "postal.empty"
    case .postalCodeCharacter: "postal.character"
    case .postalCodeLetter: "postal.letter"
    case .postalCodePattern: "postal.pattern"
    case .postalCodeUnused: "postal.unused"
    case .postalCodeUpperCased: "postal.upper-cased"
    case .postalCodeFolded: "postal.folded"
    case .postalCodeSpacing: "postal.spacing"
    case .postalCodeSubdivision: "postal.subdivision"
    case .postalCodeCountryNeeded: "postal.country-needed"
    case .countryEmpty: "country.empty"
    case .countryUnknown: "country.unknown"
    case .countryAmbiguous: "country.ambiguous"
    case .countryNamed: "country.named"
    }
  }

  /// Changes the value was given are warnings; everything else is an error.
  public var severity: ValidationIssue.Severity {
    switch self {
    case .postalCodeUpperCased, .postalCodeFolded, .postalCodeSpacing, .countryNamed: .warning
    default: .error
    }
  }

  /// What the code means and where its rule comes from.
  public var meaning: String {
    switch self {
    case .postalCodeEmpty: "The postal code is empty."
    case .postalCodeCharacter:
      "A character no postal code uses (libaddressinput patterns: digits, capitals, space, hyphen)."
    case .postalCodeLetter:
      "A letter where the region's postal codes are digits only (libaddressinput `zip`)."
    case .postalCodePattern:
      "The postal code does not match the region's pattern (libaddressinput `zip`)."
    case .postalCodeUnused: "The region has no postal codes (libaddressinput: no `zip`)."
    case .postalCodeUpperCased: "Small letters written as capitals, as the patterns spell them."
    case .postalCodeFolded: "Full-width characters, other spaces and dashes written as ASCII."
    case .postalCodeSpacing:
      "Spaces and hyphens put where the region writes them (libaddressinput `zipex`)."
    case .postalCodeSubdivision:
      "The postal code belongs to another subdivision than the address's (libaddressinput `sub_zips`)."
    case .postalCodeCountryNeeded:
      "The country field the postal code depends on is empty or not valid."
    case .countryEmpty: "The country is empty."
    case .countryUnknown: "Neither an ISO 3166-1 code nor a country name in any CLDR locale."
    case .countryAmbiguous: "A name several countries have in some CLDR locale: not guessed."
    case .countryNamed: "A country name or ISO 3166-1 alpha-3 code read as its alpha-2 code."
    }
  }

  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .postalCodeEmpty: "Die Postleitzahl ist leer."
    case .postalCodeCharacter:
      "Ein Zeichen, das in keiner Postleitzahl vorkommt (Muster von libaddressinput: Ziffern, Großbuchstaben, Leerzeichen, Bindestrich)."
    case .postalCodeLetter:
      "Ein Buchstabe, wo die Postleitzahlen der Region nur Ziffern haben (libaddressinput `zip`)."
    case .postalCodePattern:
      "Die Postleitzahl passt nicht zum Muster der Region (libaddressinput `zip`)."
    case .postalCodeUnused: "Die Region hat keine Postleitzahlen (libaddressinput: kein `zip`)."
    case .postalCodeUpperCased:
      "Kleinbuchstaben als Großbuchstaben geschrieben, wie die Muster sie schreiben."
    case .postalCodeFolded:
      "Zeichen in voller Breite, andere Leerzeichen und Bindestriche als ASCII geschrieben."
    case .postalCodeSpacing:
      "Leerzeichen und Bindestriche dort gesetzt, wo die Region sie schreibt (libaddressinput `zipex`)."
    case .postalCodeSubdivision:
      "Die Postleitzahl gehört zu einem anderen Landesteil als dem der Adresse (libaddressinput `sub_zips`)."
    case .postalCodeCountryNeeded:
      "Das Länderfeld, von dem die Postleitzahl abhängt, ist leer oder ungültig."
    case .countryEmpty: "Das Land ist leer."
    case .countryUnknown:
      "Weder ein Code nach ISO 3166-1 noch ein Ländername in irgendeinem CLDR-Gebietsschema."
    case .countryAmbiguous:
      "Ein Name, den in einem CLDR-Gebietsschema mehrere Länder tragen: Es wird nicht geraten."
    case .countryNamed:
      "Ein Ländername oder ein Code nach ISO 3166-1 alpha-3, als sein alpha-2-Code gelesen."
    }
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .postalCodeEmpty(let region):
      "Enter a \(AddressIssue.label(region, .english))."
    case .postalCodeCharacter(let scalar, let region):
      "'\(scalar.escaped(asASCII: true))' is not used in a \(AddressIssue.label(region, .english)) of \(region)."
    case .postalCodeLetter(let scalar, let region):
      "'\(scalar.escaped(asASCII: true))' is a letter; a \(AddressIssue.label(region, .english)) of \(region) has digits only."
    case .postalCodePattern(let region, let example):
      "Not a \(AddressIssue.label(region, .english)) of \(region); it is written like \(example)."
    case .postalCodeUnused(let region):
      "\(region) has no postal codes; leave the field empty."
    case .postalCodeUpperCased(_, let to): "Written in capitals: \(to)."
    case .postalCodeFolded(_, let to): "Written with plain characters: \(to)."
    case .postalCodeSpacing(_, let to): "Spaced as the postal service writes it: \(to)."
    case .postalCodeSubdivision(let code, let subdivision, let other?):
      "\(code) is a postal code of \(other), not of \(subdivision)."
    case .postalCodeSubdivision(let code, let subdivision, nil):
      "\(code) is not a postal code of \(subdivision)."
    case .postalCodeCountryNeeded: "Choose the country first: postal codes differ by country."
    case .countryEmpty: "Enter a country."
    case .countryUnknown(let text): "'\(text)' is not a country code or name."
    case .countryAmbiguous(let text, let candidates):
      "'\(text)' names several countries (\(candidates.joined(separator: ", "))); choose one."
    case .countryNamed(let text, let code): "'\(text)' is \(code)."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .postalCodeEmpty(let region):
      "Bitte \(AddressIssue.label(region, .german)) eingeben."
    case .postalCodeCharacter(let scalar, let region):
      "'\(scalar.escaped(asASCII: true))' ist in \(AddressIssue.label(region, .german)) (\(region)) nicht erlaubt."
    case .postalCodeLetter(let scalar, let region):
      "'\(scalar.escaped(asASCII: true))' ist ein Buchstabe; \(AddressIssue.label(region, .german)) (\(region)) hat nur Ziffern."
    case .postalCodePattern(let region, let example):
      "Ungültig als \(AddressIssue.label(region, .german)) (\(region)); Beispiel: \(example)."
    case .postalCodeUnused(let region):
      "\(region) hat keine Postleitzahlen; bitte das Feld leer lassen."
    case .postalCodeUpperCased(_, let to): "In Großbuchstaben geschrieben: \(to)."
    case .postalCodeFolded(_, let to): "Mit einfachen Zeichen geschrieben: \(to)."
    case .postalCodeSpacing(_, let to): "So getrennt, wie die Post sie schreibt: \(to)."
    case .postalCodeSubdivision(let code, let subdivision, let other?):
      "\(code) ist eine Postleitzahl von \(other), nicht von \(subdivision)."
    case .postalCodeSubdivision(let code, let subdivision, nil):
      "\(code) ist keine Postleitzahl von \(subdivision)."
    case .postalCodeCountryNeeded:
      "Bitte zuerst das Land wählen: Postleitzahlen unterscheiden sich je nach Land."
    case .countryEmpty: "Bitte ein Land eingeben."
    case .countryUnknown(let text): "'\(text)' ist kein Ländercode und kein Ländername."
    case .countryAmbiguous(let text, let candidates):
      "'\(text)' bezeichnet mehrere Länder (\(candidates.joined(separator: ", "))); bitte eines wählen."
    case .countryNamed(let text, let code): "'\(text)' ist \(code)."
    }
  }

  /// The region's name for its postal codes, in a language.
  private static func label(_ region: String, _ language: MessageLanguage) -> String {
    let label = AddressRegion(code: region)?.postalCodeLabel ?? .postal
    let text = label.text(in: language)
    // English writes the label in a sentence in small letters ("a postal code").
    guard language == .english, label == .postal else { return text }
    return "postal code"
  }
}

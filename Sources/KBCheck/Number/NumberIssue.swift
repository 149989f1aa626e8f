/// What the number-pad validator and filter report about whole numbers
/// (numberPad, asciiCapableNumberPad); decimal pads share
/// ``mixedDigits(_:)`` and ``moreIssues(count:severity:)``.
public enum NumberIssue: FamilyIssue, PasteRefusing {
  /// A character that is not a digit (`number.not-a-digit`).
  case notADigit(Unicode.Scalar)
  /// A filter removed a character that is not a digit (`number.not-a-digit`).
  case notADigitEntered
  /// A digit that is not ASCII on asciiCapableNumberPad (`number.not-ascii-digit`).
  case notASCIIDigit(Unicode.Scalar, digit: Int)
  /// A filter removed a digit that is not ASCII (`number.not-ascii-digit`).
  case notASCIIDigitEntered
  /// Digits of two scripts in a number (`number.mixed-digits`, a warning).
  case mixedDigits(Unicode.Scalar)
  /// Digits of two scripts in a code (`number.mixed-digits`, a warning).
  case mixedDigitsInCode(Unicode.Scalar)
  /// Fewer digits than `minLength`, or than `length` when `exact`
  /// (`number.too-short`).
  case tooShort(limit: Int, count: Int, exact: Bool)
  /// More digits than `maxLength`, or than `length` when `exact`
  /// (`number.too-long`).
  case tooLong(limit: Int, count: Int, exact: Bool)
  /// A filter cut a digit past `maxLength` (`number.too-long`).
  case tooLongEntered(limit: Int)
  /// The Luhn check digit does not match (`number.luhn-failed`).
  case luhnFailed
  /// More issues than are listed (`number.more-issues`).
  case moreIssues(count: Int, severity: ValidationIssue.Severity)
  /// A paste refused whole because removing the character of `removed`
  /// would change the number; the code is `removed`'s.
  indirect case refusedPaste(RefusedPaste, removed: NumberIssue)

  /// The number family.
  public static let family = IssueFamily.number
  /// One of each case.
  public static let samples: [NumberIssue] = [
    .notADigit("x"), .notADigitEntered,
    .refusedPaste(.sample(.joins), removed: .notADigitEntered),
    .refusedPaste(.sample(.turnsSign), removed: .notADigitEntered),
    .notASCIIDigit("٣", digit: 3), .notASCIIDigitEntered,
    .mixedDigits("٣"), .mixedDigitsInCode("٣"),
    .tooShort(limit: 4, count: 3, exact: false), .tooShort(limit: 4, count: 3, exact: true),
    .tooLong(limit: 4, count: 5, exact: false), .tooLong(limit: 4, count: 5, exact: true),
    .tooLongEntered(limit: 4), .luhnFailed,
    .moreIssues(count: 7, severity: .error), .moreIssues(count: 7, severity: .warning),
  ]

  /// The code.
  public var code: ValidationIssue.Code {
    switch self {
    case .notADigit, .notADigitEntered: .numberNotADigit
    case .notASCIIDigit, .notASCIIDigitEntered: .numberNotASCIIDigit
    case .mixedDigits, .mixedDigitsInCode: .numberMixedDigits
    case .tooShort: .numberTooShort
    case .tooLong, .tooLongEntered: .numberTooLong
    case .luhnFailed: .numberLuhnFailed
    case .moreIssues: .numberMoreIssues
    case .refusedPaste(_, let removed): removed.code
    }
  }

  /// The severity.
  public var severity: ValidationIssue.Severity {
    switch self {
    case .mixedDigits, .mixedDigitsInCode: .warning
    case .moreIssues(_, let severity): severity
    case .refusedPaste(_, let removed): removed.severity
    default: .error
    }
  }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .notADigit, .notADigitEntered: "A character that is not a digit on a number pad."
    case .notASCIIDigit, .notASCIIDigitEntered:
      "A digit that is not ASCII on asciiCapableNumberPad."
    case .mixedDigits, .mixedDigitsInCode: "Digits of two or more scripts in one value."
    case .tooShort: "Fewer digits than minLength (or length)."
    case .tooLong, .tooLongEntered: "More digits than maxLength (or length); a filter cuts them."
    case .luhnFailed: "The Luhn check digit does not match (luhn=true)."
    case .moreIssues:
      "More issues of one value than are listed (the first 100 are); an error when any dropped one is."
    case .refusedPaste(_, let removed): removed.meaning
    }
  }

  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .notADigit, .notADigitEntered:
      "Ein Zeichen, das keine Ziffer auf einer Zifferntastatur ist."
    case .notASCIIDigit, .notASCIIDigitEntered:
      "Eine Ziffer, die nicht ASCII ist, bei asciiCapableNumberPad."
    case .mixedDigits, .mixedDigitsInCode:
      "Ziffern aus zwei oder mehr Schriftsystemen in einem Wert."
    case .tooShort: "Weniger Ziffern als minLength (oder length)."
    case .tooLong, .tooLongEntered:
      "Mehr Ziffern als maxLength (oder length); ein Filter schneidet sie ab."
    case .luhnFailed: "Die Luhn-Prüfziffer stimmt nicht (luhn=true)."
    case .moreIssues:
      "Mehr Probleme eines Werts, als aufgeführt werden (die ersten 100 werden es); ein Fehler, wenn eines der weggelassenen einer ist."
    case .refusedPaste(_, let removed): removed.germanMeaning
    }
  }

  /// The issue of a paste refused because of this change.
  func refusing(_ paste: RefusedPaste) -> NumberIssue { .refusedPaste(paste, removed: self) }

  /// The message in English.
  public var english: String {
    switch self {
    case .notADigit(let character):
      "Only digits are allowed here, not \(character.codePointDescription)."
    case .notADigitEntered: "Only digits can be entered here."
    case .notASCIIDigit(let character, let digit):
      "Only ASCII digits 0-9 are allowed here, not \(character.codePointDescription) (digit \(digit))."
    case .notASCIIDigitEntered: "Only ASCII digits 0-9 can be entered here."
    case .mixedDigits(let character):
      "This number mixes digits of different scripts (\(character.codePointDescription)); check that it was entered as intended."
    case .mixedDigitsInCode(let character):
      "This value mixes digits of different scripts (\(character.codePointDescription) after digits of another script); check that it was entered as intended."
    case .tooShort(let limit, let count, let exact):
      exact
        ? "Enter exactly \(limit) digits; this has \(count)."
        : "Enter at least \(limit) digits; this has \(count)."
    case .tooLong(let limit, let count, let exact):
      exact
        ? "Enter exactly \(limit) digits; this has \(count)."
        : "Enter at most \(limit) digits; this has \(count)."
    case .tooLongEntered(let limit): "The field takes at most \(limit) digits."
    case .luhnFailed:
      "The check digit does not match (Luhn mod 10); a digit is probably mistyped."
    case .moreIssues(let count, _): "\(count) more issues like these are not listed."
    case .refusedPaste(let paste, _): paste.englishForNumber
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .notADigit(let character):
      "Hier sind nur Ziffern erlaubt, nicht \(character.codePointDescription)."
    case .notADigitEntered: "Hier können nur Ziffern eingegeben werden."
    case .notASCIIDigit(let character, let digit):
      "Hier sind nur die ASCII-Ziffern 0-9 erlaubt, nicht \(character.codePointDescription) (Ziffer \(digit))."
    case .notASCIIDigitEntered: "Hier können nur die ASCII-Ziffern 0-9 eingegeben werden."
    case .mixedDigits(let character):
      "Diese Zahl mischt Ziffern verschiedener Schriften (\(character.codePointDescription)); prüfen Sie, ob sie so gemeint ist."
    case .mixedDigitsInCode(let character):
      "Dieser Wert mischt Ziffern verschiedener Schriften (\(character.codePointDescription) nach Ziffern einer anderen Schrift); prüfen Sie, ob er so gemeint ist."
    case .tooShort(let limit, let count, let exact):
      exact
        ? "Geben Sie genau \(limit) Ziffern ein; dieser Wert hat \(count)."
        : "Geben Sie mindestens \(limit) Ziffern ein; dieser Wert hat \(count)."
    case .tooLong(let limit, let count, let exact):
      exact
        ? "Geben Sie genau \(limit) Ziffern ein; dieser Wert hat \(count)."
        : "Geben Sie höchstens \(limit) Ziffern ein; dieser Wert hat \(count)."
    case .tooLongEntered(let limit): "Das Feld nimmt höchstens \(limit) Ziffern auf."
    case .luhnFailed:
      "Die Prüfziffer stimmt nicht (Luhn mod 10); wahrscheinlich ist eine Ziffer vertippt."
    case .moreIssues(let count, _): "\(count) weitere Probleme dieser Art werden nicht aufgeführt."
    case .refusedPaste(let paste, _): paste.germanForNumber
    }
  }
}

/// What a number-pad or decimal-pad filter changed without refusing: a
/// digit of another script folded to ASCII.
public enum NumberFilterIssue: FamilyIssue {
  /// A digit of another script folded to ASCII (`number.digit-folded`).
  case digitFolded

  /// The number family.
  public static let family = IssueFamily.number
  /// Reported as ``FilterChange``.
  public static let kind = IssueCodeInfo.Kind.filter
  /// One of each case.
  public static let samples: [NumberFilterIssue] = [.digitFolded]

  /// The code.
  public var code: ValidationIssue.Code { .numberDigitFolded }
  /// Not a finding about a value (a filter note).
  public var severity: ValidationIssue.Severity { .warning }
  /// What the code means.
  public var meaning: String { "A digit of another script was folded to ASCII by a filter." }
  /// What the code means, in German.
  public var germanMeaning: String {
    "Eine Ziffer eines anderen Schriftsystems wurde von einem Filter in ASCII umgewandelt."
  }
  /// The message in English.
  public var english: String {
    switch self {
    case .digitFolded: "Digits are stored as ASCII."
    }
  }
  /// The message in German.
  public var german: String {
    switch self {
    case .digitFolded: "Ziffern werden als ASCII gespeichert."
    }
  }
}

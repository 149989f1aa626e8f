/// What the payment family's input filters change: separators and other
/// characters removed from a paste, digits folded to ASCII, letters
/// upper-cased, group separators inserted as the person types. No message
/// contains a card number or any of its digits.
public enum PaymentFilterIssue: FamilyIssue {
  /// A space or dash of a pasted number removed (the filter groups digits
  /// itself).
  case separatorRemoved(PaymentField)
  /// A character the field does not take removed.
  case characterRemoved(PaymentField)
  /// A digit of another script stored as its ASCII digit.
  case digitFolded(PaymentField)
  /// A lower-case letter stored upper-case.
  case letterUppercased(PaymentField)
  /// A character beyond the field's longest value not inserted.
  case tooLong(PaymentField, limit: Int)
  /// A group separator inserted as the person types (4-4-4-4, Amex 4-6-5,
  /// IBAN groups of four, `/` in an expiry date).
  case separatorInserted(PaymentField)
  /// The text around a pasted one-time code removed.
  case codeExtracted
  /// A pasted text with several candidate codes refused.
  case codeAmbiguous(count: Int)

  /// The payment family.
  public static let family = IssueFamily.payment
  /// Filter changes.
  public static let kind = IssueCodeInfo.Kind.filter

  /// One sample of every case.
  public static let samples: [PaymentFilterIssue] = [
    .separatorRemoved(.cardNumber), .characterRemoved(.cardNumber), .digitFolded(.cardNumber),
    .letterUppercased(.iban), .tooLong(.cardNumber, limit: 19), .separatorInserted(.cardNumber),
    .codeExtracted, .codeAmbiguous(count: 2),
  ]

  /// The stable dotted code (one per kind of change, for every field).
  public var code: ValidationIssue.Code {
    switch self {
    case .separatorRemoved: "payment.separator-removed"
    case .characterRemoved: "payment.character-removed"
    case .digitFolded: "payment.digit-folded"
    case .letterUppercased: "payment.letter-uppercased"
    case .tooLong: "payment.too-long"
    case .separatorInserted: "payment.separator-inserted"
    case .codeExtracted: "otp.text-removed"
    case .codeAmbiguous: "otp.paste-ambiguous"
    }
  }

  /// Filter changes have no severity; they are notes.
  public var severity: ValidationIssue.Severity { .warning }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .separatorRemoved: "A space or dash of a pasted number was removed."
    case .characterRemoved: "A character the field does not take was removed."
    case .digitFolded: "A digit of another script was stored as its ASCII digit."
    case .letterUppercased: "A lower-case letter was stored upper-case."
    case .tooLong: "A character beyond the field's longest value was not inserted."
    case .separatorInserted: "A group separator was inserted as the person typed."
    case .codeExtracted: "The text around a pasted one-time code was removed."
    case .codeAmbiguous: "A pasted text with several candidate codes was refused."
    }
  }

  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .separatorRemoved:
      "Ein Leerzeichen oder Bindestrich einer eingefügten Nummer wurde entfernt."
    case .characterRemoved: "Ein Zeichen, das das Feld nicht annimmt, wurde entfernt."
    case .digitFolded:
      "Eine Ziffer eines anderen Schriftsystems wurde als ihre ASCII-Ziffer gespeichert."
    case .letterUppercased: "Ein Kleinbuchstabe wurde als Großbuchstabe gespeichert."
    case .tooLong: "Ein Zeichen über den längsten Wert des Felds hinaus wurde nicht eingefügt."
    case .separatorInserted: "Während der Eingabe wurde ein Gruppentrennzeichen eingefügt."
    case .codeExtracted: "Der Text um einen eingefügten Einmalcode wurde entfernt."
    case .codeAmbiguous: "Ein eingefügter Text mit mehreren möglichen Codes wurde abgelehnt."
    }
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .separatorRemoved(let field): "The \(field.english) is stored without spaces or dashes."
    case .characterRemoved(let field): "\(field.englishWithArticle) does not take this character."
    case .digitFolded: "Digits are stored as ASCII."
    case .letterUppercased(let field): "\(field.englishWithArticle) is stored in capitals."
    case .tooLong(let field, let limit):
      "\(field.englishWithArticle) has at most \(limit) characters."
    case .separatorInserted(let field):
      "Grouped for reading; the \(field.english) is stored without it."
    case .codeExtracted: "Only the code was kept from the pasted text."
    case .codeAmbiguous(let count):
      "The pasted text holds \(count) possible codes; type the one you were sent."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .separatorRemoved: "Gespeichert wird ohne Leerzeichen und Bindestriche."
    case .characterRemoved: "Dieses Zeichen ist hier nicht erlaubt."
    case .digitFolded: "Ziffern werden als ASCII gespeichert."
    case .letterUppercased: "Gespeichert wird in Großbuchstaben."
    case .tooLong(_, let limit): "Hier sind höchstens \(limit) Zeichen möglich."
    case .separatorInserted: "Zum Lesen gruppiert; gespeichert wird ohne Trennzeichen."
    case .codeExtracted: "Vom eingefügten Text wurde nur der Code behalten."
    case .codeAmbiguous(let count):
      "Der eingefügte Text enthält \(count) mögliche Codes; tippen Sie den gesendeten ein."
    }
  }
}

extension InputIssue {
  /// What the code of the issue means.
  public var meaning: String {
    switch self {
    case .empty, .emptyNumber, .emptyPhone, .emptySearch, .emptyPicker:
      "The value is empty where one is required."
    case .tooShort: "The value is shorter than minLength."
    case .tooLong, .lineTooLong, .valueTooLarge:
      "The value is longer than maxLength, a CLI line longer than --max-length, or any value longer than ValidationResult.maxValueBytes (1 MiB)."
    case .lineNotUTF8, .submissionNotUTF8, .notUTF8:
      "The input is not valid UTF-8 (byte-level readers: CLI lines, form bodies, email bytes)."
    case .byteOrderMarkRemoved:
      "The CLI's input started with a UTF-8 byte-order mark, removed before the first value."
    }
  }

  /// What the code of the issue means, in German.
  public var germanMeaning: String {
    switch self {
    case .empty, .emptyNumber, .emptyPhone, .emptySearch, .emptyPicker:
      "Der Wert ist leer, obwohl einer verlangt ist."
    case .tooShort: "Der Wert ist kürzer als minLength."
    case .tooLong, .lineTooLong, .valueTooLarge:
      "Der Wert ist länger als maxLength, eine CLI-Zeile länger als --max-length oder ein beliebiger Wert länger als ValidationResult.maxValueBytes (1 MiB)."
    case .lineNotUTF8, .submissionNotUTF8, .notUTF8:
      "Die Eingabe ist kein gültiges UTF-8 (Leser auf Byte-Ebene: CLI-Zeilen, Formularinhalte, E-Mail-Bytes)."
    case .byteOrderMarkRemoved:
      "Die Eingabe der CLI begann mit einer UTF-8-Bytereihenfolgemarke (BOM), die vor dem ersten Wert entfernt wurde."
    }
  }

  /// The byte as the messages write it: `0x` and two upper-case hex digits.
  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count == 1 ? "0" : "") + digits
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .empty: "Enter a value."
    case .emptyNumber: "Enter a number."
    case .emptyPhone: "Enter a phone number."
    case .emptySearch: "Enter something to search for."
    case .emptyPicker: "Choose one of the options."
    case .tooShort(let limit, let count): "Enter at least \(limit) characters (this has \(count))."
    case .tooLong(let limit, let count): "Enter at most \(limit) characters (this has \(count))."
    case .lineTooLong(let bytes, let limit):
      "The line is \(bytes) bytes long; the limit is \(limit) (--max-length)."
    case .valueTooLarge(let bytes, let limit):
      "The value is \(bytes) bytes long; a value has at most \(limit) bytes (ValidationResult.maxValueBytes)."
    case .lineNotUTF8(let byte, let offset):
      "The line is not valid UTF-8: byte \(InputIssue.hex(byte)) at byte offset \(offset)."
    case .submissionNotUTF8(let byte): "The submission is not valid UTF-8 (at byte \(byte))."
    case .notUTF8(let position):
      "The input is not valid UTF-8; the first bad byte sequence is at position \(position)."
    case .byteOrderMarkRemoved:
      "The input started with a UTF-8 byte-order mark (U+FEFF); it was removed before this value."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .empty: "Geben Sie einen Wert ein."
    case .emptyNumber: "Geben Sie eine Zahl ein."
    case .emptyPhone: "Geben Sie eine Telefonnummer ein."
    case .emptySearch: "Geben Sie einen Suchbegriff ein."
    case .emptyPicker: "Wählen Sie eine der Optionen."
    case .tooShort(let limit, let count):
      "Geben Sie mindestens \(limit) Zeichen ein (dieser Wert hat \(count))."
    case .tooLong(let limit, let count):
      "Geben Sie höchstens \(limit) Zeichen ein (dieser Wert hat \(count))."
    case .lineTooLong(let bytes, let limit):
      "Die Zeile ist \(bytes) Byte lang; die Grenze ist \(limit) (--max-length)."
    case .valueTooLarge(let bytes, let limit):
      "Der Wert ist \(bytes) Bytes lang; ein Wert hat höchstens \(limit) Bytes (ValidationResult.maxValueBytes)."
    case .lineNotUTF8(let byte, let offset):
      "Die Zeile ist kein gültiges UTF-8: Byte \(InputIssue.hex(byte)) an Byte-Position \(offset)."
    case .submissionNotUTF8(let byte):
      "Die Übermittlung ist kein gültiges UTF-8 (bei Byte \(byte))."
    case .notUTF8(let position):
      "Die Eingabe ist kein gültiges UTF-8; die erste fehlerhafte Bytefolge steht an Position \(position)."
    case .byteOrderMarkRemoved:
      "Die Eingabe begann mit einer UTF-8-Bytereihenfolgemarke (U+FEFF); sie wurde vor diesem Wert entfernt."
    }
  }
}

/// The issues every family shares about the input as a whole: empty, too
/// short or too long, not UTF-8, a byte-order mark removed.
///
/// Where one code has several messages (what kind of value was expected,
/// which reader found bad bytes), each message is its own case.
public enum InputIssue: FamilyIssue {
  /// The value is empty where one is required.
  case empty
  /// A number is required and the value is empty.
  case emptyNumber
  /// A phone number is required and the value is empty.
  case emptyPhone
  /// A search term is required and the value is empty.
  case emptySearch
  /// A choice is required and the value is empty.
  case emptyPicker
  /// The value has `count` characters, fewer than `limit`.
  case tooShort(limit: Int, count: Int)
  /// The value has `count` characters, more than `limit`.
  case tooLong(limit: Int, count: Int)
  /// A CLI line of `bytes` bytes is longer than `limit` (`--max-length`).
  case lineTooLong(bytes: Int, limit: Int)
  /// A value of `bytes` bytes is over the library's bound `limit`
  /// (``ValidationResult/maxValueBytes``), refused unread.
  case valueTooLarge(bytes: Int, limit: Int)
  /// A CLI line is not UTF-8: `byte` at byte `offset` starts the first bad
  /// sequence.
  case lineNotUTF8(byte: UInt8, offset: Int)
  /// A form submission is not UTF-8 at byte `byte`.
  case submissionNotUTF8(byte: Int)
  /// An input read as bytes is not UTF-8; the first bad sequence is at
  /// the 1-based scalar `position`.
  case notUTF8(position: Int)
  /// A UTF-8 byte-order mark was removed before the first value (warning).
  case byteOrderMarkRemoved

  /// The input family.
  public static let family = IssueFamily.input

  /// One issue of every case, in catalogue order.
  public static let samples: [InputIssue] = [
    .empty, .emptyNumber, .emptyPhone, .emptySearch, .emptyPicker,
    .tooShort(limit: 3, count: 1), .tooLong(limit: 10, count: 12),
    .lineTooLong(bytes: 2_000_000, limit: 1_048_576),
    .valueTooLarge(bytes: 2_000_000, limit: 1_048_576),
    .lineNotUTF8(byte: 0xFF, offset: 3), .submissionNotUTF8(byte: 17), .notUTF8(position: 3),
    .byteOrderMarkRemoved,
  ]

  /// The code of the issue.
  public var code: ValidationIssue.Code {
    switch self {
    case .empty, .emptyNumber, .emptyPhone, .emptySearch, .emptyPicker: .inputEmpty
    case .tooShort: .inputTooShort
    case .tooLong, .lineTooLong, .valueTooLarge: .inputTooLong
    case .lineNotUTF8, .submissionNotUTF8, .notUTF8: .inputInvalidUTF8
    case .byteOrderMarkRemoved: .inputBOMRemoved
    }
  }

  /// Whether the issue makes the value invalid: all are errors but the
  /// note on a removed byte-order mark.
  public var severity: ValidationIssue.Severity {
    switch self {
    case .byteOrderMarkRemoved: .warning
    case .empty, .emptyNumber, .emptyPhone, .emptySearch, .emptyPicker, .tooShort, .tooLong,
      .lineTooLong, .valueTooLarge, .lineNotUTF8, .submissionNotUTF8, .notUTF8:
      .error
    }
  }
}

/// What reading a table found wrong with a row or its header (issue family
/// `table`): CSV that RFC 4180 does not allow, or a row whose cells do not
/// line up with the header. A malformed row is reported on its own row and
/// never shifts a column of the rows after it.
public enum TableIssue: FamilyIssue, Error {
  /// A quoted field that is never closed: the rest of the input was read
  /// into it (RFC 4180 §2.5–2.7).
  case unclosedQuote(line: Int)
  /// A `"` inside an unquoted field (RFC 4180 §2.5: a field with quotes
  /// must be quoted).
  case strayQuote(line: Int, column: Int)
  /// Text after the closing quote of a quoted field, before the delimiter
  /// (RFC 4180 §2.7).
  case textAfterQuote(line: Int, column: Int)
  /// A row with another number of fields than the header (RFC 4180 §2.4).
  case columnCount(expected: Int, found: Int)
  /// A field that is not UTF-8.
  case invalidUTF8(column: Int)
  /// Two header columns with one name.
  case duplicateColumn(name: String)
  /// A header column that names no schema field: passed through, not checked.
  case unknownColumn(name: String)

  /// The table family.
  public static let family = IssueFamily.table
  /// One of every case.
  public static let samples: [TableIssue] = [
    .unclosedQuote(line: 7), .strayQuote(line: 3, column: 2), .textAfterQuote(line: 3, column: 2),
    .columnCount(expected: 5, found: 4), .invalidUTF8(column: 3), .duplicateColumn(name: "email"),
    .unknownColumn(name: "id"),
  ]

  /// The dotted code.
  public var code: ValidationIssue.Code {
    switch self {
    case .unclosedQuote: "table.unclosed-quote"
    case .strayQuote: "table.stray-quote"
    case .textAfterQuote: "table.text-after-quote"
    case .columnCount: "table.column-count"
    case .invalidUTF8: "table.invalid-utf8"
    case .duplicateColumn: "table.duplicate-column"
    case .unknownColumn: "table.unknown-column"
    }
  }

  /// Errors, but for an unknown column, which is passed through.
  public var severity: ValidationIssue.Severity {
    switch self {
    case .unknownColumn: .warning
    default: .error
    }
  }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .unclosedQuote: "A quoted CSV field is never closed (RFC 4180 §2.5–2.7)."
    case .strayQuote: "A quote inside an unquoted CSV field (RFC 4180 §2.5)."
    case .textAfterQuote: "Text between a closing quote and the delimiter (RFC 4180 §2.7)."
    case .columnCount: "A row whose field count differs from the header's (RFC 4180 §2.4)."
    case .invalidUTF8: "A CSV field that is not UTF-8."
    case .duplicateColumn: "Two header columns with the same name."
    case .unknownColumn: "A header column that names no schema field: copied, not checked."
    }
  }

  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .unclosedQuote:
      "Ein CSV-Feld in Anführungszeichen wird nie geschlossen (RFC 4180 §2.5–2.7)."
    case .strayQuote:
      "Ein Anführungszeichen in einem CSV-Feld, das nicht in Anführungszeichen steht (RFC 4180 §2.5)."
    case .textAfterQuote:
      "Text zwischen einem schließenden Anführungszeichen und dem Trennzeichen (RFC 4180 §2.7)."
    case .columnCount:
      "Eine Zeile, deren Anzahl an Feldern von der der Kopfzeile abweicht (RFC 4180 §2.4)."
    case .invalidUTF8: "Ein CSV-Feld, das kein UTF-8 ist."
    case .duplicateColumn: "Zwei Spalten der Kopfzeile mit demselben Namen."
    case .unknownColumn:
      "Eine Spalte der Kopfzeile, die kein Feld des Schemas nennt: übernommen, nicht geprüft."
    }
  }

  /// The English message.
  public var english: String {
    switch self {
    case .unclosedQuote(let line):
      "The quoted field that starts on line \(line) is never closed; the rest of the input was read into it."
    case .strayQuote(let line, let column):
      "Line \(line), column \(column): a quote inside a field that does not start with one; quote the whole field and double the quote."
    case .textAfterQuote(let line, let column):
      "Line \(line), column \(column): text after the closing quote of a quoted field."
    case .columnCount(let expected, let found):
      "This row has \(found) field\(found == 1 ? "" : "s"); the header has \(expected)."
    case .invalidUTF8(let column): "Column \(column) is not UTF-8."
    case .duplicateColumn(let name): "The header names the column \(name) twice."
    case .unknownColumn(let name):
      "The column \(name) is no field of the schema; it is copied as it is, not checked."
    }
  }

  /// The German message.
  public var german: String {
    switch self {
    case .unclosedQuote(let line):
      "Das in Zeile \(line) beginnende Feld in Anführungszeichen wird nie geschlossen; der Rest der Eingabe wurde hineingelesen."
    case .strayQuote(let line, let column):
      "Zeile \(line), Spalte \(column): ein Anführungszeichen in einem Feld, das nicht mit einem beginnt; setzen Sie das ganze Feld in Anführungszeichen und verdoppeln Sie das Zeichen."
    case .textAfterQuote(let line, let column):
      "Zeile \(line), Spalte \(column): Text nach dem schließenden Anführungszeichen eines Feldes."
    case .columnCount(let expected, let found):
      "Diese Zeile hat \(found) Feld\(found == 1 ? "" : "er"); die Kopfzeile hat \(expected)."
    case .invalidUTF8(let column): "Spalte \(column) ist kein UTF-8."
    case .duplicateColumn(let name): "Die Kopfzeile nennt die Spalte \(name) zweimal."
    case .unknownColumn(let name):
      "Die Spalte \(name) ist kein Feld des Schemas; sie wird unverändert übernommen, nicht geprüft."
    }
  }
}

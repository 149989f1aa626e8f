/// Reads RFC 4180 CSV records incrementally from chunks of bytes: quoted
/// fields with doubled quotes, delimiters and line breaks inside quotes,
/// CRLF or LF line ends, any one-byte delimiter (`,`, `;`, tab).
///
/// Memory is bounded by the longest record (plus one chunk), whatever the
/// size of the input. A malformed record is returned as such
/// (``Item/malformed(_:line:fields:)``) with the fields read so far, and
/// reading goes on with the next record, so a bad row never shifts the
/// columns of the rows after it.
package struct CSVRecordReader {
  /// One record, or why it is malformed.
  package enum Item: Sendable, Hashable {
    /// A well-formed record: its fields and the line it starts on (from 1).
    case record([String], line: Int)
    /// A malformed record: the issue, the line it starts on, the fields as read.
    case malformed(TableIssue, line: Int, fields: [String])
  }

  let delimiter: UInt8
  private let nextChunk: () -> [UInt8]?
  var chunk: [UInt8] = []
  var position = 0
  private var atEnd = false
  var line = 1

  /// Creates a reader.
  /// - Parameters:
  ///   - delimiter: The field delimiter, one ASCII character other than
  ///     `"`, CR and LF.
  ///   - nextChunk: The next bytes of the input, or `nil` at its end.
  package init(delimiter: UInt8 = UInt8(ascii: ","), nextChunk: @escaping () -> [UInt8]?) {
    precondition(delimiter < 0x80 && delimiter != 0x22 && delimiter != 0x0A && delimiter != 0x0D)
    self.delimiter = delimiter
    self.nextChunk = nextChunk
  }

  private mutating func nextByte() -> UInt8? {
    if position == chunk.count {
      guard !atEnd, let more = nextChunk(), !more.isEmpty else {
        atEnd = true
        return nil
      }
      chunk = more
      position = 0
    }
    defer { position += 1 }
    return chunk[position]
  }

  private mutating func peekByte() -> UInt8? {
    guard let byte = nextByte() else { return nil }
    position -= 1
    return byte
  }

  /// The next record, or `nil` at the end of the input.
  package mutating func next() -> Item? {
    if let plain = nextPlainLine() { return plain }
    return nextByByte()
  }

  /// The next record read byte by byte: quotes, records that span chunks,
  /// the last line without a line end. (Internal so that tests can read
  /// any input this way and compare it with ``next()``.)
  mutating func nextByByte() -> Item? {
    var fields: [String] = []
    var field: [UInt8] = []
    var problem: TableIssue?
    let start = line
    var sawAnything = false
    var invalidColumn: Int?

    func finish(_ field: inout [UInt8], into fields: inout [String], column: Int) {
      if invalidColumn == nil, UTF8Validation.firstInvalidByteOffset(in: field) != nil {
        invalidColumn = column
      }
      fields.append(String(decoding: field, as: UTF8.self))
      field.removeAll(keepingCapacity: true)
    }

    fieldLoop: while true {
      // The start of a field.
      guard let first = nextByte() else {
        if !sawAnything { return nil }
        finish(&field, into: &fields, column: fields.count + 1)
        break fieldLoop
      }
      sawAnything = true
      if first == 0x22 {
        // A quoted field.
        quoted: while true {
          guard let byte = nextByte() else {
            problem = problem ?? .unclosedQuote(line: start)
            finish(&field, into: &fields, column: fields.count + 1)
            break fieldLoop
          }
          if byte == 0x0A { line += 1 }
          if byte == 0x22 {
            if peekByte() == 0x22 {
              _ = nextByte()
              field.append(0x22)
              continue quoted
            }
            break quoted
          }
          field.append(byte)
        }
        // After the closing quote: a delimiter, a line end or the end.
        while true {
          guard let byte = nextByte() else {
            finish(&field, into: &fields, column: fields.count + 1)
            break fieldLoop
          }
          if byte == delimiter {
            finish(&field, into: &fields, column: fields.count + 1)
            continue fieldLoop
          }
          if byte == 0x0A {
            line += 1
            finish(&field, into: &fields, column: fields.count + 1)
            break fieldLoop
          }
          if byte == 0x0D, peekByte() == 0x0A {
            _ = nextByte()
            line += 1
            finish(&field, into: &fields, column: fields.count + 1)
            break fieldLoop
          }
          problem = problem ?? .textAfterQuote(line: line, column: fields.count + 1)
          field.append(byte)
        }
      }
      // An unquoted field.
      var byte: UInt8? = first
      while let current = byte {
        if current == delimiter {
          finish(&field, into: &fields, column: fields.count + 1)
          continue fieldLoop
        }
        if current == 0x0A {
          line += 1
          if field.last == 0x0D { field.removeLast() }
          finish(&field, into: &fields, column: fields.count + 1)
          break fieldLoop
        }
        if current == 0x22 {
          problem = problem ?? .strayQuote(line: line, column: fields.count + 1)
        }
        field.append(current)
        byte = nextByte()
      }
      finish(&field, into: &fields, column: fields.count + 1)
      break fieldLoop
    }
    if problem == nil, let invalidColumn { problem = .invalidUTF8(column: invalidColumn) }
    if let problem { return .malformed(problem, line: start, fields: fields) }
    return .record(fields, line: start)
  }
}

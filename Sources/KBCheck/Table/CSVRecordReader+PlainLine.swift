extension CSVRecordReader {
  /// The next record when it is one line of the current chunk with no
  /// quote: the line end found first, then the fields split at the
  /// delimiter, each made into a string once (the byte-by-byte reader
  /// appends every byte to a scratch buffer). The same record, line
  /// number and issue as ``nextByByte()`` gives (`CSVPlainLineTests`
  /// compare the two on generated input in chunks of every size); `nil`
  /// when the line has a quote or does not end in this chunk, and then
  /// nothing has been read.
  /// - Returns: The record, or `nil` for the byte-by-byte reader.
  mutating func nextPlainLine() -> Item? {
    guard position < chunk.count else { return nil }
    let delimiter = self.delimiter
    let from = position
    let read = chunk.withUnsafeBufferPointer { b -> (fields: [String], invalid: Int?, next: Int)? in
      var lineEnd = from
      while lineEnd < b.count {
        let byte = b[lineEnd]
        if byte == ASCII.lineFeed { break }
        if byte == ASCII.quote { return nil }
        lineEnd += 1
      }
      guard lineEnd < b.count else { return nil }
      // A CR before the LF ends the last field, as in the byte reader.
      let end = lineEnd > from && b[lineEnd - 1] == ASCII.carriageReturn ? lineEnd - 1 : lineEnd
      var fields: [String] = []
      var invalidColumn: Int?
      var start = from
      func take(_ range: Range<Int>) {
        let bytes = UnsafeBufferPointer(rebasing: b[range])
        if invalidColumn == nil, UTF8Validation.firstInvalidByteOffset(in: bytes) != nil {
          invalidColumn = fields.count + 1
        }
        fields.append(String(decoding: bytes, as: UTF8.self))
      }
      for k in from..<end where b[k] == delimiter {
        take(start..<k)
        start = k + 1
      }
      take(start..<end)
      return (fields, invalidColumn, lineEnd + 1)
    }
    guard let read else { return nil }
    let start = line
    position = read.next
    line += 1
    if let column = read.invalid {
      return .malformed(.invalidUTF8(column: column), line: start, fields: read.fields)
    }
    return .record(read.fields, line: start)
  }
}

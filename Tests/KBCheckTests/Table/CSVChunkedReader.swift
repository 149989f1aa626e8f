import KBCheck

/// A CSV reader over `bytes` handed out `chunk` bytes at a time (a record
/// split anywhere must read the same), for the reader's suites.
/// - Parameters:
///   - bytes: The input.
///   - delimiter: The field delimiter.
///   - chunk: How many bytes each chunk holds.
/// - Returns: The reader.
func chunkedCSVReader(_ bytes: [UInt8], delimiter: UInt8, chunk: Int) -> CSVRecordReader {
  var rest = bytes[...]
  return CSVRecordReader(delimiter: delimiter) {
    guard !rest.isEmpty else { return nil }
    let part = Array(rest.prefix(chunk))
    rest = rest.dropFirst(chunk)
    return part
  }
}

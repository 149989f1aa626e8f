import KBCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Batch mode: one value per stdin line, exactly one result per line, in
/// order; a summary on stderr.
///
/// Lines are read in large chunks and split here (LF, CRLF); each line's
/// UTF-8 is checked before a `String` is made, so malformed bytes become an
/// `input.invalid-utf8` result rather than being repaired, and a line longer
/// than the limit becomes `input.too-long` without being buffered whole.
struct BatchRunner {
  let validator: any Validator
  let writer: RecordWriter
  /// The longest line validated, in bytes.
  let maxLength: Int
  /// Whether to print the summary line on stderr.
  let summary: Bool
  /// Whether to print the TSV header row first.
  let header: Bool

  /// Runs the batch over stdin.
  /// - Returns: The counts of lines, invalid lines and issue codes.
  func run() -> BatchSummary {
    let reader = BatchRunner.start(maxLength: maxLength, writer: writer, header: header)
    var totals = BatchSummary()
    var lineNumber = 0
    let step = BatchLineStep(
      validator: validator, lane: CanonicalLineLane(validator, format: writer.format),
      maxLength: maxLength)
    var backoff = LaneBackoff(enabled: step.lane?.backsOff ?? false)
    while !BatchInterrupt.isSet {
      // After the first line (whose byte-order mark is looked at), a run of
      // lane lines is written in one loop; the line it stops before takes
      // the step (without asking the lane again when the loop asked).
      var laneDeclined = false
      if lineNumber > 0 {
        if backoff.asks() {
          let taken = step.runBuffered(
            reader, firstLine: lineNumber &+ 1, writer: writer, totals: &totals)
          lineNumber &+= taken.lines
          laneDeclined = taken.declinedNext
          backoff.record(lines: taken.lines, declined: taken.declinedNext)
        } else {
          laneDeclined = true
        }
      }
      guard let line = reader.next() else { break }
      lineNumber &+= 1
      let notesBOM = lineNumber == 1 && reader.removedByteOrderMark
      switch line {
      case .bytes(let bytes):
        step.run(
          bytes, tooLong: nil, number: lineNumber, notesBOM: notesBOM,
          laneDeclined: laneDeclined, writer: writer, totals: &totals)
      case .tooLong(let length, let prefix):
        prefix.withUnsafeBufferPointer { bytes in
          step.run(
            bytes, tooLong: length, number: lineNumber, notesBOM: notesBOM, writer: writer,
            totals: &totals)
        }
      }
    }
    totals.lines = lineNumber
    totals.readError = reader.readError
    return totals
  }

  /// Opens stdin for a batch: a line reader that flushes the output before
  /// it blocks on a read (so a pipe's reader sees every finished record),
  /// and the TSV header row when asked for.
  /// - Parameters:
  ///   - maxLength: The longest line validated, in bytes.
  ///   - writer: The batch's writer.
  ///   - header: Whether to print the TSV header row first.
  /// - Returns: The reader.
  static func start(maxLength: Int, writer: RecordWriter, header: Bool) -> LineReader {
    let reader = LineReader(fd: 0, maxLength: maxLength)
    let out = writer.out
    let err = writer.err
    reader.beforeRead = {
      out.flush()
      err.flush()
    }
    if header && writer.format == .tsv { out.write(RecordWriter.tsvHeader) }
    return reader
  }

  /// The result of one line as read: the validator's for its bytes, or
  /// `input.too-long` for a line past the limit.
  /// - Parameters:
  ///   - line: The line.
  ///   - limit: The longest line validated, in bytes.
  ///   - validator: The validator.
  /// - Returns: The result.
  static func result(of line: LineReader.Line, limit: Int, with validator: any Validator)
    -> ValidationResult
  {
    switch line {
    case .bytes(let bytes): validate(bytes, with: validator)
    case .tooLong(let length, let prefix): tooLong(length, limit: limit, prefix: prefix)
    }
  }

  /// The result for one line's bytes: the validator's, or `input.invalid-utf8`
  /// for bytes that are not well-formed UTF-8. The bytes are validated once,
  /// while the `String` is made (`String(decoding:as:)`, which replaces a
  /// bad sequence by U+FFFD): when the string's bytes are the line's, the
  /// line was well-formed; only otherwise is the bad sequence looked for.
  /// (`String(validating:as:)` would say it directly, but it is not
  /// specialized here: a generic-metadata lookup per line.)
  /// - Parameters:
  ///   - bytes: The line without its line ending.
  ///   - validator: The validator.
  /// - Returns: The result.
  @inline(__always)
  static func validate(_ bytes: UnsafeBufferPointer<UInt8>, with validator: any Validator)
    -> ValidationResult
  {
    var text = String(decoding: bytes, as: UTF8.self)
    let same = text.withUTF8 { decoded in
      guard decoded.count == bytes.count else { return false }
      guard let a = decoded.baseAddress, let b = bytes.baseAddress else { return true }
      return memcmp(a, b, bytes.count) == 0
    }
    if !same, let bad = UTF8Validation.firstInvalidByteOffset(in: bytes) {
      return BatchRunner.invalidUTF8(bytes, at: bad)
    }
    return validator.validate(text)
  }

  /// The result for a line that is not UTF-8: the input shown with U+FFFD
  /// for display only, the issue at the first bad sequence.
  static func invalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> ValidationResult {
    let shown = String(decoding: bytes, as: UTF8.self)
    let scalar = UTF8Validation.scalarCount(of: bytes, prefix: offset)
    return ValidationResult(
      input: shown, value: nil,
      issues: [
        ValidationIssue(InputIssue.lineNotUTF8(byte: bytes[offset], offset: offset), at: scalar)
      ],
      details: [
        JSONMember("byteOffset", .int(offset)),
        JSONMember("inputBase64", .string(Base64.encode(bytes))),
      ])
  }

  /// The first line's result with a note that the input's UTF-8 byte-order
  /// mark was removed (it is no part of any value).
  static func notingBOM(_ result: ValidationResult) -> ValidationResult {
    var noted = result
    noted.issues.insert(
      ValidationIssue(InputIssue.byteOrderMarkRemoved, range: 0..<0), at: 0)
    return noted
  }

  /// The result for a line longer than the limit: its first bytes (cut at
  /// a character boundary, invalid UTF-8 shown as U+FFFD) followed by `…`,
  /// with `"inputTruncated": true` and its byte length, so it never reads
  /// as an empty line.
  static func tooLong(_ length: Int, limit: Int, prefix: [UInt8]) -> ValidationResult {
    var cut = prefix.count
    if cut < length {
      // Do not end inside a multi-byte character.
      while cut > 0 && prefix[cut - 1] & 0xC0 == 0x80 { cut -= 1 }
      if cut > 0 && prefix[cut - 1] >= 0xC0 { cut -= 1 }
      if cut == 0 { cut = prefix.count }
    }
    return ValidationResult(
      input: String(decoding: prefix[..<cut], as: UTF8.self) + "…", value: nil,
      issues: [
        ValidationIssue(InputIssue.lineTooLong(bytes: length, limit: limit), range: 0..<0)
      ],
      details: [JSONMember("bytes", .int(length)), JSONMember("inputTruncated", .bool(true))])
  }
}

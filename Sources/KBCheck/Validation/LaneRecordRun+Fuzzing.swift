extension CardNumberValidator {
  /// For the fuzz targets, which build in a package of their own: the
  /// batch's record loop (``CleanLineValidator/writeLaneRecords(of:firstLine:style:into:capacity:)``)
  /// over `input`, and the records the full path gives the lines it took
  /// (each line's ``ValidationResult``, masked, as the CLI writes it), so
  /// that a target can check that they agree. Each output is allocated
  /// with exactly the room its writer is promised, so that a sanitizer
  /// sees any write past it.
  /// - Parameters:
  ///   - input: Lines of bytes.
  ///   - iban: IBAN lines, else card numbers.
  ///   - tsv: TSV records, else text.
  ///   - onlyInvalid: Whether only invalid lines are written.
  ///   - capacity: The loop's output room, in bytes.
  /// - Returns: The loop's records, the full path's records, how many
  ///   lines the loop took, and whether it took a line with an issue in
  ///   text (whose issue line it cannot write).
  @_spi(Testing) public static func fuzzingRecordLoop(
    _ input: [UInt8], iban: Bool, tsv: Bool, onlyInvalid: Bool, capacity: Int
  ) -> (loop: [UInt8], oneByOne: [UInt8], lines: Int, tookAnIssueInText: Bool) {
    iban
      ? IBANValidator().fuzzingAnswers(
        input, tsv: tsv, onlyInvalid: onlyInvalid, capacity: capacity)
      : CardNumberValidator().fuzzingAnswers(
        input, tsv: tsv, onlyInvalid: onlyInvalid, capacity: capacity)
  }
}

extension EmailValidator {
  /// For the fuzz targets: the batch's record loop
  /// (``CleanLineValidator/writeLaneRecords(of:firstLine:style:into:capacity:)``)
  /// over `input` in text, and the records the full path gives the lines it
  /// took (each line's value, as the CLI writes it), so that a target can
  /// check that they agree; the loop's output has exactly the room it is
  /// promised.
  /// - Parameters:
  ///   - input: Lines of bytes (any bytes, malformed UTF-8 included).
  ///   - onlyInvalid: Whether only invalid lines are written.
  ///   - capacity: The loop's output room, in bytes.
  /// - Returns: The loop's records, the full path's records, how many
  ///   lines the loop took, and whether it took a line with an issue.
  @_spi(Testing) public func fuzzingRecordLoop(
    _ input: [UInt8], onlyInvalid: Bool, capacity: Int
  ) -> (loop: [UInt8], oneByOne: [UInt8], lines: Int, tookAnIssueInText: Bool) {
    fuzzingAnswers(input, tsv: false, onlyInvalid: onlyInvalid, capacity: capacity)
  }
}

extension URLValidator {
  /// For the fuzz targets: the batch's record loop for URL lines
  /// (``writeLaneRecords(of:firstLine:style:into:capacity:)``) over `input`
  /// in text, and the records the full path gives the lines it took, as
  /// ``EmailValidator/fuzzingRecordLoop(_:onlyInvalid:capacity:)``.
  /// - Parameters:
  ///   - input: Lines of bytes (any bytes, malformed UTF-8 included).
  ///   - onlyInvalid: Whether only invalid lines are written.
  ///   - capacity: The loop's output room, in bytes.
  /// - Returns: The loop's records, the full path's records, how many
  ///   lines the loop took, and whether it took a line with an issue.
  @_spi(Testing) public func fuzzingRecordLoop(
    _ input: [UInt8], onlyInvalid: Bool, capacity: Int
  ) -> (loop: [UInt8], oneByOne: [UInt8], lines: Int, tookAnIssueInText: Bool) {
    fuzzingAnswers(input, tsv: false, onlyInvalid: onlyInvalid, capacity: capacity)
  }
}

extension CleanLineValidator {
  /// The record loop's output over `input` and the full path's records for
  /// the lines it took: what the two probes above return.
  fileprivate func fuzzingAnswers(
    _ input: [UInt8], tsv: Bool, onlyInvalid: Bool, capacity: Int
  ) -> (loop: [UInt8], oneByOne: [UInt8], lines: Int, tookAnIssueInText: Bool) {
    let style = LaneRecordStyle(
      tsv: tsv, onlyInvalid: onlyInvalid, revealingSecrets: false, maxLength: 1 << 20)
    let room = max(0, capacity)
    let output = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, room))
    defer { output.deallocate() }
    let run = input.withUnsafeBufferPointer {
      writeLaneRecords(
        of: $0, firstLine: 1, style: style, into: output, capacity: room)
    }
    let loop = Array(UnsafeBufferPointer(start: output, count: run.bytesWritten))
    var oneByOne: [UInt8] = []
    var tookAnIssueInText = false
    let taken = input[..<run.bytesRead].split(separator: 0x0A, omittingEmptySubsequences: false)
    for (index, slice) in taken.prefix(run.lines).enumerated() {
      var line = Array(slice)
      if line.last == ASCII.carriageReturn { line.removeLast() }
      let result = validate(String(decoding: line, as: UTF8.self))
      if !tsv && !result.issues.isEmpty { tookAnIssueInText = true }
      if onlyInvalid && result.isValid { continue }
      oneByOne += Array(
        Self.fullPathRecord(result, line: index + 1, tsv: tsv, onlyInvalid: onlyInvalid).utf8)
    }
    return (loop, oneByOne, run.lines, tookAnIssueInText)
  }

  /// A line's text or TSV record as the CLI's full path writes it (text:
  /// the value of a valid line, or with `onlyInvalid` the line number and
  /// the input;
  /// TSV: line, validity, value, issue codes, input), masked.
  private static func fullPathRecord(
    _ result: ValidationResult, line: Int, tsv: Bool, onlyInvalid: Bool
  ) -> String {
    let shown = result.isSecret ? result.masked() : result
    let value = result.isValid ? shown.value ?? "" : ""
    guard tsv else { return onlyInvalid ? "\(line)\t\(shown.input)\n" : value + "\n" }
    let codes = shown.issues.map(\.code.rawValue).joined(separator: ",")
    return "\(line)\t\(result.isValid)\t\(value)\t\(codes)\t\(shown.input)\n"
  }
}

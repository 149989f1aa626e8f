extension CardNumberValidator {
  /// For the fuzz targets, which build in a package of their own: the
  /// batch's record loop (``CleanLineValidator/writePaymentRecords(of:firstLine:style:into:capacity:)``)
  /// over `input`, and the records the lines it took give one at a time
  /// (``CleanLine/writePaymentRecord(of:line:tsv:onlyInvalid:revealingSecrets:into:)``),
  /// so that a target can check that they agree. Each output is allocated
  /// with exactly the room its writer is promised, so that a sanitizer
  /// sees any write past it.
  /// - Parameters:
  ///   - input: Lines of bytes.
  ///   - iban: IBAN lines, else card numbers.
  ///   - tsv: TSV records, else text.
  ///   - onlyInvalid: Whether only invalid lines are written.
  ///   - capacity: The loop's output room, in bytes.
  /// - Returns: The loop's records, the one-at-a-time records, how many
  ///   lines the loop took, and whether it took a line with an issue in
  ///   text (whose issue line it cannot write).
  @_spi(Testing) public static func fuzzingRecordLoop(
    _ input: [UInt8], iban: Bool, tsv: Bool, onlyInvalid: Bool, capacity: Int
  ) -> (loop: [UInt8], oneByOne: [UInt8], lines: Int, tookAnIssueInText: Bool) {
    iban
      ? answers(IBANValidator(), input, tsv: tsv, onlyInvalid: onlyInvalid, capacity: capacity)
      : answers(
        CardNumberValidator(), input, tsv: tsv, onlyInvalid: onlyInvalid, capacity: capacity)
  }

  private static func answers(
    _ validator: some CleanLineValidator, _ input: [UInt8], tsv: Bool, onlyInvalid: Bool,
    capacity: Int
  ) -> (loop: [UInt8], oneByOne: [UInt8], lines: Int, tookAnIssueInText: Bool) {
    let style = PaymentRecordStyle(
      tsv: tsv, onlyInvalid: onlyInvalid, revealingSecrets: false, maxLength: 1 << 20)
    let room = max(0, capacity)
    let output = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, room))
    defer { output.deallocate() }
    let run = input.withUnsafeBufferPointer {
      validator.writePaymentRecords(
        of: $0, firstLine: 1, style: style, into: output, capacity: room)
    }
    let loop = Array(UnsafeBufferPointer(start: output, count: run.bytesWritten))
    var oneByOne: [UInt8] = []
    var tookAnIssueInText = false
    let taken = input[..<run.bytesRead].split(separator: 0x0A, omittingEmptySubsequences: false)
    for (index, slice) in taken.prefix(run.lines).enumerated() {
      var line = Array(slice)
      if line.last == ASCII.carriageReturn { line.removeLast() }
      line.withUnsafeBufferPointer { bytes in
        guard let clean = validator.cleanLine(bytes) else { return }
        if !tsv && clean.paymentIssue != nil { tookAnIssueInText = true }
        if onlyInvalid && clean.isValid { return }
        let bound = CleanLine.paymentRecordBound(count: bytes.count)
        let record = UnsafeMutablePointer<UInt8>.allocate(capacity: bound)
        defer { record.deallocate() }
        let number = Array(String(index + 1).utf8)
        let count = number.withUnsafeBufferPointer {
          clean.writePaymentRecord(
            of: bytes, line: $0, tsv: tsv, onlyInvalid: onlyInvalid, revealingSecrets: false,
            into: record)
        }
        oneByOne += UnsafeBufferPointer(start: record, count: count)
      }
    }
    return (loop, oneByOne, run.lines, tookAnIssueInText)
  }
}

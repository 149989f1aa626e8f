import Testing

@_spi(Testing) @testable import KBCheck

/// The batch's loop over buffered card and IBAN lines
/// (`CleanLineValidator.writeLaneRecords`) writes, for each line it
/// takes, the record `CleanLine.writePaymentRecord` writes for that line
/// alone (the full path's: `theFuzzingProbeRunsTheLoop`, `PaymentLaneTests`),
/// and stops before every line it must leave to the full path.
@Suite struct PaymentRecordRunTests {
  let cards = CardNumberValidator()

  /// The run over `text` and the records written.
  func run(
    _ text: String, tsv: Bool = true, onlyInvalid: Bool = false, maxLength: Int = 1000,
    capacity: Int = 1 << 16
  ) -> (LaneRecordRun, String) {
    let input = Array(text.utf8)
    let output = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    defer { output.deallocate() }
    let style = LaneRecordStyle(
      tsv: tsv, onlyInvalid: onlyInvalid, revealingSecrets: false, maxLength: maxLength)
    let run = input.withUnsafeBufferPointer {
      cards.writeLaneRecords(
        of: $0, firstLine: 7, style: style, into: output, capacity: capacity)
    }
    return (
      run,
      String(decoding: UnsafeBufferPointer(start: output, count: run.bytesWritten), as: UTF8.self)
    )
  }

  /// One line's record, written alone.
  func record(_ line: String, number: Int, tsv: Bool = true, onlyInvalid: Bool = false) -> String {
    var bytes = Array(line.utf8)
    return bytes.withUnsafeMutableBufferPointer { buffer in
      let bytes = UnsafeBufferPointer(buffer)
      guard let clean = cards.cleanLine(bytes) else { return "not clean" }
      let output = UnsafeMutablePointer<UInt8>.allocate(
        capacity: CleanLine.paymentRecordBound(count: bytes.count))
      defer { output.deallocate() }
      let digits = Array(String(number).utf8)
      let count = digits.withUnsafeBufferPointer {
        clean.writePaymentRecord(
          of: bytes, line: $0, tsv: tsv, onlyInvalid: onlyInvalid, revealingSecrets: false,
          into: output)
      }
      return String(decoding: UnsafeBufferPointer(start: output, count: count), as: UTF8.self)
    }
  }

  // 4111…1111 (Visa, valid), …1112 (Visa, Luhn fails: invalid),
  // 6212…0001 (UnionPay, Luhn fails: valid with a warning).
  let valid = "4111111111111111"
  let mistyped = "4111111111111112"
  let unionPay = "6212345678900001"

  @Test func takesEveryLaneLineWithItsOwnRecordAndCounts() {
    let lines = [valid, mistyped, unionPay + "\r", valid]
    let (run, written) = run(lines.joined(separator: "\n") + "\n")
    #expect(run.lines == 4)
    #expect(run.bytesRead == lines.joined(separator: "\n").utf8.count + 1)
    #expect(run.invalid == 1)
    #expect(run.cardCheckDigits == 2)
    let want = [valid, mistyped, unionPay, valid].enumerated().map {
      record($0.element, number: 7 + $0.offset)
    }.joined()
    #expect(written == want)
    #expect(written.contains("\tfalse\t\tcard.check-digit\t"))
    #expect(written.contains("\ttrue\t621234••••••0001\tcard.check-digit\t621234••••••0001\n"))
  }

  /// A card number in print form (groups joined by single spaces or
  /// hyphens) is taken as its digits: the value is theirs, the TSV's input
  /// is the line, its digits masked as the digits' are (PCI DSS 3.4.1).
  @Test func takesAPrintFormAsItsDigitsAndEchoesItMasked() {
    let lines = [
      "4111 1111 1111 1111", "4111-1111-1111-1112", "3782 822463 10005", "41 11 11 11 11 11 11 11",
    ]
    let (taken, written) = run(lines.joined(separator: "\n") + "\n")
    #expect(taken.lines == 4 && taken.invalid == 1)
    #expect(
      written == """
        7\ttrue\t411111••••••1111\t\t4111 11•• •••• 1111
        8\tfalse\t\tcard.check-digit\t4111-11••-••••-1112
        9\ttrue\t378282•••••0005\t\t3782 82•••• •0005
        10\ttrue\t411111••••••1111\t\t41 11 11 •• •• •• 11 11

        """)
    let (text, shown) = run("4111 1111 1111 1111\n", tsv: false)
    #expect(text.lines == 1 && shown == "411111••••••1111\n")
  }

  @Test func stopsBeforeALineTheLaneDoesNotTake() {
    // Separators doubled, leading or trailing; a line without a line feed;
    // a line over the limit.
    for (text, taken) in [
      ("\(valid)\n4111  1111 1111 1111\n\(valid)\n", 1), ("\(valid)\n 4111 1111 1111 1111\n", 1),
      ("\(valid)\n4111 1111 1111 1111-\n", 1), ("\(valid)\n4111 -1111 1111 1111\n", 1),
      ("\(valid)\n\(valid)", 1), ("\(valid)\n", 1), ("\n\(valid)\n", 0),
    ] {
      let (run, _) = run(text)
      #expect(run.lines == taken, "\(text.debugDescription)")
    }
    let (short, _) = run("\(valid)\n", maxLength: 15)
    #expect(short.lines == 0)
    let (cramped, _) = run("\(valid)\n\(valid)\n", capacity: 64 + 2 * 3 * 16)
    #expect(cramped.lines == 1)
  }

  @Test func textLeavesALineWithAnIssueToTheFullPath() {
    for issueLine in [mistyped, unionPay] {
      let (run, written) = run("\(valid)\n\(issueLine)\n\(valid)\n", tsv: false)
      #expect(run.lines == 1, "\(issueLine)")
      #expect(written == "411111••••••1111\n")
    }
  }

  /// The fuzz target's probe (`FuzzPayments`) runs the loop: it takes
  /// lines, its records agree, and in text it stops before an issue.
  @Test func theFuzzingProbeRunsTheLoop() {
    let cardLines = Array("\(valid)\n\(mistyped)\r\n\(unionPay)\n\(valid)\n".utf8)
    for tsv in [true, false] {
      let answer = CardNumberValidator.fuzzingRecordLoop(
        cardLines, iban: false, tsv: tsv, onlyInvalid: false, capacity: 4096)
      #expect(answer.lines == (tsv ? 4 : 1))
      #expect(answer.loop == answer.oneByOne && !answer.loop.isEmpty)
      #expect(!answer.tookAnIssueInText)
    }
    let ibans = Array(
      "DE89370400440532013000\nGB29 NWBK 6016 1331 9268 19\nGB29NWBK6016133192681\n".utf8)
    let answer = CardNumberValidator.fuzzingRecordLoop(
      ibans, iban: true, tsv: true, onlyInvalid: false, capacity: 4096)
    #expect(answer.lines == 2 && answer.loop == answer.oneByOne)
    #expect(
      String(decoding: answer.loop, as: UTF8.self).contains("\tGB29 NWBK 6016 1331 9268 19\n"))
    // No room for one record: nothing taken.
    let cramped = CardNumberValidator.fuzzingRecordLoop(
      cardLines, iban: false, tsv: true, onlyInvalid: false, capacity: 10)
    #expect(cramped.lines == 0 && cramped.loop.isEmpty)
  }

  @Test func onlyInvalidWritesTheInvalidLinesAlone() {
    let (run, written) = run("\(valid)\n\(mistyped)\n\(unionPay)\n", onlyInvalid: true)
    #expect(run.lines == 3)
    #expect(written == record(mistyped, number: 8, onlyInvalid: true))
  }
}

/// The one digit writer (`DecimalDigits`) spells numbers as Swift does.
@Suite struct DecimalDigitsTests {
  @Test func writesEveryNumberAsItsDecimalText() {
    var values: [UInt] = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, UInt.max, UInt.max / 10]
    var power: UInt = 1
    for _ in 0..<19 {
      power *= 10
      values += [power - 1, power, power + 1]
    }
    var seed: UInt64 = 7
    for _ in 0..<10_000 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1
      values.append(UInt(seed >> UInt64(seed % 60)))
    }
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: DecimalDigits.maximumCount)
    defer { buffer.deallocate() }
    let wrong = values.filter { value in
      let count = DecimalDigits.write(value, into: buffer)
      return String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self)
        != String(value)
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
  }

  @Test func aCounterCountsUpAsItsDecimalText() {
    var wrong: [Int] = []
    for start in [0, 1, 8, 95, 998, 9_990, 99_999_990, Int(UInt32.max) - 5] {
      var counter = DecimalCounter(start)
      for value in start..<(start + 30) {
        if String(decoding: counter.digits, as: UTF8.self) != String(value) { wrong.append(value) }
        counter.increment()
      }
    }
    var counter = DecimalCounter(1)
    for value in 1...100_000 {
      if String(decoding: counter.digits, as: UTF8.self) != String(value) { wrong.append(value) }
      counter.increment()
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
  }

  @Test func theLanesCodeTextIsTheIssuesCode() {
    for issue in [
      PaymentIssue.cardCheckDigit, .cardCheckDigitNotRequired(brand: .unionPay), .ibanCheckDigits,
    ] {
      #expect(CleanLine.codeText(of: issue).description == issue.code.rawValue)
    }
  }
}

import KBCheck
import Testing

/// The batch writes a clean card number or IBAN straight from the line's
/// bytes (`CanonicalLineLane`, ``CleanLineValidator``); its output must be
/// the library's result for the line, byte for byte, in every format, with
/// one job or several, masked unless `--reveal-secrets` (PCI DSS 3.4.1).
@Suite struct PaymentLaneTests {
  /// Card numbers: a Luhn-valid number of every brand's prefix and length
  /// (the lane's lines), each also mistyped, grouped by spaces or hyphens
  /// (print forms, the lane's too), grouped by doubled or leading spaces,
  /// too short and with a foreign character (full-path lines); prefixes
  /// from `CardBrandTable`'s sources (ISO/IEC 7812-1 IIN ranges).
  static let cards: [String] = {
    let prefixes = [
      "4", "401178", "51", "55", "2221", "2720", "34", "37", "6011", "644", "65", "622126",
      "300", "3095", "36", "38", "3528", "3589", "62", "5018", "6304", "6761", "2200", "60",
      "508", "81", "509000", "384100", "606282", "1", "99", "7",
    ]
    var lines: [String] = []
    var seed: UInt64 = 28
    for prefix in prefixes {
      for length in 12...19 {
        var body = Array(prefix.utf8)
        while body.count < length - 1 {
          seed = seed &* 6_364_136_223_846_793_005 &+ 1
          body.append(0x30 + UInt8((seed >> 33) % 10))
        }
        let number = String(decoding: body + [luhnDigit(body)], as: UTF8.self)
        let wrong = String(number.dropLast()) + (number.last == "9" ? "0" : "9")
        lines += [
          number, wrong, "\(number.prefix(4)) \(number.dropFirst(4))", "x" + number,
          grouped(number, by: 4, separator: " "), grouped(wrong, by: 4, separator: "-"),
          grouped(number, by: 3, separator: "  "), " " + grouped(number, by: 4, separator: " "),
        ]
      }
    }
    return lines + ["", "4", "4111111111111111", "٤١١١١١١١١١١١١١١١"]
  }()

  /// IBANs: one of every registry country in electronic form with the
  /// right MOD 97-10 check digits (ISO 13616-1; the lane's lines), each
  /// also mistyped and in print form by spaces or hyphens, mistyped (the
  /// lane's lines too; grouped by three or one, the check digits' issue
  /// spans a separator), lower-cased, one character short, with check
  /// digits 00 and 99, in print form with doubled or trailing spaces
  /// (full-path lines).
  static let ibans: [String] = IBANRegistry.countryCodes.flatMap { code -> [String] in
    guard let country = IBANRegistry.country(code) else { return [] }
    let bban = country.bbanKinds.enumerated().map { i, kind -> UInt8 in
      kind == .letter ? 0x41 + UInt8(i % 26) : 0x30 + UInt8(i % 10)
    }
    let check = 98 - mod97(bban + Array(code.utf8) + [0x30, 0x30])
    let checkText = check < 10 ? "0\(check)" : "\(check)"
    let iban = code + checkText + String(decoding: bban, as: UTF8.self)
    let wrong = String(iban.dropLast()) + (iban.last == "1" ? "2" : "1")
    return [
      iban, wrong, iban.lowercased(), grouped(iban, by: 4, separator: " "),
      String(iban.dropLast()), code + "00" + iban.dropFirst(4), code + "99" + iban.dropFirst(4),
      grouped(wrong, by: 4, separator: " "), grouped(iban, by: 4, separator: "-"),
      grouped(wrong, by: 3, separator: " "),
      grouped(code + "00" + iban.dropFirst(4), by: 1, separator: "-"),
      grouped(iban.lowercased(), by: 4, separator: " "), grouped(iban, by: 4, separator: "  "),
      grouped(iban, by: 4, separator: " ") + " ",
    ]
  }

  /// `text` in groups of `size` joined by `separator`.
  static func grouped(_ text: String, by size: Int, separator: String) -> String {
    stride(from: 0, to: text.count, by: size).map {
      String(text.dropFirst($0).prefix(size))
    }.joined(separator: separator)
  }

  static func luhnDigit(_ body: [UInt8]) -> UInt8 {
    var sum = 0
    for (i, digit) in body.reversed().enumerated() {
      var d = Int(digit - 0x30)
      if i % 2 == 0 {
        d *= 2
        if d > 9 { d -= 9 }
      }
      sum += d
    }
    return 0x30 + UInt8((10 - sum % 10) % 10)
  }

  static func mod97(_ chars: [UInt8]) -> Int {
    chars.reduce(0) { remainder, byte in
      byte >= 0x41
        ? (remainder * 100 + Int(byte - 0x41 + 10)) % 97 : (remainder * 10 + Int(byte - 0x30)) % 97
    }
  }

  /// What the library says each line's record is, in `format`.
  static func expected(
    _ lines: [String], type: String, format: String, reveal: Bool, onlyInvalid: Bool = false
  ) throws -> String {
    let kind = try #require(FieldKind(name: type))
    let validator = try kind.validator(ValidationContext())
    let buffer = JSONRecordBuffer()
    var text = ""
    for (i, line) in lines.enumerated() {
      let result = validator.validate(line)
      let shown = result.isSecret && !reveal ? result.masked() : result
      if onlyInvalid && result.isValid { continue }
      switch format {
      case "json":
        shown.writeJSONRecord(
          into: buffer, type: kind.name, line: i + 1, revealingSecrets: reveal)
        text += String(decoding: buffer.bytes, as: UTF8.self) + "\n"
      case "tsv":
        let value = result.isValid ? shown.value ?? "" : ""
        let codes = shown.issues.map(\.code.rawValue).joined(separator: ",")
        text += "\(i + 1)\t\(result.isValid)\t\(value)\t\(codes)\t\(shown.input)\n"
      default:
        text +=
          onlyInvalid
          ? "\(i + 1)\t\(shown.input)\n" : (result.isValid ? shown.value ?? "" : "") + "\n"
      }
    }
    return text
  }

  @Test(arguments: ["creditCardNumber", "iban"], ["text", "json", "tsv"])
  func recordsAreTheLibrarys(type: String, format: String) throws {
    let lines = type == "iban" ? Self.ibans : Self.cards
    let input = Array((lines.joined(separator: "\n") + "\n").utf8)
    for (jobs, onlyInvalid) in [("1", false), ("2", false), ("1", true)] {
      for reveal in [false, true] {
        let run = try Kbcheck.run(
          ["--type", type, "--format", format, "--no-summary", "--jobs", jobs, "-"]
            + (reveal ? ["--reveal-secrets"] : []) + (onlyInvalid ? ["--only-invalid"] : []),
          stdin: input)
        let want = try Self.expected(
          lines, type: type, format: format, reveal: reveal, onlyInvalid: onlyInvalid)
        let got = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let wanted = want.split(separator: "\n", omittingEmptySubsequences: false)
        let differ = zip(got, wanted).enumerated().filter { $0.element.0 != $0.element.1 }
        #expect(
          got.count == wanted.count,
          "\(type) \(format) jobs \(jobs) reveal \(reveal) only invalid \(onlyInvalid)")
        #expect(
          differ.isEmpty,
          "\(type) \(format) jobs \(jobs) reveal \(reveal) only invalid \(onlyInvalid): \(differ.count) lines differ, first \(differ.prefix(3).map { "\($0.offset + 1): \($0.element.0) ≠ \($0.element.1)" })"
        )
      }
    }
  }

  /// A mistyped card number or IBAN takes the lane too (invalid,
  /// `card.check-digit` at its last digit, `iban.check-digits` on its check
  /// digits): the text format's issue lines on stderr, in both languages,
  /// and the summary's counts are the library's.
  @Test(arguments: ["creditCardNumber", "iban"], ["en", "de"])
  func issueLinesAndSummaryAreTheLibrarys(type: String, language: String) throws {
    let lines = type == "iban" ? Self.ibans : Self.cards
    let input = Array((lines.joined(separator: "\n") + "\n").utf8)
    let kind = try #require(FieldKind(name: type))
    let validator = try kind.validator(ValidationContext())
    let messages = try #require(MessageLanguage(identifier: language))
    var want = ""
    var counts: [String: Int] = [:]
    var invalid = 0
    for (i, line) in lines.enumerated() {
      let result = validator.validate(line).localized(messages)
      if !result.isValid { invalid += 1 }
      for issue in result.issues {
        counts[issue.code.rawValue, default: 0] += 1
        let severity = issue.severity == .error ? "error" : "warning"
        want +=
          "\(severity)[\(issue.code.rawValue)]: \(issue.message) --> stdin:\(i + 1):\(issue.range.lowerBound + 1)\n"
      }
    }
    for jobs in ["1", "2"] {
      let run = try Kbcheck.run(
        ["--type", type, "--lang", language, "--no-summary", "--jobs", jobs, "-"], stdin: input)
      #expect(run.stderr == want, "jobs \(jobs)")
      let summary = try Kbcheck.run(
        ["--type", type, "--format", "tsv", "--summary", "--jobs", jobs, "-"], stdin: input)
      #expect(summary.status == 1)
      #expect(summary.stderr.contains("\(lines.count - invalid) valid, \(invalid) invalid"))
      for (code, count) in counts {
        #expect(summary.stderr.contains("\(code) \(count)"), "\(code)")
      }
    }
  }

  @Test func cleanCardsNeverShowTheirDigits() throws {
    let clean = Self.cards.filter { line in
      line.utf8.count >= 13 && line.utf8.allSatisfy { $0 &- 0x30 < 10 }
    }
    let input = Array((clean.joined(separator: "\n") + "\n").utf8)
    for format in ["text", "json", "tsv"] {
      let run = try Kbcheck.run(
        ["--type", "creditCardNumber", "--format", format, "--no-summary", "-"], stdin: input)
      let leaked = clean.filter { run.stdout.contains($0) || run.stderr.contains($0) }
      #expect(leaked.isEmpty, "\(format): \(leaked.prefix(3))")
    }
  }
}

import Foundation
import KBCheck
import Testing

/// Runs every row of the ICU 72 strict-parse probe (`icu72-parse.tsv`, from
/// the reference's `icu/parse.c`) through the signed decimal validator and
/// compares verdicts: ICU "consumed the whole input" against "valid", and the
/// exact values when both accept. Where the library is stricter than ICU on
/// purpose, the row is listed below by input with the reason.
@Suite struct ICUParseConformanceTests {
  struct Row: Sendable {
    var locale: String
    var input: String
    var icuValue: String?
  }

  /// Rows where the library's verdict deliberately differs from ICU strict,
  /// by input, with the reason.
  static let deviations: [String: String] = {
    var list: [String: String] = [:]
    let latinLocales = [
      "en_US", "de_DE", "fr_FR", "de_CH", "ru_RU", "ar_EG@numbers=latn", "ar_MA", "mr_IN",
    ]
    // (mr_IN's Latin digits are compared with ICU's mr_IN@numbers=latn,
    // which refuses the exponent as the library does.)
    for locale in latinLocales where locale != "mr_IN" {
      // The probe ran without UNUM_PARSE_NO_EXPONENT; the issue asks for no exponent.
      list["\(locale)|1e3"] = "exponents are refused (ICU parsed them in this probe)"
      list["\(locale)|1E3"] = "exponents are refused (ICU parsed them in this probe)"
    }
    for locale in latinLocales + ["ar_EG", "fa_IR"] {
      list["\(locale)|+5"] = "a signed field takes a leading '+' (ICU strict refuses it)"
    }
    let allLocales = latinLocales + ["ar_EG", "fa_IR"]
    for locale in allLocales {
      list["\(locale)| 12"] =
        "surrounding whitespace is trimmed with a number.surrounding-whitespace warning (ICU strict refuses it)"
      list["\(locale)|12 "] =
        "surrounding whitespace is trimmed with a number.surrounding-whitespace warning (ICU strict refuses it)"
    }
    // U+066B ARABIC DECIMAL SEPARATOR is read as a decimal separator in every
    // locale and with either digit system (ICU refuses it outside the Arabic
    // numbering systems; it cannot mean anything else).
    for locale in ["en_US", "de_CH", "ar_EG@numbers=latn", "mr_IN"] {
      for input in [
        "\u{661}\u{662}\u{663}\u{664}\u{66b}\u{665}",
        "\u{661}\u{66c}\u{662}\u{663}\u{664}\u{66b}\u{665}",
        "\u{6f1}\u{6f2}\u{6f3}\u{6f4}\u{66b}\u{6f5}",
      ] {
        list["\(locale)|\(input)"] = "U+066B is a decimal separator in every convention"
      }
    }
    for locale in ["en_US", "de_CH", "ar_EG@numbers=latn", "mr_IN", "ar_EG", "fa_IR"] {
      list["\(locale)|1234\u{66b}5"] =
        "U+066B is a decimal separator in every convention; with Latin digits the locale's Latin system reads it too"
    }
    // (ar_EG and fa_IR read `1.234,5` with their Latin-digit symbols now, as
    // ICU's `@numbers=latn` does, so they no longer differ.)
    for locale in ["fr_FR", "ru_RU"] {
      list["\(locale)|1.234,5"] =
        "'.' is not this locale's grouping separator, so it is the wrong decimal separator here"
    }
    list["de_CH|1,234.5"] =
      "',' is not de_CH's grouping separator (U+2019), so it is the wrong decimal separator"
    return list
  }()

  static func rows() throws -> [Row] {
    let url = try #require(
      Bundle.module.url(forResource: "Fixtures/numbers/icu72-parse", withExtension: "tsv"))
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").dropFirst().compactMap { line in
      let cols = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard cols.count >= 3 else { return nil }
      let strict = cols[2]
      var value: String?
      if !strict.hasPrefix("ERR"), let open = strict.firstIndex(of: "("),
        let slash = strict.firstIndex(of: "/"), let close = strict.lastIndex(of: ")")
      {
        let consumed = strict[strict.index(open, offsetBy: 10)..<slash]
        let length = strict[strict.index(after: slash)..<close]
        if consumed == length { value = String(strict[..<open].dropLast()) }
      }
      return Row(locale: cols[0], input: unescape(cols[1]), icuValue: value)
    }
  }

  static func unescape(_ s: String) -> String {
    var out = String.UnicodeScalarView()
    var scalars = s.unicodeScalars[...]
    while let c = scalars.first {
      scalars = scalars.dropFirst()
      if c == "\\", scalars.first == "u",
        let v = UInt32(String(String.UnicodeScalarView(scalars.dropFirst().prefix(4))), radix: 16),
        let u = Unicode.Scalar(v)
      {
        out.append(u)
        scalars = scalars.dropFirst(5)
      } else {
        out.append(c)
      }
    }
    return String(out)
  }

  @Test func everyRowAgreesOrIsAListedDeviation() throws {
    let rows = try Self.rows()
    var agree = 0
    var disagreeing: [String] = []
    for var row in rows {
      // A value in Latin digits is read with the locale's Latin-digit symbols
      // (CLDR `@numbers=latn`) where the default system is another: compare
      // with ICU's strict parse in that system.
      let icuLocale = DecimalPadLocaleTests.icuLocale(row.locale, row.input)
      if icuLocale != row.locale {
        let format = try LocaleNumberFormat.shared(locale: icuLocale).get()
        let parse = try? format.parseDecimal(row.input).get()
        row.icuValue = parse.flatMap { $0.isComplete ? $0.value : nil }
      }
      let context = ValidationContext(locale: row.locale, options: ["signed": "true"])
      let result = try KeyboardType.numbersAndPunctuation.validate(row.input, context: context)
      let same: Bool
      switch (row.icuValue, result.isValid ? result.value : nil) {
      case (nil, nil): same = true
      case (let icu?, let ours?): same = ExactDecimal(DecimalCase.plain(icu)) == ExactDecimal(ours)
      default: same = false
      }
      if same {
        agree += 1
      } else {
        disagreeing.append("\(row.locale)|\(row.input)")
        print(
          "DEVIATION \(row.locale) '\(row.input.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined())' icu=\(row.icuValue ?? "ERR") ours=\(result.value ?? "invalid") \(result.issues.map(\.code.rawValue))"
        )
      }
    }
    print("ICU conformance: \(agree)/\(rows.count) agree")
    #expect(rows.count == 380)
    #expect(
      Set(disagreeing) == Set(Self.deviations.keys),
      "unexpected: \(Set(disagreeing).subtracting(Self.deviations.keys).sorted()); no longer deviating: \(Set(Self.deviations.keys).subtracting(disagreeing).sorted())"
    )
    #expect(agree == rows.count - Self.deviations.count)
  }
}

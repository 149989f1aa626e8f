import Foundation
import KBCheck
import Testing

/// Runs every row of the ICU probes in `Fixtures/icu/` (ICU 72.1, see
/// `Fixtures/PROVENANCE.md`) through ``LocaleNumberFormat``.
@Suite struct LocaleNumberTableTests {
  static func rows(_ name: String) throws -> [[String]] {
    let url = try #require(
      Bundle.module.url(forResource: "Fixtures/icu/\(name)", withExtension: "tsv"))
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: true).dropFirst().map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
  }

  /// Decodes the probe's `\uXXXX` escapes.
  static func unescape(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    var scalars = Array(text.unicodeScalars)[...]
    while let first = scalars.first {
      if first == "\\", scalars.count >= 6, scalars.dropFirst().first == "u",
        let value = UInt32(
          String(String.UnicodeScalarView(scalars.dropFirst(2).prefix(4))), radix: 16),
        let scalar = Unicode.Scalar(value)
      {
        out.append(scalar)
        scalars = scalars.dropFirst(6)
      } else {
        out.append(first)
        scalars = scalars.dropFirst()
      }
    }
    return String(out)
  }

  /// `U+002C` or `U+200E U+2212` to the string it names. The probe prints
  /// UTF-16 units, so a supplementary digit appears as two surrogates.
  static func codePoints(_ text: String) -> String {
    let units = text.split(separator: " ").compactMap { UInt16($0.dropFirst(2), radix: 16) }
    return String(decoding: units, as: UTF16.self)
  }

  /// What the probe printed for a strict parse: `1234.5 (consumed 6/6)` or
  /// `ERR(U_PARSE_ERROR)@0`.
  static func describe(_ result: Result<LocaleNumberFormat.DecimalParse, ICUStatus>) -> String {
    switch result {
    case .success(let p): "\(p.value) (consumed \(p.consumed)/\(p.length))"
    case .failure(let status): "ERR(\(status.name))"
    }
  }

  @Test func everyStrictRowOfParseTSV() throws {
    let rows = try Self.rows("parse")
    var mismatches: [String] = []
    for row in rows {
      let (locale, input, expected) = (row[0], Self.unescape(row[1]), row[2])
      let format = try LocaleNumberFormat(locale: locale, grouping: true, exponent: true)
      var got = Self.describe(format.parseDecimal(input))
      // The probe also prints the error position; the wrapper reports the status.
      let want = expected.hasPrefix("ERR(") ? String(expected.prefix { $0 != "@" }) : expected
      if got != want {
        got += " [expected \(expected)]"
        mismatches.append("\(locale)\t\(row[1])\t\(got)")
      }
    }
    #expect(rows.count == 380)
    #expect(
      mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.joined(separator: "\n"))")
  }

  /// With exponents off (the library's default), the only rows that change
  /// are `1e3` / `1E3` in locales whose exponent symbol is `E`: they stop
  /// after the `1`.
  @Test func exponentOffChangesOnlyTheExponentRows() throws {
    var changed: [String] = []
    for row in try Self.rows("parse") {
      let (locale, input) = (row[0], Self.unescape(row[1]))
      let on = try LocaleNumberFormat(locale: locale, exponent: true).parseDecimal(input)
      let off = try LocaleNumberFormat(locale: locale).parseDecimal(input)
      if Self.describe(on) != Self.describe(off) {
        #expect(Self.describe(off) == "1 (consumed 1/3)", "\(locale) \(row[1])")
        changed.append("\(locale) \(row[1])")
      }
    }
    #expect(changed.allSatisfy { $0.hasSuffix(" 1e3") || $0.hasSuffix(" 1E3") }, "\(changed)")
    #expect(changed.count == 16, "\(changed)")
  }

  @Test func everyLocaleOfSymbolsTSV() throws {
    let rows = try Self.rows("symbols")
    var mismatches: [String] = []
    for row in rows {
      let locale = row[0]
      let format = try LocaleNumberFormat(locale: locale)
      // Grouping sizes from the pattern: `#,##,##0.###` is 3 then 2.
      let integer = row[6].prefix { $0 != "." }
      let groups = integer.split(separator: ",", omittingEmptySubsequences: false)
      let primary = groups.count > 1 ? groups[groups.count - 1].count : 0
      let secondary = groups.count > 2 ? groups[groups.count - 2].count : 0
      let want = [
        row[1], Self.codePoints(row[2]), Self.codePoints(row[3]),
        Self.codePoints(row[4]), Self.codePoints(row[5]), "\(primary)", "\(secondary)",
      ]
      let got = [
        format.numberingSystem, format.symbol(.decimalSeparator),
        format.symbol(.groupingSeparator), format.symbol(.minusSign), format.symbol(.zeroDigit),
        "\(format.groupingSize)", "\(format.secondaryGroupingSize)",
      ]
      if got != want {
        mismatches.append(
          "\(locale): got \(got.map(\.debugDescription)) want \(want.map(\.debugDescription))")
      }
    }
    #expect(rows.count == 805)
    #expect(
      mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.joined(separator: "\n"))")
  }
}

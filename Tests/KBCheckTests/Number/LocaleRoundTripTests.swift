import Foundation
import Testing

@testable import KBCheck

/// Every locale ICU 72 (CLDR 42) has data for, in each numbering system its
/// users type in (the default, `latn`, `native`): ICU formats 2500, 1234.5
/// and -12 with and without grouping (`Scripts/dev/number-roundtrip.sh`, whose
/// full run covers 20 values: 96,600 texts), and kbcheck reads each text
/// back in the locale as a user picks it (no `@numbers`): the digits choose
/// the symbols. No text may be read as another number without an ambiguity
/// warning; a refusal is an error the user sees, counted apart.
@Suite struct LocaleRoundTripTests {
  struct Row {
    var locale: String
    var systemLocale: String
    var value: String
    var formatted: String
  }

  static func rows() throws -> [Row] {
    let url = try #require(
      Bundle.module.url(forResource: "Fixtures/numbers/icu72-roundtrip", withExtension: "tsv"))
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst().map {
      let c = $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return Row(locale: c[0], systemLocale: c[1], value: c[2], formatted: c[3])
    }
  }

  @Test func noFormattedValueIsReadAsAnotherNumber() throws {
    let rows = try Self.rows()
    var validators: [String: any Validator] = [:]
    var same = 0
    var refused = 0
    var silent: [String] = []
    for row in rows {
      let validator =
        try validators[row.locale]
        ?? KeyboardType.numbersAndPunctuation.validator(
          ValidationContext(profile: "number", locale: row.locale))
      validators[row.locale] = validator
      let result = validator.validate(row.formatted)
      guard result.isValid, let value = result.value else {
        refused += 1
        continue
      }
      if ExactDecimal(value) == ExactDecimal(row.value) {
        same += 1
      } else if !result.issues.contains(where: { $0.code.rawValue.hasPrefix("number.ambiguous") }) {
        silent.append(
          "\(row.systemLocale) \(row.formatted.debugDescription) -> \(value), expected \(row.value)"
        )
      }
    }
    let locales = Set(rows.map(\.locale)).count
    print(
      "locale round trip: \(locales) locales, \(rows.count) texts: \(same) same, \(refused) refused, \(silent.count) silently different"
    )
    #expect(locales == 805)
    #expect(silent.isEmpty, "\(silent.prefix(20))")
    // Refused (never silent): Chinese ideographic digits (hanidec, not
    // Unicode Nd) and native Indic digits grouped 2-2-3 where the locale's
    // Latin grouping is 3-3.
    #expect(same + refused == rows.count)
    #expect(same > rows.count * 99 / 100)
  }
}

import KBCheck
import Testing

/// Huge and random inputs: no crash, bounded reports, invariants hold.
@Suite struct RobustnessTests {
  static func validators() throws -> [(String, any Validator)] {
    var list: [(String, any Validator)] = []
    for locale in ["en_US", "de_DE", "ar_EG", "hi_IN", "fr_FR"] {
      list.append(("decimalPad \(locale)", try DecimalPadValidator(locale: locale)))
      list.append(
        (
          "signed \(locale)",
          try DecimalPadValidator(
            keyboard: .numbersAndPunctuation,
            options: .init(acceptOtherSeparator: true, signed: true), locale: locale)
        ))
    }
    list.append(("numberPad", try NumberPadValidator(keyboard: .numberPad)))
    list.append(
      ("asciiCapableNumberPad", try NumberPadValidator(keyboard: .asciiCapableNumberPad)))
    list.append(
      ("phonePad", try PhonePadValidator(options: .form.with(vanity: true))))
    return list
  }

  @Test func hugeInputs() throws {
    let validators = try Self.validators()
    let inputs = [
      String(repeating: "9", count: 200_000),
      String(repeating: "a", count: 50_000),
      String(repeating: "1,234", count: 20_000),
      String(repeating: "\u{0661}", count: 50_000) + "\u{066B}5",
      String(repeating: "(", count: 20_000),
      String(repeating: ".", count: 20_000),
    ]
    for input in inputs {
      for (name, validator) in validators {
        let result = validator.validate(input)
        #expect(result.issues.count <= 102, "\(name): \(result.issues.count) issues")
        #expect(
          result.isValid
            == (result.value != nil && !result.issues.contains { $0.severity == .error }))
      }
    }
    #expect(
      validators[0].1.validate(String(repeating: "9", count: 200_000)).value?.count == 200_000)
  }

  @Test func randomInputs() throws {
    let validators = try Self.validators()
    let pool: [Unicode.Scalar] = [
      "0", "1", "5", "9", ".", ",", "-", "+", " ", "'", "e", "a", "(", ")", "*", "#", ";",
      "\u{00A0}", "\u{202F}", "\u{2019}", "\u{066B}", "\u{066C}", "\u{0661}", "\u{06F5}",
      "\u{0967}",
      "\u{FF11}", "\u{FF0C}", "\u{FF0E}", "\u{2212}", "\u{200E}", "\u{061C}", "\u{202E}",
      "\u{200B}",
      "\u{1F600}", "\u{0}", "\n",
    ]
    var rng = SystemRandomNumberGenerator()
    let filters = try [
      InputFilter(.numberPad, locale: "ar_EG"), InputFilter(.asciiCapableNumberPad),
      InputFilter(.decimalPad, locale: "de_DE"), InputFilter(.decimalPad, locale: "ar_EG"),
      InputFilter(.decimalPad, locale: "hi_IN"), InputFilter(.phonePad),
    ]
    for _ in 0..<500 {
      var s = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...12, using: &rng) {
        s.append(pool.randomElement(using: &rng)!)
      }
      let input = String(s)
      for (name, validator) in validators {
        let result = validator.validate(input)
        if result.isValid { #expect(result.value != nil, "\(name) '\(input)'") }
        for issue in result.issues {
          #expect(
            issue.range.lowerBound >= 0
              && issue.range.upperBound <= max(1, input.unicodeScalars.count),
            "\(name) '\(input)' \(issue)")
        }
      }
      for filter in filters {
        for origin in TextEdit.Origin.allCases {
          let edit = TextEdit.insert(input, at: 0, origin: origin)
          let result = filter.apply(edit, to: "")
          NumberFilterTests.expectAccounted(result, edit)
        }
      }
    }
  }
}

import KBCheck
import Testing

/// Inputs the fuzzers found (Fuzz/RESULTS.md), kept as regression tests.
@Suite struct FuzzRegressionTests {
  /// FuzzEmail: an A-label whose Punycode decodes to another `xn--` label
  /// was valid, but its canonical value did not validate again.
  @Test(arguments: ["rfc", "form"])
  func aLabelDecodingToAnotherALabelIsRefused(profile: String) throws {
    let validator = try KeyboardType.emailAddress.validator(ValidationContext(profile: profile))
    let result = validator.validate("t@xn--xn---hx--hxp")
    #expect(!result.isValid)
    // form refuses `--` in positions 3–4 already; rfc allows it, so the
    // decoded label is what gets refused.
    let expected = profile == "rfc" ? "email.idna.punycode" : "email.domain.label-hyphen-3-4"
    #expect(result.errors.map(\.code.rawValue).contains(expected))
    // A plain A-label still decodes.
    #expect(validator.validate("t@xn--bcher-kva.example").isValid)
  }

  /// FuzzEmail: folding white space before an `xn--` label hid the label
  /// from the Punycode check; the value `tt@xn--om` did not validate again.
  @Test func anALabelAfterFoldingWhiteSpaceIsChecked() throws {
    let validator = try KeyboardType.emailAddress.validator(ValidationContext(profile: "rfc"))
    #expect(!validator.validate("tt@xn--om").isValid)
    let folded = validator.validate("tt@\txn--om")
    #expect(!folded.isValid)
    #expect(folded.errors.map(\.code.rawValue).contains("email.idna.punycode"))
  }

  /// FuzzEmail: U+037E GREEK QUESTION MARK is NFC-equivalent to ';', so the
  /// value `;л@…` did not validate again.
  @Test(arguments: ["form", "rfc"])
  func nfcToAnASCIISpecialIsRefused(profile: String) throws {
    let validator = try KeyboardType.emailAddress.validator(ValidationContext(profile: profile))
    #expect(!validator.validate("\u{037E}\u{043B}@example.com").isValid)
  }

  /// FuzzEmail: a domain label made only of U+034F COMBINING GRAPHEME
  /// JOINER vanishes under UTS #46; the value `…@δ̱.` (trailing dot) did not
  /// validate again.
  @Test(arguments: ["form", "rfc"])
  func aLabelMappedToNothingIsRefused(profile: String) throws {
    let validator = try KeyboardType.emailAddress.validator(ValidationContext(profile: profile))
    let result = validator.validate("j2S1KS1\u{1E34}mbj\u{3AC}@\u{3B4}\u{331}\u{34F}.\u{34F}")
    #expect(!result.isValid)
    #expect(result.errors.map(\.code.rawValue).contains("email.idna.empty-label"))
    let middle = validator.validate("a@b.\u{34F}.com")
    #expect(!middle.isValid)
    #expect(middle.errors.map(\.code.rawValue).contains("email.idna.empty-label"))
    // An ignored character inside a label that keeps letters only warns.
    #expect(validator.validate("a@b\u{34F}c.com").isValid)
  }

  /// FuzzEmail: in a local part with quoted parts (`rfc`), U+037E became ';'
  /// under NFC after the quotes were settled, so the value
  /// `…aeshyn;###k48@…` was not valid again. NFC now comes before the quoting.
  @Test func nfcBeforeQuotingInAQuotedLocalPart() throws {
    let validator = try KeyboardType.emailAddress.validator(ValidationContext(profile: "rfc"))
    let inputs = [
      "bbbbbbb`bbbbbb.\"\u{69C}tx\".labbbbbbbbbaeshyn\u{37E}###k48@suom--\u{FC}nidep1a",
      "\"a\u{37E}b\"@example.com", "\"x\".a\u{37E}b@example.com",
    ]
    for input in inputs {
      let result = validator.validate(input)
      #expect(result.isValid, "\(input)")
      guard let value = result.value else { continue }
      #expect(value.hasPrefix("\""), "\(value)")
      #expect(validator.validate(value).value == value, "\(value)")
    }
    #expect(validator.validate("\"a\u{37E}b\"@example.com").value == "\"a;b\"@example.com")
  }
}

/// FuzzFilters, session 3: a paste in ar_EG whose digits fold to ASCII gave
/// the Arabic decimal separator, which the Latin-digit reading then folded
/// again: the output was not a fixed point.
@Suite struct DecimalFilterFixedPointRegressionTests {
  @Test func foldedDigitsTakeTheLatinSeparator() throws {
    let filter = try InputFilter(.decimalPad, locale: "ar_EG")
    let once = filter.filter("k\0\0\0.\0\u{01},.\u{FFFD}\u{17}５\u{0}1@.")
    let twice = filter.filter(once.text)
    #expect(twice.text == once.text)
    #expect(twice.changes.isEmpty, "\(twice.changes)")
  }
}

import KBCheck
import Testing

@Suite struct IDNATests {
  @Test func toASCIIAndBack() {
    let ascii = IDNA.toASCII("b\u{FC}cher.example")
    #expect(ascii.isValid)
    #expect(ascii.value == "xn--bcher-kva.example")
    let unicode = IDNA.toUnicode("xn--bcher-kva.example")
    #expect(unicode.isValid)
    #expect(unicode.value == "b\u{FC}cher.example")
  }

  @Test func mappingLowercasesAndFoldsWidthAndDots() {
    #expect(IDNA.toASCII("B\u{DC}CHER.example").value == "xn--bcher-kva.example")
    #expect(IDNA.toASCII("\u{FF45}xample\u{3002}com").value == "example.com")
  }

  @Test func nontransitionalKeepsSharpS() {
    #expect(IDNA.toASCII("stra\u{DF}e.de").value == "xn--strae-oqa.de")
    #expect(IDNA.toUnicode("xn--strae-oqa.de").value == "stra\u{DF}e.de")
    var transitional = IDNAOptions()
    transitional.transitional = true
    #expect(IDNA.toASCII("stra\u{DF}e.de", options: transitional).value == "strasse.de")
  }

  @Test func checkBidiOnAndOff() {
    let mixed = "a\u{05D0}.com"
    #expect(IDNA.toASCII(mixed).errors == .bidi)
    var off = IDNAOptions()
    off.checkBidi = false
    #expect(IDNA.toASCII(mixed, options: off).isValid)
    #expect(IDNA.toASCII(mixed, options: off).value == "xn--a-0hc.com")
  }

  @Test func checkJoinersOnAndOff() {
    let joined = "a\u{200D}b.com"
    #expect(IDNA.toASCII(joined).errors == .contextJ)
    var off = IDNAOptions()
    off.checkJoiners = false
    #expect(IDNA.toASCII(joined, options: off).isValid)
  }

  @Test func checkHyphensOnAndOff() {
    var off = IDNAOptions()
    off.checkHyphens = false
    for name in ["-abc.com", "abc-.com", "ab--c.com"] {
      #expect(!IDNA.toASCII(name).isValid, "\(name)")
      #expect(IDNA.toASCII(name, options: off).isValid, "\(name)")
    }
    #expect(IDNAOptions.whatwgURL.checkHyphens == false)
    #expect(IDNA.toASCII("-abc.com", options: .whatwgURL).isValid)
  }

  @Test func verifyDNSLengthOff() {
    var off = IDNAOptions()
    off.verifyDNSLength = false
    #expect(IDNA.toASCII("a..b", options: off).isValid)
    let long = String(repeating: "a", count: 64) + ".com"
    #expect(IDNA.toASCII(long, options: off).isValid)
  }

  @Test func useSTD3ASCIIRules() {
    #expect(IDNA.toASCII("a<b.com").isValid)
    var std3 = IDNAOptions()
    std3.useSTD3ASCIIRules = true
    #expect(IDNA.toASCII("a<b.com", options: std3).errors == .disallowed)
  }

  /// Every error bit the name functions can produce, with its input and
  /// options. `labelHasDot` is only reported by ICU's single-label
  /// functions, which kbcheck does not use, so no name triggers it.
  static let triggers: [(String, IDNAErrors, String, Bool)] = [
    ("a..b", .emptyLabel, "idna.empty-label", false),
    (String(repeating: "a", count: 64) + ".com", .labelTooLong, "idna.label-too-long", false),
    (
      Array(repeating: "a", count: 131).joined(separator: "."), .domainNameTooLong,
      "idna.domain-too-long", false
    ),
    ("-abc.com", .leadingHyphen, "idna.leading-hyphen", false),
    ("abc-.com", .trailingHyphen, "idna.trailing-hyphen", false),
    ("ab--c.com", .hyphen3_4, "idna.hyphen-3-4", false),
    ("\u{0301}abc.com", .leadingCombiningMark, "idna.leading-combining-mark", false),
    ("a\u{2028}b.com", .disallowed, "idna.disallowed", false),
    ("xn--ab-\u{FC}.com", .punycode, "idna.punycode", false),
    ("xn--abc-.com", .invalidACELabel, "idna.invalid-ace-label", false),
    ("a\u{05D0}.com", .bidi, "idna.bidi", false),
    ("a\u{200D}b.com", .contextJ, "idna.contextj", false),
    ("a\u{00B7}b.com", .contextOPunctuation, "idna.contexto-punctuation", true),
    ("\u{0661}\u{06F1}.com", .contextODigits, "idna.contexto-digits", true),
  ]

  @Test(arguments: triggers)
  func errorBitMapsToCode(input: String, error: IDNAErrors, code: String, contextO: Bool) {
    var options = IDNAOptions()
    options.checkContextO = contextO
    let result = IDNA.toASCII(input, options: options)
    #expect(result.errors.contains(error), "\(input): \(result.errors.rawValue)")
    #expect(result.errors.issues.map(\.code.rawValue).contains(code))
    #expect(!result.isValid)
  }

  @Test func contextOOffByDefault() {
    #expect(IDNA.toASCII("a\u{00B7}b.com").isValid)
    var on = IDNAOptions()
    on.checkContextO = true
    #expect(IDNA.toASCII("l\u{00B7}l.com", options: on).isValid)
  }

  @Test func catalogueIsComplete() {
    #expect(IDNAErrors.catalogue.count == 15)
    let codes = IDNAErrors.catalogue.map(\.code)
    #expect(Set(codes).count == codes.count)
    #expect(codes.allSatisfy { $0.hasPrefix("idna.") })
    #expect(IDNAErrors.labelHasDot.issues.map(\.code.rawValue) == ["idna.label-has-dot"])
    let all = IDNAErrors(rawValue: 0x7FFF)
    #expect(all.issues.count == 15)
  }

  @Test func toUnicodeReportsErrorsToo() {
    #expect(IDNA.toUnicode("xn--abc-.com").errors.contains(.invalidACELabel))
    #expect(IDNA.toUnicode("-abc.com").errors == .leadingHyphen)
  }
}

internal import CKBCheckICU

/// UTS #46 processing options.
///
/// The defaults are nontransitional processing with CheckBidi and
/// CheckJoiners on, CheckHyphens on, UseSTD3ASCIIRules off and
/// VerifyDnsLength on: the settings for a domain typed into a form.
package struct IDNAOptions: Sendable, Hashable {
  /// CheckHyphens: refuse labels that start or end with `-` or have `--` in
  /// positions 3 and 4.
  package var checkHyphens: Bool = true
  /// CheckBidi: apply the RFC 5893 bidi rule.
  package var checkBidi: Bool = true
  /// CheckJoiners: apply the RFC 5892 CONTEXTJ rules to ZWJ / ZWNJ.
  package var checkJoiners: Bool = true
  /// Apply the RFC 5892 CONTEXTO rules (middle dot, Greek keraia, …).
  package var checkContextO: Bool = false
  /// UseSTD3ASCIIRules: allow only LDH ASCII (letters, digits, hyphen).
  package var useSTD3ASCIIRules: Bool = false
  /// Transitional processing (maps ß, ς, ZWJ, ZWNJ as IDNA 2003 did).
  package var transitional: Bool = false
  /// VerifyDnsLength: refuse empty labels, labels over 63 octets and
  /// names over 253 octets.
  package var verifyDNSLength: Bool = true

  /// The defaults described above.
  package init() {}

  /// The settings of the WHATWG URL Standard's "domain to ASCII" with
  /// beStrict = false: CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength off.
  package static let whatwgURL: IDNAOptions = {
    var o = IDNAOptions()
    o.checkHyphens = false
    o.verifyDNSLength = false
    return o
  }()

  var icuBits: UInt32 {
    var bits: UInt32 = 0
    if useSTD3ASCIIRules { bits |= 0x2 }
    if checkBidi { bits |= 0x4 }
    if checkJoiners { bits |= 0x8 }
    if !transitional { bits |= 0x10 | 0x20 }
    if checkContextO { bits |= 0x40 }
    return bits
  }

  var ignoredErrors: IDNAErrors {
    var ignored: IDNAErrors = []
    if !checkHyphens { ignored.formUnion([.leadingHyphen, .trailingHyphen, .hyphen3_4]) }
    if !verifyDNSLength {
      ignored.formUnion([.emptyLabel, .labelTooLong, .domainNameTooLong])
    }
    return ignored
  }
}

/// The UTS #46 error bits ICU reports (`UIDNA_ERROR_*`), each with a stable
/// issue code.
package struct IDNAErrors: OptionSet, Sendable, Hashable {
  /// The raw `UIDNA_ERROR_*` bits.
  package var rawValue: UInt32
  /// Creates a set from raw bits.
  /// - Parameter rawValue: `UIDNA_ERROR_*` bits.
  package init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A label is empty (`a..b`, or a leading dot).
  package static let emptyLabel = IDNAErrors(rawValue: 0x1)
  /// A label is longer than 63 octets.
  package static let labelTooLong = IDNAErrors(rawValue: 0x2)
  /// The name is longer than 253 octets.
  package static let domainNameTooLong = IDNAErrors(rawValue: 0x4)
  /// A label starts with a hyphen.
  package static let leadingHyphen = IDNAErrors(rawValue: 0x8)
  /// A label ends with a hyphen.
  package static let trailingHyphen = IDNAErrors(rawValue: 0x10)
  /// A label has hyphens in positions 3 and 4 but is not a valid A-label.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  package static let hyphen3_4 = IDNAErrors(rawValue: 0x20)
  /// A label starts with a combining mark.
  package static let leadingCombiningMark = IDNAErrors(rawValue: 0x40)
  /// A label contains a disallowed character.
  package static let disallowed = IDNAErrors(rawValue: 0x80)
  /// An `xn--` label is not valid Punycode.
  package static let punycode = IDNAErrors(rawValue: 0x100)
  /// A label contains a dot after mapping.
  package static let labelHasDot = IDNAErrors(rawValue: 0x200)
  /// An `xn--` label decodes to something that is not a valid U-label.
  package static let invalidACELabel = IDNAErrors(rawValue: 0x400)
  /// The bidi rule (RFC 5893) is violated.
  package static let bidi = IDNAErrors(rawValue: 0x800)
  /// A ZWJ or ZWNJ is out of context (RFC 5892 CONTEXTJ).
  package static let contextJ = IDNAErrors(rawValue: 0x1000)
  /// A CONTEXTO punctuation character is out of context.
  package static let contextOPunctuation = IDNAErrors(rawValue: 0x2000)
  /// Arabic-Indic and extended Arabic-Indic digits are mixed.
  package static let contextODigits = IDNAErrors(rawValue: 0x4000)

  /// Each error bit with its issue, in the order issues are listed.
  static let table: [(error: IDNAErrors, issue: IDNAIssue)] = [
    (.emptyLabel, .emptyLabel),
    (.labelTooLong, .labelTooLong),
    (.domainNameTooLong, .domainTooLong),
    (.leadingHyphen, .leadingHyphen),
    (.trailingHyphen, .trailingHyphen),
    (.hyphen3_4, .hyphen34),
    (.leadingCombiningMark, .leadingCombiningMark),
    (.disallowed, .disallowed),
    (.punycode, .punycode),
    (.labelHasDot, .labelHasDot),
    (.invalidACELabel, .invalidACELabel),
    (.bidi, .bidi),
    (.contextJ, .contextJ),
    (.contextOPunctuation, .contextOPunctuation),
    (.contextODigits, .contextODigits),
  ]

  /// Each error bit with its stable code and English message
  /// (``IDNAIssue``).
  package static let catalogue: [(error: IDNAErrors, code: String, message: String)] = table.map {
    ($0.error, $0.issue.code.rawValue, $0.issue.english)
  }

  /// The issues of the bits set here, in a fixed order.
  package var typedIssues: [IDNAIssue] {
    IDNAErrors.table.filter { contains($0.error) }.map(\.issue)
  }

  /// The stable codes and English messages of the bits set here.
  package var issues: [(code: ValidationIssue.Code, message: String)] { issues(in: .english) }

  /// The stable codes and messages of the bits set here, in a language.
  /// - Parameter language: The language of the messages.
  /// - Returns: One code and message per bit, in a fixed order.
  package func issues(in language: MessageLanguage) -> [(
    code: ValidationIssue.Code, message: String
  )] {
    typedIssues.map {
      IssueObserver.notice($0.code)
      return ($0.code, $0.message(in: language))
    }
  }
}

/// The result of a UTS #46 conversion.
package struct IDNAResult: Sendable, Hashable {
  /// The converted name (ICU's output even when there are errors).
  package var value: String
  /// The errors found, less those the options ignore.
  package var errors: IDNAErrors
  /// Whether the conversion succeeded with no error.
  package var isValid: Bool { errors.isEmpty }
}

/// UTS #46 (IDNA compatibility processing) through ICU.
package enum IDNA {
  /// UTS #46 ToASCII of a whole domain name.
  /// - Parameters:
  ///   - name: The domain, possibly with U-labels and full-width dots.
  ///   - options: The processing options.
  /// - Returns: The A-label form and the errors found.
  /// - Complexity: O(*n*).
  package static func toASCII(_ name: String, options: IDNAOptions = IDNAOptions())
    -> IDNAResult
  {
    convert(name, toUnicode: false, options: options)
  }

  /// UTS #46 ToUnicode of a whole domain name.
  /// - Parameters:
  ///   - name: The domain, possibly with A-labels.
  ///   - options: The processing options.
  /// - Returns: The U-label form and the errors found.
  /// - Complexity: O(*n*).
  package static func toUnicode(_ name: String, options: IDNAOptions = IDNAOptions())
    -> IDNAResult
  {
    convert(name, toUnicode: true, options: options)
  }

  private static func convert(_ name: String, toUnicode: Bool, options: IDNAOptions)
    -> IDNAResult
  {
    var errorBits: UInt32 = 0
    // The mappings of a newer UTS #46 than ICU 72's (``UTS46Update``).
    var input = UTS46Update.apply(name) ?? name
    let result = input.withUTF8 { src in
      src.withMemoryRebound(to: CChar.self) { chars in
        ICUBuffers.utf8(initialCapacity: chars.count * 2 + 16) { buf, cap, status in
          kbc_idna_name(
            options.icuBits, toUnicode ? 1 : 0, chars.baseAddress,
            Int32(chars.count), buf, cap, &errorBits, &status)
        }
      }
    }
    var errors = IDNAErrors(rawValue: errorBits).subtracting(options.ignoredErrors)
    let value: String
    switch result {
    case .success(let text): value = text
    case .failure:
      value = ""
      errors.insert(.disallowed)
    }
    return IDNAResult(value: value, errors: errors)
  }
}

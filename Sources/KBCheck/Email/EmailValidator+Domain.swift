extension EmailValidator {
  /// The UTS #46 settings for the domain of an address: nontransitional,
  /// CheckHyphens, CheckBidi, CheckJoiners, UseSTD3ASCIIRules and
  /// VerifyDnsLength on.
  static let idnaOptions: IDNAOptions = {
    var o = IDNAOptions()
    o.useSTD3ASCIIRules = true
    return o
  }()

  /// Converts a domain with U-labels, `xn--` labels or mapped characters to
  /// its U-label and A-label forms through UTS #46, reporting each UTS #46
  /// error and any mapping beyond lowercasing.
  /// - Returns: `(unicode, ascii)`, or `nil` when UTS #46 refuses the domain.
  func convertDomain(
    _ domain: String, range: Range<Int>, scanner: EmailScanner, sink: inout EmailIssueSink
  ) -> (String, String)? {
    let conversion = EmailDomainCache.conversion(
      of: domain, options: EmailValidator.idnaOptions)
    let toASCII = conversion.toASCII
    let toUnicode = conversion.toUnicode
    var errors = toASCII.errors.union(toASCII.isValid ? toUnicode.errors : [])
    if scanner.reportedHyphen || !options.rejectHyphen34 {
      errors.subtract(.hyphen3_4)
    }
    if scanner.reportedHyphen { errors.subtract([.leadingHyphen, .trailingHyphen]) }
    if scanner.reportedDots { errors.subtract(.emptyLabel) }
    if scanner.reportedLength { errors.subtract(.labelTooLong) }
    if !errors.isEmpty {
      for entry in IDNAErrors.catalogue where errors.contains(entry.error) {
        let code: ValidationIssue.Code
        switch entry.error {
        case .labelTooLong: code = .emailDomainLabelTooLong
        case .leadingHyphen: code = .emailDomainLabelLeadingHyphen
        case .trailingHyphen: code = .emailDomainLabelTrailingHyphen
        case .hyphen3_4: code = .emailDomainLabelHyphen34
        default: code = ValidationIssue.Code(rawValue: "email." + entry.code)
        }
        sink.add(ValidationIssue(code, message: entry.message, range: range))
      }
    }
    if sink.hasError || !errors.isEmpty { return nil }

    let unicode = toUnicode.value
    // A label of ignored characters only (U+034F, U+00AD, …) vanishes under
    // UTS #46 and leaves an empty label: `δ̱\u{34F}.\u{34F}` would become
    // `δ̱.`, which does not validate again (found by FuzzEmail).
    if conversion.hasEmptyLabel {
      sink.add(
        ValidationIssue(
          "email.idna.empty-label",
          message:
            "A part of the domain is empty once mapped: UTS #46 removes ignored characters such as U+034F COMBINING GRAPHEME JOINER.",
          range: range))
      return nil
    }
    // An A-label that decodes to another `xn--` label (`xn--xn---hx--hxp`):
    // ICU 72 accepts it when hyphens in positions 3–4 are allowed, but the
    // value would not validate again (UTS #46 rev. 31 refuses it).
    if conversion.decodesToXNLabel {
      sink.add(
        ValidationIssue(
          "email.idna.punycode", message: "An xn-- label decodes to another xn-- label.",
          range: range))
      return nil
    }
    if conversion.isMapped {
      sink.add(
        ValidationIssue(
          .emailDomainMapped, severity: .warning,
          message:
            "The domain was mapped by UTS #46 (full-width or compatibility characters) to \(unicode).",
          range: range))
    }
    if conversion.isNotNFC {
      sink.add(
        ValidationIssue(
          .emailDomainNotNFC, severity: .warning,
          message: "The domain was not in Unicode NFC; the value uses NFC.", range: range))
    }
    if options.spoofChecks {
      for verdict in conversion.spoof {
        EmailValidator.spoofWarnings(
          verdict.label, isMixedScript: verdict.isMixedScript, skeleton: verdict.skeleton,
          range: range, isDomain: true, sink: &sink)
      }
    }
    return (unicode, toASCII.value)
  }

  /// UTS #39 warnings for a local part or a U-label: mixed scripts, and a
  /// skeleton that is plain ASCII (the text looks like an ASCII string).
  static func spoofWarnings(
    _ text: String, range: Range<Int>, isDomain: Bool, sink: inout EmailIssueSink
  ) {
    // The pre-check settles almost every text without the two ICU calls.
    let pre = SpoofCheck.preCheck(text)
    spoofWarnings(
      text, isMixedScript: pre.mayBeMixedScript && SpoofCheck.check(text).isMixedScript,
      skeleton: pre.mayImitateASCII ? SpoofCheck.skeleton(text) : text, range: range,
      isDomain: isDomain, sink: &sink)
  }

  /// Whether a text whose UTS #39 skeleton is `skeleton` looks like an ASCII
  /// string: the skeleton is ASCII, has as many scalars, and differs.
  static func imitatesASCII(_ text: String, skeleton: String) -> Bool {
    !skeleton.hasSameUTF8(as: text) && skeleton.utf8.allSatisfy({ $0 < 0x80 })
      && skeleton.unicodeScalars.count == text.unicodeScalars.count
  }

  /// The UTS #39 warnings for a text whose check and skeleton are known.
  static func spoofWarnings(
    _ text: String, isMixedScript: Bool, skeleton: String, range: Range<Int>, isDomain: Bool,
    sink: inout EmailIssueSink
  ) {
    if isMixedScript {
      sink.add(
        ValidationIssue(
          isDomain ? .emailDomainMixedScript : .emailLocalMixedScript, severity: .warning,
          message:
            "'\(text)' mixes writing systems (UTS #39), a common trick to imitate another address.",
          range: range))
    }
    // Only one-for-one look-alikes (Cyrillic а for a, Latin ɑ for a): a
    // skeleton of another length comes from ligatures such as æ → ae, which
    // imitate nothing.
    if imitatesASCII(text, skeleton: skeleton) {
      sink.add(
        ValidationIssue(
          isDomain ? .emailDomainConfusable : .emailLocalConfusable, severity: .warning,
          message: "'\(text)' looks like the ASCII '\(skeleton)' (UTS #39 confusables).",
          range: range))
    }
  }
}

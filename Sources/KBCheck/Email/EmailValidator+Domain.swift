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
      for (error, _) in IDNAErrors.table where errors.contains(error) {
        sink.add(EmailValidator.issue(for: error), range: range)
      }
    }
    if sink.hasError || !errors.isEmpty { return nil }

    let unicode = toUnicode.value
    // A label of ignored characters only (U+034F, U+00AD, …) vanishes under
    // UTS #46 and leaves an empty label: `δ̱\u{34F}.\u{34F}` would become
    // `δ̱.`, which does not validate again (found by FuzzEmail).
    if conversion.hasEmptyLabel {
      sink.add(.idnaIgnoredCharactersRemoved, range: range)
      return nil
    }
    // An A-label that decodes to another `xn--` label (`xn--xn---hx--hxp`):
    // ICU 72 accepts it when hyphens in positions 3–4 are allowed, but the
    // value would not validate again (UTS #46 rev. 31 refuses it).
    if conversion.decodesToXNLabel {
      sink.add(.idnaDecodesToXNLabel, range: range)
      return nil
    }
    if conversion.isMapped {
      sink.add(.domainMapped(to: unicode), range: range)
    }
    if conversion.isNotNFC {
      sink.add(.domainNotNFC, range: range)
    }
    // Reported without stopping: the length and shape checks still run.
    if options.checkIDNA2008 && !conversion.idna2008.isClean {
      idna2008Issues(conversion, range: range, sink: &sink)
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
      sink.add(isDomain ? .domainMixedScript(text) : .localMixedScript(text), range: range)
    }
    // Only one-for-one look-alikes (Cyrillic а for a, Latin ɑ for a): a
    // skeleton of another length comes from ligatures such as æ → ae, which
    // imitate nothing.
    if imitatesASCII(text, skeleton: skeleton) {
      sink.add(
        isDomain
          ? .domainConfusable(text, skeleton: skeleton)
          : .localConfusable(text, skeleton: skeleton),
        range: range)
    }
  }
}

extension EmailValidator {
  /// The issue of a UTS #46 error in an address's domain: the label checks
  /// the scanner also makes keep their `email.domain.` codes (with the
  /// wording of UTS #46); the rest are `email.idna.` codes.
  ///
  /// ICU sets `UIDNA_ERROR_LABEL_HAS_DOT` only for single-label
  /// conversions and the CONTEXTO errors only with
  /// ``IDNAOptions/checkContextO``, neither of which the address's domain
  /// uses; should one appear, it is reported as a disallowed character
  /// rather than left without a message.
  /// - Parameter error: One UTS #46 error bit.
  /// - Returns: The issue.
  static func issue(for error: IDNAErrors) -> EmailIssue {
    switch error {
    case .labelTooLong: .domainLabelTooLongUTS46
    case .leadingHyphen: .domainLabelLeadingHyphenUTS46
    case .trailingHyphen: .domainLabelTrailingHyphenUTS46
    case .hyphen3_4: .domainLabelHyphen34UTS46
    case .emptyLabel: .idnaEmptyLabel
    case .domainNameTooLong: .idnaDomainTooLong
    case .leadingCombiningMark: .idnaLeadingCombiningMark
    case .punycode: .idnaPunycode
    case .invalidACELabel: .idnaInvalidACELabel
    case .bidi: .idnaBidi
    case .contextJ: .idnaContextJ
    default: .idnaDisallowed
    }
  }
}

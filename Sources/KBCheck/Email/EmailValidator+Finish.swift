extension EmailValidator {
  /// Turns a finished scan into a result: the canonical local part and
  /// domain, the length, domain-shape and special-use checks, and the
  /// details.
  func finish(
    _ scanner: inout EmailScanner, bytes: UnsafeBufferPointer<UInt8>, input: String,
    displayName: String?
  ) -> ValidationResult {
    // Moved out, not copied: a copy retained the issue list and both
    // copies were released again (measured on invalid addresses).
    var sink = scanner.takeSink()
    if sink.hasError { return EmailValidator.invalid(input, sink) }

    // The fast path: the input is already the canonical value.
    if !scanner.rebuild && scanner.base == 0 && scanner.end == bytes.count && !scanner.quoted
      && !scanner.literal && !scanner.localNonASCII && !scanner.domainNonASCII
      && !scanner.xnLabel && !scanner.domainUpper
    {
      let domain = UnsafeBufferPointer(rebasing: bytes[(scanner.atOffset + 1)...])
      checkLengths(
        AddressLengths(
          writtenLocal: scanner.atOffset, written: bytes.count, canonicalLocal: scanner.atOffset,
          unicode: bytes.count, ascii: bytes.count),
        scanner: scanner, sink: &sink)
      checkShape(asciiDomain: domain, lastScalar: nil, scanner: scanner, sink: &sink)
      if sink.hasError { return EmailValidator.invalid(input, sink) }
      return ValidationResult(
        canonicalInput: input, issues: sink.all, payload: .emailValueIsASCII(smtputf8: false))
    }

    // The general path, on the kept bytes: the scanner's rebuilt copy, or
    // the input's own bytes (no copy).
    if scanner.rebuild {
      return scanner.out.withUnsafeBufferPointer {
        finishGeneral(
          scanner, sink: &sink, kept: $0, keptIsInput: false, input: input,
          displayName: displayName)
      }
    }
    return finishGeneral(
      scanner, sink: &sink, kept: UnsafeBufferPointer(rebasing: bytes[scanner.base..<scanner.end]),
      keptIsInput: scanner.base == 0 && scanner.end == bytes.count, input: input,
      displayName: displayName)
  }

  /// The general path of ``finish(_:bytes:input:displayName:)``: NFC, the
  /// domain conversion, UTS #39 warnings, lengths and shape.
  /// - Parameters:
  ///   - scanner: The finished scan.
  ///   - sink: The scan's issues, taken from the scanner.
  ///   - kept: The address as kept for the value (no comments or folding
  ///     white space, quoted local part as written).
  ///   - keptIsInput: Whether `kept` is the whole input, so an unchanged
  ///     value can share the input's storage.
  ///   - input: The address as typed.
  ///   - displayName: The display name, if the input had one.
  /// - Returns: The result.
  func finishGeneral(
    _ scanner: EmailScanner, sink: inout EmailIssueSink, kept: UnsafeBufferPointer<UInt8>,
    keptIsInput: Bool, input: String, displayName: String?
  ) -> ValidationResult {
    let localBytes = UnsafeBufferPointer(rebasing: kept[..<scanner.atOffset])
    let domainBytes = UnsafeBufferPointer(rebasing: kept[(scanner.atOffset + 1)...])
    var local = String(decoding: localBytes, as: UTF8.self)
    var localChanged = false
    if scanner.quoted {
      let canonical = EmailValidator.canonicalQuoted(local)
      localChanged = !canonical.hasSameUTF8(as: local)
      local = canonical
    }
    let localRange = scanner.scalarBase..<max(scanner.scalarBase, scanner.atScalar)
    if scanner.localNonASCII {
      if !options.allowSMTPUTF8 {
        sink.add(.localNonASCII, range: localRange)
      }
      if scanner.localMayNeedNFC && !local.isNFCByQuickCheck {
        let nfc = local.normalized(.nfc)
        if !nfc.hasSameUTF8(as: local) {
          sink.add(.localNotNFC, range: localRange)
          localChanged = true
          // NFC can turn a non-ASCII character into an ASCII special: U+037E
          // GREEK QUESTION MARK becomes ';' (found by FuzzEmail). A local part
          // written with quotes is quoted again after NFC where it needs it
          // (`"x".a\u{37E}b` → `"x.a;b"`); an unquoted one is refused.
          local = scanner.quoted ? EmailValidator.canonicalQuoted(nfc) : nfc
          if !scanner.quoted,
            nfc.utf8.contains(where: { $0 < 0x80 && !EmailValidator.isAtextOrDot($0) })
          {
            sink.add(.localForbiddenAfterNFC, range: localRange)
          }
        }
      }
    }
    let domainRange = (scanner.atScalar + 1)..<(scanner.atScalar + 1 + domainScalars(domainBytes))

    var unicodeDomain: String
    var asciiDomain: String
    if scanner.literal {
      guard
        let canonical = EmailAddressLiteral.check(
          Array(domainBytes), range: domainRange, sink: &sink)
      else { return EmailValidator.invalid(input, sink) }
      unicodeDomain = canonical
      asciiDomain = canonical
    } else if !scanner.domainNonASCII && !scanner.xnLabel
      && !EmailValidator.hasXNLabel(domainBytes)
    {
      asciiDomain = String(decoding: domainBytes, as: UTF8.self)
      if scanner.domainUpper { asciiDomain = asciiDomain.lowercased() }
      unicodeDomain = asciiDomain
    } else {
      let domain = String(decoding: domainBytes, as: UTF8.self)
      guard
        let converted = convertDomain(
          domain, range: domainRange, scanner: scanner, sink: &sink)
      else { return EmailValidator.invalid(input, sink) }
      (unicodeDomain, asciiDomain) = converted
    }

    if scanner.localNonASCII && options.refuseInvisibleCharacters,
      let first = local.unicodeScalars.first(where: { $0 != "\"" }),
      first.properties.generalCategory == .nonspacingMark
        || first.properties.generalCategory == .spacingMark
        || first.properties.generalCategory == .enclosingMark
    {
      let at = localRange.lowerBound
      sink.add(.localLeadingCombiningMark(first), range: at..<(at + 1))
    }
    if scanner.localNonASCII && options.spoofChecks {
      EmailValidator.spoofWarnings(local, range: localRange, isDomain: false, sink: &sink)
    }
    // Share storage where the forms coincide: the input when nothing
    // changed, the value as the ASCII value when the domain has no U-label.
    let value: String
    if keptIsInput && !localChanged && unicodeDomain.hasSameUTF8(as: domainBytes) {
      value = input
    } else {
      value = local + "@" + unicodeDomain
    }
    let asciiValue = asciiDomain.hasSameUTF8(as: unicodeDomain) ? value : local + "@" + asciiDomain
    checkLengths(
      AddressLengths(
        writtenLocal: localBytes.count, written: kept.count, canonicalLocal: local.utf8.count,
        unicode: value.utf8.count, ascii: asciiValue.utf8.count),
      scanner: scanner, sink: &sink)
    if !scanner.literal {
      var a = asciiDomain
      let last = unicodeDomain.unicodeScalars.last
      a.withUTF8 { checkShape(asciiDomain: $0, lastScalar: last, scanner: scanner, sink: &sink) }
    }
    if sink.hasError { return EmailValidator.invalid(input, sink) }
    return ValidationResult(
      input: input, value: value, issues: sink.all,
      payload: .email(
        asciiValue: asciiValue, smtputf8: scanner.localNonASCII, displayName: displayName))
  }

  /// The number of scalars in UTF-8 bytes.
  func domainScalars(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var n = 0
    for b in bytes where b & 0xC0 != 0x80 { n += 1 }
    return n
  }

  /// An invalid result with the sink's issues.
  static func invalid(_ input: String, _ sink: EmailIssueSink) -> ValidationResult {
    ValidationResult(
      input: input, value: nil, issues: sink.all,
      payload: .email(asciiValue: nil, smtputf8: false, displayName: nil))
  }

  /// The local-part (64) and address (254) octet limits of RFC 5321
  /// §4.5.3.1.1 and §4.5.3.1.3, both measured on the same three forms, the
  /// longest counting: the address as written (comments and folding white
  /// space left out, quotes and quoted pairs kept: what a client passing it
  /// on verbatim sends), its canonical U-label form (`value`, sent with
  /// SMTPUTF8, RFC 6531 §3.3) and its canonical A-label form (`asciiValue`).
  /// The local part is the same in both canonical forms.
  func checkLengths(_ lengths: AddressLengths, scanner: EmailScanner, sink: inout EmailIssueSink) {
    if let over = lengths.localOver(64) {
      sink.add(over, range: scanner.scalarBase..<scanner.atScalar)
    }
    if let over = lengths.addressOver(254) {
      sink.add(over, range: scanner.scalarBase..<scanner.endScalar)
    }
  }

  /// The dot, last-label and special-use checks on the A-label domain.
  /// - Parameters:
  ///   - d: The lowercased A-label domain.
  ///   - lastScalar: The last scalar of the U-label domain, when it differs.
  ///   - scanner: The finished scan (for the ranges).
  ///   - sink: Where the issues go.
  func checkShape(
    asciiDomain d: UnsafeBufferPointer<UInt8>, lastScalar: Unicode.Scalar?,
    scanner: EmailScanner, sink: inout EmailIssueSink
  ) {
    let at = scanner.atScalar
    var lastDot = -1
    for i in d.indices where d[i] == ASCII.dot { lastDot = i }
    if options.requireDotInDomain && lastDot < 0 {
      sink.add(.domainNoDot, range: at..<(at + 1))
    }
    let tld = UnsafeBufferPointer(rebasing: d[(lastDot + 1)...])
    if options.requireLetterInTLD, let lastByte = tld.last {
      let endsInLetter: Bool
      if let lastScalar, lastScalar.value >= 0x80 {
        let category = lastScalar.icu.generalCategory
        endsInLetter = category.isLetter || category.isMark
      } else {
        endsInLetter = EmailBytes.isLetter(lastByte)
      }
      if !endsInLetter {
        sink.add(.domainTLDNotLetter, range: at..<(at + 1))
      }
    }
    if !options.allowSpecialUseDomains, EmailValidator.isSpecialUse(tld) {
      let name = String(decoding: tld, as: UTF8.self)
      sink.add(.domainSpecialUse(tld: name), range: at..<(at + 1))
    }
  }

  /// Whether `tld` (lowercase ASCII) is a special-use name refused by
  /// default: arpa, invalid, local, localhost, onion, test.
  static func isSpecialUse(_ tld: UnsafeBufferPointer<UInt8>) -> Bool {
    switch tld.count {
    case 4: return "arpa".hasSameUTF8(as: tld) || "test".hasSameUTF8(as: tld)
    case 5: return "local".hasSameUTF8(as: tld) || "onion".hasSameUTF8(as: tld)
    case 7: return "invalid".hasSameUTF8(as: tld)
    case 9: return "localhost".hasSameUTF8(as: tld)
    default: return false
    }
  }
}

extension EmailValidator {
  /// Whether a domain, as kept for the value (white space and comments
  /// left out), has a label starting with `xn--`: the scanner sees label
  /// starts only in the input, so `tt@\txn--om` would skip the Punycode
  /// check without this (found by FuzzEmail).
  /// - Parameter domain: The domain's bytes.
  /// - Returns: Whether any label starts with `xn--` (any case).
  /// - Complexity: O(*n*).
  static func hasXNLabel(_ domain: UnsafeBufferPointer<UInt8>) -> Bool {
    var atStart = true
    var i = domain.startIndex
    while i < domain.endIndex {
      let b = domain[i]
      if atStart && domain.endIndex - i >= 4 && (b | 0x20) == UInt8(ascii: "x")
        && (domain[i + 1] | 0x20) == UInt8(ascii: "n") && domain[i + 2] == UInt8(ascii: "-")
        && domain[i + 3] == UInt8(ascii: "-")
      {
        return true
      }
      atStart = b == UInt8(ascii: ".")
      i += 1
    }
    return false
  }
}

extension EmailValidator {
  /// Whether an ASCII byte may stand unquoted in a local part: atext or `.`.
  /// - Parameter b: The byte (< 0x80).
  /// - Returns: Whether it is allowed.
  /// - Complexity: O(1).
  static func isAtextOrDot(_ b: UInt8) -> Bool {
    switch b {
    case ASCII.zero...ASCII.nine, ASCII.upperA...ASCII.upperZ, ASCII.lowerA...ASCII.lowerZ:
      return true
    default: return "!#$%&'*+-/=?^_`{|}~.".utf8.contains(b)
    }
  }
}

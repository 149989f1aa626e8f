extension EmailValidator {
  /// The answer for the shapes most addresses have, in one tight pass over
  /// the bytes: `atom ("." atom)* "@" label ("." label)*` where the local
  /// part is atext or plain letters of the common scripts, the labels are
  /// LDH (or plain letters) of 1 to 63 octets with no `--` in positions 3–4
  /// unless they are `xn--` labels, within the length limits and passing
  /// the profile's domain checks. A domain with capitals, U-labels or
  /// `xn--` labels goes through ``EmailDomainCache`` without the scanner.
  ///
  /// It gives an answer only where the full scanner would find nothing to
  /// report — no error and no warning (not NFC, mixed scripts, look-alikes,
  /// UTS #46 mapping) — and then exactly the scanner's value; anything else
  /// is `nil`, and the full scanner reads the input from the start (so an
  /// input is read at most twice). `EmailFastPathTests` and `FuzzEmail`
  /// compare both ways.
  ///
  /// The value shares the input's storage when nothing changes, and the
  /// details are stored unbuilt: a clean address allocates nothing.
  /// - Complexity: O(*n*).
  @inline(__always)
  func fastPath(_ p: UnsafeBufferPointer<UInt8>, input: String) -> ValidationResult? {
    let n = p.count
    guard n <= 254 else { return nil }
    var i = 0
    var afterDot = true
    var localNonASCII = false
    var localNeedsNFCCheck = false
    // Local part.
    while i < n {
      let b = p[i]
      if EmailBytes.contains(EmailBytes.atext, b) {
        afterDot = false
      } else if b == 0x2E {
        if afterDot { return nil }
        afterDot = true
      } else if b == 0x40 {
        break
      } else if b >= 0x80 && options.allowSMTPUTF8 {
        let (cp, length) = EmailBytes.decode(p, i)
        guard EmailIssueSink.isPlainLetter(cp) else { return nil }
        localNonASCII = true
        localNeedsNFCCheck = localNeedsNFCCheck || cp >= 0x300
        afterDot = false
        i += length
        continue
      } else {
        return nil
      }
      i += 1
    }
    guard i < n, !afterDot, i <= 64 else { return nil }
    let at = i
    i += 1
    // Domain.
    var labelStart = i
    var dots = 0
    var convert = false
    while true {
      let b: UInt8 = i < n ? p[i] : 0x2E
      if EmailBytes.contains(EmailBytes.letDig, b) {
        convert = convert || b &- 0x41 < 26
      } else if b == 0x2D {
        if i == labelStart { return nil }
      } else if b == 0x2E {
        let length = i - labelStart
        guard length >= 1, length <= 63, p[i - 1] != 0x2D else { return nil }
        if length >= 4 && p[labelStart + 2] == 0x2D && p[labelStart + 3] == 0x2D {
          guard p[labelStart] | 0x20 == 0x78 && p[labelStart + 1] | 0x20 == 0x6E else { return nil }
          convert = true
        }
        if i >= n { break }
        dots += 1
        labelStart = i + 1
      } else if b >= 0x80 {
        let (cp, length) = EmailBytes.decode(p, i)
        guard EmailIssueSink.isPlainLetter(cp) else { return nil }
        convert = true
        i += length
        continue
      } else {
        return nil
      }
      i += 1
    }
    if options.requireDotInDomain && dots == 0 { return nil }
    let local = UnsafeBufferPointer(rebasing: p[..<at])
    if localNonASCII {
      if localNeedsNFCCheck && !Normalization.isNFCByQuickCheck(utf8: local) { return nil }
      if options.spoofChecks {
        let pre = SpoofCheck.preCheck(utf8: local)
        if pre.mayBeMixedScript || pre.mayImitateASCII { return nil }
      }
    }
    if !convert {
      if options.requireLetterInTLD && !EmailBytes.isLetter(p[n - 1]) { return nil }
      if !options.allowSpecialUseDomains
        && EmailValidator.isSpecialUse(UnsafeBufferPointer(rebasing: p[labelStart..<n]))
      {
        return nil
      }
      return ValidationResult(
        input: input, value: input, issues: [],
        payload: .email(asciiValue: input, smtputf8: localNonASCII, displayName: nil))
    }
    return convertedDomainResult(p, at: at, input: input, localNonASCII: localNonASCII)
  }

  /// The rest of ``fastPath(_:input:)`` for a domain that UTS #46 converts
  /// (capitals, U-labels, `xn--` labels): the cached conversion, when it
  /// has no error or warning, and the length and shape checks on its forms.
  /// - Parameters:
  ///   - p: The input's bytes.
  ///   - at: The offset of the `@`.
  ///   - input: The input.
  ///   - localNonASCII: Whether the local part has a non-ASCII byte.
  /// - Returns: The result, or `nil` when the full scanner must answer.
  func convertedDomainResult(
    _ p: UnsafeBufferPointer<UInt8>, at: Int, input: String, localNonASCII: Bool
  ) -> ValidationResult? {
    let domainBytes = UnsafeBufferPointer(rebasing: p[(at + 1)...])
    let conversion = EmailDomainCache.conversion(
      of: String(decoding: domainBytes, as: UTF8.self), options: EmailValidator.idnaOptions)
    guard conversion.isClean, !(options.spoofChecks && conversion.spoofWarns),
      !options.requireDotInDomain || conversion.hasDot,
      !options.requireLetterInTLD || conversion.endsInLetter,
      options.allowSpecialUseDomains || !conversion.isSpecialUse
    else { return nil }
    let unicode = conversion.toUnicode.value
    let ascii = conversion.toASCII.value
    guard at + 1 + unicode.utf8.count <= 254, at + 1 + ascii.utf8.count <= 254 else { return nil }
    // Share the input's storage where a form is the input itself: the value
    // of a domain already in U-label form, the ASCII value of an A-label
    // one; any other ASCII value is built only if the details are read.
    let value =
      unicode.hasSameUTF8(as: domainBytes)
      ? input : EmailValidator.join(UnsafeBufferPointer(rebasing: p[..<at]), unicode)
    let details: ResultPayload
    if ascii.hasSameUTF8(as: unicode) {
      details = .email(asciiValue: value, smtputf8: localNonASCII, displayName: nil)
    } else if ascii.hasSameUTF8(as: domainBytes) {
      details = .email(asciiValue: input, smtputf8: localNonASCII, displayName: nil)
    } else {
      details = .emailJoined(input: input, at: at, asciiDomain: ascii, smtputf8: localNonASCII)
    }
    return ValidationResult(input: input, value: value, issues: [], payload: details)
  }

  /// `local@domain` built in one allocation.
  static func join(_ local: UnsafeBufferPointer<UInt8>, _ domain: String) -> String {
    var d = domain
    return d.withUTF8 { domainBytes in
      String(unsafeUninitializedCapacity: local.count + 1 + domainBytes.count) { out in
        var k = 0
        for b in local {
          out[k] = b
          k += 1
        }
        out[k] = 0x40
        k += 1
        for b in domainBytes {
          out[k] = b
          k += 1
        }
        return k
      }
    }
  }
}

internal import CKBCheckScan

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
    switch fastScan(p) {
    case .declined:
      return nil
    case .canonical(let localNonASCII):
      return ValidationResult(
        canonicalInput: input, issues: [], payload: .emailValueIsASCII(smtputf8: localNonASCII))
    case .convertDomain(let at, let localNonASCII):
      return convertedDomainResult(p, at: at, input: input, localNonASCII: localNonASCII)
    case .lowercaseDomain(let at, let localNonASCII):
      return EmailValidator.lowercasedDomainResult(
        p, at: at, input: input, localNonASCII: localNonASCII)
    }
  }

  /// What the fast path's pass over the bytes found.
  enum FastScan: Equatable {
    /// The full scanner must answer.
    case declined
    /// The address is its own canonical value and ASCII value, with
    /// nothing to report; `localNonASCII` says whether it needs SMTPUTF8.
    case canonical(localNonASCII: Bool)
    /// The local part is clean; the domain (after the `@` at byte `at`)
    /// needs UTS #46 (capitals, U-labels or `xn--` labels).
    case convertDomain(at: Int, localNonASCII: Bool)
    /// The local part is clean and the domain (after the `@` at byte `at`)
    /// is ASCII LDH labels (no `xn--`) with capitals, which are all that
    /// UTS #46 changes there: the value (and the ASCII value) is the
    /// address with the domain lowercased, with nothing to report.
    case lowercaseDomain(at: Int, localNonASCII: Bool)
  }

  /// The pass of ``fastPath(_:input:)`` over the bytes, without the
  /// result: batch callers that hold raw bytes use it to skip making a
  /// `String` for a clean line (``canonicalLine(_:)``).
  /// - Parameter p: The address's UTF-8 bytes.
  /// - Returns: What the pass found.
  @inline(__always)
  func fastScan(_ p: UnsafeBufferPointer<UInt8>) -> FastScan {
    EmailValidator.fastScan(p, rules: FastScanRules(options))
  }

  /// ``fastScan(_:)`` with the options it reads packed (``FastScanRules``),
  /// for a closure that should capture one byte rather than the validator.
  /// - Parameters:
  ///   - p: The address's UTF-8 bytes.
  ///   - rules: The validator's options the pass reads.
  /// - Returns: What the pass found.
  @inline(__always)
  static func fastScan(_ p: UnsafeBufferPointer<UInt8>, rules: FastScanRules) -> FastScan {
    if let shape = asciiShape(p) { return asciiShapeAnswer(p, shape: shape, rules: rules) }
    return scalarFastScan(p, rules: rules)
  }

  /// The SIMD pass's packed answer for `p` (see `kbc_email_ascii_shape`),
  /// or `nil` when it leaves the address to the scalar pass.
  /// - Parameter p: The address's bytes.
  /// - Returns: The `@`'s offset (bits 0–7), the last label's (8–15), the
  ///   domain's dots (16–23) and whether it has a capital (bit 24).
  @inline(__always)
  static func asciiShape(_ p: UnsafeBufferPointer<UInt8>) -> UInt32? {
    guard let base = p.baseAddress else { return nil }
    let shape = kbc_email_ascii_shape(base, p.count)
    return shape >= 0 ? UInt32(shape) : nil
  }

  /// The end of ``fastScan(_:rules:)`` for an address whose shape the SIMD
  /// pass (`kbc_email_ascii_shape`) read: the same checks as the end of
  /// ``scalarFastScan(_:rules:)`` on the same facts (the local part is
  /// ASCII, so it needs no NFC or spoof check). A domain with capitals is
  /// checked as ``acceptedConversion(_:at:)`` checks its lowercased form
  /// (UTS #46 maps an ASCII LDH label to lowercase and finds no error in
  /// it; it has no U-label to check for spoofing), so it is answered
  /// without the domain cache.
  /// - Parameters:
  ///   - p: The address's bytes.
  ///   - shape: The pass's packed answer.
  ///   - rules: The options the pass reads.
  /// - Returns: What the pass found.
  @inline(__always)
  static func asciiShapeAnswer(_ p: UnsafeBufferPointer<UInt8>, shape: UInt32, rules: FastScanRules)
    -> FastScan
  {
    let at = Int(shape & 0xFF)
    let lastLabel = Int((shape >> 8) & 0xFF)
    let dots = (shape >> 16) & 0xFF
    let hasCapital = shape & (1 << 24) != 0
    if rules.contains(.dotInDomain) && dots == 0 { return .declined }
    return ldhDomainAnswer(
      p, at: at, lastLabel: lastLabel, capital: hasCapital, localNonASCII: false, rules: rules)
  }

  /// The last checks of both passes for a clean address whose domain is
  /// ASCII LDH labels without `xn--`: the letter and special-use rules on
  /// the last label (lowercased when the domain has capitals), then the
  /// answer.
  /// - Parameters:
  ///   - p: The address's bytes.
  ///   - at: The offset of the `@`.
  ///   - lastLabel: The offset of the domain's last label.
  ///   - capital: Whether the domain has a capital.
  ///   - localNonASCII: Whether the local part needs SMTPUTF8.
  ///   - rules: The options the pass reads.
  /// - Returns: `.canonical`, `.lowercaseDomain` or `.declined`.
  @inline(__always)
  static func ldhDomainAnswer(
    _ p: UnsafeBufferPointer<UInt8>, at: Int, lastLabel: Int, capital: Bool, localNonASCII: Bool,
    rules: FastScanRules
  ) -> FastScan {
    let n = p.count
    if rules.contains(.letterInTLD) && !EmailBytes.isLetter(p[n - 1]) { return .declined }
    if !rules.contains(.specialUseDomains) {
      let tld = UnsafeBufferPointer(rebasing: p[lastLabel..<n])
      if capital ? isSpecialUseIgnoringCase(tld) : isSpecialUse(tld) { return .declined }
    }
    return capital
      ? .lowercaseDomain(at: at, localNonASCII: localNonASCII)
      : .canonical(localNonASCII: localNonASCII)
  }

  /// ``isSpecialUse(_:)`` of an LDH label with capitals, lowercased.
  /// - Parameter tld: The label's bytes (letters, digits and hyphens).
  /// - Returns: Whether its lowercase form is a special-use name.
  static func isSpecialUseIgnoringCase(_ tld: UnsafeBufferPointer<UInt8>) -> Bool {
    guard tld.count <= 9 else { return false }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 9) { lowered in
      for i in tld.indices { lowered[i] = EmailValidator.lowercasedLDH(tld[i]) }
      return isSpecialUse(UnsafeBufferPointer(rebasing: lowered[..<tld.count]))
    }
  }

  /// An LDH byte lowercased: setting bit 0x20 lowers a capital and leaves
  /// lowercase letters, digits, `-` and `.` as they are (they have it).
  @inline(__always)
  static func lowercasedLDH(_ b: UInt8) -> UInt8 { b | 0x20 }

  /// Copies an address whose domain is ASCII LDH labels with the domain
  /// lowercased (``lowercasedLDH(_:)``): its bytes up to and with the `@`,
  /// then the domain's. The one lowering of
  /// ``FastScan/lowercaseDomain(at:localNonASCII:)`` addresses, for their
  /// results and for the batch's records of them.
  /// - Parameters:
  ///   - p: The address's bytes.
  ///   - at: The offset of the `@`.
  ///   - start: Where the copy goes (room for `p.count` bytes).
  @inline(__always)
  static func copyLoweringDomain(
    _ p: UnsafeBufferPointer<UInt8>, at: Int, into start: UnsafeMutablePointer<UInt8>
  ) {
    for i in 0...at { start[i] = p[i] }
    for i in (at &+ 1)..<p.count { start[i] = lowercasedLDH(p[i]) }
  }

  /// The result for a ``FastScan/lowercaseDomain(at:localNonASCII:)``
  /// address: valid, nothing to report, the value the address with the
  /// domain lowercased (made in one allocation), which is also the ASCII
  /// value.
  /// - Parameters:
  ///   - p: The address's bytes.
  ///   - at: The offset of the `@`.
  ///   - input: The address.
  ///   - localNonASCII: Whether the local part needs SMTPUTF8.
  /// - Returns: The result.
  static func lowercasedDomainResult(
    _ p: UnsafeBufferPointer<UInt8>, at: Int, input: String, localNonASCII: Bool
  ) -> ValidationResult {
    let value = String(unsafeUninitializedCapacity: p.count) { out in
      guard let start = out.baseAddress else { return 0 }
      copyLoweringDomain(p, at: at, into: start)
      return p.count
    }
    return ValidationResult(
      input: input, value: value, issues: [], payload: .emailValueIsASCII(smtputf8: localNonASCII))
  }

  /// ``fastScan(_:rules:)`` one byte at a time: every address the SIMD
  /// pass leaves (non-ASCII, longer than 63 bytes, other characters, `xn--`
  /// labels, or refused), and the reference that `EmailFastPathTests`
  /// compares the SIMD pass with.
  /// - Parameters:
  ///   - p: The address's UTF-8 bytes.
  ///   - rules: The validator's options the pass reads.
  /// - Returns: What the pass found.
  @inline(__always)
  static func scalarFastScan(_ p: UnsafeBufferPointer<UInt8>, rules: FastScanRules) -> FastScan {
    let n = p.count
    guard n <= 254 else { return .declined }
    var i = 0
    var afterDot = true
    var localNonASCII = false
    var localNeedsNFCCheck = false
    // Local part: runs of atext (one table load per byte), then a dot, the
    // `@` or a non-ASCII letter.
    while true {
      let runStart = i
      while i < n && EmailBytes.byteClass(p[i]).contains(.atext) { i += 1 }
      if i > runStart { afterDot = false }
      guard i < n else { return .declined }
      let b = p[i]
      if b == ASCII.at { break }
      if b == ASCII.dot {
        if afterDot { return .declined }
        afterDot = true
        i += 1
      } else if b >= 0x80 && rules.contains(.smtputf8) {
        let (cp, length) = EmailBytes.decode(p, i)
        guard EmailIssueSink.isPlainLetter(cp), i > 0 || !EmailIssueSink.mayBeMark(cp) else {
          return .declined
        }
        localNonASCII = true
        localNeedsNFCCheck = localNeedsNFCCheck || EmailIssueSink.mayBeMark(cp)
        afterDot = false
        i += length
      } else {
        return .declined
      }
    }
    guard !afterDot, i <= 64 else { return .declined }
    let at = i
    i += 1
    // Domain: runs of letters and digits, then a hyphen, a dot (or the end,
    // read as a dot), or a non-ASCII letter.
    var labelStart = i
    var dots = 0
    // Capitals are all UTS #46 changes in an ASCII LDH domain; `xn--`
    // labels and U-labels need the conversion.
    var capital = false
    var needsUTS46 = false
    while true {
      var classes: EmailByteClass = []
      while i < n {
        let c = EmailBytes.byteClass(p[i])
        if c.isDisjoint(with: [.lowerLetDig, .upper]) { break }
        classes.formUnion(c)
        i += 1
      }
      if classes.contains(.upper) { capital = true }
      let b: UInt8 = i < n ? p[i] : ASCII.dot
      if b == ASCII.hyphen {
        if i == labelStart { return .declined }
      } else if b == ASCII.dot {
        let length = i - labelStart
        guard length >= 1, length <= 63, p[i - 1] != ASCII.hyphen else { return .declined }
        if length >= 4 && p[labelStart + 2] == ASCII.hyphen && p[labelStart + 3] == ASCII.hyphen {
          guard
            p[labelStart] | 0x20 == UInt8(ascii: "x")
              && p[labelStart + 1] | 0x20 == UInt8(ascii: "n")
          else {
            return .declined
          }
          needsUTS46 = true
        }
        if i >= n { break }
        dots += 1
        labelStart = i + 1
      } else if b >= 0x80 {
        let (cp, length) = EmailBytes.decode(p, i)
        guard EmailIssueSink.isPlainLetter(cp) else { return .declined }
        needsUTS46 = true
        i += length
        continue
      } else {
        return .declined
      }
      i += 1
    }
    if rules.contains(.dotInDomain) && dots == 0 { return .declined }
    let local = UnsafeBufferPointer(rebasing: p[..<at])
    if localNonASCII {
      if localNeedsNFCCheck && !Normalization.isNFCByQuickCheck(utf8: local) { return .declined }
      if rules.contains(.spoofChecks) {
        let pre = SpoofCheck.preCheck(utf8: local)
        if pre.mayBeMixedScript || pre.mayImitateASCII { return .declined }
      }
    }
    if !needsUTS46 {
      return ldhDomainAnswer(
        p, at: at, lastLabel: labelStart, capital: capital, localNonASCII: localNonASCII,
        rules: rules)
    }
    return .convertDomain(at: at, localNonASCII: localNonASCII)
  }

  /// Whether `bytes` (one address, as read) is one of the fast path's
  /// clean cases, and what its value and ASCII value are made of: then
  /// `validate` of the same text gives a valid result with no issue whose
  /// value and ASCII value are those of the ``CleanLine``. The CLI's batch
  /// writes such a line without making a `String` or a result of it;
  /// `EmailFastPathTests` and `FuzzEmail` check the promise. Malformed
  /// UTF-8 is never accepted (a line with a byte above 0x7F is checked
  /// before anything reads it as text).
  /// - Parameter bytes: The bytes of one address.
  /// - Returns: `nil` when the line needs the full path.
  package func canonicalLine(_ bytes: UnsafeBufferPointer<UInt8>) -> CleanLine? {
    guard options.grammar != .html else { return nil }
    switch fastScan(bytes) {
    case .declined:
      return nil
    case .canonical(let smtputf8):
      if smtputf8 && UTF8Validation.firstInvalidByteOffset(in: bytes) != nil { return nil }
      return CleanLine(smtputf8: smtputf8, at: 0, conversion: nil)
    case .lowercaseDomain(let at, let smtputf8):
      if smtputf8 && UTF8Validation.firstInvalidByteOffset(in: bytes) != nil { return nil }
      return CleanLine(smtputf8: smtputf8, at: at, conversion: nil, lowercasesDomain: true)
    case .convertDomain(let at, let smtputf8):
      guard UTF8Validation.firstInvalidByteOffset(in: bytes) == nil,
        let conversion = acceptedConversion(bytes, at: at)
      else { return nil }
      return CleanLine(smtputf8: smtputf8, at: at, conversion: conversion)
    }
  }

  /// A line ``canonicalLine(_:)`` accepts: how its value and ASCII value
  /// are made from its bytes.
  package struct CleanLine {
    /// Whether the local part needs SMTPUTF8.
    package var smtputf8: Bool
    /// The byte offset of the `@` (when the domain is converted).
    package var at: Int
    /// The domain's cached conversion, when UTS #46 converts it (one
    /// reference: two optional strings here cost a generic destroy each).
    var conversion: EmailDomainCache.Entry?
    /// Whether the value (and the ASCII value) is the line with its ASCII
    /// LDH domain lowercased (``FastScan/lowercaseDomain(at:localNonASCII:)``):
    /// the writers lower the bytes after the `@` as they copy them.
    package var lowercasesDomain = false

    /// The value's domain when the value is not the line itself: the value
    /// is the line's bytes up to and with the `@`, then this.
    package var unicodeDomain: String? {
      guard let conversion, !conversion.unicodeIsKey else { return nil }
      return conversion.toUnicode.value
    }

    /// The ASCII value's domain when the ASCII value is not the value.
    package var asciiDomain: String? {
      guard let conversion, !conversion.asciiIsUnicode else { return nil }
      return conversion.toASCII.value
    }

    /// Writes the line's text record (its value and a line feed: what the
    /// CLI's full path writes for a valid address) into memory, for the
    /// batch's record loop (``CleanLineValidator/writeLaneRecords(of:firstLine:style:into:capacity:)``).
    /// - Parameters:
    ///   - bytes: The line this clean line was decided from.
    ///   - start: Where the record goes.
    ///   - room: The bytes free at `start`.
    /// - Returns: The bytes written, or `nil` (nothing written) when the
    ///   record does not fit in `room`.
    @inline(__always)
    package func writeTextRecord(
      of bytes: UnsafeBufferPointer<UInt8>, into start: UnsafeMutablePointer<UInt8>, room: Int
    ) -> Int? {
      guard let base = bytes.baseAddress else { return nil }
      guard let domain = unicodeDomain else {
        guard bytes.count < room else { return nil }
        if lowercasesDomain {
          writeLowercased(bytes, into: start)
        } else {
          SmallCopy.copy(from: base, to: start, count: bytes.count)
        }
        start[bytes.count] = ASCII.lineFeed
        return bytes.count &+ 1
      }
      let head = at &+ 1
      return domain.utf8.withContiguousStorageIfAvailable { tail -> Int? in
        guard let tailBase = tail.baseAddress, head &+ tail.count < room else { return nil }
        SmallCopy.copy(from: base, to: start, count: head)
        SmallCopy.copy(from: tailBase, to: start + head, count: tail.count)
        start[head &+ tail.count] = ASCII.lineFeed
        return head &+ tail.count &+ 1
      } ?? nil
    }

    /// Writes the value of a ``lowercasesDomain`` line
    /// (``EmailValidator/copyLoweringDomain(_:at:into:)``).
    /// - Parameters:
    ///   - bytes: The line.
    ///   - start: Where the value goes (room for `bytes.count` bytes).
    @inline(__always)
    package func writeLowercased(
      _ bytes: UnsafeBufferPointer<UInt8>, into start: UnsafeMutablePointer<UInt8>
    ) {
      EmailValidator.copyLoweringDomain(bytes, at: at, into: start)
    }
  }

  /// ``canonicalLine(_:)`` for the fuzz targets, which build in a package
  /// of their own (and feed it raw bytes, malformed UTF-8 included).
  /// - Parameter bytes: The bytes of one address.
  /// - Returns: `nil` when the line needs the full path; else the value,
  ///   the ASCII value and `smtputf8` the line stands for.
  @_spi(Testing) public func canonicalLineAnswer(_ bytes: UnsafeBufferPointer<UInt8>)
    -> (value: String, asciiValue: String, smtputf8: Bool)?
  {
    guard let line = canonicalLine(bytes) else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    let local = String(decoding: bytes[..<line.at], as: UTF8.self)
    // A lowered domain through the lane's own writer.
    let value =
      line.lowercasesDomain
      ? String(unsafeUninitializedCapacity: bytes.count) { out in
        guard let start = out.baseAddress else { return 0 }
        line.writeLowercased(bytes, into: start)
        return bytes.count
      } : line.unicodeDomain.map { local + "@" + $0 } ?? text
    return (value, line.asciiDomain.map { local + "@" + $0 } ?? value, line.smtputf8)
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
    guard let conversion = acceptedConversion(p, at: at) else { return nil }
    // Share the input's storage where a form is the input itself: the value
    // of a domain already in U-label form, the ASCII value of an A-label
    // one; any other ASCII value is built only if the details are read.
    // (The domain's bytes are the entry's key, so these comparisons were
    // made once, when the entry was made.)
    let details: ResultPayload
    if conversion.asciiIsUnicode {
      details = .emailValueIsASCII(smtputf8: localNonASCII)
    } else if conversion.asciiIsKey {
      details = .email(asciiValue: input, smtputf8: localNonASCII, displayName: nil)
    } else {
      details = .emailJoined(
        input: input, at: at, asciiDomain: conversion.toASCII.value, smtputf8: localNonASCII)
    }
    if conversion.unicodeIsKey {
      return ValidationResult(canonicalInput: input, issues: [], payload: details)
    }
    let value = EmailValidator.join(
      UnsafeBufferPointer(rebasing: p[..<at]), conversion.toUnicode.value)
    return ValidationResult(input: input, value: value, issues: [], payload: details)
  }

  /// The cached conversion of the domain after the `@` at byte `at`, when
  /// it has no error or warning and the forms pass the length and shape
  /// checks; `nil` when the full scanner must answer.
  /// - Parameters:
  ///   - p: The address's bytes (well-formed UTF-8).
  ///   - at: The offset of the `@`.
  /// - Returns: The conversion, or `nil`.
  func acceptedConversion(_ p: UnsafeBufferPointer<UInt8>, at: Int) -> EmailDomainCache.Entry? {
    let domainBytes = UnsafeBufferPointer(rebasing: p[(at + 1)...])
    let conversion = EmailDomainCache.conversion(
      ofUTF8: domainBytes, options: EmailValidator.idnaOptions)
    guard conversion.isClean, !(options.spoofChecks && conversion.spoofWarns),
      !options.requireDotInDomain || conversion.hasDot,
      !options.requireLetterInTLD || conversion.endsInLetter,
      options.allowSpecialUseDomains || !conversion.isSpecialUse,
      at + 1 + conversion.unicodeCount <= 254, at + 1 + conversion.asciiCount <= 254
    else { return nil }
    return conversion
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
        out[k] = ASCII.at
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

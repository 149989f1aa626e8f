extension EmailValidator {
  /// The answer for the shape most addresses have: ASCII
  /// `atext+ ("." atext+)* "@" label ("." label)*` with LDH labels of 1 to
  /// 63 octets, no `--` in positions 3–4, within the length limits, and
  /// passing the profile's domain checks. One tight pass over the bytes;
  /// `nil` for anything else, which the full scanner then reads from the
  /// start (so an input is read at most twice).
  ///
  /// The value is the input itself when the domain is already lowercase:
  /// nothing is allocated but the result's details.
  /// - Complexity: O(*n*).
  @inline(__always)
  func fastPath(_ p: UnsafeBufferPointer<UInt8>, input: String) -> ValidationResult? {
    let n = p.count
    guard n <= 254 else { return nil }
    var i = 0
    var afterDot = true
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
      } else {
        return nil
      }
      i += 1
    }
    guard i < n, !afterDot, i <= 64 else { return nil }
    i += 1
    // Domain.
    var labelStart = i
    var dots = 0
    var upper = false
    while true {
      let b: UInt8 = i < n ? p[i] : 0x2E
      if EmailBytes.contains(EmailBytes.letDig, b) {
        upper = upper || b &- 0x41 < 26
      } else if b == 0x2D {
        if i == labelStart { return nil }
      } else if b == 0x2E {
        let length = i - labelStart
        guard length >= 1, length <= 63, p[i - 1] != 0x2D else { return nil }
        if length >= 4 && p[labelStart + 2] == 0x2D && p[labelStart + 3] == 0x2D { return nil }
        if i >= n { break }
        dots += 1
        labelStart = i + 1
      } else {
        return nil
      }
      i += 1
    }
    if options.requireDotInDomain && dots == 0 { return nil }
    if options.requireLetterInTLD && !EmailBytes.isLetter(p[n - 1]) { return nil }
    if !options.allowSpecialUseDomains && !upper
      && EmailValidator.isSpecialUse(UnsafeBufferPointer(rebasing: p[labelStart..<n]))
    {
      return nil
    }
    if upper {
      // Rare: let the general path lowercase (and re-check special use).
      return nil
    }
    return ValidationResult(
      input: input, value: input, issues: [],
      detailStorage: .email(asciiValue: input, smtputf8: false, displayName: nil))
  }
}

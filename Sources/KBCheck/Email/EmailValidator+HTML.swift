extension EmailValidator {
  /// The WHATWG HTML "valid e-mail address" rule, exactly:
  /// `1*( atext / "." ) "@" label *( "." label )` with
  /// `label = let-dig [ [ ldh-str ] let-dig ]` of at most 63 characters;
  /// ASCII only. No length limit on the whole, consecutive dots allowed in
  /// the local part, a dot-less domain allowed. The value lowercases the
  /// domain.
  /// - Complexity: O(*n*), one pass.
  func validateHTML(bytes: UnsafeBufferPointer<UInt8>, input: String) -> ValidationResult {
    var sink = EmailIssueSink()
    var at = -1
    var s = 0
    var i = 0
    var labelStart = 0
    var labelScalar = 0
    var upper = false
    let n = bytes.count
    func forbidden(inDomain: Bool, _ cp: UInt32) -> EmailIssue {
      let scalar = EmailIssueSink.scalar(cp)
      if cp == 0xFF20 || cp == 0xFE6B { return .fullwidthAt }
      if cp == 0xFFFD { return .replacementCharacter }
      if cp < ASCII.CodePoint.space || cp == ASCII.CodePoint.delete {
        return .controlCharacter(scalar)
      }
      if inDomain && cp == ASCII.CodePoint.at { return .multipleAt }
      return inDomain ? .domainForbiddenCharacter(scalar) : .localForbiddenCharacter(scalar)
    }
    func closeLabel(_ end: Int, _ s: Int, _ sink: inout EmailIssueSink) {
      let length = end - labelStart
      if length == 0 {
        sink.add(
          labelStart == at + 1
            ? (end == n ? .domainMissing : .domainLeadingDot)
            : (end == n ? .domainTrailingDot : .domainConsecutiveDots),
          range: max(0, s - 1)..<max(s, 1))
        return
      }
      if bytes[labelStart] == ASCII.hyphen {
        sink.add(.domainLabelLeadingHyphen, range: labelScalar..<(labelScalar + 1))
      }
      if bytes[end - 1] == ASCII.hyphen { sink.add(.domainLabelTrailingHyphen, range: (s - 1)..<s) }
      if length > 63 { sink.add(.domainLabelTooLong, range: labelScalar..<s) }
    }
    while i < n {
      let (cp, len) = EmailBytes.decode(bytes, i)
      if at < 0 {
        if cp == ASCII.CodePoint.at {
          if i == 0 { sink.add(.localMissing, range: 0..<1) }
          at = i
          labelStart = i + 1
          labelScalar = s + 1
        } else if cp >= 0x80
          || (cp != ASCII.CodePoint.dot && !EmailBytes.contains(EmailBytes.atext, UInt8(cp)))
        {
          sink.add(forbidden(inDomain: false, cp), range: s..<(s + 1))
        }
      } else if cp == ASCII.CodePoint.dot {
        closeLabel(i, s, &sink)
        labelStart = i + 1
        labelScalar = s + 1
      } else if cp >= 0x80
        || !(EmailBytes.contains(EmailBytes.letDig, UInt8(cp)) || cp == ASCII.CodePoint.hyphen)
      {
        sink.add(forbidden(inDomain: true, cp), range: s..<(s + 1))
      } else if cp >= ASCII.CodePoint.upperA && cp <= ASCII.CodePoint.upperZ {
        upper = true
      }
      i += len
      s += 1
    }
    if at < 0 {
      sink.add(n == 0 ? .empty : .noAt, range: 0..<s)
    } else {
      closeLabel(n, s, &sink)
    }
    if sink.hasError { return EmailValidator.invalid(input, sink) }
    var value = input
    if upper {
      let local = String(decoding: UnsafeBufferPointer(rebasing: bytes[...at]), as: UTF8.self)
      let domain = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[(at + 1)...]), as: UTF8.self)
      value = local + domain.lowercased()
    }
    return ValidationResult(
      input: input, value: value, issues: sink.all,
      payload: .email(asciiValue: value, smtputf8: false, displayName: nil))
  }
}

extension PRECISProfile {
  /// Enforces the profile on a string (RFC 8264 §7): the five rules in
  /// order, then the string class's behavioral rules.
  ///
  /// All-ASCII input takes a path that never calls ICU (width mapping,
  /// normalization and the Bidi Rule cannot change or refuse it).
  /// - Parameter input: The string.
  /// - Returns: The enforced string and what changed, or why the string is
  ///   refused.
  /// - Complexity: O(*n*).
  public func enforce(_ input: String) -> Result<PRECISEnforcement, PRECISViolation> {
    enforce(input, asciiPath: true)
  }

  /// ``enforce(_:)`` with or without its ASCII path (the conformance suites
  /// run both, so that the fast path cannot drift from the full one).
  func enforce(_ input: String, asciiPath: Bool) -> Result<PRECISEnforcement, PRECISViolation> {
    if asciiPath, input.utf8.allSatisfy({ $0 < 0x80 }) { return enforceASCII(input) }
    var changes: PRECISChanges = []
    var scalars: [Unicode.Scalar]
    switch applyRules(Array(input.unicodeScalars), changes: &changes) {
    case .success(let mapped): scalars = mapped
    case .failure(let violation): return .failure(violation)
    }
    // The rules must be stable on their own result (RFC 8266 §2.3). When
    // they changed nothing, the result is the input, already a fixed point.
    var repeats = 0
    while !changes.isEmpty {
      var again: PRECISChanges = []
      let reapplied: [Unicode.Scalar]
      switch applyRules(scalars, changes: &again) {
      case .success(let mapped): reapplied = mapped
      case .failure(let violation): return .failure(violation)
      }
      if reapplied == scalars { break }
      repeats += 1
      guard repeatsUntilStable, repeats <= 3 else {
        return .failure(PRECISViolation(reason: .notIdempotent))
      }
      changes.formUnion(again)
      scalars = reapplied
    }
    if refusesEmpty && scalars.isEmpty { return .failure(PRECISViolation(reason: .empty)) }
    if let violation = checkClass(scalars) { return .failure(violation) }
    var value = ""
    value.unicodeScalars.append(contentsOf: scalars)
    return .success(PRECISEnforcement(value: changes.isEmpty ? input : value, changes: changes))
  }

  /// Whether two strings are equal under the profile's comparison (RFC
  /// 8264 §7): both enforced, then compared code point by code point.
  /// - Parameters:
  ///   - a: One string.
  ///   - b: The other.
  /// - Returns: `true` when both are valid and enforce to the same string.
  public func compares(_ a: String, equalTo b: String) -> Bool {
    guard case .success(let x) = enforce(a), case .success(let y) = enforce(b) else {
      return false
    }
    return x.value.unicodeScalars.elementsEqual(y.value.unicodeScalars)
  }

  /// The ASCII path: only the additional and case mapping rules can change
  /// ASCII, and only controls (and, in the IdentifierClass, spaces) are
  /// refused.
  private func enforceASCII(_ input: String) -> Result<PRECISEnforcement, PRECISViolation> {
    var changes: PRECISChanges = []
    var bytes = Array(input.utf8)
    if additionalMapping == .nicknameSpaces {
      let collapsed = Self.collapsingSpaces(bytes)
      if collapsed != bytes { changes.insert(.spacesMapped) }
      bytes = collapsed
    }
    if caseMapping != .none {
      for i in bytes.indices where bytes[i] >= 0x41 && bytes[i] <= 0x5A {
        bytes[i] |= 0x20
        changes.insert(.caseMapped)
      }
    }
    if refusesEmpty && bytes.isEmpty { return .failure(PRECISViolation(reason: .empty)) }
    let lowest: UInt8 = stringClass == .identifier ? 0x21 : 0x20
    if let index = bytes.firstIndex(where: { $0 < lowest || $0 == 0x7F }) {
      let byte = bytes[index]
      let category: PRECISCategory = byte == 0x20 ? .spaces : .controls
      return .failure(
        PRECISViolation(
          reason: .disallowed(category), scalar: Unicode.Scalar(byte), offset: index))
    }
    let value = changes.isEmpty ? input : String(decoding: bytes, as: UTF8.self)
    return .success(PRECISEnforcement(value: value, changes: changes))
  }

  /// ASCII bytes without leading or trailing spaces, inner runs made one.
  private static func collapsingSpaces(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var pendingSpace = false
    for byte in bytes {
      if byte == 0x20 {
        pendingSpace = !out.isEmpty
        continue
      }
      if pendingSpace { out.append(0x20) }
      pendingSpace = false
      out.append(byte)
    }
    return out
  }

  /// The five rules of RFC 8264 §7, in order, on any string.
  private func applyRules(
    _ input: [Unicode.Scalar], changes: inout PRECISChanges
  ) -> Result<[Unicode.Scalar], PRECISViolation> {
    var scalars = input
    // 1. Width mapping (RFC 8265 §3.3.1 rule 1).
    if mapsWidth {
      for i in scalars.indices where scalars[i].value >= 0x3000 {
        let cp = scalars[i].value
        if PRECISCharacterData.isWideOrNarrow(cp), let mapped = PRECISCharacterData.nfkcSingle(cp) {
          scalars[i] = mapped
          changes.insert(.widthMapped)
        }
      }
    }
    // 2. Additional mapping (RFC 8265 §4.2.1 rule 1, RFC 8266 §2.1 rule 2).
    if additionalMapping != .none {
      for i in scalars.indices where scalars[i].value >= 0x80 {
        if PRECISCharacterData.category(scalars[i].value) == 12 {  // Zs
          scalars[i] = " "
          changes.insert(.spacesMapped)
        }
      }
      if additionalMapping == .nicknameSpaces {
        let collapsed = Self.collapsingSpaces(scalars)
        if collapsed.count != scalars.count { changes.insert(.spacesMapped) }
        scalars = collapsed
      }
    }
    // 3. Case mapping, 4. normalization: ICU on the whole string.
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    if caseMapping != .none {
      guard let mapped = PRECISCharacterData.caseMapped(text, folding: caseMapping == .caseFolding)
      else { return .failure(PRECISViolation(reason: .unicodeFailure)) }
      if !mapped.unicodeScalars.elementsEqual(text.unicodeScalars) { changes.insert(.caseMapped) }
      text = mapped
    }
    if normalization != .none {
      guard let normal = PRECISCharacterData.normalized(text, normalization == .nfc ? .nfc : .nfkc)
      else { return .failure(PRECISViolation(reason: .unicodeFailure)) }
      if !normal.unicodeScalars.elementsEqual(text.unicodeScalars) { changes.insert(.normalized) }
      text = normal
    }
    scalars = Array(text.unicodeScalars)
    // 5. Directionality (RFC 8265 §3.3.1 rule 5: RFC 5893 for RTL strings).
    if appliesBidiRule, BidiRule.appliesTo(scalars),
      let condition = BidiRule.violatedCondition(scalars)
    {
      return .failure(PRECISViolation(reason: .bidiRule(condition: condition)))
    }
    return .success(scalars)
  }

  /// Scalars without leading or trailing U+0020, inner runs made one.
  private static func collapsingSpaces(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
    var out: [Unicode.Scalar] = []
    out.reserveCapacity(scalars.count)
    var pendingSpace = false
    for scalar in scalars {
      if scalar == " " {
        pendingSpace = !out.isEmpty
        continue
      }
      if pendingSpace { out.append(" ") }
      pendingSpace = false
      out.append(scalar)
    }
    return out
  }

  /// The string class's behavioral rules (RFC 8264 §4.2.1 / §4.3.1 with
  /// the contextual rules of RFC 5892 Appendix A): the first code point
  /// that is not valid where it stands.
  private func checkClass(_ scalars: [Unicode.Scalar]) -> PRECISViolation? {
    var facts: PRECISStringFacts?
    for (index, scalar) in scalars.enumerated() {
      if scalar.value >= 0x21 && scalar.value <= 0x7E { continue }
      let category = PRECISCategory.of(scalar)
      let property = DerivedProperty.of(scalar, category: category, in: stringClass)
      if stringClass.allows(property) { continue }
      switch property {
      case .contextJ, .contextO:
        guard let rule = PRECISContextRule.rule(for: scalar) else {
          return PRECISViolation(reason: .disallowed(category), scalar: scalar, offset: index)
        }
        if facts == nil { facts = PRECISStringFacts(scalars) }
        if let facts, rule.holds(in: scalars, at: index, facts: facts) { continue }
        return PRECISViolation(reason: .context(rule), scalar: scalar, offset: index)
      case .unassigned:
        return PRECISViolation(reason: .unassigned, scalar: scalar, offset: index)
      default:
        return PRECISViolation(reason: .disallowed(category), scalar: scalar, offset: index)
      }
    }
    return nil
  }
}

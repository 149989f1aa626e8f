/// Turns a profile's verdict into issues: the refusal as an error at the
/// code point concerned, the changes as warnings over the whole input.
enum IdentityEnforcement {
  /// The issue of a refusal.
  /// - Parameters:
  ///   - violation: Why the profile refuses the string.
  ///   - field: The field; a password's issues name no character.
  ///   - input: The input as given (the range is found in it).
  /// - Returns: The issue.
  /// - Complexity: O(*n*).
  static func issue(for violation: PRECISViolation, field: IdentityField, input: String)
    -> ValidationIssue
  {
    let whole = 0..<input.unicodeScalars.count
    let shown = field == .password ? nil : violation.scalar
    var range = whole
    if let scalar = violation.scalar,
      let offset = input.unicodeScalars.firstIndex(of: scalar).map({
        input.unicodeScalars.distance(from: input.unicodeScalars.startIndex, to: $0)
      })
    {
      range = offset..<(offset + 1)
    }
    let typed: IdentityIssue
    switch violation.reason {
    case .empty: typed = .empty(field)
    case .disallowed(let category): typed = .disallowed(field, category, shown)
    case .unassigned: typed = .unassigned(field, shown)
    case .context(let rule): typed = .context(field, rule)
    case .bidiRule(let condition): typed = .bidiRule(field, condition: condition)
    case .notIdempotent: typed = .notStable(field)
    case .unicodeFailure: typed = .unicodeFailure(field)
    }
    return ValidationIssue(typed, range: typed == .empty(field) ? 0..<0 : range)
  }

  /// The warnings that say what the rules changed.
  /// - Parameters:
  ///   - changes: What changed.
  ///   - profile: The profile (its normalization form is named).
  ///   - field: The field.
  ///   - count: The input's length in scalars.
  /// - Returns: One warning per change, in rule order.
  static func notes(
    _ changes: PRECISChanges, profile: PRECISProfile, field: IdentityField, count: Int
  ) -> [ValidationIssue] {
    var notes: [ValidationIssue] = []
    let whole = 0..<count
    if changes.contains(.widthMapped) {
      notes.append(ValidationIssue(IdentityIssue.widthMapped(field), range: whole))
    }
    if changes.contains(.spacesMapped) {
      notes.append(ValidationIssue(IdentityIssue.spacesMapped(field), range: whole))
    }
    if changes.contains(.caseMapped) {
      notes.append(ValidationIssue(IdentityIssue.caseMapped(field), range: whole))
    }
    if changes.contains(.normalized) {
      let form = profile.normalization == .nfkc ? "NFKC" : "NFC"
      notes.append(ValidationIssue(IdentityIssue.normalized(field, form: form), range: whole))
    }
    return notes
  }
}

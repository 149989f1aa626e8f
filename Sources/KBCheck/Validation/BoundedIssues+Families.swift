extension BoundedIssues.Policy {
  /// ``NumberPadValidator`` and ``DecimalPadValidator``: 100 issues, then
  /// one `number.more-issues` after the last listed one (an error when any
  /// dropped one is: warnings alone never make a value invalid).
  static let number = Self(
    limit: 100, code: .numberMoreIssues, severity: .worstDropped, range: .afterListed)

  /// ``PhonePadValidator``: 100 issues, then one `phone.more-issues` after
  /// the last listed one (an error when any dropped one is).
  static let phone = Self(
    limit: 100, code: .phoneMoreIssues, severity: .worstDropped, range: .afterListed)

  /// ``CharacterHygiene/scan(_:offset:limit:skipping:)``: `limit` characters,
  /// then one `text.more-issues` over the dropped ones (an error when any of
  /// them is).
  static func characters(limit: Int) -> Self {
    Self(
      limit: limit, code: .textMoreIssues, severity: .worstDropped, range: .dropped)
  }

  /// The character checks of twitter mentions and hashtags: 20 characters,
  /// then one `text.more-issues` error over the dropped ones.
  static let twitterCharacters = Self(
    limit: 20, code: .textMoreIssues, countsDisallowedCharacters: true, severity: .error,
    range: .dropped)

  /// ``FormSchema/validate(members:locale:)``: ``FormSchema/listedKeyLimit``
  /// unknown or repeated keys, then one `form.more-issues` (an error when
  /// any dropped issue is).
  static let form = Self(
    limit: FormSchema.listedKeyLimit, code: .formMoreIssues, severity: .worstDropped,
    range: .dropped)

  /// ``EmailValidator``: 24 errors and 24 warnings, then one
  /// `email.more-issues` over the dropped ones (an error when any of them is).
  static let email = Self(
    limit: 24, code: .emailMoreIssues, severity: .worstDropped, range: .dropped,
    counting: .perSeverity)
}

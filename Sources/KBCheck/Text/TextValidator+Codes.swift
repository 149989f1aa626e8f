extension ValidationIssue.Code {
  /// A non-ASCII character in an ASCII field.
  public static let textNotASCII: Self = "text.not-ascii"
  /// A word mixes scripts beyond UTS #39's moderately restrictive level.
  public static let textMixedScript: Self = "text.mixed-script"
  /// The value is shorter than `minLength`.
  public static let inputTooShort: Self = "input.too-short"
  /// A mention is only `@`.
  public static let twitterMentionEmpty: Self = "twitter.mention.empty"
  /// A mention is longer than 15 characters after the `@`.
  public static let twitterMentionTooLong: Self = "twitter.mention.too-long"
  /// A mention has a character other than `A-Z a-z 0-9 _`.
  public static let twitterMentionInvalidCharacter: Self = "twitter.mention.invalid-character"
  /// A hashtag is only `#`.
  public static let twitterHashtagEmpty: Self = "twitter.hashtag.empty"
  /// A hashtag has a character other than a letter, mark, digit or `_`.
  public static let twitterHashtagInvalidCharacter: Self = "twitter.hashtag.invalid-character"
  /// A hashtag is made only of digits.
  public static let twitterHashtagAllDigits: Self = "twitter.hashtag.all-digits"
  /// A mention or hashtag does not start with its `@` or `#`.
  public static let twitterMissingPrefix: Self = "twitter.missing-prefix"
  /// A name contains digits.
  public static let nameContainsDigits: Self = "name.contains-digits"
  /// A phone number (namePhonePad) has a character a phone number cannot have.
  public static let namePhoneNotAPhoneNumber: Self = "name-phone.not-a-phone-number"
  /// A phone number (namePhonePad) has no digit.
  public static let namePhoneNoDigits: Self = "name-phone.no-digits"
}

extension IssueCatalogue {
  /// What the URL validator adds to a character warning: how the URL
  /// Standard treats the character (the `…warning-url` variants).
  static let urlCharacterNote =
    " The URL Standard percent-encodes it in a path, query or fragment and drops or refuses it in a host."

  /// The messages of one ``CharacterHygiene`` class: an error says the
  /// character is not allowed, a warning only that it deserves a look; the
  /// `url` variants add how the URL Standard treats it.
  /// - Parameters:
  ///   - kind: The class, plural (`Invisible characters`).
  ///   - prefix: The variant's prefix (`tab-`), or empty.
  /// - Returns: The messages `<prefix>`, `<prefix>warning`, `<prefix>warning-url`.
  static func hygieneMessages(_ kind: String, prefix: String = "") -> [IssueCodeInfo.Message] {
    let warning = "\(kind) are accepted here but easy to miss; check this one: {character}."
    return [
      .init(
        variant: prefix.isEmpty ? nil : String(prefix.dropLast()),
        "\(kind) are not allowed here: {character}."),
      .init(variant: prefix + "warning", warning),
      .init(variant: prefix + "warning-url", warning + urlCharacterNote),
    ]
  }

  /// The codes of the text family: character hygiene, names, twitter
  /// handles and hashtags, ASCII fields.
  static let textEntries: [IssueCodeInfo] = [
    IssueCodeInfo(
      .textLineBreak, .text, [.error, .warning],
      meaning: "A line break (CR, LF, NEL, U+2028, U+2029) in a single-line field.",
      messages: hygieneMessages("Line breaks") + [
        .init(variant: "read-as-space", "{character} was read as a space.")
      ]),
    IssueCodeInfo(
      .textControl, .text, [.error, .warning],
      meaning: "A control character (C0 or C1), or a tab.",
      messages: hygieneMessages("Control characters") + hygieneMessages("Tabs", prefix: "tab-")),
    IssueCodeInfo(
      .textBidiControl, .text, [.error, .warning],
      meaning: "A bidirectional control character (Trojan Source).",
      messages: hygieneMessages(
        "Bidirectional control characters (they can make text display in a different order than it is stored)"
      ) + [
        .init(
          variant: "phone-separator",
          "{character} is invisible; it was read as a separator and dropped.")
      ]),
    IssueCodeInfo(
      .textInvisible, .text, [.error, .warning],
      meaning: "A zero-width or other default-ignorable character.",
      messages: hygieneMessages("Invisible characters")),
    IssueCodeInfo(
      .textNoncharacter, .text, [.error, .warning],
      meaning: "A noncharacter code point (U+FDD0…, U+xFFFE/F).",
      messages: hygieneMessages("Noncharacters")),
    IssueCodeInfo(
      .textUnassigned, .text, [.error, .warning],
      meaning: "A code point not assigned in the Unicode version of ICU's data.",
      messages: hygieneMessages("Code points not assigned in Unicode {unicode}")),
    IssueCodeInfo(
      .textPrivateUse, .text, [.error, .warning],
      meaning: "A private-use code point.",
      messages: hygieneMessages("Private-use characters (they have no agreed meaning)")),
    IssueCodeInfo(
      .textMoreIssues, .text, [.error, .warning],
      meaning:
        "More characters of the kinds reported than are reported one by one; an error when any dropped one is.",
      messages: [
        .init("{count} more characters of the kinds above were found."),
        .init(variant: "twitter", "{count} more characters that are not allowed here were found."),
      ]),
    IssueCodeInfo(
      .textNotASCII, .text, [.error],
      meaning: "A non-ASCII character in an ASCII field (asciiCapable).",
      message: "Only ASCII characters are allowed: {character}."),
    IssueCodeInfo(
      .textMixedScript, .text, [.warning],
      meaning: "A word mixes scripts beyond UTS #39's moderately restrictive level.",
      messages: [
        .init(
          variant: "word",
          "'{word}' mixes scripts (looks like '{skeleton}'); check that every letter is the one intended."
        ),
        .init(
          variant: "hashtag",
          "The hashtag mixes scripts (looks like '#{skeleton}'); check that every letter is the one intended."
        ),
      ]),
    IssueCodeInfo(
      .textNormalized, .text, [.warning],
      meaning: "The text was normalized to NFC.",
      message: "The text contains decomposed characters; it was normalized to NFC."),
    IssueCodeInfo(
      .twitterMentionEmpty, .text, [.error],
      meaning: "A mention is only @.",
      message: "Add a username after '@'."),
    IssueCodeInfo(
      .twitterMentionTooLong, .text, [.error],
      meaning: "A mention is longer than 15 characters after the @.",
      message: "A username has at most 15 characters (this has {count})."),
    IssueCodeInfo(
      .twitterMentionInvalidCharacter, .text, [.error],
      meaning: "A mention has a character other than A-Z a-z 0-9 _.",
      message: "A username has only letters A-Z, digits and '_': {character}."),
    IssueCodeInfo(
      .twitterHashtagEmpty, .text, [.error],
      meaning: "A hashtag is only #.",
      message: "Add a word after '#'."),
    IssueCodeInfo(
      .twitterHashtagInvalidCharacter, .text, [.error],
      meaning: "A hashtag has a character other than a letter, mark, digit or _.",
      message: "A hashtag has only letters, digits and '_': {character}."),
    IssueCodeInfo(
      .twitterHashtagAllDigits, .text, [.error],
      meaning: "A hashtag is made only of digits.",
      message: "A hashtag needs at least one letter."),
    IssueCodeInfo(
      .twitterMissingPrefix, .text, [.error],
      meaning: "A mention or hashtag does not start with its @ or #.",
      messages: [
        .init(variant: "mention", "A mention starts with '@'."),
        .init(variant: "hashtag", "A hashtag starts with '#'."),
      ]),
    IssueCodeInfo(
      .nameContainsDigits, .text, [.warning],
      meaning: "A name contains digits.",
      message: "Names rarely contain digits: {character}."),
    IssueCodeInfo(
      .namePhoneNotAPhoneNumber, .text, [.error],
      meaning: "A phone number (namePhonePad) has a character a phone number cannot have.",
      message: "A phone number has digits, spaces and + - ( ) only: {character}."),
    IssueCodeInfo(
      .namePhoneNoDigits, .text, [.error],
      meaning: "A phone number (namePhonePad) has no digit.",
      message: "A phone number needs digits."),
  ]
}

import KBCheck
import Testing

/// A display name may hold emoji sequences that UTS #51 defines: the ZWJ of
/// an emoji ZWJ sequence (ED-16) and the tags of an emoji tag sequence
/// (ED-14a) are part of one picture, not invisible characters. A ZWJ
/// outside such a sequence, or alone, still is `text.invisible`.
@Suite struct EmailDisplayNameEmojiTests {
  static let validator = EmailValidator(
    options: {
      var options = EmailValidator.Options.form
      options.allowDisplayName = true
      return options
    }())

  @Test(arguments: [
    "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} Family",  // 👨‍👩‍👧 (ZWJ sequence, ED-16)
    "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB} Dev",  // 👩🏽‍💻 (modifier sequence as element, ED-13)
    "\u{2764}\u{FE0F}\u{200D}\u{1F525} Fan",  // ❤️‍🔥 (presentation sequence as element, ED-9a)
    "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308} Pride",  // 🏳️‍🌈
    // 🏴󠁧󠁢󠁳󠁣󠁴󠁿 (tag sequence, ED-14a): black flag, "gbsct", cancel tag.
    "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} Scot",
  ])
  func emojiSequencesAreNotInvisible(name: String) {
    let result = Self.validator.validate("\(name) <a@example.com>")
    #expect(result.isValid, "\(result.issues)")
    #expect(!result.issues.contains { $0.code == .textInvisible })
  }

  @Test(arguments: [
    ("Jo\u{200D}hn", 2),  // ZWJ between letters
    ("\u{1F468}\u{200D} John", 1),  // ZWJ after an emoji, nothing to join
    ("\u{200D}\u{1F468} John", 0),  // ZWJ before the first element
    ("1\u{200D}2 John", 1),  // digits are Emoji only as keycap bases
    ("\u{1F3F4}\u{E0067}\u{E0062} John", 1),  // tags without tag_end
  ])
  func strayJoinersAndTagsAreInvisible(name: String, position: Int) {
    let result = Self.validator.validate("\(name) <a@example.com>")
    let invisible = result.issues.filter { $0.code == .textInvisible }
    #expect(!invisible.isEmpty, "\(name): \(result.issues)")
    #expect(invisible.first?.range.lowerBound == position)
  }
}

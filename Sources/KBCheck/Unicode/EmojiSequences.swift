/// The emoji sequences of UTS #51 whose joiners and tags are part of a
/// picture, not hidden characters: ZWJ sequences (ED-16) and tag sequences
/// (ED-14a), read with ICU's emoji properties.
///
/// An element (UTS #51 ED-15a `emoji_zwj_element`) is an emoji character
/// that is Extended_Pictographic or Emoji_Presentation (digits, `#` and `*`
/// are Emoji only as keycap bases, so a ZWJ between two digits stays
/// suspicious), optionally followed by U+FE0F (an emoji presentation
/// sequence, ED-9a) or, after an Emoji_Modifier_Base, an Emoji_Modifier
/// (ED-13), and optionally by a tag sequence (`tag_spec` U+E0020…U+E007E,
/// closed by `tag_end` U+E007F, ED-14a). A pair of Regional_Indicator
/// characters is an element too (a flag, ED-14).
enum EmojiSequences {
  /// The offsets of the ZWJs (U+200D) that join two elements and of the
  /// tag characters of complete tag sequences.
  /// - Parameter scalars: The text's scalars.
  /// - Returns: The offsets (into `scalars`) that are part of an emoji.
  /// - Complexity: O(*n*).
  static func sequencePositions(in scalars: [Unicode.Scalar]) -> Set<Int> {
    var allowed = Set<Int>()
    var i = 0
    var previousElementEnd = -1  // the index after the last element read
    while i < scalars.count {
      if let end = element(scalars, at: i, tags: &allowed) {
        // A ZWJ right before this element that follows another element.
        if i >= 1, previousElementEnd == i - 1, scalars[i - 1].value == 0x200D {
          allowed.insert(i - 1)
        }
        previousElementEnd = end
        i = end
      } else {
        i += 1
      }
    }
    return allowed
  }

  /// The end of the element starting at `i`, or `nil` when none starts there.
  private static func element(_ s: [Unicode.Scalar], at i: Int, tags: inout Set<Int>) -> Int? {
    let base = s[i].icu
    var k = i + 1
    if base.has(.regionalIndicator) {
      guard k < s.count, s[k].icu.has(.regionalIndicator) else { return nil }
      return k + 1
    }
    guard base.has(.extendedPictographic) || base.has(.emojiPresentation) else { return nil }
    if k < s.count && s[k].value == 0xFE0F {
      k += 1
    } else if k < s.count && base.has(.emojiModifierBase) && s[k].icu.has(.emojiModifier) {
      k += 1
    }
    // tag_spec+ tag_end.
    var t = k
    while t < s.count && (0xE0020...0xE007E).contains(s[t].value) { t += 1 }
    if t > k && t < s.count && s[t].value == 0xE007F {
      for p in k...t { tags.insert(p) }
      k = t + 1
    }
    return k
  }

  /// Whether UTF-8 bytes may hold a ZWJ (E2 80 8D) or a tag character
  /// (F3 A0 8x): the only scalars an emoji sequence exempts.
  /// - Complexity: O(*n*).
  static func mayHoldSequence(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var k = 0
    while k + 2 < bytes.count {
      if (bytes[k] == 0xE2 && bytes[k + 1] == 0x80 && bytes[k + 2] == 0x8D)
        || (bytes[k] == 0xF3 && bytes[k + 1] == 0xA0)
      {
        return true
      }
      k += 1
    }
    return false
  }
}

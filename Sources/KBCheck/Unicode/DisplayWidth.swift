internal import CKBCheckICU

/// How many terminal columns text takes: grapheme clusters (UAX #29, as
/// Swift's `Character`) measured by their first scalar's East Asian Width
/// (UAX #11, from ICU): Wide and Fullwidth take two columns, a cluster
/// shown as an emoji (Emoji_Presentation, a variation selector 16, a flag
/// of two regional indicators) takes two, a cluster of only marks or
/// format characters takes none, and everything else (Ambiguous included,
/// as terminals outside East Asian locales show it) takes one.
package enum DisplayWidth {
  /// The columns of one grapheme cluster.
  /// - Parameter character: The cluster.
  /// - Returns: 0, 1 or 2.
  package static func columns(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.isASCII { return first.value < 0x20 || first.value == 0x7F ? 0 : 1 }
    let properties = first.properties
    if properties.isEmojiPresentation { return 2 }
    // A flag: two regional indicators.
    if (0x1F1E6...0x1F1FF).contains(first.value) { return scalars.count > 1 ? 2 : 1 }
    if scalars.contains("\u{FE0F}") && properties.isEmoji { return 2 }
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator,
      .paragraphSeparator:
      return 0
    default:
      break
    }
    if properties.isDefaultIgnorableCodePoint { return 0 }
    let width = kbc_char_int_property(
      Int32(bitPattern: first.value), Int32(KBC_INT_EAST_ASIAN_WIDTH))
    // UEastAsianWidth: 3 Fullwidth, 5 Wide.
    return width == 3 || width == 5 ? 2 : 1
  }

  /// The columns of a text: the sum of its clusters' columns.
  /// - Parameter text: The text (without escape sequences).
  /// - Returns: The columns.
  /// - Complexity: O(*n*) in the length of `text`.
  package static func columns(of text: some StringProtocol) -> Int {
    var total = 0
    for character in text {
      if character.isASCII, let byte = character.asciiValue {
        total += byte < 0x20 || byte == 0x7F ? 0 : 1
      } else {
        total += columns(of: character)
      }
    }
    return total
  }
}

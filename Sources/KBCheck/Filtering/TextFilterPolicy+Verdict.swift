extension TextFilterPolicy {
  /// What happens to one scalar of a replacement.
  enum Verdict {
    /// Inserted as given.
    case keep
    /// Inserted as another spelling; the code's message says why.
    case fold(String, FilterIssue)
    /// Not inserted; the code's message says why.
    case remove(FilterIssue)
  }

  /// Whether a scalar is a line break: CR, LF, NEL, U+2028, U+2029.
  /// - Parameter scalar: The scalar.
  /// - Returns: `true` for a line break.
  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// Whether a ZWJ / ZWNJ between these two scalars is part of a word or an
  /// emoji sequence: both are non-ASCII and not whitespace. The same rule as
  /// ``CharacterHygiene/allowsJoinersInContext``.
  /// - Parameters:
  ///   - previous: The scalar before the joiner.
  ///   - next: The scalar after it.
  /// - Returns: `true` when the joiner is kept.
  static func joinsWords(_ previous: Unicode.Scalar, _ next: Unicode.Scalar) -> Bool {
    !previous.isASCII && !next.isASCII && !previous.properties.isWhitespace
      && !next.properties.isWhitespace
  }

  /// The ASCII spelling a width-folding keyboard gives a scalar, if any:
  /// full-width ASCII (U+FF01–FF5E) and the ideographic space through NFKC,
  /// the ideographic full stops (U+3002, U+FF61) to `.`.
  /// - Parameter scalar: The scalar.
  /// - Returns: The folded text and its reason code, or `nil`.
  static func widthFold(_ scalar: Unicode.Scalar) -> (String, FilterIssue)? {
    switch scalar.value {
    case 0xFF01...0xFF5E:
      // NFKC maps U+FF01–FF5E to U+0021–007E; computed here without a call
      // into ICU (a test checks the whole range against NFKC).
      return (String(UnicodeScalar(UInt8(scalar.value - 0xFEE0))), .fullWidth)
    case 0x3000:
      return (" ", .fullWidth)
    case 0x3002, 0xFF61:
      return (".", .ideographicFullStop)
    default:
      return nil
    }
  }
}

extension TextFilterPolicy.Cleaner {
  /// The verdict for one scalar (not a line break or tab).
  /// - Parameters:
  ///   - scalar: The scalar.
  ///   - previous: The scalar before it in its grapheme cluster; `nil` when
  ///     it starts the cluster.
  ///   - next: The scalar after it (in the replacement, or the text after
  ///     the edit), if any.
  /// - Returns: Keep, fold or remove, with the reason.
  func verdict(_ scalar: Unicode.Scalar, previous: Unicode.Scalar?, next: Unicode.Scalar?)
    -> TextFilterPolicy.Verdict
  {
    let first = previous == nil
    let v = scalar.value
    if v >= 0x20 && v < 0x7F {
      if v == 0x20 && !rules.allowsSpaces {
        return .remove(.space)
      }
      return .keep
    }
    // Each code has one message (the catalogue's), which does not repeat
    // the character: FilterChange carries it, and the CLI and JSON print its
    // code point and name beside the message.
    if v < 0xA0 {
      return .remove(.control)
    }
    let props = scalar.icu
    if props.has(.bidiControl) {
      return .remove(.bidiControl)
    }
    if props.has(.noncharacter) {
      return .remove(.noncharacter)
    }
    if props.has(.joinControl) && rules.keepsJoinersInContext,
      let previous, let next, TextFilterPolicy.joinsWords(previous, next)
    {
      return .keep
    }
    if props.has(.variationSelector) && !first {
      return rules.asciiOnly
        ? .remove(.notASCII) : .keep
    }
    if props.has(.defaultIgnorable) || props.has(.joinControl) || props.has(.variationSelector) {
      return .remove(.invisible)
    }
    if rules.foldsWidth, let (folded, code) = TextFilterPolicy.widthFold(scalar) {
      if folded == " " && !rules.allowsSpaces {
        return .remove(.space)
      }
      return .fold(folded, code)
    }
    if !rules.allowsSpaces && props.has(.whiteSpace) {
      return .remove(.space)
    }
    if rules.asciiOnly {
      return .remove(.notASCII)
    }
    return .keep
  }
}

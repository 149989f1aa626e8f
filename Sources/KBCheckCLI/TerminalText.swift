import KBCheck

/// The one rule for writing text that came from a schema, a data file or a
/// value (labels, choices, field keys, inputs, values, messages) where a
/// terminal may read it: every character a terminal would act on instead of
/// showing is written as a visible escape, `\u{1B}`.
///
/// Escaped: the C0 controls U+0000–U+001F (ESC starts CSI, OSC and DCS
/// sequences: ECMA-48 §5), DEL U+007F, the C1 controls U+0080–U+009F
/// (U+009B is CSI, U+009D is OSC on terminals that take 8-bit controls),
/// and the bidi controls of UAX #9 §2 (U+061C, U+200E, U+200F,
/// U+202A–U+202E, U+2066–U+2069), which reorder what follows them. So an
/// OSC 52 (clipboard), OSC 8 (link), OSC 2 (title) or CSI sequence in a
/// label is shown, never run. Nothing else changes: the text stays
/// readable, and text without such characters is returned as it is.
enum TerminalText {
  /// `text` with every control and bidi control as a visible escape.
  /// - Parameter text: Text from a schema, a data file or a value.
  /// - Returns: The text, safe to write to a terminal.
  /// - Complexity: O(*n*); one scan of the UTF-8 bytes when nothing needs
  ///   escaping.
  static func safe(_ text: String) -> String {
    guard needsEscaping(text) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        out += escape(scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Multi-line text (a diagnostic, a text whose line breaks are allowed)
  /// made safe line by line: its LF line breaks are kept, everything else
  /// goes through ``safe(_:)``; a final LF is added.
  /// - Parameter text: The text.
  /// - Returns: The safe lines, each ending in LF.
  /// - Complexity: O(*n*).
  static func safeLines(_ text: String) -> String {
    text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { safe(String($0)) + "\n" }.joined()
  }

  /// Whether a terminal would act on `scalar` instead of showing it.
  /// - Parameter scalar: A Unicode scalar.
  /// - Returns: `true` for C0, DEL, C1 and the bidi controls.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// `\u{1B}`: the escape shown for an unsafe scalar.
  /// - Parameter scalar: The scalar.
  /// - Returns: Its visible escape.
  static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// Whether `text` holds an unsafe scalar (``hasUnsafeScalar(_:)``).
  private static func needsEscaping(_ text: String) -> Bool {
    var copy = text
    return copy.withUTF8 { hasUnsafeScalar($0) }
  }

  /// Whether well-formed UTF-8 holds a scalar ``isUnsafe(_:)`` shows
  /// escaped, read from the bytes: C0 and DEL; C1 (`C2 80…9F`); U+061C
  /// (`D8 9C`); U+200E, U+200F and U+202A…U+202E (`E2 80 8E/8F/AA…AE`);
  /// U+2066…U+2069 (`E2 81 A6…A9`). Other scalars of those lead bytes
  /// (`é`, `•`, `–`) are safe and keep the caller on its fast path.
  /// - Parameter bytes: Well-formed UTF-8.
  /// - Returns: Whether an unsafe scalar is there.
  static func hasUnsafeScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    // Eight bytes at a time while all are printable ASCII (U+0020…U+007E),
    // which no rule below reports; a word with any other byte is read byte
    // by byte, and a rule's lead byte is never printable ASCII.
    var i = PrintableASCII.wordPrefixCount(bytes)
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      if b < 0x20 || b == 0x7F { return true }
      if b == 0xC2, i + 1 < n, bytes[i + 1] <= 0x9F { return true }
      if b == 0xD8, i + 1 < n, bytes[i + 1] == 0x9C { return true }
      if b == 0xE2, i + 2 < n {
        let (b1, b2) = (bytes[i + 1], bytes[i + 2])
        if b1 == 0x80, b2 == 0x8E || b2 == 0x8F || (0xAA...0xAE).contains(b2) { return true }
        if b1 == 0x81, (0xA6...0xA9).contains(b2) { return true }
      }
      i += 1
    }
    return false
  }
}

extension OutputBuffer {
  /// Appends text from a schema, a data file or a value through
  /// ``TerminalText/safe(_:)``.
  /// - Parameter text: The text.
  /// - Complexity: O(*n*).
  func writeSafe(_ text: String) {
    // One reading of the bytes: checked and copied in place when safe
    // (nearly always), escaped through `TerminalText.safe` otherwise.
    var text = text
    let copied = text.withUTF8 { bytes in
      guard !TerminalText.hasUnsafeScalar(bytes) else { return false }
      write(bytes)
      return true
    }
    if !copied { write(TerminalText.safe(text)) }
  }
}

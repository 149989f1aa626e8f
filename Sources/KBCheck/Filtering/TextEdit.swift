/// One edit of a text field: a range of the current text replaced by text the
/// user typed or pasted.
public struct TextEdit: Sendable, Hashable {
  /// How the replacement text arrived.
  public enum Origin: String, Sendable, Hashable, CaseIterable {
    /// Typed key by key: a keystroke that makes no sense is refused whole.
    case typed
    /// Pasted, dictated or autofilled: cleaned character by character.
    case pasted
  }

  /// The replaced range of the current text, in Unicode scalar offsets.
  public var range: Range<Int>
  /// The text inserted in place of ``range``.
  public var replacement: String
  /// Whether the text was typed or pasted.
  public var origin: Origin

  /// Creates an edit.
  /// - Parameters:
  ///   - range: The replaced range, in scalar offsets of the current text.
  ///   - replacement: The inserted text.
  ///   - origin: Typed or pasted; defaults to typed.
  public init(range: Range<Int>, replacement: String, origin: Origin = .typed) {
    self.range = range
    self.replacement = replacement
    self.origin = origin
  }

  /// An edit that inserts `text` at scalar offset `offset`.
  /// - Parameters:
  ///   - text: The inserted text.
  ///   - offset: Where it goes, in scalar offsets of the current text.
  ///   - origin: Typed or pasted.
  /// - Returns: The edit.
  public static func insert(_ text: String, at offset: Int, origin: Origin = .typed)
    -> TextEdit
  {
    TextEdit(range: offset..<offset, replacement: text, origin: origin)
  }
}

extension ValidationIssue.Code {
  /// A C0 or C1 control character was removed (or a keystroke refused).
  public static let filterControl: Self = "filter.control"
  /// A bidirectional control (Trojan Source) was removed.
  public static let filterBidiControl: Self = "filter.bidi-control"
  /// A zero-width or other default-ignorable character was removed.
  public static let filterInvisible: Self = "filter.invisible"
  /// A noncharacter code point was removed.
  public static let filterNoncharacter: Self = "filter.noncharacter"
  /// A line break was removed, or turned into a space, in a single-line field.
  public static let filterLineBreak: Self = "filter.line-break"
  /// A tab was removed, or turned into a space, in a single-line field.
  public static let filterTab: Self = "filter.tab"
  /// A space was removed from a field that takes none (URL).
  public static let filterSpace: Self = "filter.space"
  /// A non-ASCII character was removed from an ASCII field.
  public static let filterNotASCII: Self = "filter.not-ascii"
  /// A full-width (or other compatibility-width) form was folded to ASCII.
  public static let filterFullWidth: Self = "filter.full-width"
  /// An ideographic full stop was folded to `.`.
  public static let filterIdeographicStop: Self = "filter.ideographic-full-stop"
  /// A character was cut because the field's maximum length was reached.
  public static let filterTooLong: Self = "filter.too-long"
  /// A combining mark or joined scalar went with the character it belongs to.
  public static let filterPartOfRemoved: Self = "filter.part-of-removed"
}

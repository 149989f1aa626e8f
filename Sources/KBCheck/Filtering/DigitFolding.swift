/// How the pad filters (``NumberPadFilterPolicy``, ``DecimalPadFilterPolicy``,
/// ``PhonePadFilterPolicy``) take a digit: an ASCII digit, or one the filter
/// keeps (the locale's own with `keepLocaleDigits`), goes in as it is; the
/// digit of any other script is folded to its ASCII digit and the fold
/// reported as a change ("Digits are stored as ASCII.").
enum DigitFolding {
  /// Appends one digit to a filter's output.
  /// - Parameters:
  ///   - scalar: The digit as it was entered.
  ///   - value: Its value, 0–9.
  ///   - offset: Its scalar offset in the edit's replacement.
  ///   - keeping: Whether a non-ASCII digit is kept as it is.
  ///   - issue: The family's digit-folded issue (`number.digit-folded`, …).
  ///   - kept: The filter's output so far.
  ///   - changes: The filter's changes so far; a fold is appended.
  static func append(
    _ scalar: Unicode.Scalar, value: UInt8, at offset: Int, keeping: Bool,
    _ issue: some FamilyIssue, to kept: inout String.UnicodeScalarView,
    changes: inout [FilterChange]
  ) {
    if scalar.isASCII || keeping {
      kept.append(scalar)
      return
    }
    let ascii = Unicode.Scalar(0x30 + value)
    kept.append(ascii)
    changes.append(
      FilterChange(character: scalar, offset: offset, replacement: String(ascii), issue))
  }
}

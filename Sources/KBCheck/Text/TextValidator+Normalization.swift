extension TextValidator {
  /// A `text.normalized` warning when NFC changes the input: a decomposed
  /// `e` + U+0301 becomes `é` in the canonical value, which should not
  /// happen silently.
  /// - Parameters:
  ///   - input: The value as typed.
  ///   - canonical: The canonical value computed from it.
  /// - Returns: The warning, covering the first scalar NFC changes, or `nil`.
  /// - Complexity: O(*n*).
  static func normalizationIssue(_ input: String, canonical: String) -> ValidationIssue? {
    guard let range = firstNormalizationChange(input) else { return nil }
    return ValidationIssue(TextIssue.normalized, range: range)
  }

  /// The scalar range from the first scalar NFC changes to the end of the
  /// input, or `nil` when the input is already in NFC.
  /// - Parameter input: The text.
  /// - Returns: The range, or `nil`.
  /// - Complexity: O(*n*).
  static func firstNormalizationChange(_ input: String) -> Range<Int>? {
    if input.utf8.allSatisfy({ $0 < 0x80 }) { return nil }
    let nfc = input.normalized(.nfc)
    if nfc.utf8.elementsEqual(input.utf8) { return nil }
    var position = 0
    var a = input.unicodeScalars.makeIterator()
    var b = nfc.unicodeScalars.makeIterator()
    while let x = a.next() {
      guard let y = b.next(), x == y else { break }
      position += 1
    }
    // `position` is the first scalar that differs: the base of a composed
    // character, or a mark that moved.
    return position..<input.unicodeScalars.count
  }

  /// `text.line-break` warnings for the line breaks and tabs webSearch reads
  /// as spaces.
  /// - Parameter input: The query as typed.
  /// - Returns: One warning per line break or tab.
  /// - Complexity: O(*n*).
  static func collapsedBreakIssues(_ input: String) -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    for (offset, scalar) in input.unicodeScalars.enumerated() {
      switch scalar.value {
      case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
        issues.append(
          ValidationIssue(TextIssue.lineBreakReadAsSpace(scalar), at: offset))
      default: continue
      }
    }
    return issues
  }
}

extension ValidationIssue.Code {
  /// The canonical value is the NFC form of input that was not in NFC.
  public static let textNormalized: Self = "text.normalized"
}

extension TextValidator {
  /// The `minLength` / `maxLength` issues. Lengths count grapheme clusters of
  /// the canonical value; the too-long range covers the input from the first
  /// cluster past the limit.
  /// - Parameters:
  ///   - input: The input as given.
  ///   - canonical: The canonical value.
  /// - Returns: At most one issue.
  /// - Complexity: O(*n*).
  func lengthIssues(_ input: String, canonical: String) -> [ValidationIssue] {
    // No bound to check (the default): nothing to count.
    if options.minLength <= 0 && options.maxLength == nil { return [] }
    let length = canonical.count
    let scalarCount = input.unicodeScalars.count
    let minLength = options.minLength
    if minLength > 0 && length == 0 {
      return [ValidationIssue(InputIssue.empty, range: 0..<scalarCount)]
    }
    if length < minLength {
      return [
        ValidationIssue(
          InputIssue.tooShort(limit: minLength, count: length), range: 0..<scalarCount)
      ]
    }
    if let maxLength = options.maxLength, length > maxLength {
      var start = 0
      for (i, character) in input.enumerated() {
        if i == maxLength { break }
        start += character.unicodeScalars.count
      }
      return [
        ValidationIssue(
          InputIssue.tooLong(limit: maxLength, count: length),
          range: min(start, scalarCount)..<scalarCount)
      ]
    }
    return []
  }

  /// One `text.not-ascii` error per non-ASCII scalar.
  /// - Parameter input: The input.
  /// - Returns: The issues, in input order.
  static func nonASCIIIssues(_ input: String) -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    for (i, scalar) in input.unicodeScalars.enumerated() where !scalar.isASCII {
      issues.append(
        ValidationIssue(TextIssue.notASCII(scalar), at: i))
    }
    return issues
  }

  /// Trims whitespace at both ends and collapses each inner run of
  /// whitespace (spaces, tabs, line breaks, U+3000 …) to one space.
  /// - Parameter text: The text.
  /// - Returns: The collapsed text.
  /// - Complexity: O(*n*).
  static func collapsingWhitespace(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      if scalar.properties.isWhitespace {
        pendingSpace = !out.isEmpty
        continue
      }
      if pendingSpace { out.append(" ") }
      pendingSpace = false
      out.append(scalar)
    }
    return String(out)
  }
}

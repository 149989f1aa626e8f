extension ValidationResult {
  /// The largest value a validator reads: 1 MiB of UTF-8.
  ///
  /// A keyboard's value is a line or a few paragraphs; a longer one is an
  /// accident or an attack, and every validator refuses it at once with
  /// `input.too-long` (variant `value`), before reading it: no seconds of
  /// work and no gigabyte of memory for a 100 MB input. Checked on
  /// `input.utf8.count`, which a native string knows without a scan.
  public static let maxValueBytes = 1 << 20

  /// The result for a value over ``maxValueBytes``, or `nil`.
  /// - Parameter input: The value.
  /// - Returns: An invalid result with one `input.too-long` issue.
  /// - Complexity: O(1) for a value within the bound.
  static func refusingOversized(_ input: String) -> ValidationResult? {
    let bytes = input.utf8.count
    guard bytes > maxValueBytes else { return nil }
    return ValidationResult(
      input: input, value: nil,
      issues: [
        ValidationIssue(InputIssue.valueTooLarge(bytes: bytes, limit: maxValueBytes), range: 0..<0)
      ])
  }
}

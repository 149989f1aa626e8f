extension ValidationResult {
  /// The largest value a validator reads: 1 MiB of UTF-8.
  ///
  /// A keyboard's value is a line or a few paragraphs; a longer one is an
  /// accident or an attack, and every validator refuses it at once with
  /// `input.too-long` (variant `value`), before reading it: no seconds of
  /// work and no gigabyte of memory for a 100 MB input. Checked on
  /// `input.utf8.count`, which a native string knows without a scan.
  public static let maxValueBytes = 1 << 20

  /// Whether `input` is over ``maxValueBytes``: then a validator answers
  /// ``oversized(_:)`` without reading it.
  ///
  /// A test and a separate builder rather than one function returning
  /// `ValidationResult?`: measured with callgrind on `emails-100k`, that
  /// optional (137 bytes) cost ~96 instructions an address to make and
  /// destroy through a generic witness, 6 % of the email validator.
  /// - Parameter input: The value.
  /// - Returns: `true` when the value is over the bound.
  /// - Complexity: O(1) for a native string.
  @inline(__always)
  static func isOversized(_ input: String) -> Bool {
    input.utf8.count > maxValueBytes
  }

  /// The result for a value over ``maxValueBytes``.
  /// - Parameter input: The value.
  /// - Returns: An invalid result with one `input.too-long` issue.
  @inline(never)
  static func oversized(_ input: String) -> ValidationResult {
    ValidationResult(
      input: input, value: nil,
      issues: [
        ValidationIssue(
          InputIssue.valueTooLarge(bytes: input.utf8.count, limit: maxValueBytes), range: 0..<0)
      ])
  }
}

extension DecimalPadValidator {
  /// The fast path for the common case: ASCII digits with at most one ASCII
  /// decimal separator of the locale's kind (`.` or `,`), already in
  /// canonical shape (no leading or trailing zeros to drop, digits on both
  /// sides of the separator). It gives exactly what the general scan gives;
  /// anything else returns `nil` and takes the general path.
  /// - Parameter input: The value.
  /// - Returns: The result, or `nil` to fall back.
  /// - Complexity: O(*n*) over the UTF-8 bytes, no allocation for short
  ///   values.
  func validatePlainASCII(_ input: String) -> ValidationResult? {
    // ASCII digits only: the Latin digits' symbols.
    let separator: UInt8 = (systems.latin ?? systems.native).hasCommaDecimal ? 0x2C : 0x2E
    let shape: (length: Int, separator: Int)? =
      input.utf8.withContiguousStorageIfAvailable {
        bytes in
        let n = bytes.count
        guard n > 0 else { return nil }
        var at = -1
        for i in 0..<n {
          let b = bytes[i]
          if b &- 0x30 < 10 { continue }
          guard b == separator && at < 0 else { return nil }
          at = i
        }
        let integerDigits = at < 0 ? n : at
        guard integerDigits >= 1, integerDigits == 1 || bytes[0] != 0x30 else { return nil }
        if at >= 0 && (at == n - 1 || bytes[n - 1] == 0x30) { return nil }
        // `2.500`-shaped values carry an ambiguity warning: the scan gives it.
        if at >= 1 && at <= 3 && n - at - 1 == 3 { return nil }
        return (n, at)
      } ?? nil
    guard let shape else { return nil }
    let value: String
    if shape.separator < 0 || separator == 0x2E {
      value = input
    } else {
      value = String(unsafeUninitializedCapacity: shape.length) { out in
        var i = 0
        for b in input.utf8 {
          out[i] = i == shape.separator ? 0x2E : b
          i += 1
        }
        return i
      }
    }
    let fraction = shape.separator < 0 ? 0 : shape.length - shape.separator - 1
    let issues = constraintIssues(value, length: shape.length, fractionDigits: fraction)
    return ValidationResult(
      input: input, value: issues.isEmpty ? value : nil, issues: issues, payload: .decimal)
  }
}

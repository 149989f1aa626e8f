extension Array where Element == ValidationIssue {
  /// Whether an issue of severity error is among these.
  ///
  /// Read in place: `contains { $0.severity == .error }` iterates, and
  /// iterating copies each issue out (its code, message and typed issue
  /// retained, then released: ~250 instructions an issue under callgrind,
  /// paid on every result with issues).
  /// - Complexity: O(*n*), no allocation, no reference counting.
  var hasError: Bool {
    withUnsafeBufferPointer { issues in
      for i in issues.indices where issues[i].severity == .error { return true }
      return false
    }
  }
}

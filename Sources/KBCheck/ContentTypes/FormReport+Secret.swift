extension FormReport {
  /// The report as output shows it: every secret field's result masked
  /// (``ValidationResult/masked()``); other fields as they are.
  /// - Returns: The masked report.
  /// - Complexity: O(*n*) in the size of the report.
  public func masked() -> FormReport {
    var copy = self
    copy.fields = fields.map { field in
      var field = field
      field.result = field.result?.masked()
      return field
    }
    return copy
  }

  /// The report for output: ``masked()`` unless `revealingSecrets`.
  /// - Parameter revealingSecrets: Whether the caller opted in to secrets.
  /// - Returns: The report to write.
  public func forOutput(revealingSecrets: Bool) -> FormReport {
    revealingSecrets ? self : masked()
  }
}

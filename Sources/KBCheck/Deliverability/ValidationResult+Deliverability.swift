extension ValidationResult {
  /// The report of a deliverability check (``EmailDeliverability``), or
  /// `nil` when the result was not checked.
  public var deliverability: DeliverabilityReport? {
    if case .checked(_, let report) = payload { return report }
    return nil
  }

  /// The result with a deliverability report: its issues added (an error
  /// makes the result invalid) and the report kept as ``deliverability``
  /// and written as the `deliverability` member of the JSON contract.
  /// - Parameter report: The report, its issues placed in this input.
  /// - Returns: The result.
  func adding(_ report: DeliverabilityReport) -> ValidationResult {
    var copy = self
    copy.issues += report.issues
    copy.payload = .checked(payload.base, report)
    if report.outcome == .undeliverable, case .value = copy.storedInput {
      copy.storedInput = .text(value ?? "")
    }
    return copy
  }
}

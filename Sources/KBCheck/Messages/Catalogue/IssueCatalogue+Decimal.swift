extension IssueCatalogue {
  /// The codes of the decimal family.
  static let decimalEntries: [IssueCodeInfo] = [
  ]
}

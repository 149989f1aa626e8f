extension IssueCatalogue {
  /// The codes of the phone family.
  static let phoneEntries: [IssueCodeInfo] = [
  ]
}

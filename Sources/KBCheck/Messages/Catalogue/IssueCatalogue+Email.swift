extension IssueCatalogue {
  /// The codes of the email family.
  static let emailEntries: [IssueCodeInfo] = []
}

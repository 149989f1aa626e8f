extension IssueCatalogue {
  /// The codes of the url family.
  static let urlEntries: [IssueCodeInfo] = [
  ]
}

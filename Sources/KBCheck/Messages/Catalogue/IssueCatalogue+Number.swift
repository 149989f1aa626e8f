extension IssueCatalogue {
  /// The codes of the number family.
  static let numberEntries: [IssueCodeInfo] = [
  ]
}

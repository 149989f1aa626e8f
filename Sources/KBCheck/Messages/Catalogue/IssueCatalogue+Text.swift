extension IssueCatalogue {
  /// The codes of the text family.
  static let textEntries: [IssueCodeInfo] = [
  ]
}

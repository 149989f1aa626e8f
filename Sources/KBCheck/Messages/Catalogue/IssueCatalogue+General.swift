extension IssueCatalogue {
  /// The codes of the general family.
  static let generalEntries: [IssueCodeInfo] = [
  ]
}

extension IssueCatalogue {
  /// The codes of the idna family.
  static let idnaEntries: [IssueCodeInfo] = []
}

extension IssueCatalogue {
  /// The codes of the picker family.
  static let pickerEntries: [IssueCodeInfo] = [
  ]
}

extension IssueCatalogue {
  /// The codes of the picker family.
  static let pickerEntries: [IssueCodeInfo] = [
    IssueCodeInfo(
      .pickerNotAnOption, .picker, [.error],
      meaning: "The value is not one of the picker's choices.",
      message: "This is not one of the options: {options}."),
    IssueCodeInfo(
      .pickerNoChoices, .picker, kind: .configuration, [.error],
      meaning: "A picker configured without choices.",
      message: "A picker needs at least one option (--option NAME, or \"choices\")."),
  ]
}

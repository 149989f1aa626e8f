extension IssueCatalogue {
  /// The codes every family shares that have no typed enum yet: input
  /// that cannot be read (the filter, form, schema and configuration
  /// families own ``FilterIssue``, ``FormIssue``, ``SchemaIssue`` and
  /// ``ConfigurationIssue``).
  static let generalEntries: [IssueCodeInfo] = inputEntries

  /// The `input.*` codes.
  static let inputEntries: [IssueCodeInfo] = [
    IssueCodeInfo(
      .inputEmpty, .input, [.error],
      meaning: "The value is empty where one is required.",
      messages: [
        .init("Enter a value."),
        .init(variant: "number", "Enter a number."),
        .init(variant: "phone", "Enter a phone number."),
        .init(variant: "search", "Enter something to search for."),
        .init(variant: "picker", "Choose one of the options."),
      ]),
    IssueCodeInfo(
      .inputTooShort, .input, [.error],
      meaning: "The value is shorter than minLength.",
      message: "Enter at least {limit} characters (this has {count})."),
    IssueCodeInfo(
      .inputTooLong, .input, [.error],
      meaning: "The value is longer than maxLength, or a CLI line longer than --max-length.",
      messages: [
        .init("Enter at most {limit} characters (this has {count})."),
        .init(
          variant: "line", "The line is {bytes} bytes long; the limit is {limit} (--max-length)."),
      ]),
    IssueCodeInfo(
      .inputInvalidUTF8, .input, [.error],
      meaning:
        "The input is not valid UTF-8 (byte-level readers: CLI lines, form bodies, email bytes).",
      messages: [
        .init(
          variant: "line", "The line is not valid UTF-8: byte {byte} at byte offset {offset}."),
        .init(variant: "submission", "The submission is not valid UTF-8 (at byte {byte})."),
        .init(
          variant: "email",
          "The input is not valid UTF-8; the first bad byte sequence is at position {position}."),
      ]),
    IssueCodeInfo(
      .inputBOMRemoved, .input, [.warning],
      meaning:
        "The CLI's input started with a UTF-8 byte-order mark, removed before the first value.",
      message:
        "The input started with a UTF-8 byte-order mark (U+FEFF); it was removed before this value."
    ),
  ]
}

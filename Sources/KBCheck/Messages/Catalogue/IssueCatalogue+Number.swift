extension IssueCatalogue {
  /// The message of a paste refused because removing a character would join
  /// the digits around it into another number (`<code>#paste-joins`); the
  /// removed character's own message follows it.
  static let pasteJoinsDigits = IssueCodeInfo.Message(
    variant: "paste-joins",
    "'{pasted}' was not pasted: removing {character} at {offset} would join the digits around it, and '{inserted}' is another number."
  )

  /// The message of a paste refused because removing its minus would turn
  /// the number's sign (`<code>#paste-sign`); the minus's own message
  /// follows it.
  static let pasteTurnsSign = IssueCodeInfo.Message(
    variant: "paste-sign",
    "'{pasted}' was not pasted: removing the minus would turn the sign of the number, and '{inserted}' is another number."
  )

  /// The codes of the number family (number pads; shared with decimal pads).
  static let numberEntries: [IssueCodeInfo] = [
    IssueCodeInfo(
      .numberNotADigit, .number, [.error],
      meaning: "A character that is not a digit on a number pad.",
      messages: [
        .init("Only digits are allowed here, not {character}."),
        .init(variant: "filter", "Only digits can be entered here."),
        pasteJoinsDigits, pasteTurnsSign,
      ]),
    IssueCodeInfo(
      .numberNotASCIIDigit, .number, [.error],
      meaning: "A digit that is not ASCII on asciiCapableNumberPad.",
      messages: [
        .init("Only ASCII digits 0-9 are allowed here, not {character} (digit {digit})."),
        .init(variant: "filter", "Only ASCII digits 0-9 can be entered here."),
      ]),
    IssueCodeInfo(
      .numberDigitFolded, .number, kind: .filter, [],
      meaning: "A digit of another script was folded to ASCII by a filter.",
      message: "Digits are stored as ASCII."),
    IssueCodeInfo(
      .numberMixedDigits, .number, [.warning],
      meaning: "Digits of two or more scripts in one value.",
      messages: [
        .init(
          "This number mixes digits of different scripts ({character}); check that it was entered as intended."
        ),
        .init(
          variant: "code",
          "This value mixes digits of different scripts ({character} after digits of another script); check that it was entered as intended."
        ),
      ]),
    IssueCodeInfo(
      .numberTooShort, .number, [.error],
      meaning: "Fewer digits than minLength (or length).",
      messages: [
        .init("Enter at least {limit} digits; this has {count}."),
        .init(variant: "exact", "Enter exactly {limit} digits; this has {count}."),
      ]),
    IssueCodeInfo(
      .numberTooLong, .number, [.error],
      meaning: "More digits than maxLength (or length); a filter cuts them.",
      messages: [
        .init("Enter at most {limit} digits; this has {count}."),
        .init(variant: "exact", "Enter exactly {limit} digits; this has {count}."),
        .init(variant: "filter", "The field takes at most {limit} digits."),
      ]),
    IssueCodeInfo(
      .numberLuhnFailed, .number, [.error],
      meaning: "The Luhn check digit does not match (luhn=true).",
      message: "The check digit does not match (Luhn mod 10); a digit is probably mistyped."),
    IssueCodeInfo(
      .numberMoreIssues, .number, [.error, .warning],
      meaning:
        "More issues of one value than are listed (the first 100 are); an error when any dropped one is.",
      message: "{count} more issues like these are not listed."),
  ]
}

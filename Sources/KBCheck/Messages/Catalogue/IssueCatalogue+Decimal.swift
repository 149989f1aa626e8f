extension IssueCatalogue {
  /// The codes of the decimal family (decimal pads and signed numbers).
  static let decimalEntries: [IssueCodeInfo] = [
    IssueCodeInfo(
      .numberInvalidCharacter, .decimal, [.error],
      meaning: "A character that has no place in a decimal number.",
      messages: [
        .init("{character} is not part of a number."),
        .init(variant: "filter", "Only digits and the decimal separator can be entered here."),
        pasteJoinsDigits,
      ]),
    IssueCodeInfo(
      .numberNoDigits, .decimal, [.error],
      meaning: "The value has no digits.",
      message: "Enter at least one digit."),
    IssueCodeInfo(
      .numberWrongDecimalSeparator, .decimal, [.error],
      meaning: "The other convention's decimal separator (. in de_DE, , in en_US).",
      messages: [
        .init("In {locale} the decimal separator is {separator}, not {character}."),
        .init(
          variant: "filter", "The decimal separator in {locale} is {separator}, not {character}."),
        pasteJoinsDigits,
      ]),
    IssueCodeInfo(
      .numberMultipleDecimalSeparators, .decimal, [.error],
      meaning: "A second decimal separator.",
      messages: [
        .init("A number has at most one decimal separator; this is another one."),
        .init(variant: "filter", "A number has one decimal separator."),
        pasteJoinsDigits,
      ]),
    IssueCodeInfo(
      .numberSeparatorFolded, .decimal, kind: .filter, [],
      meaning: "A separator folded to the locale's decimal separator by a filter.",
      message: "The decimal separator in {locale} is {separator}."),
    IssueCodeInfo(
      .numberMisplacedGrouping, .decimal, [.error],
      meaning: "A grouping separator or space where the locale puts none.",
      messages: [
        .init(variant: "space-before", "Remove the space before the number."),
        .init(variant: "space-after", "Remove the space after the number."),
        .init(variant: "start", "A number cannot start with the grouping separator {character}."),
        .init(
          variant: "fraction",
          "No grouping separator or space may follow the decimal separator: {character}."),
        .init(
          variant: "groups",
          "The grouping separator {character} is misplaced; {locale} groups the integer part in groups of {primary} digits from the decimal separator."
        ),
        .init(
          variant: "groups-secondary",
          "The grouping separator {character} is misplaced; {locale} groups the integer part in a group of {primary} digits, then groups of {secondary} (12,34,567) from the decimal separator."
        ),
      ]),
    IssueCodeInfo(
      .numberGroupingNotAllowed, .decimal, [.error],
      meaning: "A grouping separator while grouping is turned off (grouping=false).",
      message: "Enter the number without grouping separators such as {character}."),
    IssueCodeInfo(
      .numberMixedGrouping, .decimal, [.error],
      meaning: "Two different grouping separators in one value.",
      message: "Use one grouping separator throughout, not also {character}."),
    IssueCodeInfo(
      .numberGroupingRemoved, .decimal, kind: .filter, [],
      meaning: "A grouping separator removed by a filter.",
      message: "Numbers are entered without grouping separators."),
    IssueCodeInfo(
      .numberAmbiguousGrouping, .decimal, [.warning],
      meaning: "1.234 in de_DE or 1,234 in en_US: read as grouping.",
      message:
        "{character} is read as a grouping separator, so this is a whole number; the decimal separator of {locale} is {separator}."
    ),
    IssueCodeInfo(
      .numberAmbiguousDecimal, .decimal, [.warning],
      meaning: "2.500 read with . as the decimal separator, which elsewhere groups thousands.",
      message:
        "{separator} is read as the decimal separator of {locale}, so this has three decimals; where {separator} groups thousands the same text is a whole number."
    ),
    IssueCodeInfo(
      .numberSurroundingWhitespace, .decimal, [.error, .warning],
      meaning:
        "Whitespace before or after the number: trimmed with a warning, or refused (trimWhitespace=false).",
      messages: [
        .init(variant: "before", "Remove the whitespace before the number."),
        .init(variant: "after", "Remove the whitespace after the number."),
        .init(variant: "removed-before", "The whitespace before the number was removed."),
        .init(variant: "removed-after", "The whitespace after the number was removed."),
      ]),
    IssueCodeInfo(
      .numberExponentNotAllowed, .decimal, [.error],
      meaning: "An exponent (1e3).",
      message: "Exponents ('{exponent}') are not allowed; write the number out in full."),
    IssueCodeInfo(
      .numberSignNotAllowed, .decimal, [.error],
      meaning: "A sign where the keyboard has none (decimalPad) or not at the start.",
      messages: [
        .init("A number takes one sign, at its start."),
        .init(
          variant: "no-sign-key",
          "{keyboard} has no sign key; {character} is not allowed (use numbersAndPunctuation with signed=true for signed numbers)."
        ),
        .init(variant: "filter", "decimalPad has no sign key."),
        pasteJoinsDigits, pasteTurnsSign,
      ]),
    IssueCodeInfo(
      .numberMisplacedBidiMark, .decimal, [.error],
      meaning: "A bidi mark away from the sign.",
      message: "The invisible mark {character} belongs only around the sign, before the digits."),
    IssueCodeInfo(
      .numberBidiMarkRemoved, .decimal, kind: .filter, [],
      meaning: "A bidi mark removed by a filter.",
      message: "Invisible direction marks are not kept in numbers."),
    IssueCodeInfo(
      .numberTrailingSeparator, .decimal, [.warning],
      meaning: "A decimal separator with no digits after it (12,).",
      message: "No digits follow the decimal separator; the value is read as a whole number."),
    IssueCodeInfo(
      .numberBelowMinimum, .decimal, [.error],
      meaning: "Below minValue.",
      message: "Enter {limit} or more."),
    IssueCodeInfo(
      .numberAboveMaximum, .decimal, [.error],
      meaning: "Above maxValue.",
      message: "Enter {limit} or less."),
    IssueCodeInfo(
      .numberTooManyFractionDigits, .decimal, [.error],
      meaning: "More fraction digits than maxFractionDigits.",
      messages: [
        .init("Enter at most {limit} digits after the decimal separator {separator}."),
        .init(
          variant: "one", "Enter at most {limit} digit after the decimal separator {separator}."),
      ]),
    IssueCodeInfo(
      .numberMixedDigitSystems, .decimal, [.error],
      meaning:
        "Latin digits mixed with the native system's where the two systems' separators differ.",
      message:
        "This value mixes Latin digits with {system} digits; in {locale} they use different separators ({latinSeparator} and {nativeSeparator} for decimals), so enter the number in one of them."
    ),
  ]
}

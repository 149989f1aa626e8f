extension IssueCatalogue {
  /// The codes of the phone family: what the phone-pad validator reads from
  /// the characters, what the numbering plans say, and what the phone-pad
  /// filter changes.
  static let phoneEntries: [IssueCodeInfo] =
    phoneCharacterEntries + phonePlanEntries + phoneFilterEntries

  /// Codes of the characters and digits (``PhonePadValidator``); several
  /// are also changes of the phone-pad filter, with a `filter…` variant.
  private static let phoneCharacterEntries: [IssueCodeInfo] = [
    IssueCodeInfo(
      .phoneNoDigits, .phone, [.error], meaning: "The value has no digits.",
      message: "A phone number needs digits."),
    IssueCodeInfo(
      .phoneMisplacedPlus, .phone, [.error],
      meaning: "A + that is not at the start (also a phone-pad filter change).",
      messages: [
        .init("'+' may only start the number (before the country code)."),
        .init(variant: "filter", "'+' can only start the number."),
        .init(
          variant: "filter-before-plus", "Nothing can go before the '+' that starts the number."),
      ]),
    IssueCodeInfo(
      .phoneUnbalancedParentheses, .phone, [.error],
      meaning: "A ( without ), a ) without (, or nested parentheses.",
      messages: [
        .init(variant: "unclosed", "This '(' is never closed."),
        .init(variant: "unopened", "This ')' has no matching '('."),
        .init(variant: "nested", "Parentheses cannot be nested."),
      ]),
    IssueCodeInfo(
      .phoneLetters, .phone, [.error],
      meaning:
        "Letters (vanity numbers such as 1-800-FLOWERS) without vanity=true (also a phone-pad filter change).",
      messages: [
        .init(
          "Letters are not part of a phone number; type the digits under them on the keypad (or enable vanity numbers)."
        ),
        .init(variant: "filter", "Letters are not part of a phone number."),
        .init(
          variant: "filter-inside-number",
          "The paste has letters inside the number ('{letters}' at {offset}); removing them would join the digits around them into another number. Paste the digits only, or enable vanity numbers to read letters as the keypad digits under them."
        ),
      ]),
    IssueCodeInfo(
      .phoneVanityLetters, .phone, [.warning],
      meaning:
        "Letters mapped to keypad digits with vanity=true (a warning; also a phone-pad filter change).",
      messages: [
        .init("Letters were read as the keypad digits under them (ABC 2 … WXYZ 9)."),
        .init(variant: "filter", "A letter becomes the keypad digit under it."),
      ]),
    IssueCodeInfo(
      .phoneInvalidCharacter, .phone, [.error],
      meaning:
        "A character that has no place in a phone number (also a phone-pad filter change).",
      messages: [
        .init("{character} has no place in a phone number."),
        .init(
          variant: "pause-first",
          "A pause (',') or wait (';') comes after the number, not before it."),
        .init(variant: "filter", "Only digits, *, #, + and pause/wait can be entered here."),
      ]),
    IssueCodeInfo(
      .phoneTooShort, .phone, [.error], meaning: "Fewer digits than a phone number has.",
      messages: [
        .init("A phone number has at least 3 digits."),
        .init(variant: "not-a-number", "The text does not look like a phone number."),
        .init(variant: "national-number", "Too few digits for a national number."),
        .init(variant: "after-idd", "Too few digits after the international prefix or '+'."),
        .init(
          variant: "empty-phone-context", "The phone-context parameter of the tel: URI is empty."),
        .init(
          variant: "phone-context-not-global",
          "The phone-context '{context}' is not a global number."
        ),
        .init(
          variant: "phone-context-invalid",
          "The phone-context '{context}' is neither a global number nor a domain name."),
      ]),
    IssueCodeInfo(
      .phoneTooLong, .phone, [.error], meaning: "More than 15 digits (the E.164 maximum).",
      messages: [
        .init("A phone number has at most 15 digits; this has {count}."),
        .init(
          variant: "e164",
          "A phone number has at most 15 digits with its country code (ITU-T E.164); this has {count}."
        ),
        .init(variant: "text-length", "The text is longer than {limit} characters."),
        .init(variant: "national-number", "A national number has at most {limit} digits."),
      ]),
    IssueCodeInfo(
      .phoneInvalidCountryCode, .phone, [.error],
      meaning: "A country code that starts with 0 or is not assigned.",
      messages: [
        .init("+{countryCode} has no numbering plan."),
        .init(
          variant: "unassigned", "The number does not start with an assigned country calling code."),
        .init(
          variant: "missing",
          "No country code: start with + and the country code, or give a default region."),
      ]),
    IssueCodeInfo(
      .phoneTelParameterDropped, .phone, [.warning],
      meaning:
        "A part of a tel: URI that the number does not keep (;isub=, a domain phone-context, later parameters), dropped as libphonenumber drops it.",
      message: "'{parameter}' is not part of the phone number and is not kept."),
    IssueCodeInfo(
      .phoneTelInvalidContext, .phone, [.error],
      meaning:
        "A ;phone-context= that is neither a global number (+64) nor a domain name (RFC 3966 §3).",
      message:
        "The phone-context must be a country code and digits starting with + (such as +64) or a domain name."
    ),
    IssueCodeInfo(
      .phoneNoCountryCode, .phone, [.error, .warning],
      meaning:
        "No country code and no default region: no E.164 form (a warning, or an error with requireCountryCode=true).",
      messages: [
        .init(
          "No country code: start with + and the country code, or configure defaultRegion (or a locale with a region)."
        ),
        .init(
          variant: "national",
          "No country code: start with + and the country code, or configure defaultRegion; the number is kept in national form."
        ),
      ]),
    IssueCodeInfo(
      .phoneRegionFromLocale, .phone, [.warning],
      meaning:
        "A number read with the numbering plan of the locale's region because no defaultRegion was given.",
      message:
        "Read with the numbering plan of {region}, the region of the locale '{locale}', because no defaultRegion is set."
    ),
    IssueCodeInfo(
      .phoneServiceCode, .phone, [.warning],
      meaning: "* or # outside the post-dial part: a service code, kept as a dial string.",
      message:
        "'*' or '#' make this a service code or dial string, not a phone number; it is kept as dialed."
    ),
    IssueCodeInfo(
      .phoneMoreIssues, .phone, [.error, .warning],
      meaning:
        "More issues of one value than are listed (the first 100 are); an error when a dropped one is.",
      message: "{count} more issues like these are not listed."),
    IssueCodeInfo(
      .phoneExtension, .phone, [.warning],
      meaning: "An extension (ext. 12, x12, ;ext=12) read and kept as ;ext=.",
      message: "The extension {extension} is kept after the number as ';ext={extension}'."),
  ]

  /// Codes of the numbering plans (``PhonePadValidator`` with a country code).
  private static let phonePlanEntries: [IssueCodeInfo] = [
    IssueCodeInfo(
      .phoneTooShortForRegion, .phone, [.error],
      meaning: "Shorter than every possible length of the country's plan.",
      message: "Too short for +{countryCode}: {length} digits after the country code."),
    IssueCodeInfo(
      .phoneTooLongForRegion, .phone, [.error],
      meaning: "Longer than every possible length of the country's plan.",
      message: "Too long for +{countryCode}: {length} digits after the country code."),
    IssueCodeInfo(
      .phoneInvalidLength, .phone, [.error],
      meaning: "Between the plan's possible lengths but not one of them.",
      message: "No number of +{countryCode} has {length} digits after the country code."),
    IssueCodeInfo(
      .phoneLocalOnlyLength, .phone, [.error],
      meaning: "A length only dialled locally: the area code is missing.",
      message: "This length is dialled only locally; add the area code."),
    IssueCodeInfo(
      .phoneUnknownRange, .phone, [.error, .warning],
      meaning:
        "A possible length in no assigned range of the plan (an error with requireValid, a warning in lenient).",
      messages: [
        .init("+{countryCode} {number} is in no assigned range of the numbering plan."),
        .init(
          variant: "kept",
          "+{countryCode} {number} is in no assigned range of the numbering plan; it is kept because only a possible length is required."
        ),
      ]),
    IssueCodeInfo(
      .phoneInvalidForRegion, .phone, [.warning],
      meaning:
        "A number written nationally for the default region that belongs to another region sharing its country code.",
      messages: [
        .init("This number belongs to {numberRegion} of +{countryCode}, not to {region}."),
        .init(
          variant: "unknown-region",
          "This number belongs to another region of +{countryCode}, not to {region}."),
      ]),
    IssueCodeInfo(
      .phoneNationalPrefixInNumber, .phone, [.error],
      meaning:
        "An invalid number whose E.164 form would be read differently (the national prefix after the country code).",
      message:
        "After +{countryCode} the number starts with the national prefix; {e164} would be read as {readAs}."
    ),
    IssueCodeInfo(
      .phoneTypeNotAllowed, .phone, [.error],
      meaning: "The number's type is not among allowedTypes.",
      message: "A {type} number is not accepted here (allowed: {allowed})."),
    IssueCodeInfo(
      .phoneRegionNotAllowed, .phone, [.error],
      meaning: "The number's region is not among allowedRegions.",
      messages: [
        .init("A number of {region} is not accepted here (allowed: {allowed})."),
        .init(
          variant: "unknown-region",
          "A number of an unknown region is not accepted here (allowed: {allowed})."),
      ]),
    IssueCodeInfo(
      .phoneNationalPrefixRemoved, .phone, [.warning],
      meaning: "A national (trunk) prefix removed, as the plan says.",
      message:
        "The national prefix '{prefix}' is dialled only inside the country; it is not part of the international number."
    ),
    IssueCodeInfo(
      .phoneNationalPrefixTransformed, .phone, [.warning],
      meaning:
        "A national prefix rewritten by the plan's transform rule, such as Argentina's 0…15 becoming 9….",
      message:
        "The national prefix '{prefix}' is written '{written}' in the international number, as the numbering plan of +{countryCode} says."
    ),
  ]

  /// Codes only the phone-pad filter reports (changes, no severity).
  private static let phoneFilterEntries: [IssueCodeInfo] = [
    IssueCodeInfo(
      .phoneNotOnPad, .phone, kind: .filter, [],
      meaning: "A character a phone-pad filter removed (formatting or not on the pad).",
      messages: [
        .init("The phone pad has no {character} key; formatting is not kept."),
        .init(variant: "parenthesis", "The phone pad has no parentheses; formatting is not kept."),
        .init(
          variant: "trunk-zero", "A trunk prefix written (0) is not dialed after the country code."),
      ]),
    IssueCodeInfo(
      .phoneExtensionAsPause, .phone, kind: .filter, [],
      meaning:
        "A pasted extension label (ext., x, ;ext=) the phone-pad filter turned into the pause , before the extension's digits.",
      messages: [
        .init(
          "The extension label becomes a pause (,): the phone dials the extension after the call connects."
        ),
        .init(variant: "label-part", "Part of the extension label, replaced by the pause (,)."),
      ]),
    IssueCodeInfo(
      .phoneDigitFolded, .phone, kind: .filter, [],
      meaning: "A digit of another script (or a full-width +) folded to ASCII by the filter.",
      messages: [
        .init("Digits are stored as ASCII."),
        .init(variant: "plus", "Stored as ASCII '+'."),
      ]),
    IssueCodeInfo(
      .phoneFormatInserted, .phone, kind: .filter, [],
      meaning:
        "A space, dash or parenthesis the phone pad's as-you-type formatting inserted (its offset is in the new text).",
      message: "Inserted by as-you-type formatting for {region} (the new text's offset)."),
  ]
}

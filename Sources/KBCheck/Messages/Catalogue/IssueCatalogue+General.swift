extension IssueCatalogue {
  /// The codes every family shares: input filters, forms, form schemas and
  /// validator configuration (the `input.` codes are ``InputIssue``).
  static let generalEntries: [IssueCodeInfo] =
    filterEntries + formEntries + schemaEntries + configurationEntries

  /// The `filter.*` codes (changes an input filter made to an edit).
  static let filterEntries: [IssueCodeInfo] = [
    IssueCodeInfo(
      .filterControl, .filter, kind: .filter, [],
      meaning: "A C0 or C1 control character was removed (or a keystroke refused).",
      message: "Control characters are not inserted."),
    IssueCodeInfo(
      .filterBidiControl, .filter, kind: .filter, [],
      meaning: "A bidirectional control (Trojan Source) was removed.",
      message:
        "Bidirectional controls can make text display in a different order than it is stored."),
    IssueCodeInfo(
      .filterInvisible, .filter, kind: .filter, [],
      meaning: "A zero-width or other default-ignorable character was removed.",
      message: "Invisible characters are not inserted."),
    IssueCodeInfo(
      .filterNoncharacter, .filter, kind: .filter, [],
      meaning: "A noncharacter code point was removed.",
      message: "Noncharacters are not inserted."),
    IssueCodeInfo(
      .filterLineBreak, .filter, kind: .filter, [],
      meaning: "A line break was removed, or turned into a space, in a single-line field.",
      messages: [
        .init("This is a single-line field: the line break was removed."),
        .init(variant: "space", "This is a single-line field: the line break became a space."),
      ]),
    IssueCodeInfo(
      .filterTab, .filter, kind: .filter, [],
      meaning: "A tab was removed, or turned into a space, in a single-line field.",
      messages: [
        .init("This is a single-line field: the tab was removed."),
        .init(variant: "space", "This is a single-line field: the tab became a space."),
      ]),
    IssueCodeInfo(
      .filterSpace, .filter, kind: .filter, [],
      meaning: "A space was removed from a field that takes none (URL, email, twitter).",
      messages: [
        .init("This field takes no spaces."),
        .init(
          variant: "surrounding",
          "White space around a pasted address is not kept."),
        .init(
          variant: "paste-joins",
          "'{pasted}' was not pasted: removing {character} at {offset} would join the characters around it, and '{inserted}' is another value."
        ),
      ]),
    IssueCodeInfo(
      .filterNotASCII, .filter, kind: .filter, [],
      meaning: "A non-ASCII character was removed from an ASCII field.",
      message: "Only ASCII characters go in this field."),
    IssueCodeInfo(
      .filterFullWidth, .filter, kind: .filter, [],
      meaning: "A full-width (or other compatibility-width) form was folded to ASCII.",
      message: "Full-width forms are stored as ASCII."),
    IssueCodeInfo(
      .filterIdeographicStop, .filter, kind: .filter, [],
      meaning: "An ideographic full stop was folded to '.'.",
      message: "An ideographic full stop is stored as '.'."),
    IssueCodeInfo(
      .filterTooLong, .filter, kind: .filter, [],
      meaning: "A character was cut because the field's maximum length was reached.",
      message: "The field takes at most {limit} characters."),
    IssueCodeInfo(
      .filterPartOfRemoved, .filter, kind: .filter, [],
      meaning: "A combining mark or joined scalar went with the character it belongs to.",
      message: "Removed with {character}, the character it belongs to."),
  ]

  /// The `form.*` codes (findings about a whole submission).
  static let formEntries: [IssueCodeInfo] = [
    IssueCodeInfo(
      .formMissingField, .form, [.error],
      meaning: "A required field is absent, null or empty.",
      messages: [
        .init("Fill in the field '{field}'."),
        .init(variant: "html", "This field is required."),
      ]),
    IssueCodeInfo(
      .formUnknownField, .form, [.error],
      meaning: "A submission key names no field of the schema.",
      message: "The form has no field named '{field}'."),
    IssueCodeInfo(
      .formDuplicateField, .form, [.error],
      meaning: "A submission gives the same key twice.",
      message: "The field '{field}' is given more than once."),
    IssueCodeInfo(
      .formInvalidJSON, .form, [.error],
      meaning: "A submission is not well-formed JSON; the variant says why.",
      messages: JSONParseError.Reason.allCases.map {
        .init(variant: $0.rawValue, "The submission is not JSON: " + $0.english)
      }),
    IssueCodeInfo(
      .formNotAnObject, .form, [.error],
      meaning: "A submission is JSON but not an object.",
      message: "A submission is a JSON object of field values."),
    IssueCodeInfo(
      .formNotText, .form, [.error],
      meaning: "A field's value is an array, object or boolean, not text or a number.",
      message: "The field '{field}' takes text or a number."),
    IssueCodeInfo(
      .formMoreIssues, .form, [.error, .warning],
      meaning:
        "More unknown or repeated keys than a report lists (FormSchema.listedKeyLimit, 20); an error when any dropped one is, a warning when unknown keys are allowed.",
      messages: [
        .init("{count} more unknown or repeated keys are not listed."),
        .init(variant: "unknown", "{count} more unknown keys are not listed."),
      ]),
    IssueCodeInfo(
      .formConfiguration, .form, [.error],
      meaning:
        "A field's type or options cannot configure a validator; the message is the configuration error's (config.*).",
      message: "{message}"),
  ]

  /// The `schema.*` codes (``FormSchemaError``).
  static let schemaEntries: [IssueCodeInfo] = [
    IssueCodeInfo(
      "schema.invalid-json", .schema, kind: .schema, [.error],
      meaning: "The schema is not well-formed JSON; the variant says why.",
      messages: JSONParseError.Reason.allCases.map {
        .init(variant: $0.rawValue, $0.english + " (at byte {byte})")
      }),
    IssueCodeInfo(
      "schema.missing-key", .schema, kind: .schema, [.error],
      meaning: "A required key is missing.",
      messages: [
        .init(variant: "fields", "A schema needs a \"fields\" array."),
        .init(variant: "name", "A field needs a \"name\"."),
        .init(variant: "type", "Field '{field}' needs a \"type\"."),
      ]),
    IssueCodeInfo(
      "schema.bad-value", .schema, kind: .schema, [.error],
      meaning: "A key has a value of the wrong kind.",
      messages: [
        .init(variant: "schema-object", "A schema is a JSON object with a \"fields\" array."),
        .init(variant: "fields", "\"fields\" must be an array."),
        .init(variant: "field-object", "A field is a JSON object."),
        .init(variant: "empty-name", "A field needs a non-empty name."),
        .init(variant: "order", "\"order\" must be an integer."),
        .init(variant: "choices", "\"choices\" must be an array of strings."),
        .init(variant: "options", "\"options\" must be an object."),
        .init(
          variant: "context",
          "\"context\" must be an object of roles and field names, or an array of field names."),
        .init(
          variant: "context-field",
          "Field '{field}' reads field '{other}', which the schema does not have."),
        .init(variant: "context-cycle", "Field '{field}' reads itself through its context fields."),
        .init(variant: "string", "Expected a string."),
        .init(variant: "boolean", "Expected true or false."),
        .init(variant: "scalar", "Expected a string, number or boolean."),
        .init(
          variant: "inexact-number",
          "The number {number} cannot be read exactly (its exponent is beyond ±{limit})."),
      ]),
    IssueCodeInfo(
      "schema.unknown-key", .schema, kind: .schema, [.error],
      meaning: "A key the schema format does not define.",
      messages: [
        .init(
          variant: "schema",
          "Unknown key '{key}'; expected fields, allowUnknownFields, title, description."),
        .init(
          variant: "field",
          "Unknown key '{key}'; expected name, type, required, profile, locale, base, options, choices, caseInsensitive, label, autocomplete, order, disabled, hidden, context."
        ),
      ]),
    IssueCodeInfo(
      "schema.duplicate-field", .schema, kind: .schema, [.error],
      meaning: "Two fields share a name.",
      message: "Two fields are named '{field}'."),
    IssueCodeInfo(
      "schema.configuration", .schema, kind: .schema, [.error],
      meaning:
        "A field's type, profile or options cannot configure a validator; the message is the configuration error's (config.*).",
      message: "{message}"),
  ]

  /// The `config.*` codes (``ConfigurationError``).
  static let configurationEntries: [IssueCodeInfo] = [
    IssueCodeInfo(
      .configUnknownProfile, .configuration, kind: .configuration, [.error],
      meaning: "A profile name the family does not know.",
      messages: [
        .init("Unknown profile '{profile}'; expected one of: {known}."),
        .init(variant: "none", "Unknown profile '{profile}'; this type has no profiles."),
      ]),
    IssueCodeInfo(
      .configUnknownOption, .configuration, kind: .configuration, [.error],
      meaning: "An option name the family does not know.",
      message: "Unknown option '{option}'; expected one of: {known}."),
    IssueCodeInfo(
      .configBadOptionValue, .configuration, kind: .configuration, [.error],
      meaning: "An option value that cannot be read; the variant says what was expected.",
      messages: badOptionValueMessages),
    IssueCodeInfo(
      .configConflictingOptions, .configuration, kind: .configuration, [.error],
      meaning: "Options that contradict each other.",
      messages: [
        .init(variant: "length", "Give either 'length' or 'minLength'/'maxLength', not both."),
        .init(
          variant: "min-length",
          "'minLength' ({minLength}) is greater than 'maxLength' ({maxLength})."),
        .init(
          variant: "min-value", "'minValue' ({minValue}) is greater than 'maxValue' ({maxValue})."),
        .init(
          variant: "calling-code",
          "defaultRegion has calling code {regionCode}, defaultCallingCode says {code}."),
      ]),
    IssueCodeInfo(
      .configUnknownLocale, .configuration, kind: .configuration, [.error],
      meaning:
        "A locale ICU has no number data for, or one it would only reach by falling back (unknown region, trailing text, NUL, swapped case).",
      messages: [
        .init(
          "ICU has no number data for locale '{locale}'; give an ICU id such as de_DE or a BCP 47 tag such as de-DE."
        ),
        .init(
          variant: "no-format", "ICU cannot open a number format for locale '{locale}' ({status})."),
        .init(
          variant: "fallback",
          "'{locale}' is not a locale ICU has; it would use '{fallback}' instead. Give an ICU id such as de_DE (language in lower case, region in upper case) or a BCP 47 tag such as de-DE."
        ),
      ]),
    IssueCodeInfo(
      .formUnknownType, .configuration, kind: .configuration, [.error],
      meaning:
        "A form field's type names no keyboard type and is not picker, or picker keys on another type.",
      messages: [
        .init("Field '{field}' has unknown type '{type}'; expected picker or one of: {known}."),
        .init(
          variant: "picker-keys",
          "Field '{field}': choices and caseInsensitive are for picker fields."),
      ]),
  ]

  /// The messages of `config.bad-option-value`, one per kind of value
  /// expected; each names the option and the value given.
  static let badOptionValueMessages: [IssueCodeInfo.Message] = {
    let expected: [(String, String)] = [
      ("boolean", "true or false"),
      ("count", "a non-negative integer"),
      ("decimal", "an ASCII decimal such as -5 or 99.95"),
      ("absolute-url", "an absolute URL"),
      ("single-line", "false: {keyboard} is a single-line keyboard"),
      ("not-below-min", "a value not below minLength ({minLength})"),
      ("filter-region", "a region of the numbering plans, such as US or DE"),
      ("calling-code", "a calling code such as 1 or 49"),
      ("assigned-calling-code", "an assigned country calling code such as 1 or 49"),
      ("phone-types", "{known}"),
      ("card-brands", "card brands among {known}"),
      ("code-length", "a length from 4 to 8, or a range such as 4-8"),
      ("iban-countries", "country codes of the IBAN registry, such as DE,FR"),
      ("region-codes", "ISO 3166 region codes or 001"),
      (
        "default-region",
        "a region of the numbering plans ({count} regions, such as US or DE), or give defaultCallingCode"
      ),
      (
        "validation-error-names",
        "WHATWG validation error names such as invalid-reverse-solidus, or none"
      ),
    ]
    return expected.map {
      .init(variant: $0.0, "Option '{option}' has value '{value}'; expected \($0.1).")
    } + [
      .init(
        variant: "decimal-pad-sign",
        "decimalPad has no sign key; use numbersAndPunctuation with signed=true for signed numbers."
      )
    ]
  }()
}

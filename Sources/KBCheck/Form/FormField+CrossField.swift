extension FormField {
  /// The field with the options it takes from other fields of a submission
  /// (``optionsFrom``) set to those fields' values as given; an absent or
  /// empty source leaves the option unset.
  /// - Parameter submission: The submission's values by field name.
  /// - Returns: The field.
  func resolvingOptions(from submission: [String: JSONValue]) -> FormField {
    resolvingOptions { submission[$0] }
  }

  /// ``resolvingOptions(from:)`` with the submitted values read by field
  /// name through `value`.
  /// - Parameter value: The submitted value of a field name, if any.
  /// - Returns: The field with its read options set.
  func resolvingOptions(reading value: (String) -> JSONValue?) -> FormField {
    var field = self
    for (option, source) in optionsFrom {
      if let text = FormField.optionValue(value(source)) { field.options[option] = text }
    }
    return field
  }

  /// The option value a submitted value gives (a non-empty string, a
  /// number's text), or `nil` when it gives none and the field keeps its
  /// own option.
  /// - Parameter value: The submitted value, if any.
  /// - Returns: The option's text, or `nil`.
  static func optionValue(_ value: JSONValue?) -> String? {
    switch value {
    case .string(let text)? where !text.isEmpty: text
    case .number(let text)?: text
    case .int(let value)?: String(value)
    default: nil
    }
  }
}

/// A cross-field setting of a form schema that cannot be used (schema family).
public enum CrossFieldSchemaIssue: FamilyIssue {
  /// `optionsFrom` is not an object of option names to field names.
  case notAnObject
  /// `optionsFrom` names a field the schema does not have.
  case unknownSource(option: String, field: String)

  /// The schema family.
  public static let family = IssueFamily.schema
  /// Schema errors.
  public static let kind = IssueCodeInfo.Kind.schema
  /// One of every case.
  public static let samples: [CrossFieldSchemaIssue] = [
    .notAnObject, .unknownSource(option: "defaultRegion", field: "country"),
  ]

  /// The dotted code.
  public var code: ValidationIssue.Code {
    switch self {
    case .notAnObject: "schema.options-from"
    case .unknownSource: "schema.options-from-unknown-field"
    }
  }

  /// Always an error.
  public var severity: ValidationIssue.Severity { .error }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .notAnObject: "optionsFrom is not an object of option names to field names."
    case .unknownSource: "optionsFrom (or regionFrom) names a field the schema does not have."
    }
  }

  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .notAnObject: "optionsFrom ist kein Objekt, das Optionsnamen auf Feldnamen abbildet."
    case .unknownSource: "optionsFrom (oder regionFrom) nennt ein Feld, das das Schema nicht hat."
    }
  }

  /// The English message.
  public var english: String {
    switch self {
    case .notAnObject:
      "\"optionsFrom\" must be an object of option names to field names, such as {\"defaultRegion\": \"country\"}."
    case .unknownSource(let option, let field):
      "The option \(option) is taken from the field \(field), which the schema does not have."
    }
  }

  /// The German message.
  public var german: String {
    switch self {
    case .notAnObject:
      "„optionsFrom“ muss ein Objekt aus Optionsnamen und Feldnamen sein, etwa {\"defaultRegion\": \"country\"}."
    case .unknownSource(let option, let field):
      "Die Option \(option) wird aus dem Feld \(field) genommen, das das Schema nicht hat."
    }
  }
}

/// What a form schema reports about a whole submission (``FormReport``):
/// missing, unknown and repeated fields, a submission that is not a JSON
/// object, a value that is not text, a field whose validator cannot be made.
public enum FormIssue: FamilyIssue {
  /// A required field is absent, null or empty (`form.missing-field`).
  case missingField(String)
  /// A required field, as the HTML form says it beside the field (`form.missing-field`).
  case requiredField
  /// A key that names no field (`form.unknown-field`).
  case unknownField(String)
  /// A key given twice (`form.duplicate-field`).
  case duplicateField(String)
  /// A submission that is not well-formed JSON (`form.invalid-json`; RFC 8259).
  case invalidJSON(JSONParseError)
  /// A submission that is JSON but not an object (`form.not-an-object`).
  case notAnObject
  /// A field value that is an array, object or boolean (`form.not-text`).
  case notText(field: String)
  /// A field whose validator cannot be made: the configuration error's
  /// message (`form.configuration`).
  case configuration(ConfigurationError)
  /// More unknown or repeated keys than a report lists
  /// (``FormSchema/listedKeyLimit``): an error when any dropped one is
  /// (`form.more-issues`).
  case moreIssues(count: Int, severity: ValidationIssue.Severity)
  /// More unknown keys than a report lists, when unknown keys are allowed
  /// (a warning, `form.more-issues`).
  case moreUnknownKeys(count: Int)

  /// The form family.
  public static let family = IssueFamily.form
  /// One of each case.
  public static let samples: [FormIssue] =
    [.missingField("email"), .requiredField, .unknownField("emial"), .duplicateField("email")]
    + JSONParseError.Reason.samples.map { .invalidJSON(JSONParseError($0, at: 0)) }
    + [
      .notAnObject, .notText(field: "age"),
      .configuration(.unknownOption("minLenght", known: ["maxLength", "minLength"])),
      .moreIssues(count: 3, severity: .error), .moreIssues(count: 3, severity: .warning),
      .moreUnknownKeys(count: 3),
    ]

  /// The code.
  public var code: ValidationIssue.Code {
    switch self {
    case .missingField, .requiredField: .formMissingField
    case .unknownField: .formUnknownField
    case .duplicateField: .formDuplicateField
    case .invalidJSON: .formInvalidJSON
    case .notAnObject: .formNotAnObject
    case .notText: .formNotText
    case .configuration: .formConfiguration
    case .moreIssues, .moreUnknownKeys: .formMoreIssues
    }
  }

  /// An error, except for a closing count of warnings only.
  public var severity: ValidationIssue.Severity {
    switch self {
    case .moreIssues(_, let severity): severity
    case .moreUnknownKeys: .warning
    default: .error
    }
  }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .missingField, .requiredField: "A required field is absent, null or empty."
    case .unknownField: "A submission key names no field of the schema."
    case .duplicateField: "A submission gives the same key twice."
    case .invalidJSON: "A submission is not well-formed JSON; the message says why."
    case .notAnObject: "A submission is JSON but not an object."
    case .notText: "A field's value is an array, object or boolean, not text or a number."
    case .configuration:
      "A field's type or options cannot configure a validator; the message is the configuration error's (config.*)."
    case .moreIssues, .moreUnknownKeys:
      "More unknown or repeated keys than a report lists (FormSchema.listedKeyLimit, 20); an error when any dropped one is, a warning when unknown keys are allowed."
    }
  }

  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .missingField, .requiredField: "Ein Pflichtfeld fehlt, ist null oder leer."
    case .unknownField: "Ein Schlüssel der Übermittlung nennt kein Feld des Schemas."
    case .duplicateField: "Eine Übermittlung gibt denselben Schlüssel zweimal an."
    case .invalidJSON: "Eine Übermittlung ist kein wohlgeformtes JSON; die Meldung sagt, warum."
    case .notAnObject: "Eine Übermittlung ist JSON, aber kein Objekt."
    case .notText:
      "Der Wert eines Felds ist ein Array, Objekt oder Wahrheitswert, kein Text und keine Zahl."
    case .configuration:
      "Typ oder Optionen eines Felds können keinen Validator konfigurieren; die Meldung ist die des Konfigurationsfehlers (config.*)."
    case .moreIssues, .moreUnknownKeys:
      "Mehr unbekannte oder wiederholte Schlüssel, als ein Bericht aufführt (FormSchema.listedKeyLimit, 20); ein Fehler, wenn einer der weggelassenen einer ist, eine Warnung, wenn unbekannte Schlüssel erlaubt sind."
    }
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .missingField(let field): "Fill in the field '\(field)'."
    case .requiredField: "This field is required."
    case .unknownField(let field): "The form has no field named '\(field)'."
    case .duplicateField(let field): "The field '\(field)' is given more than once."
    case .invalidJSON(let error):
      "The submission is not JSON: " + (error.reason?.english ?? error.message)
    case .notAnObject: "A submission is a JSON object of field values."
    case .notText(let field): "The field '\(field)' takes text or a number."
    case .configuration(let error): error.localized(.english).message
    case .moreIssues(let count, _): "\(count) more unknown or repeated keys are not listed."
    case .moreUnknownKeys(let count): "\(count) more unknown keys are not listed."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .missingField(let field): "Füllen Sie das Feld „\(field)“ aus."
    case .requiredField: "Dieses Feld ist erforderlich."
    case .unknownField(let field): "Das Formular hat kein Feld namens „\(field)“."
    case .duplicateField(let field): "Das Feld „\(field)“ wurde mehrfach angegeben."
    case .invalidJSON(let error):
      "Die Übermittlung ist kein JSON: " + (error.reason?.german ?? error.message)
    case .notAnObject: "Eine Übermittlung ist ein JSON-Objekt mit Feldwerten."
    case .notText(let field): "Das Feld „\(field)“ nimmt Text oder eine Zahl auf."
    case .configuration(let error): error.localized(.german).message
    case .moreIssues(let count, _):
      "\(count) weitere unbekannte oder wiederholte Schlüssel sind nicht aufgeführt."
    case .moreUnknownKeys(let count): "\(count) weitere unbekannte Schlüssel sind nicht aufgeführt."
    }
  }
}

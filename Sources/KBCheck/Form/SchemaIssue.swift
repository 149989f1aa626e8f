/// Why a form schema cannot be used (``FormSchemaError``): malformed JSON,
/// a missing, mistyped or unknown key, two fields of one name, a field
/// whose validator cannot be made.
public enum SchemaIssue: FamilyIssue {
  /// The schema is not well-formed JSON (`schema.invalid-json`; RFC 8259).
  case invalidJSON(JSONParseError)
  /// No "fields" array (`schema.missing-key`).
  case missingFields
  /// A field without "name" (`schema.missing-key`).
  case missingName
  /// A field without "type" (`schema.missing-key`).
  case missingType(field: String)
  /// The schema is not a JSON object (`schema.bad-value`).
  case notASchemaObject
  /// "fields" is not an array (`schema.bad-value`).
  case fieldsNotAnArray
  /// A field is not a JSON object (`schema.bad-value`).
  case notAFieldObject
  /// A field with an empty name (`schema.bad-value`).
  case emptyName
  /// "order" is not an integer (`schema.bad-value`).
  case orderNotAnInteger
  /// "choices" is not an array of strings (`schema.bad-value`).
  case choicesNotStrings
  /// "options" is not an object (`schema.bad-value`).
  case optionsNotAnObject
  /// "context" is neither an object of roles and field names nor an array
  /// of field names (`schema.bad-value`).
  case contextNotValid
  /// A field's context names a field the schema does not have (`schema.bad-value`).
  case contextFieldUnknown(field: String, other: String)
  /// A field reads itself through its context fields (`schema.bad-value`).
  case contextCycle(field: String)
  /// A string was expected (`schema.bad-value`).
  case expectedString
  /// A boolean was expected (`schema.bad-value`).
  case expectedBoolean
  /// A string, number or boolean was expected (`schema.bad-value`).
  case expectedScalar
  /// A number that cannot be read exactly: its exponent is beyond ±`limit`
  /// (`schema.bad-value`).
  case inexactNumber(String, limit: Int)
  /// A key of the schema object the format does not define (`schema.unknown-key`).
  case unknownSchemaKey(String)
  /// A key of a field the format does not define (`schema.unknown-key`).
  case unknownFieldKey(String)
  /// Two fields of one name (`schema.duplicate-field`).
  case duplicateField(String)
  /// A field whose validator cannot be made: the configuration error's
  /// message (`schema.configuration`).
  case configuration(ConfigurationError)

  /// The schema family.
  public static let family = IssueFamily.schema
  /// Reported as ``FormSchemaError``.
  public static let kind = IssueCodeInfo.Kind.schema
  /// One of each case.
  public static let samples: [SchemaIssue] =
    JSONParseError.Reason.samples.map { .invalidJSON(JSONParseError($0, at: 0)) }
    + [
      .missingFields, .missingName, .missingType(field: "email"),
      .notASchemaObject, .fieldsNotAnArray, .notAFieldObject, .emptyName, .orderNotAnInteger,
      .choicesNotStrings, .optionsNotAnObject, .contextNotValid,
      .contextFieldUnknown(field: "cvc", other: "card"), .contextCycle(field: "cvc"),
      .expectedString, .expectedBoolean, .expectedScalar, .inexactNumber("1e999", limit: 400),
      .unknownSchemaKey("feilds"), .unknownFieldKey("tpye"), .duplicateField("email"),
      .configuration(.unknownOption("minLenght", known: ["maxLength", "minLength"])),
    ]

  /// The code.
  public var code: ValidationIssue.Code {
    let code: FormSchemaError.Code =
      switch self {
      case .invalidJSON: .invalidJSON
      case .missingFields, .missingName, .missingType: .missingKey
      case .notASchemaObject, .fieldsNotAnArray, .notAFieldObject, .emptyName, .orderNotAnInteger,
        .choicesNotStrings, .optionsNotAnObject, .contextNotValid, .contextFieldUnknown,
        .contextCycle, .expectedString, .expectedBoolean, .expectedScalar, .inexactNumber:
        .badValue
      case .unknownSchemaKey, .unknownFieldKey: .unknownKey
      case .duplicateField: .duplicateField
      case .configuration: .configuration
      }
    return ValidationIssue.Code(rawValue: code.rawValue)
  }

  /// Always an error.
  public var severity: ValidationIssue.Severity { .error }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .invalidJSON: "The schema is not well-formed JSON; the message says why."
    case .missingFields, .missingName, .missingType: "A required key is missing."
    case .notASchemaObject, .fieldsNotAnArray, .notAFieldObject, .emptyName, .orderNotAnInteger,
      .choicesNotStrings, .optionsNotAnObject, .contextNotValid, .contextFieldUnknown,
      .contextCycle, .expectedString, .expectedBoolean, .expectedScalar, .inexactNumber:
      "A key has a value of the wrong kind."
    case .unknownSchemaKey, .unknownFieldKey: "A key the schema format does not define."
    case .duplicateField: "Two fields share a name."
    case .configuration:
      "A field's type, profile or options cannot configure a validator; the message is the configuration error's (config.*)."
    }
  }

  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .invalidJSON: "Das Schema ist kein wohlgeformtes JSON; die Meldung sagt, warum."
    case .missingFields, .missingName, .missingType: "Ein verlangter Schlüssel fehlt."
    case .notASchemaObject, .fieldsNotAnArray, .notAFieldObject, .emptyName, .orderNotAnInteger,
      .choicesNotStrings, .optionsNotAnObject, .contextNotValid, .contextFieldUnknown,
      .contextCycle, .expectedString, .expectedBoolean, .expectedScalar, .inexactNumber:
      "Ein Schlüssel hat einen Wert der falschen Art."
    case .unknownSchemaKey, .unknownFieldKey: "Ein Schlüssel, den das Schemaformat nicht definiert."
    case .duplicateField: "Zwei Felder haben denselben Namen."
    case .configuration:
      "Typ, Profil oder Optionen eines Felds können keinen Validator konfigurieren; die Meldung ist die des Konfigurationsfehlers (config.*)."
    }
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .invalidJSON(let error):
      "\(error.reason?.english ?? error.message) (at byte \(error.byteOffset))"
    case .missingFields: "A schema needs a \"fields\" array."
    case .missingName: "A field needs a \"name\"."
    case .missingType(let field): "Field '\(field)' needs a \"type\"."
    case .notASchemaObject: "A schema is a JSON object with a \"fields\" array."
    case .fieldsNotAnArray: "\"fields\" must be an array."
    case .notAFieldObject: "A field is a JSON object."
    case .emptyName: "A field needs a non-empty name."
    case .orderNotAnInteger: "\"order\" must be an integer."
    case .choicesNotStrings: "\"choices\" must be an array of strings."
    case .optionsNotAnObject: "\"options\" must be an object."
    case .contextNotValid:
      "\"context\" must be an object of roles and field names, or an array of field names."
    case .contextFieldUnknown(let field, let other):
      "Field '\(field)' reads field '\(other)', which the schema does not have."
    case .contextCycle(let field): "Field '\(field)' reads itself through its context fields."
    case .expectedString: "Expected a string."
    case .expectedBoolean: "Expected true or false."
    case .expectedScalar: "Expected a string, number or boolean."
    case .inexactNumber(let number, let limit):
      "The number \(number) cannot be read exactly (its exponent is beyond ±\(limit))."
    case .unknownSchemaKey(let key):
      "Unknown key '\(key)'; expected fields, allowUnknownFields, title, description."
    case .unknownFieldKey(let key):
      "Unknown key '\(key)'; expected name, type, required, profile, locale, base, options, choices, caseInsensitive, label, autocomplete, order, disabled, hidden, context."
    case .duplicateField(let field): "Two fields are named '\(field)'."
    case .configuration(let error): error.localized(.english).message
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .invalidJSON(let error):
      "\(error.reason?.german ?? error.message) (bei Byte \(error.byteOffset))"
    case .missingFields: "Ein Schema braucht ein Array „fields“."
    case .missingName: "Ein Feld braucht einen „name“."
    case .missingType(let field): "Das Feld „\(field)“ braucht einen „type“."
    case .notASchemaObject: "Ein Schema ist ein JSON-Objekt mit einem Array „fields“."
    case .fieldsNotAnArray: "„fields“ muss ein Array sein."
    case .notAFieldObject: "Ein Feld ist ein JSON-Objekt."
    case .emptyName: "Ein Feld braucht einen nicht leeren Namen."
    case .orderNotAnInteger: "„order“ muss eine ganze Zahl sein."
    case .choicesNotStrings: "„choices“ muss ein Array von Zeichenketten sein."
    case .optionsNotAnObject: "„options“ muss ein Objekt sein."
    case .contextNotValid:
      "„context“ muss ein Objekt aus Rollen und Feldnamen oder ein Array von Feldnamen sein."
    case .contextFieldUnknown(let field, let other):
      "Feld „\(field)“ liest Feld „\(other)“, das es im Schema nicht gibt."
    case .contextCycle(let field): "Feld „\(field)“ liest über seine Kontextfelder sich selbst."
    case .expectedString: "Erwartet wurde eine Zeichenkette."
    case .expectedBoolean: "Erwartet wurde true oder false."
    case .expectedScalar: "Erwartet wurde eine Zeichenkette, eine Zahl oder ein Wahrheitswert."
    case .inexactNumber(let number, let limit):
      "Die Zahl \(number) kann nicht exakt gelesen werden (ihr Exponent liegt jenseits von ±\(limit))."
    case .unknownSchemaKey(let key):
      "Unbekannter Schlüssel „\(key)“; erwartet: fields, allowUnknownFields, title, description."
    case .unknownFieldKey(let key):
      "Unbekannter Schlüssel „\(key)“; erwartet: name, type, required, profile, locale, base, options, choices, caseInsensitive, label, autocomplete, order, disabled, hidden, context."
    case .duplicateField(let field): "Zwei Felder heißen „\(field)“."
    case .configuration(let error): error.localized(.german).message
    }
  }
}

extension FormSchema {
  /// Decodes a schema from its JSON text and checks it (see ``check()``).
  ///
  /// Option values may be JSON strings, numbers or booleans; they are kept as
  /// their text. Unknown keys are errors, so that a typo (`"requird"`) is not
  /// silently ignored.
  /// - Parameter json: The schema's JSON text.
  /// - Returns: The schema.
  /// - Throws: ``FormSchemaError`` with the path of the problem.
  /// - Complexity: O(*n*) in the length of the text.
  public static func decode(json: String) throws(FormSchemaError) -> FormSchema {
    try decode(json: Array(json.utf8))
  }

  /// Decodes a schema from JSON bytes and checks it.
  /// - Parameter json: The schema's JSON text as UTF-8 bytes.
  /// - Returns: The schema.
  /// - Throws: ``FormSchemaError`` with the path of the problem.
  /// - Complexity: O(*n*) in the number of bytes.
  public static func decode(json: some Collection<UInt8>) throws(FormSchemaError) -> FormSchema {
    let value: JSONValue
    do {
      value = try JSONValue(parsing: json)
    } catch {
      throw FormSchemaError(.invalidJSON, error.description)
    }
    let schema = try FormSchema(jsonValue: value)
    try schema.check()
    return schema
  }

  /// Reads a schema from a parsed JSON value, without checking validators.
  /// - Parameter value: The schema object.
  /// - Throws: ``FormSchemaError`` with the path of the problem.
  /// - Complexity: O(*n*) in the size of the value.
  public init(jsonValue value: JSONValue) throws(FormSchemaError) {
    guard case .object(let members) = value else {
      throw FormSchemaError(.badValue, "A schema is a JSON object with a \"fields\" array.")
    }
    var fields: [FormField]?
    var allowUnknown = false
    for member in members {
      switch member.key {
      case "fields":
        guard case .array(let items) = member.value else {
          throw FormSchemaError(.badValue, "\"fields\" must be an array.", path: "fields")
        }
        var list: [FormField] = []
        for (i, item) in items.enumerated() {
          list.append(try FormField(jsonValue: item, path: "fields[\(i)]"))
        }
        fields = list
      case "allowUnknownFields":
        allowUnknown = try SchemaReader.bool(member.value, path: member.key)
      case "$schema", "title", "description": break
      default:
        throw FormSchemaError(
          .unknownKey,
          "Unknown key '\(member.key)'; expected fields, allowUnknownFields, title, description.",
          path: member.key)
      }
    }
    guard let fields else {
      throw FormSchemaError(.missingKey, "A schema needs a \"fields\" array.", path: "fields")
    }
    self.init(fields: fields, allowUnknownFields: allowUnknown)
  }
}

extension FormField {
  /// Reads a field from its JSON object.
  /// - Parameters:
  ///   - value: The field object.
  ///   - path: Where it is, for error messages (`fields[2]`).
  /// - Throws: ``FormSchemaError`` with the path of the problem.
  /// - Complexity: O(*n*) in the size of the value.
  public init(jsonValue value: JSONValue, path: String = "field") throws(FormSchemaError) {
    guard case .object(let members) = value else {
      throw FormSchemaError(.badValue, "A field is a JSON object.", path: path)
    }
    var name: String?
    var type: String?
    var field = FormField(name: "", type: "")
    for member in members {
      let at = path + "." + member.key
      switch member.key {
      case "name": name = try SchemaReader.string(member.value, path: at)
      case "type": type = try SchemaReader.string(member.value, path: at)
      case "required": field.required = try SchemaReader.bool(member.value, path: at)
      case "profile": field.profile = try SchemaReader.optionalString(member.value, path: at)
      case "locale": field.locale = try SchemaReader.optionalString(member.value, path: at)
      case "base": field.base = try SchemaReader.optionalString(member.value, path: at)
      case "label": field.label = try SchemaReader.optionalString(member.value, path: at)
      case "autocomplete":
        field.autocomplete = try SchemaReader.optionalString(member.value, path: at)
      case "caseInsensitive": field.caseInsensitive = try SchemaReader.bool(member.value, path: at)
      case "choices":
        guard case .array(let items) = member.value else {
          throw FormSchemaError(.badValue, "\"choices\" must be an array of strings.", path: at)
        }
        var choices: [String] = []
        for (i, item) in items.enumerated() {
          choices.append(try SchemaReader.scalarText(item, path: at + "[\(i)]"))
        }
        field.choices = choices
      case "options":
        guard case .object(let options) = member.value else {
          throw FormSchemaError(.badValue, "\"options\" must be an object.", path: at)
        }
        for option in options {
          field.options[option.key] = try SchemaReader.scalarText(
            option.value, path: at + "." + option.key)
        }
      default:
        throw FormSchemaError(
          .unknownKey,
          "Unknown key '\(member.key)'; expected name, type, required, profile, locale, base, "
            + "options, choices, caseInsensitive, label, autocomplete.", path: at)
      }
    }
    guard let name else {
      throw FormSchemaError(.missingKey, "A field needs a \"name\".", path: path + ".name")
    }
    guard let type else {
      throw FormSchemaError(.missingKey, "Field '\(name)' needs a \"type\".", path: path + ".type")
    }
    field.name = name
    field.type = type
    self = field
  }
}

/// Typed reads of schema values with path-aware errors.
enum SchemaReader {
  static func string(_ value: JSONValue, path: String) throws(FormSchemaError) -> String {
    guard case .string(let s) = value else {
      throw FormSchemaError(.badValue, "Expected a string.", path: path)
    }
    return s
  }

  static func optionalString(_ value: JSONValue, path: String) throws(FormSchemaError) -> String? {
    if value == .null { return nil }
    return try string(value, path: path)
  }

  static func bool(_ value: JSONValue, path: String) throws(FormSchemaError) -> Bool {
    guard case .bool(let b) = value else {
      throw FormSchemaError(.badValue, "Expected true or false.", path: path)
    }
    return b
  }

  /// A string, number or boolean as text (option values, choices).
  static func scalarText(_ value: JSONValue, path: String) throws(FormSchemaError) -> String {
    switch value {
    case .string(let s): return s
    case .number(let n): return n
    case .int(let i): return String(i)
    case .bool(let b): return b ? "true" : "false"
    default: throw FormSchemaError(.badValue, "Expected a string, number or boolean.", path: path)
    }
  }
}

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
      throw FormSchemaError(invalidJSON: error)
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
      throw FormSchemaError(SchemaIssue.notASchemaObject)
    }
    var fields: [FormField]?
    var allowUnknown = false
    for member in members {
      switch member.key {
      case "fields":
        guard case .array(let items) = member.value else {
          throw FormSchemaError(SchemaIssue.fieldsNotAnArray, path: "fields")
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
        throw FormSchemaError(SchemaIssue.unknownSchemaKey(member.key), path: member.key)
      }
    }
    guard let fields else {
      throw FormSchemaError(SchemaIssue.missingFields, path: "fields")
    }
    self.init(fields: fields, allowUnknownFields: allowUnknown)
  }
}

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
  package init(jsonValue value: JSONValue) throws(FormSchemaError) {
    guard case .object(let members) = value else {
      throw FormSchemaError(SchemaIssue.notASchemaObject)
    }
    var fields: [FormField]?
    var groups: [AddressGroup] = []
    var allowUnknown = false
    for member in members {
      switch member.key {
      case "fields":
        guard case .array(let items) = member.value else {
          throw FormSchemaError(SchemaIssue.fieldsNotAnArray, path: "fields")
        }
        var list: [FormField] = []
        for (i, item) in items.enumerated() {
          // An address group expands into its country's fields (Address/).
          if let group = try AddressGroup(schemaItem: item, path: "fields[\(i)]") {
            list += group.fields
            groups.append(group)
            continue
          }
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
    try FormSchema.checkContexts(fields)
    try FormSchema.checkAddressNames(fields, groups)
    self.init(fields: fields, allowUnknownFields: allowUnknown, addressGroups: groups)
  }
}

extension FormSchema {
  /// Checks that every field's context names fields of the schema, and
  /// that no field reads itself through them.
  /// - Parameter fields: The schema's fields.
  /// - Throws: ``FormSchemaError`` at the first unknown field or cycle.
  static func checkContexts(_ fields: [FormField]) throws(FormSchemaError) {
    var byName: [String: FormField] = [:]
    for field in fields { byName[field.name] = field }
    for (i, field) in fields.enumerated() {
      for (role, other) in field.context.sorted(by: { $0.key < $1.key })
      where byName[other] == nil {
        throw FormSchemaError(
          SchemaIssue.contextFieldUnknown(field: field.name, other: other),
          path: "fields[\(i)].context.\(role)")
      }
      // Walks the fields this one reads, breadth-first; each is visited once.
      var seen: Set<String> = []
      var queue = Array(field.context.values)
      while let next = queue.popLast() {
        if next == field.name {
          throw FormSchemaError(
            SchemaIssue.contextCycle(field: field.name),
            path: "fields[\(i)].context")
        }
        guard seen.insert(next).inserted, let read = byName[next] else { continue }
        queue += read.context.values
      }
    }
  }
}

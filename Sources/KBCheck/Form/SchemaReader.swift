/// Typed reads of schema values with path-aware errors.
enum SchemaReader {
  static func string(_ value: JSONValue, path: String) throws(FormSchemaError) -> String {
    guard case .string(let s) = value else {
      throw FormSchemaError(SchemaIssue.expectedString, path: path)
    }
    return s
  }

  static func optionalString(_ value: JSONValue, path: String) throws(FormSchemaError) -> String? {
    if value == .null { return nil }
    return try string(value, path: path)
  }

  static func bool(_ value: JSONValue, path: String) throws(FormSchemaError) -> Bool {
    guard case .bool(let b) = value else {
      throw FormSchemaError(SchemaIssue.expectedBoolean, path: path)
    }
    return b
  }

  /// A string, number or boolean as text (option values, choices); a
  /// number as its exact decimal text (``JSONNumberText``: `1e2` is `100`).
  static func scalarText(_ value: JSONValue, path: String) throws(FormSchemaError) -> String {
    switch value {
    case .string(let s): return s
    case .number(let n):
      guard let text = JSONNumberText.canonical(n) else {
        throw FormSchemaError(
          SchemaIssue.inexactNumber(n, limit: JSONNumberText.maxExponent), path: path)
      }
      return text
    case .int(let i): return String(i)
    case .bool(let b): return b ? "true" : "false"
    default: throw FormSchemaError(SchemaIssue.expectedScalar, path: path)
    }
  }
}

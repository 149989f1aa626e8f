/// A form: ordered, named fields, each validated by a keyboard type's
/// validator or a picker; the same schema serves `kbcheck form` and services.
///
/// ```swift
/// let schema = try FormSchema.decode(json: text)
/// let report = schema.validate(json: body, locale: "de_DE")
/// if report.isValid { save(report.values) }
/// ```
/// The JSON format is described in the "Form schemas" article.
public struct FormSchema: Sendable, Hashable {
  /// The fields, in the form's order.
  public var fields: [FormField]
  /// Whether submission keys that name no field are accepted; defaults to
  /// `false` (each is reported as a `form.unknown-field` error).
  public var allowUnknownFields: Bool
  /// The address groups the schema's fields were expanded from, in the
  /// schema's order (``AddressGroup``); a form re-lays a group whose country
  /// comes from a field when that field changes. Not encoded: an encoded
  /// schema lists the expanded fields.
  public var addressGroups: [AddressGroup]

  /// Creates a schema.
  /// - Parameters:
  ///   - fields: The fields, in the form's order.
  ///   - allowUnknownFields: Whether unknown submission keys are accepted.
  ///   - addressGroups: The address groups among the fields, if any.
  public init(
    fields: [FormField], allowUnknownFields: Bool = false, addressGroups: [AddressGroup] = []
  ) {
    self.fields = fields
    self.allowUnknownFields = allowUnknownFields
    self.addressGroups = addressGroups
  }

  /// Creates a schema and checks it (``check()``): a field whose
  /// configuration the library rejects, an empty or repeated name, throws
  /// here, when the schema is made, never per submission.
  /// - Parameters:
  ///   - fields: The fields, in the form's order.
  ///   - allowUnknownFields: Whether unknown submission keys are accepted.
  /// - Throws: ``FormSchemaError`` naming the first bad field.
  public init(validating fields: [FormField], allowUnknownFields: Bool = false)
    throws(FormSchemaError)
  {
    self.init(fields: fields, allowUnknownFields: allowUnknownFields)
    try check()
  }

  /// The field with the given name, if any.
  /// - Parameter name: The field's name.
  /// - Returns: The field.
  /// - Complexity: O(*n*) in the number of fields.
  public func field(named name: String) -> FormField? {
    fields.first { $0.name == name }
  }

  /// Checks that every field can build its validator and that names are
  /// unique and non-empty.
  /// - Throws: ``FormSchemaError`` naming the first bad field.
  /// - Complexity: O(*n*) in the size of the schema.
  public func check() throws(FormSchemaError) {
    var seen: Set<String> = []
    for (i, field) in fields.enumerated() {
      let path = "fields[\(i)]"
      guard !field.name.isEmpty else {
        throw FormSchemaError(SchemaIssue.emptyName, path: path + ".name")
      }
      guard seen.insert(field.name).inserted else {
        throw FormSchemaError(SchemaIssue.duplicateField(field.name), path: path + ".name")
      }
      for (option, source) in field.optionsFrom.sorted(by: { $0.key < $1.key })
      where !fields.contains(where: { $0.name == source }) {
        throw FormSchemaError(
          CrossFieldSchemaIssue.unknownSource(option: option, field: source),
          path: path + ".optionsFrom." + option)
      }
      do {
        _ = try field.makeValidator()
      } catch {
        // A field whose options come from another field is configured
        // per submission; without them it may not be complete yet.
        if field.optionsFrom.isEmpty { throw FormSchemaError(configuration: error, path: path) }
      }
    }
  }
}

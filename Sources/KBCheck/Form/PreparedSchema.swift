/// A schema made ready for many submissions in one locale (the rows of a
/// table): its fields' validators, its field names and fields by name, and
/// for a field that reads options from other fields (`optionsFrom`,
/// `regionFrom`) its validators by the values read. A row then builds no
/// lookup table, copies no field and hashes no whole field; the report is
/// the one ``FormSchema/validate(members:locale:)`` gives.
///
/// Safe to use from several threads (`kbcheck table --jobs`): the
/// validators of read values are kept in a locked cache.
package final class PreparedSchema: Sendable {
  /// The validators (or configuration errors) of the fields that read no
  /// options, by field name.
  let validators: [String: Result<any Validator, ConfigurationError>]
  /// The schema's field names.
  let names: Set<String>
  /// The schema's fields by name (the first of a name).
  let fieldsByName: [String: FormField]
  /// The locale of fields that pin none.
  let locale: String?
  /// Whether no field reads another's result (`context`) and no two fields
  /// share a name: each field is then validated once, in schema order.
  let fieldsAreIndependent: Bool
  /// For each field that reads options, what it reads (option, source
  /// field) in one fixed order.
  private let reads: [String: (position: Int, reads: [(option: String, source: String)])]
  /// For each field of the schema, in its order, what ``validators`` or
  /// ``reads`` holds for its name: a caller that has the field's index
  /// (``validator(at:for:reading:)``) skips the lookup by name.
  private let plans: [FieldPlan]
  /// How one field's validator is found.
  private enum FieldPlan {
    /// Prepared once: the validator or the configuration error.
    case prepared(Result<any Validator, ConfigurationError>)
    /// Made for the values the field reads (position and reads as in
    /// ``reads``).
    case reads(position: Int, reads: [(option: String, source: String)])
  }
  /// The validators of fields that read options, by the field and the
  /// values read.
  private let byReadValues = LockedCache<ReadKey, Result<any Validator, ConfigurationError>>(
    capacity: 1024)

  /// A field (by its position among the fields that read options) and the
  /// values it read, in its ``reads`` order (`nil` where the source gave
  /// none).
  private struct ReadKey: Hashable, Sendable {
    /// The field's position in ``reads`` order (no name to hash).
    let field: Int
    /// The first value read (most fields read one: `regionFrom`).
    let first: String?
    /// The values read after the first (empty, so no allocation, for one).
    let rest: [String?]
  }

  /// Prepares `schema` for `locale`.
  /// - Parameters:
  ///   - schema: The schema.
  ///   - locale: The locale of fields that pin none.
  package init(_ schema: FormSchema, locale: String?) {
    var validators: [String: Result<any Validator, ConfigurationError>] = [:]
    var reads: [String: (position: Int, reads: [(option: String, source: String)])] = [:]
    // The first field of a name answers for it (as in ``fieldsByName``).
    for field in schema.fields where validators[field.name] == nil && reads[field.name] == nil {
      if field.optionsFrom.isEmpty {
        validators[field.name] = FormField.validator(for: field, locale: locale)
      } else {
        reads[field.name] = (
          reads.count,
          field.optionsFrom.sorted { $0.key < $1.key }.map { (option: $0.key, source: $0.value) }
        )
      }
    }
    self.validators = validators
    self.reads = reads
    self.plans = schema.fields.map { field in
      if let read = reads[field.name] { return .reads(position: read.position, reads: read.reads) }
      return .prepared(validators[field.name] ?? FormField.validator(for: field, locale: locale))
    }
    self.locale = locale
    let names = Set(schema.fields.map(\.name))
    self.names = names
    self.fieldsAreIndependent =
      schema.fields.allSatisfy { $0.context.isEmpty } && names.count == schema.fields.count
    self.fieldsByName = Dictionary(
      schema.fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The validator of `field` for one submission: the prepared one, or for
  /// a field that reads options, the one for the values it reads from
  /// `submission` (what ``FormField/resolvingOptions(from:)`` gives the
  /// field), made on first use.
  /// - Parameters:
  ///   - field: One of the schema's fields.
  ///   - submission: The submitted values by field name.
  /// - Returns: The validator, or the configuration error.
  func validator(for field: FormField, reading submission: [String: JSONValue])
    -> Result<any Validator, ConfigurationError>
  {
    guard let (position, read) = reads[field.name] else {
      return validators[field.name] ?? FormField.validator(for: field, locale: locale)
    }
    return validator(for: field, position: position, reads: read, submission: submission)
  }

  /// ``validator(for:reading:)`` for the field at `index` of the schema's
  /// fields, found by its index rather than its name.
  /// - Parameters:
  ///   - index: The field's index in the schema's fields.
  ///   - field: The field at that index.
  ///   - submission: The submitted values by field name.
  /// - Returns: The validator, or the configuration error.
  func validator(at index: Int, for field: FormField, reading submission: [String: JSONValue])
    -> Result<any Validator, ConfigurationError>
  {
    switch plans[index] {
    case .prepared(let prepared): prepared
    case .reads(let position, let read):
      validator(for: field, position: position, reads: read, submission: submission)
    }
  }

  /// The validator of a field that reads options, for the values it reads.
  private func validator(
    for field: FormField, position: Int, reads read: [(option: String, source: String)],
    submission: [String: JSONValue]
  ) -> Result<any Validator, ConfigurationError> {
    let first = read.first.flatMap { FormField.optionValue(submission[$0.source]) }
    let rest = read.dropFirst().map { FormField.optionValue(submission[$0.source]) }
    let key = ReadKey(field: position, first: first, rest: rest)
    if let cached = byReadValues.value(for: key) { return cached }
    let made = FormField.validator(for: field.resolvingOptions(from: submission), locale: locale)
    byReadValues.store(made, for: key)
    return made
  }
}

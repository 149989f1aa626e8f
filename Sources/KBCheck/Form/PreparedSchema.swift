/// A schema made ready for many submissions in one locale (the rows of a
/// table): how each field's validator is found (prepared once, or for a
/// field that reads options from other fields, `optionsFrom` and
/// `regionFrom`, made for the values read), its field names and the index
/// of each name. A row then builds no lookup table, copies no field and
/// hashes no whole field or field name to find a validator; the report is
/// the one ``FormSchema/validate(members:locale:)`` gives.
///
/// Safe to use from several threads (`kbcheck table --jobs`): the
/// validators of read values are kept in a locked cache.
package final class PreparedSchema: Sendable {
  /// The schema's field names.
  let names: Set<String>
  /// The index among the schema's fields of the first field of each name.
  let fieldIndexByName: [String: Int]
  /// The locale of fields that pin none.
  let locale: String?
  /// Whether no field reads another's result (`context`) and no two fields
  /// share a name: each field is then validated once, in schema order.
  let fieldsAreIndependent: Bool
  /// For each field of the schema, in its order, how its validator is
  /// found; a field whose name an earlier field has shares that field's.
  private let plans: [FieldPlan]
  /// How one field's validator is found.
  private enum FieldPlan {
    /// Prepared once: the validator or the configuration error.
    case prepared(Result<any Validator, ConfigurationError>)
    /// Made for the values the field reads: the field's position among the
    /// fields that read options, and what it reads (option, source field)
    /// in one fixed order.
    case reads(position: Int, reads: [(option: String, source: String)])
  }
  /// The validators of fields that read options, by the field and the
  /// values read.
  private let byReadValues = LockedCache<ReadKey, Result<any Validator, ConfigurationError>>(
    capacity: 1024)

  /// A field (by its position among the fields that read options) and the
  /// values it read, in the field's order of reads (`nil` where the
  /// source gave none).
  private struct ReadKey: Hashable, Sendable {
    /// The field's position among the fields that read options (no name
    /// to hash).
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
    var firstIndex: [String: Int] = [:]
    var plans: [FieldPlan] = []
    plans.reserveCapacity(schema.fields.count)
    var readers = 0
    for (index, field) in schema.fields.enumerated() {
      // The first field of a name answers for it.
      if let first = firstIndex[field.name] {
        plans.append(plans[first])
        continue
      }
      firstIndex[field.name] = index
      if field.optionsFrom.isEmpty {
        plans.append(.prepared(FormField.validator(for: field, locale: locale)))
      } else {
        plans.append(
          .reads(
            position: readers,
            reads: field.optionsFrom.sorted { $0.key < $1.key }.map {
              (option: $0.key, source: $0.value)
            }))
        readers += 1
      }
    }
    self.plans = plans
    self.fieldIndexByName = firstIndex
    self.locale = locale
    let names = Set(firstIndex.keys)
    self.names = names
    self.fieldsAreIndependent =
      schema.fields.allSatisfy { $0.context.isEmpty } && names.count == schema.fields.count
  }

  /// The validator of the field at `index` of the schema's fields for one
  /// submission: the prepared one, or for a field that reads options, the
  /// one for the values it reads from `submission` (what
  /// ``FormField/resolvingOptions(from:)`` gives the field), made on first
  /// use.
  /// - Parameters:
  ///   - index: The field's index in the schema's fields.
  ///   - field: The field at that index.
  ///   - submission: The submitted values by field name.
  /// - Returns: The validator, or the configuration error.
  func validator(at index: Int, for field: FormField, reading submission: [String: JSONValue])
    -> Result<any Validator, ConfigurationError>
  {
    validator(at: index, for: field) { submission[$0] }
  }

  /// ``validator(at:for:reading:)`` with the submitted values read by
  /// field name through `value` (a table row reads them by position).
  /// - Parameters:
  ///   - index: The field's index in the schema's fields.
  ///   - field: The field at that index.
  ///   - value: The submitted value of a field name, if any.
  /// - Returns: The validator, or the configuration error.
  func validator(
    at index: Int, for field: borrowing FormField, value: (String) -> JSONValue?
  ) -> Result<any Validator, ConfigurationError> {
    switch plans[index] {
    case .prepared(let prepared): prepared
    case .reads(let position, let read):
      validator(for: field, position: position, reads: read, value: value)
    }
  }

  /// The validator of a field that reads options, for the values it reads.
  private func validator(
    for field: borrowing FormField, position: Int, reads read: [(option: String, source: String)],
    value: (String) -> JSONValue?
  ) -> Result<any Validator, ConfigurationError> {
    let first = read.first.flatMap { FormField.optionValue(value($0.source)) }
    let rest = read.dropFirst().map { FormField.optionValue(value($0.source)) }
    let key = ReadKey(field: position, first: first, rest: rest)
    if let cached = byReadValues.value(for: key) { return cached }
    let made = FormField.validator(for: field.resolvingOptions(reading: value), locale: locale)
    byReadValues.store(made, for: key)
    return made
  }
}

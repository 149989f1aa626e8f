extension FormSchema {
  /// Whether ``validate(values:prepared:)`` gives the report of a
  /// submission for this schema: its fields are independent (no field
  /// reads another's result, no two share a name) and no address group
  /// takes its country from a field (which lays the group out anew for
  /// each submission).
  /// - Parameter prepared: This schema, prepared.
  /// - Returns: Whether submissions may be given by field position.
  func acceptsPositionalValues(_ prepared: PreparedSchema) -> Bool {
    prepared.fieldsAreIndependent && addressGroups.allSatisfy { $0.countryField == nil }
  }

  /// The report of a submission given by field position: one value per
  /// field of the schema, in its order (`nil` for a field not submitted),
  /// as a table row gives them. It is the report
  /// ``validate(members:prepared:)`` gives for the members of the values
  /// that are not `nil` (every member a known field, none twice), without
  /// the dictionary of the submission by name that call builds.
  /// - Precondition: ``acceptsPositionalValues(_:)`` and
  ///   `values.count == fields.count`.
  /// - Parameters:
  ///   - values: The submitted value of each field.
  ///   - prepared: This schema, prepared.
  /// - Returns: The per-field report.
  func validate(values: [JSONValue?], prepared: PreparedSchema) -> FormReport {
    precondition(values.count == fields.count)
    // A field that reads another's value (`regionFrom`) finds it by name.
    let byIndex = prepared.fieldIndexByName
    func value(of name: String) -> JSONValue? { byIndex[name].flatMap { values[$0] } }
    var reports: [FieldReport] = []
    reports.reserveCapacity(fields.count)
    var missing: [String] = []
    // Through a pointer (measured: fewer copies than by index here), each
    // report moved into the array.
    fields.withUnsafeBufferPointer { buffer in
      guard let field = buffer.baseAddress else { return }
      for i in buffer.indices {
        reports.append(
          validate(
            field[i], value: values[i], related: RelatedFields([:]),
            validator: prepared.validator(at: i, for: field[i], value: value(of:))))
        if field[i].required, case .none = reports[i].result { missing.append(field[i].name) }
      }
    }
    return FormReport(
      fields: reports, missing: missing, unknown: [], formIssues: [], unknownCount: 0)
  }
}

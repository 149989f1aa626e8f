extension FormSchema {
  /// The schema with an address group laid out for another country: the
  /// group's fields are replaced, where the first of them stood, by the
  /// country's fields in its order (libaddressinput `fmt`), with its required
  /// set (`require`), labels and keyboards. The other fields are kept as they
  /// are.
  /// - Parameters:
  ///   - index: The group's index in ``addressGroups``.
  ///   - region: The country to lay the group out for.
  /// - Returns: The new schema; the same schema when the group's fields are
  ///   no longer among the schema's.
  /// - Complexity: O(*n*) in the number of fields.
  public func relayingAddressGroup(_ index: Int, for region: AddressRegion) -> FormSchema {
    guard addressGroups.indices.contains(index) else { return self }
    let group = addressGroups[index]
    let current = Set(group.fields.map(\.name))
    guard let start = fields.firstIndex(where: { current.contains($0.name) }) else { return self }
    var relaid = group
    relaid.region = region
    var schema = self
    schema.fields.removeAll { current.contains($0.name) }
    schema.fields.insert(contentsOf: relaid.fields, at: start)
    schema.addressGroups[index] = relaid
    return schema
  }

  /// The schema with each address group whose country comes from a field
  /// laid out for the country the submission gives, when that country is
  /// valid and another than the group's.
  /// - Parameters:
  ///   - members: The submission.
  ///   - locale: The locale for fields that do not pin one.
  /// - Returns: The new schema, or `nil` when no group changes.
  /// - Complexity: O(*g* · *n*) for *g* such groups and *n* members.
  func laidOut(for members: [JSONMember], locale: String?) -> FormSchema? {
    var schema = self
    var changed = false
    for (g, group) in addressGroups.enumerated() {
      guard let name = group.countryField,
        let field = fields.first(where: { $0.name == name }),
        let member = members.first(where: { $0.key == name }),
        case .string(let text) = member.value,
        case .success(let validator) = FormField.validator(for: field, locale: locale)
      else { continue }
      let result = validator.validate(text)
      guard result.isValid, let code = result.value, let region = AddressRegion(code: code),
        group.region?.code != region.code
      else { continue }
      schema = schema.relayingAddressGroup(g, for: region)
      changed = true
    }
    return changed ? schema : nil
  }

  /// Checks that no other field has a name an address group whose country
  /// comes from a field may lay out later (`sortingCode` for France,
  /// `dependentLocality` for China …).
  /// - Parameters:
  ///   - fields: The expanded fields.
  ///   - groups: The address groups among them.
  /// - Throws: ``FormSchemaError`` `schema.duplicate-field` naming the field.
  static func checkAddressNames(_ fields: [FormField], _ groups: [AddressGroup])
    throws(FormSchemaError)
  {
    for group in groups where group.countryField != nil {
      let laidOut = Set(group.fields.map(\.name))
      let possible = Set(group.possibleFieldNames).subtracting(laidOut)
      if let clash = fields.first(where: { possible.contains($0.name) }) {
        throw FormSchemaError(SchemaIssue.duplicateField(clash.name), path: "fields")
      }
    }
  }
}

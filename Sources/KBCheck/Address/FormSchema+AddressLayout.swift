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
        throw FormSchemaError(
          .duplicateField, arguments: ["field": clash.name], path: "fields")
      }
    }
  }
}

extension AddressGroup {
  /// Reads a schema item of the form `{"address": {…}}`; `nil` when the
  /// item is not an address group.
  /// - Parameters:
  ///   - item: The item of the schema's `fields` array.
  ///   - path: Where in the schema, for errors.
  /// - Throws: ``FormSchemaError`` for a malformed group or an unknown country.
  init?(schemaItem item: JSONValue, path: String) throws(FormSchemaError) {
    guard case .object(let members) = item, members.count == 1, members[0].key == "address"
    else { return nil }
    let groupPath = path + ".address"
    guard case .object(let keys) = members[0].value else {
      throw FormSchemaError(AddressSchemaIssue.groupShape, path: groupPath)
    }
    var country: String?
    var countryField: String?
    var prefix = ""
    var required = true
    for member in keys {
      let memberPath = groupPath + "." + member.key
      switch member.key {
      case "country": country = try SchemaReader.string(member.value, path: memberPath)
      case "countryField": countryField = try SchemaReader.string(member.value, path: memberPath)
      case "prefix": prefix = try SchemaReader.string(member.value, path: memberPath)
      case "required": required = try SchemaReader.bool(member.value, path: memberPath)
      default: throw FormSchemaError(AddressSchemaIssue.groupKey(member.key), path: memberPath)
      }
    }
    if let country {
      guard let region = AddressRegion(code: country) else {
        throw FormSchemaError(
          AddressConfigurationIssue.countryUnknown(country), path: groupPath + ".country")
      }
      self.init(region: region, prefix: prefix, required: required)
    } else if let countryField {
      self.init(countryField: countryField, prefix: prefix, required: required)
    } else {
      throw FormSchemaError(AddressSchemaIssue.groupCountry, path: groupPath)
    }
  }
}

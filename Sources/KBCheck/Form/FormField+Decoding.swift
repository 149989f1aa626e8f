extension FormField {
  /// Reads a field from its JSON object.
  /// - Parameters:
  ///   - value: The field object.
  ///   - path: Where it is, for error messages (`fields[2]`).
  /// - Throws: ``FormSchemaError`` with the path of the problem.
  /// - Complexity: O(*n*) in the size of the value.
  package init(jsonValue value: JSONValue, path: String = "field") throws(FormSchemaError) {
    guard case .object(let members) = value else {
      throw FormSchemaError(SchemaIssue.notAFieldObject, path: path)
    }
    var name: String?
    var type: String?
    var field = FormField(name: "", type: "")
    for member in members {
      let at = path + "." + member.key
      switch member.key {
      case "name": name = try SchemaReader.string(member.value, path: at)
      case "type": type = try SchemaReader.string(member.value, path: at)
      case "required": field.required = try SchemaReader.bool(member.value, path: at)
      case "profile": field.profile = try SchemaReader.optionalString(member.value, path: at)
      case "locale": field.locale = try SchemaReader.optionalString(member.value, path: at)
      case "base": field.base = try SchemaReader.optionalString(member.value, path: at)
      case "label": field.label = try SchemaReader.optionalString(member.value, path: at)
      case "autocomplete":
        field.autocomplete = try SchemaReader.optionalString(member.value, path: at)
      case "caseInsensitive": field.caseInsensitive = try SchemaReader.bool(member.value, path: at)
      case "disabled": field.isDisabled = try SchemaReader.bool(member.value, path: at)
      case "hidden": field.isHidden = try SchemaReader.bool(member.value, path: at)
      case "order":
        guard let order = Int(try SchemaReader.scalarText(member.value, path: at)) else {
          throw FormSchemaError(SchemaIssue.orderNotAnInteger, path: at)
        }
        field.order = order
      case "choices":
        guard case .array(let items) = member.value else {
          throw FormSchemaError(SchemaIssue.choicesNotStrings, path: at)
        }
        var choices: [String] = []
        for (i, item) in items.enumerated() {
          choices.append(try SchemaReader.scalarText(item, path: at + "[\(i)]"))
        }
        field.choices = choices
      case "context":
        switch member.value {
        case .array(let items):
          for (i, item) in items.enumerated() {
            let name = try SchemaReader.string(item, path: at + "[\(i)]")
            field.context[name] = name
          }
        case .object(let roles):
          for role in roles {
            field.context[role.key] = try SchemaReader.string(role.value, path: at + "." + role.key)
          }
        default:
          throw FormSchemaError(SchemaIssue.contextNotValid, path: at)
        }
      case "optionsFrom":
        guard case .object(let options) = member.value else {
          throw FormSchemaError(CrossFieldSchemaIssue.notAnObject, path: at)
        }
        for option in options {
          field.optionsFrom[option.key] = try SchemaReader.string(
            option.value, path: at + "." + option.key)
        }
      case "regionFrom":
        field.optionsFrom["defaultRegion"] = try SchemaReader.string(member.value, path: at)
      case "options":
        guard case .object(let options) = member.value else {
          throw FormSchemaError(SchemaIssue.optionsNotAnObject, path: at)
        }
        for option in options {
          field.options[option.key] = try SchemaReader.scalarText(
            option.value, path: at + "." + option.key)
        }
      default:
        throw FormSchemaError(SchemaIssue.unknownFieldKey(member.key), path: at)
      }
    }
    guard let name else {
      throw FormSchemaError(SchemaIssue.missingName, path: path + ".name")
    }
    guard let type else {
      throw FormSchemaError(SchemaIssue.missingType(field: name), path: path + ".type")
    }
    field.name = name
    field.type = type
    self = field
  }
}

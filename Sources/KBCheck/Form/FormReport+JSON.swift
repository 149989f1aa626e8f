extension FormReport {
  /// The report as JSON:
  /// `{"valid", "fields": {name: {"type", "valid", "value", "issues", …details}},
  /// "missing": […], "unknown": […], "issues": […]}`; fields in schema order.
  /// Secret fields (a card number) are masked unless `revealingSecrets`.
  /// - Parameter revealingSecrets: Whether secret fields are written unmasked.
  /// - Returns: The JSON object.
  /// - Complexity: O(*n*) in the size of the report.
  public func jsonObject(revealingSecrets: Bool = false) -> JSONValue {
    .object([
      JSONMember("valid", .bool(isValid)),
      JSONMember(
        "fields",
        .object(
          fields.map { JSONMember($0.name, $0.jsonObject(revealingSecrets: revealingSecrets)) })),
      JSONMember("missing", .array(missing.map(JSONValue.string))),
      JSONMember("unknown", .array(unknown.map(JSONValue.string))),
      JSONMember("issues", .array(formIssues.map(\.jsonObject))),
    ])
  }
}

extension FieldReport {
  /// The field's report as JSON: `{"type", "valid", "value", "issues",
  /// …details}`; `"input"` is given when a value was submitted. A secret
  /// field's input and value are masked unless `revealingSecrets`.
  /// - Parameter revealingSecrets: Whether a secret field is written unmasked.
  /// - Returns: The JSON object.
  /// - Complexity: O(*n*) in the size of the report.
  public func jsonObject(revealingSecrets: Bool = false) -> JSONValue {
    let result = self.result?.forOutput(revealingSecrets: revealingSecrets)
    let value = result?.isValid == true ? result?.value : nil
    var members: [JSONMember] = [
      JSONMember("type", .string(type)),
      JSONMember("valid", .bool(isValid)),
      JSONMember("value", value.map(JSONValue.string) ?? .null),
    ]
    if let result { members.append(JSONMember("input", .string(result.input))) }
    members.append(JSONMember("issues", .array(issues.map(\.jsonObject))))
    if let result { members.append(contentsOf: result.details) }
    return .object(members)
  }
}

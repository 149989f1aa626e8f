extension ValidationResult {
  /// The result as the JSON object of the `kbcheck` contract:
  /// `{"input", "type", "valid", "value", "issues", …details}`.
  /// - Parameter type: The keyboard type name to report.
  /// - Returns: The JSON object.
  public func jsonObject(type: KeyboardType) -> JSONValue {
    var members: [JSONMember] = [
      JSONMember("input", .string(input)),
      JSONMember("type", .string(type.rawValue)),
      JSONMember("valid", .bool(isValid)),
      JSONMember("value", isValid ? value.map(JSONValue.string) ?? .null : .null),
      JSONMember("issues", .array(issues.map(\.jsonObject))),
    ]
    members.append(contentsOf: details)
    return .object(members)
  }
}

extension ValidationIssue {
  /// The issue as a JSON object: `code`, `severity`, `message` and
  /// `range` (`start`, `end` in Unicode scalars).
  public var jsonObject: JSONValue {
    .object([
      JSONMember("code", .string(code.rawValue)),
      JSONMember("severity", .string(severity.rawValue)),
      JSONMember("message", .string(message)),
      JSONMember(
        "range",
        .object([
          JSONMember("start", .int(range.lowerBound)), JSONMember("end", .int(range.upperBound)),
        ])),
    ])
  }
}

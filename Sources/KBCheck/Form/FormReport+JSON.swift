extension FormReport {
  /// Writes the report's JSON:
  /// `{"valid", "fields": {name: {"type", "valid", "value", "issues", …details}},
  /// "missing": […], "unknown": […], "issues": […]}`; fields in schema order.
  /// This is the only writer of a report's JSON: ``jsonText(revealingSecrets:)``
  /// parses its text back, and `kbcheck form` and `kbcheck table` write
  /// with it, so no shape can differ from another.
  /// - Parameters:
  ///   - out: Where the text goes.
  ///   - first: A member written before `"valid"` (`"row"` or `"line"`
  ///     with its number), if any.
  ///   - revealingSecrets: Whether secret fields (a card number) are written
  ///     unmasked; by default they are masked.
  /// - Complexity: O(*n*) in the size of the report.
  package func writeJSON(
    to out: some JSONOutput, first: (key: String, number: Int)? = nil,
    revealingSecrets: Bool = false
  ) {
    out.write(byte: 0x7B)
    if let first {
      out.writeJSONString(first.key)
      out.write(byte: 0x3A)
      out.write(decimal: first.number)
      out.write(byte: 0x2C)
    }
    out.write(isValid ? "\"valid\":true,\"fields\":{" : "\"valid\":false,\"fields\":{")
    // By index: each field is written in place (`enumerated()` copied
    // each report out).
    for i in fields.indices {
      if i > 0 { out.write(byte: 0x2C) }
      out.writeJSONString(fields[i].name)
      out.write(byte: 0x3A)
      fields[i].writeJSON(to: out, revealingSecrets: revealingSecrets)
    }
    out.write("},\"missing\":")
    FormReport.writeStrings(missing, to: out)
    out.write(",\"unknown\":")
    FormReport.writeStrings(unknown, to: out)
    out.write(",\"issues\":")
    ValidationIssue.writeJSONArray(formIssues, to: out)
    out.write(byte: 0x7D)
  }

  /// The report's compact JSON text, what `kbcheck form --format json`
  /// prints for it: `{"valid", "fields": {name: {"type", "valid", "value",
  /// "issues", …details}}, "missing": […], "unknown": […], "issues": […]}`,
  /// fields in schema order. Secret fields (a card number) are masked unless
  /// `revealingSecrets`.
  /// - Parameter revealingSecrets: Whether secret fields are written unmasked.
  /// - Returns: The JSON text.
  /// - Complexity: O(*n*) in the size of the report.
  public func jsonText(revealingSecrets: Bool = false) -> String {
    let out = JSONTextOutput()
    writeJSON(to: out, revealingSecrets: revealingSecrets)
    return out.text
  }

  /// The report as JSON: the object the report's one writer
  /// (`writeJSON(to:first:revealingSecrets:)`, which `kbcheck form` and
  /// `kbcheck table` use) writes, parsed back. Secret fields (a card
  /// number) are masked unless `revealingSecrets`.
  /// - Parameter revealingSecrets: Whether secret fields are written unmasked.
  /// - Returns: The JSON object.
  /// - Complexity: O(*n*) in the size of the report.
  package func jsonObject(revealingSecrets: Bool = false) -> JSONValue {
    let out = JSONTextOutput()
    writeJSON(to: out, revealingSecrets: revealingSecrets)
    // Parsed back from the one writer's text, so the shapes cannot differ.
    return FormReport.parsedBack(out.text)
  }

  /// A report's text as a tree, its whole numbers (row, line, ranges,
  /// indices) as ``JSONValue/int(_:)`` as the report holds them.
  static func parsedBack(_ text: String) -> JSONValue {
    func ints(_ value: JSONValue) -> JSONValue {
      switch value {
      case .number(let text): Int(text).map(JSONValue.int) ?? value
      case .array(let items): .array(items.map(ints))
      case .object(let members): .object(members.map { JSONMember($0.key, ints($0.value)) })
      default: value
      }
    }
    return ints((try? JSONValue(parsing: text)) ?? .null)
  }

  /// Writes `["a","b"]`.
  static func writeStrings(_ strings: [String], to out: some JSONOutput) {
    out.write(byte: 0x5B)
    for (i, text) in strings.enumerated() {
      if i > 0 { out.write(byte: 0x2C) }
      out.writeJSONString(text)
    }
    out.write(byte: 0x5D)
  }
}

extension FieldReport {
  /// Writes the field's report: `{"type", "valid", "value", "input"?,
  /// "issues", …details}`; `"input"` is written when a value was submitted.
  /// A secret field's input and value are masked unless `revealingSecrets`.
  /// - Parameters:
  ///   - out: Where the text goes.
  ///   - revealingSecrets: Whether a secret field is written unmasked.
  package func writeJSON(to out: some JSONOutput, revealingSecrets: Bool = false) {
    out.write("{\"type\":")
    out.writeJSONString(type)
    out.write(isValid ? ",\"valid\":true,\"value\":" : ",\"valid\":false,\"value\":")
    guard let stored = result else {
      out.write("null,\"issues\":")
      ValidationIssue.writeJSONArray(issues, to: out)
      return out.write(byte: 0x7D)
    }
    // Only a secret result not yet masked is copied (masked); any other is
    // written as it is stored.
    if !revealingSecrets && stored.needsMasking {
      writeJSON(of: stored.masked(), to: out)
    } else {
      writeJSON(of: stored, to: out)
    }
  }

  /// Writes the members from `"value"`'s value on: the value, `"input"`,
  /// `"issues"` and the details of `result` (the field's result, masked
  /// when it is to be), then `}`.
  private func writeJSON(of result: ValidationResult, to out: some JSONOutput) {
    if result.isValid, let value = result.value {
      out.writeJSONString(value)
    } else {
      out.write("null")
    }
    out.write(",\"input\":")
    out.writeJSONString(result.input)
    out.write(",\"issues\":")
    ValidationIssue.writeJSONArray(issues, to: out)
    result.payload.writeJSONMembers(to: out, value: result.value)
    out.write(byte: 0x7D)
  }

  /// The field's compact JSON text: `{"type", "valid", "value", "input"?,
  /// "issues", …details}`, as the field appears in its form report's JSON.
  /// A secret field's input and value are masked unless `revealingSecrets`.
  /// - Parameter revealingSecrets: Whether a secret field is written unmasked.
  /// - Returns: The JSON text.
  /// - Complexity: O(*n*) in the size of the report.
  public func jsonText(revealingSecrets: Bool = false) -> String {
    let out = JSONTextOutput()
    writeJSON(to: out, revealingSecrets: revealingSecrets)
    return out.text
  }

  /// The field's report as JSON, the object
  /// `writeJSON(to:revealingSecrets:)` writes. A secret field's input and
  /// value are masked unless `revealingSecrets`.
  /// - Parameter revealingSecrets: Whether a secret field is written unmasked.
  /// - Returns: The JSON object.
  /// - Complexity: O(*n*) in the size of the report.
  package func jsonObject(revealingSecrets: Bool = false) -> JSONValue {
    let out = JSONTextOutput()
    writeJSON(to: out, revealingSecrets: revealingSecrets)
    return FormReport.parsedBack(out.text)
  }
}

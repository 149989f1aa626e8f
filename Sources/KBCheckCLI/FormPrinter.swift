import KBCheck

/// Prints form reports: a readable report, or one JSON object per
/// submission (with `"line"` for JSON lines input).
struct FormPrinter {
  let format: OutputFormat
  let out: OutputBuffer

  /// Prints one report.
  /// - Parameters:
  ///   - report: The report.
  ///   - line: The submission's line for JSON lines input.
  func print(_ report: FormReport, line: Int?) {
    switch format {
    case .json:
      // The caller has masked the report unless it opted in to secrets.
      var object = report.jsonObject(revealingSecrets: true)
      if let line, case .object(var members) = object {
        members.insert(JSONMember("line", .int(line)), at: 0)
        object = .object(members)
      }
      out.write(object.jsonText + "\n")
    case .text:
      out.write(FormPrinter.text(report, line: line))
    }
  }

  /// The readable report: a line per field (`name: value`, `name: invalid`,
  /// `name: missing`), each issue indented under it, then unknown fields,
  /// form issues and the verdict.
  static func text(_ report: FormReport, line: Int?) -> String {
    var text = line.map { "== submission on line \($0)\n" } ?? ""
    func issueLines(_ issues: [ValidationIssue], ranges: Bool = true) {
      for issue in issues {
        text += "  \(issue.severity.rawValue)[\(issue.code.rawValue)]: \(issue.message)"
        if ranges && !issue.range.isEmpty {
          text += " (at \(issue.range.lowerBound)..<\(issue.range.upperBound))"
        }
        text += "\n"
      }
    }
    let unreadable: Set<ValidationIssue.Code> = [
      .formInvalidJSON, .inputInvalidUTF8, .formNotAnObject,
    ]
    let fields = report.formIssues.contains { unreadable.contains($0.code) } ? [] : report.fields
    for field in fields {
      if let value = field.value {
        text += "\(field.name): \(value)\n"
      } else if field.result == nil {
        text += "\(field.name): \(report.missing.contains(field.name) ? "missing" : "(empty)")\n"
      } else {
        text += "\(field.name): invalid\n"
      }
      issueLines(field.issues)
    }
    if !report.formIssues.isEmpty {
      text += "form:\n"
      issueLines(report.formIssues, ranges: false)
    }
    let invalid = report.fields.filter { !$0.isValid && $0.result != nil }.count
    var counts: [String] = []
    if invalid > 0 { counts.append("\(invalid) invalid") }
    if !report.missing.isEmpty { counts.append("\(report.missing.count) missing") }
    if !report.unknown.isEmpty { counts.append("\(report.unknown.count) unknown") }
    text += report.isValid ? "valid" : "invalid"
    if !counts.isEmpty { text += " (" + counts.joined(separator: ", ") + ")" }
    return text + "\n"
  }
}

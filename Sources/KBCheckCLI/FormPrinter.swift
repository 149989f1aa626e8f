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
      report.writeJSON(to: out, first: line.map { ("line", $0) }, revealingSecrets: true)
      out.write(byte: 0x0A)
    case .text:
      out.write(FormPrinter.text(report, line: line))
    }
  }

  /// The readable report: a line per field (`name: value`, `name: invalid`,
  /// `name: missing`), each issue indented under it, then unknown fields,
  /// form issues and the verdict. Names, values and messages go through
  /// ``TerminalText/safe(_:)``.
  static func text(_ report: FormReport, line: Int?) -> String {
    var text = line.map { "== submission on line \($0)\n" } ?? ""
    func issueLines(_ issues: [ValidationIssue], ranges: Bool = true) {
      for issue in issues {
        text += "  \(issue.severity.rawValue)[\(issue.code.rawValue)]: "
        text += TerminalText.safe(issue.message)
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
      let name = TerminalText.safe(field.name)
      if let value = field.value {
        text += "\(name): \(TerminalText.safe(value))\n"
      } else if field.result == nil {
        text += "\(name): \(report.missing.contains(field.name) ? "missing" : "(empty)")\n"
      } else {
        text += "\(name): invalid\n"
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
    if report.unknownCount > 0 { counts.append("\(report.unknownCount) unknown") }
    text += report.isValid ? "valid" : "invalid"
    if !counts.isEmpty { text += " (" + counts.joined(separator: ", ") + ")" }
    return text + "\n"
  }
}

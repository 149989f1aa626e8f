import KBCheck

/// Writes validation results in the `kbcheck` contract's formats straight
/// into the output buffers, without building intermediate JSON values or
/// strings for the common cases.
struct RecordWriter {
  /// The type name reported in JSON (`emailAddress`, `picker`, …).
  let typeName: String
  let format: RecordFormat
  /// Whether only invalid results are written.
  let onlyInvalid: Bool
  let out: OutputBuffer
  let err: OutputBuffer
  /// The language of the messages written.
  var language = MessageLanguage.english
  /// The mask of a secret content type (a card number): every result is
  /// masked before it is written, also the batch's own (a line too long,
  /// not UTF-8), unless ``revealSecrets``.
  var secret: SecretMask?
  /// Whether the caller opted in to writing secrets (`--reveal-secrets`).
  var revealSecrets = false
  /// Where a JSON record is written before it is copied to ``out`` in one
  /// piece (the library's writer specialized for it; one per writer, so a
  /// writer must stay on one thread).
  let record = JSONRecordBuffer()

  /// Writes one batch result.
  /// - Parameters:
  ///   - result: The result.
  ///   - valid: `result.isValid`, already computed.
  ///   - line: The 1-based input line number.
  func write(_ result: ValidationResult, valid: Bool, line: Int) {
    if onlyInvalid && valid { return }
    if let secret, !revealSecrets, !result.isSecret || result.needsMasking {
      let masked = result.markedSecret(secret).masked()
      if !masked.issues.isEmpty && language != .english {
        return write(localizing: masked.localized(language), valid: valid, line: line)
      }
      return write(localizing: masked, valid: valid, line: line)
    }
    if !result.issues.isEmpty && language != .english {
      return write(localizing: result.localized(language), valid: valid, line: line)
    }
    write(localizing: result, valid: valid, line: line)
  }

  private func write(localizing result: ValidationResult, valid: Bool, line: Int) {
    switch format {
    case .text:
      if onlyInvalid {
        out.write(decimal: line)
        out.write(byte: 0x09)
        out.writeTSVField(result.input)
        out.write(byte: 0x0A)
      } else {
        if valid, let value = result.value { out.writeSafe(value) }
        out.write(byte: 0x0A)
      }
      // In place: iterating would copy each issue out (~250 instructions).
      result.issues.withUnsafeBufferPointer { issues in
        for i in issues.indices { writeIssueLine(issues[i], line: line) }
      }
    case .json:
      result.writeJSONRecord(
        into: record, type: typeName, line: line, revealingSecrets: revealSecrets)
      record.write(byte: 0x0A)
      out.write(record.bytes)
    case .tsv:
      writeTSV(result, valid: valid, line: line)
    }
  }

  /// Writes `error[code]: message --> stdin:LINE:COLUMN` to stderr.
  @inline(__always) func writeIssueLine(_ issue: ValidationIssue, line: Int) {
    // StaticString literals: a literal's default type, String, would take
    // the generic `write(_: String)`.
    err.write(issue.severity == .error ? ("error[" as StaticString) : "warning[")
    err.write(issue.code.rawValue)
    err.write("]: " as StaticString)
    err.writeSafe(issue.message)
    err.write(" --> stdin:" as StaticString)
    err.write(decimal: line)
    err.write(byte: 0x3A)
    err.write(decimal: issue.range.lowerBound + 1)
    err.write(byte: 0x0A)
  }

  /// Writes the contract's JSON object, with `"line"` first when given
  /// (the library's one writer: ``ValidationResult/writeJSON(to:type:line:extra:)``).
  func writeJSON(_ result: ValidationResult, valid: Bool, line: Int?) {
    let result =
      secret != nil && !revealSecrets ? result.markedSecret(secret ?? .everything).masked() : result
    result.writeJSONRecord(
      into: record, type: typeName, line: line, revealingSecrets: revealSecrets)
    out.write(record.bytes)
  }

  /// Writes `line TAB valid TAB value TAB codes TAB input LF`; codes are
  /// comma-separated, fields escape tab, LF, CR, NUL and backslash, and
  /// every other control and bidi control as `\u{1B}` (``TerminalText``).
  private func writeTSV(_ result: ValidationResult, valid: Bool, line: Int) {
    out.write(decimal: line)
    out.write(valid ? "\ttrue\t" : "\tfalse\t")
    if valid, let value = result.value { out.writeTSVField(value) }
    out.write(byte: 0x09)
    // In place: iterating would copy each issue out (~250 instructions).
    result.issues.withUnsafeBufferPointer { issues in
      for i in issues.indices {
        if i > 0 { out.write(byte: 0x2C) }
        out.write(issues[i].code.rawValue)
      }
    }
    out.write(byte: 0x09)
    out.writeTSVField(result.input)
    out.write(byte: 0x0A)
  }

  /// The TSV header row.
  static let tsvHeader = "line\tvalid\tvalue\tissues\tinput\n"
}

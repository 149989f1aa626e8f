extension ValidationResult {
  /// Writes the object of the `kbcheck` JSON contract:
  /// `{"line"?, "input", "type"?, "valid", "value", "issues", …details}`.
  /// This is the only writer of a result's JSON: the CLI and
  /// ``jsonText(type:revealingSecrets:)`` both use it.
  /// - Parameters:
  ///   - out: Where the text goes.
  ///   - type: The type name to report (`emailAddress`, `picker`), if any.
  ///   - line: The 1-based input line, written first when given (batch mode).
  ///   - extra: Members written after the details (the CLI's notes on a line).
  ///   - revealingSecrets: Whether a secret result (``isSecret``) is written
  ///     unmasked; by default its input and value are masked (``masked()``).
  package func writeJSON(
    to out: some JSONOutput, type: String?, line: Int? = nil, extra: [JSONMember] = [],
    revealingSecrets: Bool = false
  ) {
    if needsMasking && !revealingSecrets {
      return masked().writeJSON(to: out, type: type, line: line, extra: extra)
    }
    ValidationResult.writeRecordStart(to: out, line: line)
    out.writeJSONString(input)
    ValidationResult.writeType(to: out, type)
    if isValid, let value {
      out.write(",\"valid\":true,\"value\":")
      out.writeJSONString(value)
    } else {
      out.write(",\"valid\":false,\"value\":null")
    }
    out.write(",\"issues\":")
    ValidationIssue.writeJSONArray(issues, to: out)
    payload.writeJSONMembers(to: out, value: value)
    out.writeMembers(extra)
    out.write(byte: 0x7D)
  }

  /// Writes the object of ``writeJSON(to:type:line:extra:)`` into `buffer`
  /// after emptying it (code specialized for the buffer, for batch output:
  /// the caller hands ``JSONRecordBuffer/bytes`` on in one piece).
  /// - Parameters:
  ///   - buffer: The buffer, emptied first.
  ///   - type: The type name to report, if any.
  ///   - line: The 1-based input line, written first when given.
  ///   - revealingSecrets: Whether a secret result is written unmasked.
  package func writeJSONRecord(
    into buffer: JSONRecordBuffer, type: String?, line: Int?, revealingSecrets: Bool = false
  ) {
    buffer.reset()
    writeJSON(to: buffer, type: type, line: line, revealingSecrets: revealingSecrets)
  }

  /// Writes, into `buffer` after emptying it, exactly what
  /// ``writeJSONRecord(into:type:line:)`` writes for the email result of
  /// an address that ``EmailValidator/canonicalLine(_:)`` accepted, without
  /// the result: the CLI's batch path for clean lines. `EmailFastPathTests`
  /// compares both writers on the corpus.
  /// - Parameters:
  ///   - bytes: The address's bytes (well-formed UTF-8).
  ///   - clean: What the value and the ASCII value are made of.
  ///   - buffer: The buffer, emptied first.
  ///   - type: The type name to report, if any.
  ///   - line: The 1-based input line, written first when given.
  package static func writeCanonicalEmailRecord(
    utf8 bytes: UnsafeBufferPointer<UInt8>, clean: EmailValidator.CleanLine,
    into buffer: JSONRecordBuffer, type: String?, line: Int?
  ) {
    buffer.reset()
    writeRecordStart(to: buffer, line: line)
    buffer.writeJSONString(utf8: bytes)
    writeType(to: buffer, type)
    buffer.write(",\"valid\":true,\"value\":")
    guard !clean.lowercasesDomain else {
      // The value and the ASCII value: the line with its domain lowered.
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { lowered in
        guard let start = lowered.baseAddress else { return }
        clean.writeLowercased(bytes, into: start)
        let value = UnsafeBufferPointer(start: start, count: bytes.count)
        buffer.writeJSONString(utf8: value)
        buffer.write(",\"issues\":[],\"asciiValue\":")
        buffer.writeJSONString(utf8: value)
      }
      buffer.write(clean.smtputf8 ? ",\"smtputf8\":true}" : ",\"smtputf8\":false}")
      return
    }
    writeEmailForm(bytes, at: clean.at, domain: clean.unicodeDomain, to: buffer)
    buffer.write(",\"issues\":[],\"asciiValue\":")
    writeEmailForm(
      bytes, at: clean.at, domain: clean.asciiDomain ?? clean.unicodeDomain, to: buffer)
    buffer.write(clean.smtputf8 ? ",\"smtputf8\":true}" : ",\"smtputf8\":false}")
  }

  /// Writes, as a JSON string, the address's bytes, or (with a domain) its
  /// bytes up to and with the `@` at `at` followed by `domain`.
  private static func writeEmailForm(
    _ bytes: UnsafeBufferPointer<UInt8>, at: Int, domain: String?, to buffer: JSONRecordBuffer
  ) {
    guard let domain else { return buffer.writeJSONString(utf8: bytes) }
    buffer.write(byte: 0x22)
    buffer.writeJSONEscaped(UnsafeBufferPointer(rebasing: bytes[...at]))
    var copy = domain
    copy.withUTF8 { buffer.writeJSONEscaped($0) }
    buffer.write(byte: 0x22)
  }

  /// Writes `{"line":N,"input":` (or `{"input":` without a line).
  static func writeRecordStart(to out: some JSONOutput, line: Int?) {
    if let line {
      out.write("{\"line\":")
      out.write(decimal: line)
      out.write(",\"input\":")
    } else {
      out.write("{\"input\":")
    }
  }

  /// Writes `,"type":"…"` when there is a type.
  static func writeType(to out: some JSONOutput, _ type: String?) {
    guard let type else { return }
    out.write(",\"type\":")
    out.writeJSONString(type)
  }

  /// The result as the JSON text of the `kbcheck` contract (what
  /// `kbcheck --format json` prints for it). A secret result's input and
  /// value are masked unless `revealingSecrets`.
  /// - Parameters:
  ///   - type: The field kind to report as `type`, if any.
  ///   - revealingSecrets: Whether a secret result is written unmasked.
  /// - Returns: The compact JSON text.
  public func jsonText(type: FieldKind? = nil, revealingSecrets: Bool = false) -> String {
    let out = JSONTextOutput()
    writeJSON(to: out, type: type?.name, revealingSecrets: revealingSecrets)
    return out.text
  }

  /// The result as a JSON value of the contract's shape. A secret result's
  /// input and value are masked unless `revealingSecrets`.
  /// - Parameters:
  ///   - type: The field kind to report as `type`, if any.
  ///   - revealingSecrets: Whether a secret result is written unmasked.
  /// - Returns: The JSON object.
  package func jsonObject(type: FieldKind? = nil, revealingSecrets: Bool = false) -> JSONValue {
    // Parsed back from the one writer's text, so the shapes cannot differ.
    (try? JSONValue(parsing: jsonText(type: type, revealingSecrets: revealingSecrets))) ?? .null
  }
}

extension ValidationIssue {
  /// Writes `{"code", "severity", "message", "range": {"start", "end"}}`.
  /// - Parameter out: Where the text goes.
  package func writeJSON(to out: some JSONOutput) {
    out.write("{\"code\":")
    out.writeJSONString(code.rawValue)
    out.write(severity == .error ? ",\"severity\":\"error\"" : ",\"severity\":\"warning\"")
    out.write(",\"message\":")
    out.writeJSONString(message)
    out.write(",\"range\":{\"start\":")
    out.write(decimal: range.lowerBound)
    out.write(",\"end\":")
    out.write(decimal: range.upperBound)
    out.write("}}")
  }

  /// The issue as a JSON object: `code`, `severity`, `message` and
  /// `range` (`start`, `end` in Unicode scalars).
  package var jsonObject: JSONValue {
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

extension ValidationIssue {
  /// Writes `[issue, …]`, each as ``writeJSON(to:)`` does.
  static func writeJSONArray(_ issues: [ValidationIssue], to out: some JSONOutput) {
    out.write(byte: 0x5B)
    for (i, issue) in issues.enumerated() {
      if i > 0 { out.write(byte: 0x2C) }
      issue.writeJSON(to: out)
    }
    out.write(byte: 0x5D)
  }
}

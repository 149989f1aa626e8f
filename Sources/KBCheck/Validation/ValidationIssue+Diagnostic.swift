extension ValidationIssue {
  /// The issue as a compiler-style diagnostic with a caret under the
  /// characters it concerns:
  ///
  /// ```
  /// error[email.local.consecutive-dots]: The local part has two dots in a row.
  ///  --> input:1:4
  ///   |
  /// 1 | joe..x@example.com
  ///   |    ^^
  /// ```
  /// Control and invisible characters are shown as `�`-free escapes
  /// (`\u{202E}`) so that the caret lines up.
  /// - Parameters:
  ///   - input: The input the issue's range refers to.
  ///   - source: What to call the input (`input`, `stdin`, a file name).
  ///   - line: The line number to report.
  /// - Returns: The multi-line diagnostic, without a trailing newline.
  public func diagnostic(for input: String, source: String = "input", line: Int = 1) -> String {
    var shown = ""
    var caretStart = 0
    var caretWidth = 0
    var column = 0
    let limit = 200
    let scalars = Array(input.unicodeScalars)
    let window = max(0, range.lowerBound - limit / 2)
    for (i, s) in scalars.enumerated() where i >= window && i < window + limit {
      let piece: String
      if s.value < 0x20 || (0x7F..<0xA0).contains(s.value) || s.icu.has(.bidiControl)
        || s.icu.has(.defaultIgnorable)
      {
        piece = "\\u{\(String(s.value, radix: 16, uppercase: true))}"
      } else {
        piece = String(s)
      }
      if i == range.lowerBound { caretStart = column }
      if range.contains(i) { caretWidth += piece.count }
      shown += piece
      column += piece.count
    }
    if range.lowerBound >= min(scalars.count, window + limit) { caretStart = column }
    let gutter = String(line)
    let pad = String(repeating: " ", count: gutter.count)
    let carets = String(repeating: "^", count: max(1, caretWidth))
    return """
      \(severity.rawValue)[\(code.rawValue)]: \(message)
      \(pad)--> \(source):\(line):\(range.lowerBound + 1)
      \(pad) |
      \(gutter) | \(shown)
      \(pad) | \(String(repeating: " ", count: caretStart))\(carets)
      """
  }
}

import KBCheck

/// What a batch saw: lines, invalid lines and how often each issue code
/// occurred.
struct BatchSummary {
  var lines = 0
  var invalid = 0
  /// Lines whose deliverability could not be decided (exit 75 when no line
  /// is invalid).
  var undecided = 0
  /// The DNS queries a deliverability check sent, or `nil` without one.
  var dnsQueries: Int?
  var codes: [String: Int] = [:]
  /// The `errno` of a failed read of stdin, if any.
  var readError: Int32?

  /// Counts one result.
  /// - Parameters:
  ///   - result: The result.
  ///   - valid: Whether it is valid.
  @inline(__always) mutating func count(_ result: ValidationResult, valid: Bool) {
    if !valid { invalid &+= 1 }
    if result.issues.isEmpty { return }
    for issue in result.issues { codes[issue.code.rawValue, default: 0] &+= 1 }
  }

  /// Counts one line the batch's lane decided (``CleanLine``).
  /// - Parameter clean: The line's verdict.
  @inline(__always) mutating func count(_ clean: CleanLine) {
    guard !clean.isValid else { return }
    invalid &+= 1
    if let code = clean.issueCode { codes[code.rawValue, default: 0] &+= 1 }
  }

  /// `kbcheck: 100000 lines, 92101 valid, 7899 invalid; email.invalid 7899, …`
  /// with codes by descending count.
  var line: String {
    var text =
      "kbcheck: \(lines) line\(lines == 1 ? "" : "s"), \(lines - invalid) valid, \(invalid) invalid"
    if !codes.isEmpty {
      let sorted = codes.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      text += "; " + sorted.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
    if let dnsQueries {
      text += "; \(dnsQueries) DNS quer\(dnsQueries == 1 ? "y" : "ies"), \(undecided) undecided"
    }
    return text + "\n"
  }
}

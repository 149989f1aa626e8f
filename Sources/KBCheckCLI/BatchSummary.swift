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
  /// How often each issue code occurred, by code.
  var codes: [String: Int] {
    var all = counted
    if streak.count > 0 { all[streak.code, default: 0] += streak.count }
    for (issue, count) in [
      (PaymentIssue.cardCheckDigit, cardCheckDigits), (.ibanCheckDigits, ibanCheckDigits),
    ]
    where count > 0 {
      all[issue.code.rawValue, default: 0] += count
    }
    return all
  }
  /// The codes of full-path results, counted one by one.
  private var counted: [String: Int] = [:]
  /// The last code counted and how many times in a row, not yet in
  /// ``counted``: a line's issues and consecutive lines often repeat one
  /// code, counted then without hashing it.
  private var streak: (code: String, count: Int) = ("", 0)
  /// How many lane lines had a wrong card check digit (error or warning)
  /// or wrong IBAN check digits (the lane's issues): a lane line adds one
  /// without hashing its code.
  private var cardCheckDigits = 0
  private var ibanCheckDigits = 0
  /// The `errno` of a failed read of stdin, if any.
  var readError: Int32?

  /// Counts one result.
  /// - Parameters:
  ///   - result: The result.
  ///   - valid: Whether it is valid.
  @inline(__always) mutating func count(_ result: ValidationResult, valid: Bool) {
    if !valid { invalid &+= 1 }
    if result.issues.isEmpty { return }
    // In place: iterating would copy each issue out (~250 instructions).
    result.issues.withUnsafeBufferPointer { issues in
      for i in issues.indices {
        let code = issues[i].code.rawValue
        if streak.count > 0 && streak.code == code {
          streak.count &+= 1
        } else {
          if streak.count > 0 { counted[streak.code, default: 0] &+= streak.count }
          streak = (code, 1)
        }
      }
    }
  }

  /// Adds `count` occurrences of `code` (another runner's counts).
  /// - Parameters:
  ///   - code: An issue code.
  ///   - count: How often it occurred.
  mutating func add(_ code: String, count: Int) { counted[code, default: 0] += count }

  /// Counts one line the batch's lane decided (``CleanLine``).
  /// - Parameter clean: The line's verdict.
  @inline(__always) mutating func count(_ clean: CleanLine) {
    var run = LaneRecordRun()
    run.count(clean)
    count(run)
  }

  /// Counts the lines of a run of lane records (card, IBAN or email).
  /// - Parameter run: What the run wrote.
  mutating func count(_ run: LaneRecordRun) {
    cardCheckDigits &+= run.cardCheckDigits
    ibanCheckDigits &+= run.ibanCheckDigits
    invalid &+= run.invalid
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

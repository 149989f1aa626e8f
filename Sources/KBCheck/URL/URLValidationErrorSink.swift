/// Where the parser puts the validation errors it reports: an array for the
/// public `WHATWGURL.parse(_:base:errors:)`, or a validator's list of issues
/// (``URLValidator/SpecIssues``), so that a validator builds its issues as
/// the errors come, with no array of errors between the two (one allocation
/// and one release less for every input with an error).
protocol URLValidationErrorSink {
  /// Takes the next error, in the order the parser reports them.
  /// - Parameters:
  ///   - error: The error.
  ///   - atInputEnd: The error is at the end of the input (its offset is
  ///     the input's scalar count, so a one-scalar range there overruns it).
  mutating func append(_ error: URLValidationError, atInputEnd: Bool)
}

/// A sink that keeps nothing, for ``WHATWGURL/parse(_:base:)`` (which
/// also tells the parser not to report: `collect: false`).
struct URLValidationErrorsIgnored: URLValidationErrorSink {
  func append(_ error: URLValidationError, atInputEnd: Bool) {}
}

extension Array: URLValidationErrorSink where Element == URLValidationError {
  mutating func append(_ error: URLValidationError, atInputEnd: Bool) { append(error) }
}

extension URLValidator {
  /// The issues of the URL Standard's validation errors, made as the parser
  /// reports them: an error when parsing stopped there or the policy refuses
  /// the kind (``Options/refusedValidationErrors``), else a warning, each
  /// pointing at its scalar (``takeIssues(input:)`` makes the range of an
  /// error at the input's end empty).
  struct SpecIssues: URLValidationErrorSink {
    /// ``URLValidator/refusedErrorBits``.
    let refusedErrorBits: UInt64
    /// The issues so far.
    private var issues: [ValidationIssue] = []
    /// An `invalid-credentials` error was reported (the input has an `@`
    /// in its authority).
    private(set) var sawCredentials = false
    /// An error was reported at the end of the input, so one range needs
    /// clamping (the input's scalars are counted only then).
    private var sawErrorAtEnd = false

    /// An empty list under the policy whose refused kinds are
    /// `refusedErrorBits`.
    init(refusedErrorBits: UInt64) {
      self.refusedErrorBits = refusedErrorBits
    }

    /// The issues, taken out (the list keeps none, so the caller's array
    /// is the only reference to its storage and appends in place), with
    /// each range ending within `input`, the text the parser read.
    /// - Parameter input: The input.
    /// - Returns: The issues.
    @inline(__always) mutating func takeIssues(input: String) -> [ValidationIssue] {
      // Swapped out: no retain and release of the storage.
      var taken: [ValidationIssue] = []
      swap(&taken, &issues)
      if sawErrorAtEnd {
        let count = URLValidator.scalarCount(input)
        for i in taken.indices where taken[i].range.upperBound > count {
          taken[i].range = min(taken[i].range.lowerBound, count)..<count
        }
      }
      return taken
    }

    /// Makes the issue of the next error.
    /// - Parameters:
    ///   - e: The error.
    ///   - atInputEnd: The error is at the end of the input.
    mutating func append(_ e: URLValidationError, atInputEnd: Bool) {
      if atInputEnd { sawErrorAtEnd = true }
      if issues.isEmpty {
        // Room for a few more (the policy's too), so that appending them
        // seldom moves the array.
        issues.reserveCapacity(4)
      }
      if e.kind == .invalidCredentials { sawCredentials = true }
      let refused = e.isFailure || refusedErrorBits & 1 << e.kind.ordinal != 0
      issues.append(
        ValidationIssue(
          URLIssue.validationError(e.kind, severity: refused ? .error : .warning),
          range: e.offset..<(e.offset + 1)))
    }
  }
}

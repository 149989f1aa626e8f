extension URLParser {
  /// A validation error at a byte offset of the cleaned input.
  struct Finding {
    /// Which error.
    var kind: URLValidationErrorKind
    /// The byte offset of the cleaned input.
    var at: Int
  }

  /// The parser's non-fatal validation errors, one per kind (the first
  /// occurrence), in the order found. The first four are kept inside the
  /// parser, so an input with errors (nearly always one to three) costs no
  /// heap allocation: an array cost one, its growth and its release for
  /// every such input (~400 instructions, as much as parsing a short URL).
  struct Findings {
    /// A bit per kind (``URLValidationErrorKind/ordinal``, at most 64 of
    /// them: `URLValidationErrorKindTests`) already found.
    private var seen: UInt64 = 0
    /// The first four findings; `count` says how many hold one.
    private var first: (Finding, Finding, Finding, Finding)
    /// The findings after the first four.
    private var more: [Finding] = []
    /// The number of findings.
    private(set) var count = 0

    /// No findings.
    init() {
      let none = Finding(kind: .invalidURLUnit, at: 0)
      first = (none, none, none, none)
    }

    /// Records `kind` at `at` unless a finding of that kind is already in.
    @inline(__always) mutating func record(_ kind: URLValidationErrorKind, at: Int) {
      let bit = UInt64(1) << UInt64(kind.ordinal)
      guard seen & bit == 0 else { return }
      seen |= bit
      let finding = Finding(kind: kind, at: at)
      switch count {
      case 0: first.0 = finding
      case 1: first.1 = finding
      case 2: first.2 = finding
      case 3: first.3 = finding
      default: more.append(finding)
      }
      count += 1
    }

    /// Whether a finding of `kind` is in.
    @inline(__always) func contains(_ kind: URLValidationErrorKind) -> Bool {
      seen & UInt64(1) << UInt64(kind.ordinal) != 0
    }

    /// Calls `body` with each finding, in the order found.
    func forEach(_ body: (Finding) -> Void) {
      guard count > 0 else { return }
      body(first.0)
      if count > 1 { body(first.1) }
      if count > 2 { body(first.2) }
      if count > 3 { body(first.3) }
      for finding in more { body(finding) }
    }
  }
}

extension URLValidator {
  /// Appends the issues for hostile characters anywhere in the input: bidi
  /// controls, invisible and default-ignorable characters, controls,
  /// noncharacters, unassigned and private-use code points
  /// (``CharacterHygiene``).
  ///
  /// The WHATWG parser percent-encodes such characters in the path, query
  /// and fragment and UTS #46 silently drops some of them from a host
  /// (U+200B, U+FEFF, U+00AD), so without this check they would pass
  /// unseen. They are warnings unless ``Options/refuseHostileCharacters``
  /// (the spec accepts them; `form` refuses them). A position already
  /// covered by a spec validation error is not reported twice.
  ///
  /// They are appended to the caller's array, which also says what is
  /// covered: passed in as well as returned, the array was retained and
  /// released around the call, and an empty result released, for every URL.
  /// - Parameters:
  ///   - input: The URL as typed.
  ///   - issues: The issues found so far; one issue per hostile character
  ///     not yet reported is appended (at most 100, then one
  ///     `text.more-issues`).
  /// - Complexity: O(*n*); printable ASCII input returns at once.
  func appendHygieneIssues(_ input: String, to issues: inout [ValidationIssue]) {
    // Printable ASCII and most non-ASCII input (letters) have nothing to
    // report: one pass over the bytes, no set to build.
    guard let undecided = CharacterHygiene.firstUndecidedOffset(input) else { return }
    let hygiene = options.refuseHostileCharacters ? CharacterHygiene() : URLValidator.warningHygiene
    guard hygiene.mayReport(input, fromUTF8Offset: undecided) else { return }
    issues += hygieneIssues(input, hygiene, covered: issues)
  }

  /// The issues ``appendHygieneIssues(_:to:)`` appends, once a scalar may
  /// have a verdict (out of line: the scan is rare).
  @inline(never)
  private func hygieneIssues(
    _ input: String, _ hygiene: CharacterHygiene, covered: [ValidationIssue]
  ) -> [ValidationIssue] {
    // The positions of one-scalar issues, in increasing order for the scan
    // (sorted only when the issues are not in input order). Read in place:
    // iterating the issues would copy each.
    var taken: [Int] = []
    taken.reserveCapacity(covered.count)
    var ordered = true
    for i in covered.indices where covered[i].range.count == 1 {
      let position = covered[i].range.lowerBound
      if let last = taken.last, last > position { ordered = false }
      taken.append(position)
    }
    if !ordered { taken.sort() }
    let found = hygiene.scan(input, limit: 100, skipping: taken)
    if options.refuseHostileCharacters { return found }
    // The URL's wording of a character warning: the warning's text and
    // what the URL Standard does with the character.
    return found.map {
      guard case .character(let kind, let scalar, _)? = $0.familyIssue(as: TextIssue.self) else {
        var more = $0
        more.severity = .warning
        return more
      }
      return ValidationIssue(TextIssue.character(kind, scalar, .urlWarning), range: $0.range)
    }
  }

  /// The character checks of the `whatwg` preset: every class a warning
  /// (the URL Standard accepts them), worded as one.
  static let warningHygiene: CharacterHygiene = {
    var h = CharacterHygiene()
    h.bidiControl = .warning
    h.invisible = .warning
    h.control = .warning
    h.lineBreak = .warning
    h.tab = .warning
    h.unassigned = .warning
    h.privateUse = .warning
    h.noncharacter = .warning
    return h
  }()
}

extension URLValidator {
  /// Issues for hostile characters anywhere in the input: bidi controls,
  /// invisible and default-ignorable characters, controls, noncharacters,
  /// unassigned and private-use code points (``CharacterHygiene``).
  ///
  /// The WHATWG parser percent-encodes such characters in the path, query
  /// and fragment and UTS #46 silently drops some of them from a host
  /// (U+200B, U+FEFF, U+00AD), so without this check they would pass
  /// unseen. They are warnings unless ``Options/refuseHostileCharacters`` (the spec accepts
  /// them; `form` refuses them). A position already covered by a spec
  /// validation error is not reported twice.
  /// - Parameters:
  ///   - input: The URL as typed.
  ///   - covered: The issues found so far.
  /// - Returns: One issue per hostile character not yet reported (at most
  ///   100, then one `text.more-issues`).
  /// - Complexity: O(*n*); printable ASCII input returns at once.
  func hygieneIssues(_ input: String, covered: [ValidationIssue]) -> [ValidationIssue] {
    // Printable ASCII and most non-ASCII input (letters) have nothing to
    // report: one pass over the bytes, no set to build.
    guard let undecided = CharacterHygiene.firstUndecidedOffset(input) else { return [] }
    let hygiene = options.refuseHostileCharacters ? CharacterHygiene() : URLValidator.warningHygiene
    guard hygiene.mayReport(input, fromUTF8Offset: undecided) else { return [] }
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
    if options.refuseHostileCharacters {
      return hygiene.scan(input, limit: 100, skipping: taken)
    }
    let found = URLValidator.warningHygiene.scan(input, limit: 100, skipping: taken)
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

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
    if input.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return [] }
    let taken = Set(covered.compactMap { $0.range.count == 1 ? $0.range.lowerBound : nil })
    let found = CharacterHygiene().scan(input, limit: 100, skipping: taken)
    if options.refuseHostileCharacters { return found }
    return found.map {
      ValidationIssue(
        $0.code, severity: .warning,
        message: $0.code == .textMoreIssues
          ? $0.message
          : $0.message
            + " The URL Standard percent-encodes it in a path, query or fragment and drops or refuses it in a host.",
        range: $0.range)
    }
  }
}

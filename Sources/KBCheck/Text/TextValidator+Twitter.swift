extension TextValidator {
  /// Reads a twitter value as a mention, a hashtag or a post.
  /// - Parameters:
  ///   - input: The input as given.
  ///   - value: Its NFC form.
  /// - Returns: The kind (`mention`, `hashtag`, `text`), the canonical value
  ///   and the issues.
  /// - Complexity: O(*n*).
  func checkTwitter(_ input: String, value: String) -> (TextKind, String, [ValidationIssue]) {
    let first = input.unicodeScalars.first
    let isAt = first == "@" || first == "\u{FF20}"
    let isHash = first == "#" || first == "\u{FF03}"
    let hasSpace = input.unicodeScalars.contains { $0.properties.isWhitespace }
    let kind: Profile
    switch options.profile {
    case .mention, .hashtag, .text: kind = options.profile
    default: kind = isAt && !hasSpace ? .mention : isHash && !hasSpace ? .hashtag : .text
    }
    switch kind {
    case .mention:
      guard isAt else {
        return (.mention, value, [TextValidator.missingPrefix(.mentionWithoutAt, input)])
      }
      return (.mention, "@" + String(value.unicodeScalars.dropFirst()), mentionIssues(input))
    case .hashtag:
      guard isHash else {
        return (.hashtag, value, [TextValidator.missingPrefix(.hashtagWithoutHash, input)])
      }
      return (.hashtag, "#" + String(value.unicodeScalars.dropFirst()), hashtagIssues(input))
    default:
      return (.text, value, [])
    }
  }

  private static func missingPrefix(_ issue: TextIssue, _ input: String)
    -> ValidationIssue
  {
    ValidationIssue(issue, range: 0..<min(1, input.unicodeScalars.count))
  }

  /// `@` followed by 1–15 of `A-Z a-z 0-9 _`.
  private func mentionIssues(_ input: String) -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    var more = BoundedIssues(.twitterCharacters)
    let name = input.unicodeScalars.dropFirst()
    if name.isEmpty {
      return [
        ValidationIssue(TextIssue.mentionEmpty, at: 0)
      ]
    }
    for (i, scalar) in name.enumerated() {
      let v = scalar.value
      let ok =
        (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
        || v == 0x5F
      if !ok {
        more.add(.error, range: (i + 1)..<(i + 2)) {
          ValidationIssue(TextIssue.mentionInvalidCharacter(scalar), at: i + 1)
        }
      }
    }
    issues += more.all()
    if name.count > 15 {
      issues.append(
        ValidationIssue(
          TextIssue.mentionTooLong(count: name.count), range: 16..<(name.count + 1)))
    }
    return issues
  }

  /// `#` followed by letters, marks, digits and `_`, not only digits.
  private func hashtagIssues(_ input: String) -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    var more = BoundedIssues(.twitterCharacters)
    let tag = input.unicodeScalars.dropFirst()
    if tag.isEmpty {
      return [ValidationIssue(TextIssue.hashtagEmpty, at: 0)]
    }
    var allDigits = true
    for (i, scalar) in tag.enumerated() {
      let category = scalar.icu.generalCategory
      if category != .decimalNumber { allDigits = false }
      let ok =
        category.isLetter || category.isMark || category == .decimalNumber
        || scalar == "_" || scalar.value == 0x200C || scalar.value == 0x200D
      if !ok {
        more.add(.error, range: (i + 1)..<(i + 2)) {
          ValidationIssue(TextIssue.hashtagInvalidCharacter(scalar), at: i + 1)
        }
      }
    }
    issues += more.all()
    let tagText = String(String.UnicodeScalarView(tag))
    if tagText.unicodeScalars.contains(where: { !$0.isASCII }),
      SpoofCheck.check(tagText).isMixedScript
    {
      issues.append(
        ValidationIssue(
          TextIssue.mixedScriptHashtag(skeleton: SpoofCheck.skeleton(tagText)),
          range: 1..<(tag.count + 1)))
    }
    if allDigits {
      issues.append(
        ValidationIssue(TextIssue.hashtagAllDigits, range: 1..<(tag.count + 1)))
    }
    return issues
  }
}

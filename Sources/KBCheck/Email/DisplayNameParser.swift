/// RFC 5322 §3.2.5 `display-name` (a `phrase`: atoms and quoted strings,
/// with comments and folding white space between them; RFC 6532 §3.2 lets
/// atoms and quoted strings hold UTF-8), read from the bytes before the
/// `<` of a `Name <addr>` form.
///
/// Errors: control characters (anywhere, quoted or not: RFC 5322's
/// obsolete quoted controls are refused in a form), a quoted string or
/// comment left open or a `)` that closes nothing, and `specials` outside
/// quotes (`< > [ ] : ; @ \ ,`, §3.2.3). Warnings: a `.` outside quotes
/// (`John Q. Public`, the obsolete `obs-phrase` of §4.1), and the
/// character hygiene checks (invisible and bidi controls) for non-ASCII.
struct DisplayNameParser {
  /// The name as a reader sees it, or `nil` when empty.
  private(set) var name: String?
  /// The issues, with scalar ranges of the input.
  var issues: [ValidationIssue] = []
  /// The number of scalars read (the name's length in the input).
  private(set) var scalars = 0

  private var out: [UInt8] = []
  private var pendingSpace = false
  private var obsoleteReported = false

  /// Reads the display name.
  /// - Parameter bytes: The bytes before the `<`.
  /// - Complexity: O(*n*).
  mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>) {
    var quoteStart: Int?
    var commentStart: [Int] = []
    var escaped = false
    // UTS #51 emoji ZWJ and tag sequences: their joiners and tags draw one
    // picture, they are not hidden characters (``EmojiSequences``).
    let emoji =
      EmojiSequences.mayHoldSequence(bytes)
      ? EmojiSequences.sequencePositions(
        in: Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)) : []
    var i = 0
    while i < bytes.count {
      let (cp, length) = EmailBytes.decode(bytes, i)
      let position = scalars
      scalars += 1
      i += length
      if cp < ASCII.CodePoint.space && cp != ASCII.CodePoint.tab || (0x7F...0x9F).contains(cp) {
        issues.append(
          ValidationIssue(
            EmailIssue.displayNameControlCharacter(EmailIssueSink.scalar(cp)), at: position))
        continue
      }
      if cp >= 0x80, !emoji.contains(position), let scalar = Unicode.Scalar(cp),
        let issue = CharacterHygiene().classify(scalar, at: position)
      {
        issues.append(issue)
      }
      let b = cp < 0x80 ? UInt8(cp) : 0x80
      if escaped {
        escaped = false
        if quoteStart != nil { append(bytes, i - length, length) }
        continue
      }
      if quoteStart != nil {
        if b == ASCII.backslash {
          escaped = true
        } else if b == ASCII.quote {
          quoteStart = nil
        } else {
          append(bytes, i - length, length)
        }
        continue
      }
      if !commentStart.isEmpty {
        if b == ASCII.backslash {
          escaped = true
        } else if b == ASCII.leftParen {
          commentStart.append(position)
        } else if b == ASCII.rightParen {
          commentStart.removeLast()
          if commentStart.isEmpty { pendingSpace = true }
        }
        continue
      }
      switch b {
      case ASCII.space, ASCII.tab:
        pendingSpace = true
      case ASCII.quote:
        quoteStart = position
        if !out.isEmpty && pendingSpace { out.append(ASCII.space) }
        pendingSpace = false
      case ASCII.leftParen:
        commentStart.append(position)
      case ASCII.rightParen:
        issues.append(
          ValidationIssue(EmailIssue.displayNameUnopenedComment, at: position))
      case ASCII.dot:
        if !obsoleteReported {
          obsoleteReported = true
          issues.append(
            ValidationIssue(EmailIssue.displayNameObsolete, at: position))
        }
        append(bytes, i - length, length)
      case ASCII.lessThan, ASCII.greaterThan, ASCII.leftBracket, ASCII.rightBracket, ASCII.colon,
        ASCII.semicolon, ASCII.at, ASCII.backslash, ASCII.comma:
        issues.append(
          ValidationIssue(EmailIssue.displayNameSpecial(Unicode.Scalar(b)), at: position))
        append(bytes, i - length, length)
      default:
        append(bytes, i - length, length)
      }
    }
    if let start = quoteStart {
      issues.append(
        ValidationIssue(EmailIssue.displayNameUnclosedQuote, range: start..<scalars))
    }
    if let start = commentStart.first {
      issues.append(
        ValidationIssue(EmailIssue.displayNameUnclosedComment, range: start..<scalars))
    }
    name = out.isEmpty ? nil : String(decoding: out, as: UTF8.self)
  }

  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) {
    if pendingSpace && !out.isEmpty { out.append(ASCII.space) }
    pendingSpace = false
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<(start + length)]))
  }

  /// A word of the name that looks like an email address or a domain
  /// other than the real address's (`support@yourbank.example` shown for
  /// `x@attacker.example`), or `nil`.
  /// - Parameters:
  ///   - name: The display name as a reader sees it.
  ///   - actual: The address between the angle brackets.
  /// - Returns: The word.
  static func addressLookalike(in name: String, actual: String) -> String? {
    let real = actual.lowercased()
    let realDomain = real.split(separator: "@").last.map(String.init) ?? real
    let separators = Set<Character>(" \t,;<>()\"'[]")
    for word in name.split(whereSeparator: { separators.contains($0) }) {
      let token = word.lowercased().trimmingTrailingDots
      guard !token.isEmpty else { continue }
      if let at = token.lastIndex(of: "@") {
        let domain = String(token[token.index(after: at)...])
        if isDomainLike(domain) && token != real { return String(word) }
      } else if isDomainLike(token) && token != realDomain && !realDomain.hasSuffix("." + token) {
        return String(word)
      }
    }
    return nil
  }

  /// Two or more non-empty labels of letters, digits and `-`, the last one
  /// of at least two letters (or an `xn--` label): a domain name's shape.
  static func isDomainLike(_ s: String) -> Bool {
    let labels = s.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, let tld = labels.last, tld.count >= 2 else { return false }
    guard
      labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }
      )
    else { return false }
    return tld.hasPrefix("xn--") || tld.allSatisfy(\.isLetter)
  }
}

extension String {
  /// The string without its trailing full stops (`example.com.` → `example.com`).
  fileprivate var trimmingTrailingDots: String {
    var s = Substring(self)
    while s.last == "." { s = s.dropLast() }
    return String(s)
  }
}

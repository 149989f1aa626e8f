extension EmailValidator {
  /// Where the address of a `Name <addr>` form (RFC 5322 §3.4 `name-addr`)
  /// lies, and what the display name says.
  struct DisplayNameSplit {
    /// The bytes of `addr`, between the angle brackets.
    var address: Range<Int>
    /// The scalar offset of the first byte of `addr`.
    var scalarBase: Int
    /// The display name as a reader sees it: quotes and comments removed,
    /// quoted pairs unescaped, runs of white space as one space; `nil` when
    /// there is none (`<addr>`).
    var name: String?
    /// The display name's issues (errors when it is malformed, warnings for
    /// obsolete syntax and for a name that looks like another address).
    var issues: [ValidationIssue]
  }

  /// What the input's shape is: a bare address, a `Name <addr>` form, or a
  /// form whose angle brackets do not pair.
  enum AddressShape {
    /// No angle brackets: the whole input is the address.
    case bare
    /// `display-name <addr>`.
    case nameAddr(DisplayNameSplit)
    /// A `<` that no `>` closes, a `>` that no `<` opens, text after the
    /// `>`, or a second `<` or `>`: the error, with its range.
    case malformed(ValidationIssue)
  }

  /// Finds a `Name <addr>` form. The `<` that opens the address is the
  /// first one outside a quoted string or comment, so a quoted name or
  /// local part may hold `<` and `>`.
  /// - Parameters:
  ///   - bytes: The input's UTF-8 bytes.
  ///   - strict: Report unpaired angle brackets (`allowDisplayName`);
  ///     otherwise only a form that ends in `>` is split and anything else
  ///     is left to the address scanner.
  /// - Returns: The shape.
  /// - Complexity: O(*n*).
  static func addressShape(_ bytes: UnsafeBufferPointer<UInt8>, strict: Bool) -> AddressShape {
    // Without `<` or `>` an input is a bare address whatever its quotes and
    // comments (every other answer below needs one of them): one plain
    // pass instead of the bracket scan, for most inputs the scanner reads.
    var hasBracket = false
    for b in bytes where b == ASCII.lessThan || b == ASCII.greaterThan {
      hasBracket = true
      break
    }
    if !hasBracket { return .bare }
    var last = bytes.count - 1
    while last >= 0 && (bytes[last] == ASCII.space || bytes[last] == ASCII.tab) { last -= 1 }
    guard last >= 0 else { return .bare }
    var scan = BracketScan()
    var open: (byte: Int, scalar: Int)?
    var close: (byte: Int, scalar: Int)?
    var stray: (byte: UInt8, scalar: Int)?
    var scalar = 0
    for i in 0...last {
      let b = bytes[i]
      let position = scalar
      if b & 0xC0 != 0x80 { scalar += 1 }
      guard scan.isOutside(b) else { continue }
      if b == ASCII.lessThan {
        if open == nil { open = (i, position) } else if stray == nil { stray = (b, position) }
      } else if b == ASCII.greaterThan {
        if open != nil && close == nil {
          close = (i, position)
        } else if stray == nil {
          stray = (b, position)
        }
      }
    }
    let endsInClose = bytes[last] == ASCII.greaterThan
    guard let open else {
      // A quote or comment left open can hide the '<': split at the last
      // one, so that the name's own error says what is wrong.
      if endsInClose && scan.isInside,
        let lt = lastIndex(of: ASCII.lessThan, in: bytes, before: last)
      {
        return .nameAddr(split(bytes, lt: lt, gt: last))
      }
      if strict && endsInClose {
        return .malformed(
          ValidationIssue(EmailIssue.displayNameNoOpeningAngle, at: scalar - 1))
      }
      return .bare
    }
    guard let close, close.byte == last, stray == nil else {
      guard strict || endsInClose else { return .bare }
      let issue: ValidationIssue
      if let stray {
        issue = ValidationIssue(
          EmailIssue.displayNameSecondAngle(Unicode.Scalar(stray.byte)), at: stray.scalar)
      } else if let close {
        issue = ValidationIssue(
          EmailIssue.displayNameTextAfterAngle, range: (close.scalar + 1)..<scalar)
      } else {
        issue = ValidationIssue(EmailIssue.displayNameUnclosedAngle, at: open.scalar)
      }
      return .malformed(issue)
    }
    return .nameAddr(split(bytes, lt: open.byte, gt: last))
  }

  /// The `Name <addr>` split at the given brackets, with the name parsed.
  private static func split(_ bytes: UnsafeBufferPointer<UInt8>, lt: Int, gt: Int)
    -> DisplayNameSplit
  {
    var parser = DisplayNameParser()
    parser.parse(UnsafeBufferPointer(rebasing: bytes[..<lt]))
    let address = (lt + 1)..<gt
    if let name = parser.name {
      let actual = String(decoding: UnsafeBufferPointer(rebasing: bytes[address]), as: UTF8.self)
      if let shown = DisplayNameParser.addressLookalike(in: name, actual: actual) {
        parser.issues.append(
          ValidationIssue(
            EmailIssue.displayNameLooksLikeAddress(shown: shown, address: actual),
            range: 0..<parser.scalars))
      }
    }
    return DisplayNameSplit(
      address: address, scalarBase: parser.scalars + 1, name: parser.name, issues: parser.issues)
  }

  private static func lastIndex(
    of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, before end: Int
  ) -> Int? {
    var i = end - 1
    while i >= 0 && bytes[i] != byte { i -= 1 }
    return i >= 0 ? i : nil
  }
}

/// Tracks quoted strings (with quoted pairs) and nested comments, so that
/// brackets inside them are not taken for the address's angle brackets.
private struct BracketScan {
  private var quoted = false
  private var depth = 0
  private var escaped = false

  /// Whether a quoted string or comment is still open.
  var isInside: Bool { quoted || depth > 0 }

  /// Takes one byte; whether it stands outside quotes and comments (and is
  /// not one of their delimiters).
  mutating func isOutside(_ b: UInt8) -> Bool {
    if escaped {
      escaped = false
      return false
    }
    if quoted {
      if b == ASCII.backslash { escaped = true } else if b == ASCII.quote { quoted = false }
      return false
    }
    if depth > 0 {
      if b == ASCII.backslash {
        escaped = true
      } else if b == ASCII.leftParen {
        depth += 1
      } else if b == ASCII.rightParen {
        depth -= 1
      }
      return false
    }
    if b == ASCII.quote {
      quoted = true
      return false
    }
    if b == ASCII.leftParen {
      depth = 1
      return false
    }
    return true
  }
}

/// The single-pass scanner of an RFC 5322 / 5321 / 6531 address over UTF-8
/// bytes: a state machine with a comment-depth counter (no recursion, no
/// backtracking) that records the address's structure, the issues found and,
/// only when comments, whitespace or a full-width `＠` have to be dropped, a
/// rebuilt copy of the kept bytes.
///
/// Its states and diagnoses follow Dominic Sayers's isemail parser, with
/// UTF-8 accepted where RFC 6531 / 6532 accept it.
struct EmailScanner {
  /// What the scanner is inside of.
  enum Context: UInt8 { case local, domain, literal, quoted, comment }
  /// What ended just before the current token.
  enum Prior: UInt8 { case none, comment, fws, quoted, literal }

  let bytes: UnsafeBufferPointer<UInt8>
  let options: EmailOptions
  /// The first byte of the address (after a display name, if any).
  let base: Int
  /// One past the last byte of the address.
  let end: Int
  /// The scalar offset of `base` in the whole input.
  let scalarBase: Int

  var sink: EmailIssueSink

  // Structure.
  var atOffset = -1
  var atScalar = -1
  var endScalar = 0
  var localNonASCII = false
  /// Whether the local part has a scalar at or above U+0300, below which
  /// every character is already in NFC.
  var localMayNeedNFC = false
  var domainNonASCII = false
  var domainUpper = false
  var xnLabel = false
  var quoted = false
  var literal = false
  var labelCount = 0
  var lastLabelScalar = 0
  var reportedHyphen = false
  var reportedDots = false
  var reportedLength = false
  var reportedDeprecated: UInt8 = 0
  var reportedFullwidth = false

  // Rebuilt bytes, only when something is dropped.
  var rebuild = false
  var out: [UInt8] = []

  // State.
  var context = Context.local
  var prior = Prior.none
  var commentDepth = 0
  var commentReturn = Context.local
  var inQuotedPair = false
  var inFWS = false
  var fwsReturn = Context.local
  var fwsAfterCRLF = false
  var crlfCount = 0
  var elementLength = 0
  var elementCount = 0
  var endOrDie = false
  var hyphenFlag = false
  var labelStart = 0
  var labelNonASCII = false
  var stopped = false

  init(
    bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, scalarBase: Int,
    options: EmailOptions, sink: EmailIssueSink
  ) {
    self.bytes = bytes
    self.base = range.lowerBound
    self.end = range.upperBound
    self.scalarBase = scalarBase
    self.options = options
    self.sink = sink
  }

  /// Moves the issues out of the scanner (which is left with none).
  /// - Returns: The issues the scan found.
  mutating func takeSink() -> EmailIssueSink {
    var taken = EmailIssueSink()
    swap(&taken, &sink)
    return taken
  }

  /// Whether nothing was kept after the `@`.
  var domainIsEmpty: Bool { keptCount(at: end) <= atOffset + 1 }

  /// Runs the scanner over `bytes[base..<end]`.
  /// - Complexity: O(*n*) in the number of bytes.
  mutating func run() {
    var i = base
    var s = scalarBase
    while i < end && !stopped {
      if !inFWS && !inQuotedPair && !endOrDie {
        if context == .local {
          fastLocalRun(&i, &s)
        } else if context == .domain {
          fastLabelRun(&i, &s)
        }
        if i >= end { break }
      }
      let (cp, len) = EmailBytes.decode(bytes, i)
      if inFWS {
        if fws(cp, &i, s) { continue }
      } else if inQuotedPair {
        quotedPair(cp, i, len, s)
      } else {
        switch context {
        case .local: local(cp, &i, len, s)
        case .domain: domain(cp, &i, len, s)
        case .literal: literalToken(cp, &i, len, s)
        case .quoted: quotedToken(cp, &i, len, s)
        case .comment: commentToken(cp, &i, len, s)
        }
      }
      i += len
      s += 1
    }
    if !stopped { finish(at: s) }
  }

  // MARK: Fast runs

  /// Consumes a run of plain ASCII atext in the local part (the common
  /// case) without going through the state machine.
  @inline(__always)
  mutating func fastLocalRun(_ i: inout Int, _ s: inout Int) {
    let start = i
    while i < end {
      let b = bytes[i]
      guard EmailBytes.contains(EmailBytes.atext, b) else { break }
      i += 1
    }
    let n = i - start
    guard n > 0 else { return }
    keep(start, n)
    elementLength += n
    s += n
    prior = .none
  }

  /// Consumes a run of ASCII letters, digits and inner hyphens of a domain
  /// label without going through the state machine.
  @inline(__always)
  mutating func fastLabelRun(_ i: inout Int, _ s: inout Int) {
    let start = i
    var hyphen = hyphenFlag
    while i < end {
      let b = bytes[i]
      if EmailBytes.contains(EmailBytes.letDig, b) {
        if b &- ASCII.upperA < 26 { domainUpper = true }
        hyphen = false
      } else if b == ASCII.hyphen && (i > start || elementLength > 0) {
        hyphen = true
      } else {
        break
      }
      i += 1
    }
    let n = i - start
    guard n > 0 else { return }
    keep(start, n)
    elementLength += n
    s += n
    hyphenFlag = hyphen
    prior = .none
  }

  // MARK: Helpers

  /// The number of kept bytes if scanning stopped at byte `i`.
  func keptCount(at i: Int) -> Int { rebuild ? out.count : i - base }

  /// Starts rebuilding: every byte before `i` was kept.
  mutating func startRebuild(at i: Int) {
    guard !rebuild else { return }
    rebuild = true
    out.reserveCapacity(end - base)
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[base..<i]))
  }

  /// Keeps `len` bytes at `i` (copies them when rebuilding).
  @inline(__always)
  mutating func keep(_ i: Int, _ len: Int) {
    if rebuild { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<(i + len)])) }
  }

  /// Reports a deprecated form once per kind, as a warning or an error.
  mutating func deprecated(
    _ issue: (ValidationIssue.Severity) -> EmailIssue, kind: UInt8, at s: Int
  ) {
    guard reportedDeprecated & kind == 0 else { return }
    reportedDeprecated |= kind
    sink.add(issue(options.allowDeprecated ? .warning : .error), range: s..<(s + 1))
  }

  /// Reports a comment at the start of an element or inside one.
  mutating func enterComment(_ i: Int, _ s: Int, nearAt: Bool, between: Bool) {
    if nearAt {
      deprecated(EmailIssue.deprecatedCFWSNearAt, kind: 1, at: s)
    } else if between {
      deprecated(EmailIssue.deprecatedLocalPart, kind: 2, at: s)
    } else {
      deprecated(EmailIssue.deprecatedComment, kind: 4, at: s)
    }
    if elementLength > 0 { endOrDie = true }
    startRebuild(at: i)
    commentReturn = context
    context = .comment
    commentDepth = 1
  }

  /// Enters folding whitespace on SP, HTAB or CR (checking that CR is
  /// followed by LF, which it consumes).
  /// - Returns: `false` when the CR is bare (scanning stops).
  mutating func enterFWS(_ cp: UInt32, _ i: inout Int, _ s: Int) -> Bool {
    if cp == ASCII.CodePoint.carriageReturn {
      guard i + 1 < end, bytes[i + 1] == ASCII.lineFeed else {
        sink.add(.badLineBreak, range: s..<(s + 1))
        stopped = true
        return false
      }
      startRebuild(at: i)
      i += 1
      fwsAfterCRLF = true
    } else {
      fwsAfterCRLF = false
      if context == .quoted { keep(i, 1) } else { startRebuild(at: i) }
    }
    crlfCount = cp == ASCII.CodePoint.carriageReturn ? 1 : 0
    fwsReturn = context
    inFWS = true
    return true
  }

  /// One token in folding whitespace.
  /// - Returns: `true` when the token must be looked at again in the
  ///   enclosing context (nothing was consumed).
  mutating func fws(_ cp: UInt32, _ i: inout Int, _ s: Int) -> Bool {
    if fwsAfterCRLF && cp == ASCII.CodePoint.carriageReturn {
      sink.add(.badLineBreak, range: s..<(s + 1))
      stopped = true
      return false
    }
    switch cp {
    case ASCII.CodePoint.carriageReturn:
      guard i + 1 < end, bytes[i + 1] == ASCII.lineFeed else {
        sink.add(.badLineBreak, range: s..<(s + 1))
        stopped = true
        return false
      }
      startRebuild(at: i)
      i += 1
      crlfCount += 1
      if crlfCount > 1 { deprecated(EmailIssue.deprecatedFoldingWhitespace, kind: 8, at: s) }
      fwsAfterCRLF = true
      return false
    case ASCII.CodePoint.space, ASCII.CodePoint.tab:
      if fwsReturn == .quoted { keep(i, 1) }
      fwsAfterCRLF = false
      return false
    default:
      if fwsAfterCRLF {
        sink.add(.badLineBreak, range: max(scalarBase, s - 2)..<s)
        stopped = true
        return false
      }
      inFWS = false
      context = fwsReturn
      if context != .quoted { prior = .fws }
      return true
    }
  }

  /// Reports a character out of place and stops.
  ///
  /// After white space that was already reported (`john@exam ple.com`),
  /// the space is the one issue, at its own position: an error stays alone;
  /// a warning (the `rfc` profile's obsolete folding white space) becomes
  /// the error, at the space.
  mutating func unexpected(_ s: Int) {
    stopped = true
    if prior == .fws, let last = sink.lastListed, last.code == .emailDeprecatedFoldingWhitespace {
      if last.severity == .error { return }
      if let space = sink.removeLastListed() {
        sink.add(EmailIssueSink.unexpected(after: prior), range: space.range)
        return
      }
    }
    sink.add(EmailIssueSink.unexpected(after: prior), range: s..<(s + 1))
  }

  /// Checks the label that ends at byte `i` (hyphens, length, `xn--`).
  mutating func closeLabel(at i: Int, _ s: Int) {
    if hyphenFlag {
      sink.add(.domainLabelTrailingHyphen, range: (s - 1)..<s)
      reportedHyphen = true
    }
    let length = elementLength
    if !labelNonASCII && length > 63 {
      sink.add(.domainLabelTooLong, range: lastLabelScalar..<s)
      reportedLength = true
    }
    if length >= 4 && bytes[labelStart + 2] == ASCII.hyphen && bytes[labelStart + 3] == ASCII.hyphen
    {
      if bytes[labelStart] | 0x20 == UInt8(ascii: "x")
        && bytes[labelStart + 1] | 0x20 == UInt8(ascii: "n")
      {
        xnLabel = true
      } else if options.rejectHyphen34 && !labelNonASCII {
        sink.add(.domainLabelHyphen34, range: lastLabelScalar..<s)
        reportedHyphen = true
      }
    }
    hyphenFlag = false
  }

  // MARK: Contexts

  mutating func local(_ cp: UInt32, _ i: inout Int, _ len: Int, _ s: Int) {
    switch cp {
    case ASCII.CodePoint.leftParen:  // (
      enterComment(i, s, nearAt: false, between: elementLength == 0 && elementCount > 0)
    case ASCII.CodePoint.dot:  // .
      if elementLength == 0 {
        sink.add(
          elementCount == 0 && !quoted ? .localLeadingDot : .localConsecutiveDots,
          range: s..<(s + 1))
      } else if endOrDie {
        deprecated(EmailIssue.deprecatedLocalPart, kind: 2, at: s)
      }
      endOrDie = false
      elementLength = 0
      elementCount += 1
      keep(i, 1)
    case ASCII.CodePoint.quote:  // "
      guard elementLength == 0 else { return unexpected(s) }
      if elementCount > 0 || quoted { deprecated(EmailIssue.deprecatedLocalPart, kind: 2, at: s) }
      if !options.allowQuotedLocal && !quoted {
        sink.add(.localQuoted, range: s..<(s + 1))
      }
      quoted = true
      keep(i, 1)
      elementLength += 1
      endOrDie = true
      context = .quoted
    case ASCII.CodePoint.space, ASCII.CodePoint.tab, ASCII.CodePoint.carriageReturn:
      if elementLength == 0 {
        deprecated(EmailIssue.deprecatedFoldingWhitespace, kind: 8, at: s)
      } else {
        endOrDie = true
      }
      _ = enterFWS(cp, &i, s)
    case ASCII.CodePoint.at, 0xFF20, 0xFE6B:  // @ ＠ ﹫
      let kept = keptCount(at: i)
      if cp != ASCII.CodePoint.at {
        sink.add(.fullwidthAt, range: s..<(s + 1))
        startRebuild(at: i)
        out.append(ASCII.at)
      } else {
        keep(i, 1)
      }
      if kept == 0 {
        sink.add(.localMissing, range: s..<(s + 1))
      } else if elementLength == 0 {
        sink.add(.localTrailingDot, range: max(scalarBase, s - 1)..<s)
      } else if prior == .comment || prior == .fws {
        deprecated(EmailIssue.deprecatedCFWSNearAt, kind: 1, at: s)
      }
      atOffset = kept
      atScalar = s
      context = .domain
      elementCount = 0
      elementLength = 0
      endOrDie = false
      labelStart = i + len
      lastLabelScalar = s + 1
      labelNonASCII = false
    default:
      if endOrDie { return unexpected(s) }
      prior = .none
      if cp >= 0x80 {
        localNonASCII = true
        if cp >= 0x300 { localMayNeedNFC = true }
        if cp >= 0xFF01 && cp <= 0xFF5E && !reportedFullwidth {
          reportedFullwidth = true
          sink.add(.localFullwidth(EmailIssueSink.scalar(cp)), range: s..<(s + 1))
        }
        sink.checkNonASCII(
          cp, at: s, forbidden: EmailIssue.localForbiddenCharacter,
          strict: options.refuseInvisibleCharacters)
      } else if !EmailBytes.contains(EmailBytes.atext, UInt8(cp)) {
        let scalar = EmailIssueSink.scalar(cp)
        sink.add(
          cp < ASCII.CodePoint.space || cp == ASCII.CodePoint.delete
            ? .controlCharacter(scalar) : .localForbiddenCharacter(scalar),
          range: s..<(s + 1))
      }
      keep(i, len)
      elementLength += len
    }
  }

  mutating func domain(_ cp: UInt32, _ i: inout Int, _ len: Int, _ s: Int) {
    switch cp {
    case ASCII.CodePoint.leftParen:  // (
      enterComment(
        i, s, nearAt: elementLength == 0 && elementCount == 0 && !literal, between: false)
    case ASCII.CodePoint.dot, 0x3002, 0xFF0E, 0xFF61:  // . 。 ． ｡
      if cp != ASCII.CodePoint.dot {
        domainNonASCII = true
        sink.add(.domainDotMapped(EmailIssueSink.scalar(cp)), range: s..<(s + 1))
      }
      if literal { return unexpected(s) }
      if elementLength == 0 {
        sink.add(
          elementCount == 0 ? .domainLeadingDot : .domainConsecutiveDots,
          range: s..<(s + 1))
        reportedDots = true
      } else {
        closeLabel(at: i, s)
      }
      endOrDie = false
      elementLength = 0
      elementCount += 1
      keep(i, len)
      labelStart = i + len
      lastLabelScalar = s + 1
      labelNonASCII = false
    case ASCII.CodePoint.leftBracket:  // [
      guard elementLength == 0 && elementCount == 0 && !literal else { return unexpected(s) }
      if !options.allowDomainLiteral { sink.add(.domainLiteral, range: s..<(s + 1)) }
      literal = true
      endOrDie = true
      elementLength += 1
      keep(i, 1)
      context = .literal
    case ASCII.CodePoint.space, ASCII.CodePoint.tab, ASCII.CodePoint.carriageReturn:
      if elementLength == 0 {
        if elementCount == 0 && !literal {
          deprecated(EmailIssue.deprecatedCFWSNearAt, kind: 1, at: s)
        } else {
          deprecated(EmailIssue.deprecatedFoldingWhitespace, kind: 8, at: s)
        }
      } else {
        deprecated(EmailIssue.deprecatedFoldingWhitespace, kind: 8, at: s)
        endOrDie = true
      }
      _ = enterFWS(cp, &i, s)
    default:
      if endOrDie { return unexpected(s) }
      prior = .none
      hyphenFlag = false
      if cp >= 0x80 {
        domainNonASCII = true
        labelNonASCII = true
        if cp == 0xFF20 || cp == 0xFE6B {
          sink.add(.multipleAt, range: s..<(s + 1))
        } else {
          sink.checkNonASCII(
            cp, at: s, forbidden: EmailIssue.domainForbiddenCharacter, strict: false,
            isDomain: true)
        }
      } else {
        let b = UInt8(cp)
        if EmailBytes.contains(EmailBytes.letDig, b) {
          if b >= ASCII.upperA && b <= ASCII.upperZ { domainUpper = true }
        } else if b == ASCII.hyphen {
          if elementLength == 0 {
            sink.add(.domainLabelLeadingHyphen, range: s..<(s + 1))
            reportedHyphen = true
          }
          hyphenFlag = true
        } else if b == ASCII.at {
          sink.add(.multipleAt, range: s..<(s + 1))
        } else {
          let scalar = EmailIssueSink.scalar(cp)
          sink.add(
            cp < ASCII.CodePoint.space || cp == ASCII.CodePoint.delete
              ? .controlCharacter(scalar) : .domainForbiddenCharacter(scalar),
            range: s..<(s + 1))
        }
      }
      keep(i, len)
      elementLength += len
    }
  }

  mutating func literalToken(_ cp: UInt32, _ i: inout Int, _ len: Int, _ s: Int) {
    switch cp {
    case ASCII.CodePoint.rightBracket:  // ]
      keep(i, 1)
      elementLength += 1
      context = .domain
      prior = .literal
    case ASCII.CodePoint.backslash:  // backslash
      sink.add(.literalForbiddenCharacter(EmailIssueSink.scalar(cp)), range: s..<(s + 1))
      keep(i, 1)
      inQuotedPair = true
    case ASCII.CodePoint.space, ASCII.CodePoint.tab, ASCII.CodePoint.carriageReturn:
      deprecated(EmailIssue.deprecatedFoldingWhitespace, kind: 8, at: s)
      _ = enterFWS(cp, &i, s)
    default:
      if cp > 0x7F || cp == 0 || cp == ASCII.CodePoint.leftBracket {
        sink.add(.literalForbiddenCharacter(EmailIssueSink.scalar(cp)), range: s..<(s + 1))
        stopped = true
        return
      }
      if cp < ASCII.CodePoint.exclamation || cp == ASCII.CodePoint.delete {
        sink.add(.controlCharacter(EmailIssueSink.scalar(cp)), range: s..<(s + 1))
      }
      keep(i, len)
      elementLength += len
    }
  }

  mutating func quotedToken(_ cp: UInt32, _ i: inout Int, _ len: Int, _ s: Int) {
    switch cp {
    case ASCII.CodePoint.backslash:
      keep(i, 1)
      elementLength += 1
      inQuotedPair = true
    case ASCII.CodePoint.carriageReturn, ASCII.CodePoint.tab:
      deprecated(EmailIssue.deprecatedFoldingWhitespace, kind: 8, at: s)
      _ = enterFWS(cp, &i, s)
    case ASCII.CodePoint.quote:
      keep(i, 1)
      elementLength += 1
      context = .local
      prior = .quoted
    default:
      if cp == 0 || cp == ASCII.CodePoint.lineFeed {
        sink.add(.localForbiddenInQuotes(EmailIssueSink.scalar(cp)), range: s..<(s + 1))
        stopped = true
        return
      }
      if cp < ASCII.CodePoint.space || cp == ASCII.CodePoint.delete {
        sink.add(.controlCharacter(EmailIssueSink.scalar(cp)), range: s..<(s + 1))
      } else if cp >= 0x80 {
        localNonASCII = true
        if cp >= 0x300 { localMayNeedNFC = true }
        sink.checkNonASCII(
          cp, at: s, forbidden: EmailIssue.localForbiddenInQuotes,
          strict: options.refuseInvisibleCharacters)
      }
      keep(i, len)
      elementLength += len
    }
  }

  mutating func quotedPair(_ cp: UInt32, _ i: Int, _ len: Int, _ s: Int) {
    inQuotedPair = false
    if cp > 0x7F {
      sink.add(.localForbiddenInQuotes(EmailIssueSink.scalar(cp)), range: s..<(s + 1))
      stopped = true
      return
    }
    if (cp < ASCII.CodePoint.space && cp != ASCII.CodePoint.tab) || cp == ASCII.CodePoint.delete {
      sink.add(.controlCharacter(EmailIssueSink.scalar(cp)), range: s..<(s + 1))
    }
    if context != .comment {
      keep(i, len)
      elementLength += len
    }
  }

  mutating func commentToken(_ cp: UInt32, _ i: inout Int, _ len: Int, _ s: Int) {
    switch cp {
    case ASCII.CodePoint.leftParen: commentDepth += 1
    case ASCII.CodePoint.rightParen:
      commentDepth -= 1
      if commentDepth == 0 {
        context = commentReturn
        prior = .comment
      }
    case ASCII.CodePoint.backslash: inQuotedPair = true
    case ASCII.CodePoint.space, ASCII.CodePoint.tab, ASCII.CodePoint.carriageReturn:
      _ = enterFWS(cp, &i, s)
    default:
      if cp == 0 || cp == ASCII.CodePoint.lineFeed {
        sink.add(.commentForbiddenCharacter(EmailIssueSink.scalar(cp)), range: s..<(s + 1))
        stopped = true
      } else if cp < ASCII.CodePoint.space || cp == ASCII.CodePoint.delete {
        sink.add(.controlCharacter(EmailIssueSink.scalar(cp)), range: s..<(s + 1))
      } else if cp >= 0x80 {
        sink.checkNonASCII(
          cp, at: s, forbidden: EmailIssue.commentForbiddenCharacter,
          strict: options.refuseInvisibleCharacters)
      }
    }
  }

  // MARK: End

  mutating func finish(at s: Int) {
    endScalar = s
    let last = max(scalarBase, s - 1)..<s
    if inQuotedPair {
      sink.add(.backslashAtEnd, range: last)
    } else if context == .quoted || (inFWS && fwsReturn == .quoted) {
      sink.add(.localUnclosedQuote, range: last)
    } else if context == .comment || (inFWS && fwsReturn == .comment) {
      sink.add(.commentUnclosed, range: last)
    } else if context == .literal || (inFWS && fwsReturn == .literal) {
      sink.add(.literalUnclosed, range: last)
    } else if inFWS && fwsAfterCRLF {
      sink.add(.badLineBreak, range: last)
    } else if atOffset < 0 {
      sink.add(base == end ? .empty : .noAt, range: scalarBase..<s)
    } else if domainIsEmpty {
      sink.add(.domainMissing, range: atScalar..<(atScalar + 1))
    } else if elementLength == 0 {
      sink.add(.domainTrailingDot, range: last)
      reportedDots = true
    } else {
      if !literal { closeLabel(at: labelEndByte, s) }
      labelCount = elementCount + 1
    }
  }

  /// The byte offset where the last label ends (before any trailing CFWS).
  var labelEndByte: Int { labelStart + elementLength }
}

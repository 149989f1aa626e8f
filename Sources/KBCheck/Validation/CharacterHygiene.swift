/// Finds the characters that are dangerous or invisible wherever they
/// appear: controls, bidi controls (Trojan Source), zero-width and other
/// default-ignorable characters, noncharacters, unassigned and private-use
/// code points, line and paragraph separators.
///
/// Every validator runs it (directly or through its own scanner) so that such
/// characters always get a coded issue with their position.
package struct CharacterHygiene: Sendable, Hashable {
  /// The severity given to bidi controls (error by default).
  package var bidiControl: ValidationIssue.Severity? = .error
  /// The severity given to zero-width / default-ignorable characters.
  package var invisible: ValidationIssue.Severity? = .error
  /// The severity given to C0/C1 controls other than line breaks and tab.
  package var control: ValidationIssue.Severity? = .error
  /// The severity given to CR, LF, NEL, U+2028 and U+2029.
  package var lineBreak: ValidationIssue.Severity? = .error
  /// The severity given to tab.
  package var tab: ValidationIssue.Severity? = .error
  /// The severity given to unassigned code points (as of ICU's Unicode).
  package var unassigned: ValidationIssue.Severity? = .error
  /// The severity given to private-use code points.
  package var privateUse: ValidationIssue.Severity? = .error
  /// The severity given to noncharacters (U+FDD0…, U+xFFFE/F).
  package var noncharacter: ValidationIssue.Severity? = .error

  /// Whether ZWJ / ZWNJ between two non-space characters are harmless (emoji
  /// ZWJ sequences, Persian and Indic words); off by default, so identifiers
  /// such as email addresses still get `text.invisible` for them.
  package var allowsJoinersInContext = false

  /// The strict defaults: every class above is an error.
  package init() {}

  /// Scans `text` and returns one issue per offending character.
  /// - Parameters:
  ///   - text: The text to scan.
  ///   - offset: Added to every reported position (for scanning a part).
  /// - Returns: The issues, in text order.
  /// - Complexity: O(*n*); ASCII text is checked byte by byte without ICU.
  package func scan(_ text: String, offset: Int = 0) -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    var position = offset
    var iterator = text.unicodeScalars.makeIterator()
    var previous: Unicode.Scalar?
    var current = iterator.next()
    while let scalar = current {
      let next = iterator.next()
      if allowsJoinersInContext, scalar.value == 0x200C || scalar.value == 0x200D,
        let before = previous, let after = next,
        !before.properties.isWhitespace, !after.properties.isWhitespace,
        before.value >= 0x80, after.value >= 0x80
      {
        // A joiner inside a word or an emoji sequence.
      } else if let issue = classify(scalar, at: position) {
        issues.append(issue)
      }
      previous = scalar
      current = next
      position += 1
    }
    return issues
  }

  /// Scans `text` like ``scan(_:offset:)`` but reports at most `limit`
  /// characters one by one; the rest are counted into one closing
  /// `text.more-issues` issue (an error when any of them is), so hostile
  /// input of any length costs O(*n*) with a small constant and a bounded
  /// number of issues.
  /// - Parameters:
  ///   - text: The text to scan.
  ///   - offset: Added to every reported position.
  ///   - limit: The most characters reported one by one.
  ///   - skipping: Positions (already reported elsewhere) to leave out, in
  ///     increasing order (repeats allowed).
  /// - Returns: The issues, in text order.
  /// - Complexity: O(*n* + *m*) for *m* positions to skip.
  package func scan(_ text: String, offset: Int = 0, limit: Int, skipping: [Int] = [])
    -> [ValidationIssue]
  {
    // The positions are visited in the order the scan reaches them: the
    // next one not yet passed is the only one that can match.
    var nextSkipped = 0
    func isSkipped(_ position: Int) -> Bool {
      while nextSkipped < skipping.count && skipping[nextSkipped] < position { nextSkipped += 1 }
      return nextSkipped < skipping.count && skipping[nextSkipped] == position
    }
    var issues = BoundedIssues(.characters(limit: limit))
    var position = offset
    var previous: Unicode.Scalar?
    var iterator = text.unicodeScalars.makeIterator()
    var current = iterator.next()
    while let scalar = current {
      let next = iterator.next()
      defer {
        previous = scalar
        current = next
        position += 1
      }
      if scalar.value >= 0x20 && scalar.value < 0x7F { continue }
      // U+00A0–U+07FF: most are letters of no class (a table, not ICU).
      if scalar.value >= 0xA0 && scalar.value < 0x800
        && CharacterHygiene.classlessBelow0800[Int(scalar.value) - 0xA0]
      {
        continue
      }
      if isSkipped(position) { continue }
      if allowsJoinersInContext, scalar.value == 0x200C || scalar.value == 0x200D,
        let before = previous, let after = next,
        !before.properties.isWhitespace, !after.properties.isWhitespace,
        before.value >= 0x80, after.value >= 0x80
      {
        continue
      }
      // Over the limit only the verdict is looked up, not the message.
      guard let (severity, kind) = verdict(scalar) else { continue }
      issues.add(severity, range: position..<(position + 1)) {
        CharacterHygiene.issue(kind, scalar, severity, at: position)
      }
    }
    return issues.all()
  }

  /// The issue for one scalar, or `nil` when it is harmless.
  /// - Parameters:
  ///   - scalar: The scalar.
  ///   - position: Its scalar offset in the input.
  /// - Returns: The issue, if any.
  package func classify(_ scalar: Unicode.Scalar, at position: Int) -> ValidationIssue? {
    guard let (severity, kind) = verdict(scalar) else { return nil }
    return CharacterHygiene.issue(kind, scalar, severity, at: position)
  }

  /// The issue of one character, worded to match its severity: an error
  /// says the character is not allowed, a warning only that it deserves a
  /// look (a warning's message never says "not allowed"). Its message (with
  /// the character's ICU name) is rendered only when read.
  /// - Parameters:
  ///   - kind: The character's class.
  ///   - scalar: The character.
  ///   - severity: The issue's severity.
  ///   - position: Its scalar offset in the input.
  /// - Returns: The issue.
  static func issue(
    _ kind: TextIssue.CharacterClass, _ scalar: Unicode.Scalar,
    _ severity: ValidationIssue.Severity, at position: Int
  ) -> ValidationIssue {
    ValidationIssue(
      TextIssue.character(kind, scalar, severity == .error ? .notAllowed : .warning),
      at: position)
  }

  /// Whether ``scan(_:offset:limit:skipping:)`` may report anything on
  /// `text`: `false` when no scalar has a verdict (a scan then finds
  /// nothing, so the caller need not gather what to skip).
  /// - Complexity: O(*n*), no allocation.
  package func mayReport(_ text: String) -> Bool {
    guard let k = CharacterHygiene.firstUndecidedOffset(text) else { return false }
    return mayReport(text, fromUTF8Offset: k)
  }

  /// ``mayReport(_:)`` from the byte ``firstUndecidedOffset(_:)`` found.
  /// - Parameters:
  ///   - text: The text.
  ///   - k: The UTF-8 offset of a scalar's first byte; no scalar before it
  ///     has a verdict.
  /// - Returns: Whether a scalar from `k` on has a verdict.
  package func mayReport(_ text: String, fromUTF8Offset k: Int) -> Bool {
    // `k` starts a scalar: a valid index of the scalar view.
    let start = text.utf8.index(text.utf8.startIndex, offsetBy: k)
    for scalar in text.unicodeScalars[start...] where verdict(scalar) != nil { return true }
    return false
  }

  /// The UTF-8 offset of the first byte that starts neither printable
  /// ASCII nor a classless two-byte letter (every scalar before it has no
  /// verdict whatever the severities), or `nil` when there is none.
  ///
  /// On the UTF-8 bytes: printable ASCII eight bytes at a time while a
  /// word holds nothing else, two-byte letters by table. A string without
  /// contiguous UTF-8 (bridged) answers 0, deciding nothing.
  /// - Parameter text: The text.
  /// - Returns: The offset, or `nil`.
  /// - Complexity: O(*n*), no allocation.
  package static func firstUndecidedOffset(_ text: String) -> Int? {
    @inline(__always) func firstUndecided(_ u: UnsafeBufferPointer<UInt8>) -> Int? {
      guard let base = u.baseAddress else { return nil }
      let raw = UnsafeRawPointer(base)
      let n = u.count
      var k = 0
      // Whole words of printable ASCII; the last bytes as one word that
      // overlaps the one before (most input is all printable ASCII).
      while k &+ 8 <= n
        && !PrintableASCII.hasOther(raw.loadUnaligned(fromByteOffset: k, as: UInt64.self))
      {
        k &+= 8
      }
      if k == n { return nil }
      if k &+ 8 > n && n >= 8
        && !PrintableASCII.hasOther(raw.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self))
      {
        return nil
      }
      let classless = CharacterHygiene.classlessBelow0800
      while k < n {
        // A word's first byte that is not printable ASCII, found at once
        // (its lane is exact); the bytes before it need no look. Past the
        // last whole word, the input's last word without the lanes before
        // `k` (a lane a byte before `k` sets by its borrow is only a byte
        // looked at, below).
        if k &+ 8 <= n {
          let lanes = PrintableASCII.otherLanes(
            raw.loadUnaligned(fromByteOffset: k, as: UInt64.self))
          if lanes == 0 {
            k &+= 8
            continue
          }
          k &+= lanes.trailingZeroBitCount &>> 3
        } else if n >= 8 {
          let at = n &- 8
          let lanes =
            PrintableASCII.otherLanes(raw.loadUnaligned(fromByteOffset: at, as: UInt64.self))
            & ~UInt64(0) &<< UInt64((k &- at) &* 8)
          if lanes == 0 { return nil }
          k = at &+ lanes.trailingZeroBitCount &>> 3
        }
        let b = base[k]
        if b >= 0x20 && b < 0x7F {
          k &+= 1
          continue
        }
        if b >= 0xC2 && b < 0xE0 && k &+ 1 < n {
          let v = Int(b & 0x1F) << 6 | Int(base[k &+ 1] & 0x3F)
          if v >= 0xA0 && classless[v &- 0xA0] {
            k &+= 2
            continue
          }
        }
        return k
      }
      return nil
    }
    return text.utf8.withContiguousStorageIfAvailable(firstUndecided) ?? 0
  }

  /// Whether each scalar U+00A0–U+07FF is in no class of ``verdict(_:)``
  /// whatever the severities (so none gives an issue), from ICU once.
  static let classlessBelow0800: [Bool] = (0xA0..<0x800).map { value in
    guard let props = Unicode.Scalar(UInt32(value))?.icu else { return false }
    return !props.has(.bidiControl) && !props.has(.noncharacter)
      && props.generalCategory != .unassigned && props.generalCategory != .privateUse
      && !props.has(.defaultIgnorable) && !props.has(.joinControl)
  }

  /// The severity and class of one scalar, without its name.
  /// - Parameter scalar: The scalar.
  /// - Returns: The verdict, or `nil` when the scalar is harmless.
  /// - Complexity: O(1).
  func verdict(_ scalar: Unicode.Scalar)
    -> (severity: ValidationIssue.Severity, kind: TextIssue.CharacterClass)?
  {
    let v = scalar.value
    if v >= 0x20 && v < 0x7F { return nil }
    func issue(_ severity: ValidationIssue.Severity?, _ kind: TextIssue.CharacterClass)
      -> (severity: ValidationIssue.Severity, kind: TextIssue.CharacterClass)?
    {
      guard let severity else { return nil }
      return (severity, kind)
    }
    switch v {
    case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
      return issue(lineBreak, .lineBreak)
    case 0x09:
      return issue(tab, .tab)
    case 0x00..<0x20, 0x7F..<0xA0:
      return issue(control, .control)
    default: break
    }
    if v < 0xA0 { return nil }
    let props = scalar.icu
    if props.has(.bidiControl) {
      return issue(bidiControl, .bidiControl)
    }
    if props.has(.noncharacter) {
      return issue(noncharacter, .noncharacter)
    }
    switch props.generalCategory {
    case .unassigned:
      return issue(unassigned, .unassigned)
    case .privateUse:
      return issue(privateUse, .privateUse)
    case .format where props.has(.defaultIgnorable) || props.has(.joinControl):
      return issue(invisible, .invisible)
    default:
      if props.has(.defaultIgnorable) && !props.has(.variationSelector) {
        return issue(invisible, .invisible)
      }
      return nil
    }
  }
}

extension ValidationIssue.Code {
  /// A line break (CR, LF, NEL, U+2028, U+2029) in a single-line field.
  package static let textLineBreak: Self = "text.line-break"
  /// A control character.
  package static let textControl: Self = "text.control"
  /// A bidi control character (Trojan Source).
  package static let textBidiControl: Self = "text.bidi-control"
  /// A zero-width or other default-ignorable character.
  package static let textInvisible: Self = "text.invisible"
  /// A noncharacter code point.
  package static let textNoncharacter: Self = "text.noncharacter"
  /// An unassigned code point.
  package static let textUnassigned: Self = "text.unassigned"
  /// A private-use code point.
  package static let textPrivateUse: Self = "text.private-use"
  /// The input is not valid UTF-8 (set by byte-level readers).
  package static let inputInvalidUTF8: Self = "input.invalid-utf8"
  /// More characters of the kinds reported were found than are reported
  /// one by one (``CharacterHygiene/scan(_:offset:limit:skipping:)``).
  package static let textMoreIssues: Self = "text.more-issues"
  /// The input is empty where a value is required.
  package static let inputEmpty: Self = "input.empty"
  /// The input is longer than allowed.
  package static let inputTooLong: Self = "input.too-long"
  /// The input started with a UTF-8 byte-order mark, removed before the
  /// first value (batch mode; a warning on the first line's result).
  package static let inputBOMRemoved: Self = "input.bom-removed"
}

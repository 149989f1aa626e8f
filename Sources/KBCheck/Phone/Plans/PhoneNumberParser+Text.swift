/// The text-level steps of libphonenumber's parser: RFC 3966 `tel:` URIs,
/// `extractPossibleNumber`, `isViablePhoneNumber`, extensions and
/// normalization (digits of every script; E.161 letters).
extension PhoneNumberParser {
  /// A decimal digit's value in any script.
  @inline(__always)
  static func digitValue(_ s: Unicode.Scalar) -> UInt8? {
    if s.value >= ASCII.CodePoint.zero && s.value <= ASCII.CodePoint.nine {
      return UInt8(s.value - ASCII.CodePoint.zero)
    }
    // No other ASCII character is a decimal digit (no property lookup).
    if s.isASCII { return nil }
    return nonASCIIDigitValue(s)
  }

  /// ``digitValue(_:)`` of a scalar past ASCII, from its properties (out of
  /// line: the ASCII test above is inlined into every caller's loop).
  @inline(never)
  static func nonASCIIDigitValue(_ s: Unicode.Scalar) -> UInt8? {
    guard s.properties.numericType == .decimal, let v = s.properties.numericValue else {
      return nil
    }
    return UInt8(v)
  }

  /// The E.161 keypad digit of a Latin letter (`A`–`C` → 2 … `W`–`Z` → 9).
  static func keypadDigit(_ s: Unicode.Scalar) -> UInt8? {
    var v = s.value
    if v >= ASCII.CodePoint.lowerA && v <= ASCII.CodePoint.lowerZ { v -= 0x20 }
    guard v >= ASCII.CodePoint.upperA && v <= ASCII.CodePoint.upperZ else { return nil }
    return keypadTable[Int(v - ASCII.CodePoint.upperA)]
  }

  /// The keypad digit of `A` … `Z` (built once, not per call).
  private static let keypadTable: [UInt8] = [
    2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 9, 9, 9, 9,
  ]

  static func isLetter(_ s: Unicode.Scalar) -> Bool {
    s.properties.isAlphabetic && digitValue(s) == nil
  }

  /// libphonenumber's `VALID_PUNCTUATION` plus `*`.
  static func isPunctuation(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x2D, 0x78, 0x2010...0x2015, 0x2212, 0x30FC, 0xFF0D...0xFF0F, 0x20, 0xA0, 0xAD, 0x200B,
      0x2060, 0x3000,
      0x28, 0x29, 0xFF08, 0xFF09, 0xFF3B, 0xFF3D, 0x2E, 0x5B, 0x5D, 0x2F, 0x7E, 0x2053, 0x223C,
      0xFF5E, 0x2A,
      // bidi marks and narrow no-break space, which kbcheck also accepts
      0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x202F, 0x2009, 0x09:
      return true
    default: return false
    }
  }

  /// The part of the text to parse: the number of a `tel:` URI with its
  /// `phone-context` prefix (RFC 3966 §3, §5.1.5), or the possible number.
  func nationalNumberForParsing(_ text: String) throws(PhoneParseError) -> String {
    // Both parameters need a ';': skip the substring searches without one.
    guard text.utf8.contains(UInt8(ascii: ";")) else { return Self.extractPossibleNumber(text) }
    // The byte test is a cheap necessary condition for the character search
    // (which builds a searcher with a table on every call).
    if Self.containsBytes(text, ";phone-context="),
      let contextRange = text.firstRange(of: ";phone-context=")
    {
      let after = text[contextRange.upperBound...]
      let context = after.prefix { $0 != ";" }
      if context.isEmpty {
        throw PhoneParseError(.notANumber, .emptyPhoneContext)
      }
      var number = ""
      if context.first == "+" {
        guard
          context.dropFirst().allSatisfy({ $0.isASCII && ($0.isNumber || "-.()".contains($0)) }),
          context.contains(where: \.isNumber)
        else {
          throw PhoneParseError(
            .notANumber, .phoneContextNotGlobal(String(context)))
        }
        number = String(context)
      } else if !Self.isDomainName(context) {
        throw PhoneParseError(
          .notANumber, .phoneContextInvalid(String(context)))
      }
      let start = text.firstRange(of: "tel:").map(\.upperBound) ?? text.startIndex
      if start <= contextRange.lowerBound { number += text[start..<contextRange.lowerBound] }
      if Self.containsBytes(number, ";isub="), let isub = number.firstRange(of: ";isub=") {
        number = String(number[..<isub.lowerBound])
      }
      return number
    }
    var number = Self.extractPossibleNumber(text)
    if Self.containsBytes(number, ";isub="), let isub = number.firstRange(of: ";isub=") {
      number = String(number[..<isub.lowerBound])
    }
    return number
  }

  /// Whether the UTF-8 bytes of `needle` occur in `text` (no allocation).
  static func containsBytes(_ text: String, _ needle: StaticString) -> Bool {
    firstByteOffset(of: needle, in: text) != nil
  }

  /// Whether the bytes of `needle` occur in `bytes`. For an ASCII needle
  /// that is where the scalars of the text match it: an ASCII byte never
  /// occurs inside a longer scalar's bytes.
  /// - Parameters:
  ///   - bytes: UTF-8 bytes.
  ///   - needle: The bytes looked for.
  /// - Returns: Whether they occur.
  static func containsBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
    firstByteOffset(of: needle, in: bytes) != nil
  }

  /// The byte offset of the first occurrence of `needle`'s UTF-8 bytes in
  /// `text`, or `nil` (no allocation).
  static func firstByteOffset(of needle: StaticString, in text: String) -> Int? {
    if let found = text.utf8.withContiguousStorageIfAvailable({
      firstByteOffset(of: needle, in: $0)
    }) {
      return found
    }
    var copy = text
    return copy.withUTF8 { firstByteOffset(of: needle, in: $0) }
  }

  /// The offset of the first occurrence of `needle`'s bytes in `bytes`, or
  /// `nil` (also for an empty needle).
  /// - Parameters:
  ///   - needle: The bytes looked for.
  ///   - bytes: UTF-8 bytes.
  /// - Returns: The offset of the first byte of the match.
  static func firstByteOffset(of needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>)
    -> Int?
  {
    needle.withUTF8Buffer { n in
      guard let first = n.first, bytes.count >= n.count else { return nil }
      var k = 0
      while k + n.count <= bytes.count {
        if bytes[k] == first {
          var j = 1
          while j < n.count && bytes[k + j] == n[j] { j += 1 }
          if j == n.count { return k }
        }
        k += 1
      }
      return nil
    }
  }

  /// An RFC 3966 domain name (libphonenumber's `RFC3966_DOMAINNAME`):
  /// labels of letters and digits with inner hyphens, separated by dots,
  /// the last one starting with a letter, perhaps a final dot (`example.com`;
  /// not `64`, `.`, `3phone`, `a-.nz`).
  static func isDomainName(_ context: Substring) -> Bool {
    var labels = context.split(separator: ".", omittingEmptySubsequences: false)
    if labels.count > 1, labels.last?.isEmpty == true { labels.removeLast() }
    for label in labels {
      guard let first = label.first, let last = label.last, first != "-", last != "-",
        label.allSatisfy({ $0 == "-" || $0.isLetter || $0.isNumber })
      else { return false }
    }
    guard let top = labels.last?.first else { return false }
    return top.isLetter
  }

  /// libphonenumber's `extractPossibleNumber`: from the first `+` or digit,
  /// trailing non-alphanumerics (except `#`) removed, cut before a second
  /// number (`/ x`). ASCII text takes the byte path
  /// (``asciiPossibleNumber(_:)``), the rest the scalar path.
  static func extractPossibleNumber(_ text: String) -> String {
    if let ascii = asciiPossibleNumber(text) { return ascii }
    return scalarPossibleNumber(text)
  }

  /// ``extractPossibleNumber(_:)`` on the scalar view, for any text (the
  /// reference the byte path is tested against).
  static func scalarPossibleNumber(_ text: String) -> String {
    // Walks the scalar view's indices: no array of scalars, one string at
    // the end (none when the text is already the number).
    let scalars = text.unicodeScalars
    guard let start = scalars.firstIndex(where: { $0 == "+" || $0 == "＋" || digitValue($0) != nil })
    else {
      return ""
    }
    var end = scalars.endIndex
    while end > start {
      let before = scalars.index(before: end)
      let s = scalars[before]
      if digitValue(s) != nil || isLetter(s) || s == "#" { break }
      end = before
    }
    // A second number: `[\/] *x`.
    var i = start
    while i < end {
      if scalars[i] == "/" || scalars[i] == "\\" {
        var j = scalars.index(after: i)
        while j < end && scalars[j] == " " { j = scalars.index(after: j) }
        if j < end && scalars[j] == "x" {
          end = i
          break
        }
      }
      i = scalars.index(after: i)
    }
    if start == scalars.startIndex && end == scalars.endIndex { return text }
    return String(scalars[start..<end])
  }

  /// Whether the first `Character` of `text` is `+` or `＋` (U+FF0B). On
  /// the bytes when they decide: a first byte that starts neither cannot,
  /// and `+` followed by an ASCII byte (or nothing) is a whole character
  /// (what extends a grapheme is never ASCII). Only `+` before a non-ASCII
  /// scalar, or `＋`, reads the character.
  static func startsWithPlus(_ text: String) -> Bool {
    var utf8 = text.utf8.makeIterator()
    guard let first = utf8.next(), first == ASCII.plus || first == 0xEF else { return false }
    if first == ASCII.plus, utf8.next().map({ $0 < 0x80 }) ?? true { return true }
    return text.first == "+" || text.first == "＋"
  }

  /// libphonenumber's `isViablePhoneNumber`: a number (`VALID_PHONE_NUMBER`)
  /// optionally followed by an extension (`EXTN_PATTERNS_FOR_PARSING`).
  static func isViable(_ text: String) -> Bool {
    if isViableNumber(text) { return true }
    var number = text
    return stripExtension(&number) != nil
  }

  /// libphonenumber's `VALID_PHONE_NUMBER`: two digits alone, or at least
  /// three digits among punctuation (after leading `+`), then letters,
  /// digits and punctuation.
  /// - Parameters:
  ///   - text: The possible number, without an extension.
  ///   - dialString: Also accept `#`, `;`, `=`, `,` and `:` after a digit
  ///     (the phone pad's service codes, pauses and waits).
  /// - Returns: Whether the text has the shape of a phone number.
  static func isViableNumber(_ text: String, dialString: Bool = false) -> Bool {
    var digits = 0
    var onlyDigits = true
    for s in text.unicodeScalars {
      if digitValue(s) != nil {
        digits += 1
        continue
      }
      onlyDigits = false
      if (s == "+" || s == "＋") && digits == 0 { continue }
      if isPunctuation(s) { continue }
      if isLetter(s) && digits >= 3 { continue }
      if dialString && "#;=,:".unicodeScalars.contains(s) && digits >= 1 { continue }
      return false
    }
    return digits >= 3 || (digits == 2 && onlyDigits)
  }

  /// The extension labels of libphonenumber's `createExtnPattern` with the
  /// most digits each allows: explicit labels (`ext`, `xtn`, `extensión`,
  /// `ｅｘｔ`, `anexo`, `доб`: 20), ambiguous ones (`x`, `#`, `~`, `int`: 9),
  /// `;` auto-dialling (15). Longer labels first (`ext` before `xt`).
  static let extensionLabels: [(label: String, limit: Int)] = {
    var explicit: [String] = []
    for e in ["e", ""] {
      for middle in ["ensió", "ensio", ""] {
        for n in ["n", ""] { explicit.append(e + "xt" + middle + n) }
      }
    }
    explicit += ["ｅｘｔｎ", "ｅｘｔ", "ｘｔｎ", "ｘｔ", "anexo", "доб"]
    explicit.sort { $0.count > $1.count }
    return [(";ext=", 20)] + explicit.map { ($0, 20) }
      + ["int", "ｉｎｔ", "x", "ｘ", "#", "＃", "~", "～"].map { ($0, 9) } + [(";", 15)]
  }()

  /// Removes and returns an extension at the end of the text
  /// (libphonenumber's `EXTN_PATTERNS_FOR_PARSING`): `;ext=` and explicit
  /// labels (`ext.`, `extension`, `extn`, `anexo`, `доб`: ≤ 20 digits); `x`,
  /// `#`, `~`, `int` (≤ 9 digits); `,,` or `;` auto-dialling (≤ 15 digits);
  /// commas alone (`, 123`: ≤ 9 digits); `- 123#` (≤ 6 digits). The part
  /// before must still be a viable number.
  /// - Parameters:
  ///   - text: The possible number; shortened when an extension is found.
  ///   - postDialAware: Leave `,` and `;` to the post-dial reading (the
  ///     phone pad's pause and wait) instead of reading them as extensions,
  ///     and accept a dial string before the extension.
  /// - Returns: The extension's ASCII digits, or `nil` when there is none.
  static func stripExtension(_ text: inout String, postDialAware: Bool = false) -> String? {
    // Every label has a letter, a non-ASCII character or one of # ~ , ;.
    func mayHaveLabel(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      bytes.contains {
        $0 >= ASCII.upperA || $0 == ASCII.hash || $0 == ASCII.comma || $0 == ASCII.semicolon
      }
    }
    guard text.utf8.withContiguousStorageIfAvailable(mayHaveLabel) ?? true else { return nil }
    // Indices into the scalar view: no array of scalars, and a string is
    // built only where a label may end or an extension is found.
    let scalars = text.unicodeScalars
    let first = scalars.startIndex
    var end = scalars.endIndex
    let last = end > first ? scalars[scalars.index(before: end)] : nil
    let hashEnded = last == "#" || last == "＃"
    if hashEnded { end = scalars.index(before: end) }
    var digitStart = end
    var count = 0
    while digitStart > first, digitValue(scalars[scalars.index(before: digitStart)]) != nil {
      digitStart = scalars.index(before: digitStart)
      count += 1
    }
    guard count >= 1 else { return nil }
    // After a label: `[:.．]?[ \u00A0\t,-]*`.
    var runStart = digitStart
    while runStart > first,
      " \u{A0}\t,-".unicodeScalars.contains(scalars[scalars.index(before: runStart)])
    {
      runStart = scalars.index(before: runStart)
    }
    var labelEnd = runStart
    if labelEnd > first, ":.．".unicodeScalars.contains(scalars[scalars.index(before: labelEnd)]) {
      labelEnd = scalars.index(before: labelEnd)
    }
    var cut: String.Index?
    if labelEnd > first, mayEndLabel(scalars[scalars.index(before: labelEnd)]) {
      switch asciiExtensionLabel(
        text, labelEnd: labelEnd, digits: count, postDialAware: postDialAware)
      {
      case .label(let length): cut = scalars.index(labelEnd, offsetBy: -length)
      case .none: break
      case .notASCII:
        cut = scalarExtensionLabelStart(
          text, labelEnd: labelEnd, digits: count, postDialAware: postDialAware)
      }
    }
    if cut == nil, !postDialAware, labelEnd == runStart,
      let comma = scalars[runStart..<digitStart].firstIndex(of: ","),
      scalars[runStart..<comma].allSatisfy({ $0 == " " || $0 == "\t" })
    {
      // `,,` auto-dialling (≤ 15 digits) or commas alone (≤ 9).
      let afterComma = scalars.index(after: comma)
      let doubled = afterComma < digitStart && scalars[afterComma] == ","
      if count <= (doubled ? 15 : 9) { cut = comma }
    }
    if cut == nil, hashEnded, count <= 6, runStart < digitStart,
      scalars[runStart..<digitStart].allSatisfy({ $0 == "-" || $0 == " " })
    {
      cut = runStart
    }
    guard var numberEnd = cut, numberEnd > first else { return nil }
    while numberEnd > first,
      " \u{A0}\t,".unicodeScalars.contains(scalars[scalars.index(before: numberEnd)])
    {
      numberEnd = scalars.index(before: numberEnd)
    }
    let number = String(scalars[..<numberEnd])
    guard isViableNumber(number, dialString: postDialAware) else { return nil }
    let ext = String(unsafeUninitializedCapacity: count) { buffer in
      var i = 0
      for s in scalars[digitStart..<end] {
        buffer[i] = (digitValue(s) ?? 0) &+ ASCII.zero
        i += 1
      }
      return i
    }
    text = number
    return ext
  }

  /// Where the extension label that ends at `labelEnd` starts, for any
  /// text: the first of ``extensionLabels`` that the lower-cased text ends
  /// with (compared as `Character`s, so `extensio\u{301}n` matches
  /// `extensión`) and whose digit limit admits `digits`. ASCII text takes
  /// ``asciiExtensionLabel(_:labelEnd:digits:postDialAware:)``, which is
  /// tested against this.
  /// - Parameters:
  ///   - text: The possible number.
  ///   - labelEnd: Where the label would end (a scalar index of `text`).
  ///   - digits: How many extension digits follow.
  ///   - postDialAware: A `;` label is the post-dial reading's.
  /// - Returns: The label's start, or `nil` when no label ends there.
  static func scalarExtensionLabelStart(
    _ text: String, labelEnd: String.Index, digits: Int, postDialAware: Bool
  ) -> String.Index? {
    let scalars = text.unicodeScalars
    let beforeLabel = String(scalars[..<labelEnd])
    let before = beforeLabel.lowercased()
    for (label, limit) in extensionLabels where before.hasSuffix(label) && digits <= limit {
      if postDialAware && label == ";" { return nil }
      // The label as written (`extensio\u{301}n` matches `extensión`).
      let written = beforeLabel.suffix(label.count)
      return scalars.index(labelEnd, offsetBy: -written.unicodeScalars.count)
    }
    return nil
  }

  /// Whether a scalar can be the last one of an extension label (lowercased:
  /// `n`, `t`, `o`, `x`, `=`, `#`, `~`, `;`), or is not ASCII (the full-width,
  /// Cyrillic and accented labels, combining accents): a cheap test before the
  /// labels are compared.
  static func mayEndLabel(_ s: Unicode.Scalar) -> Bool {
    switch s {
    case "n", "N", "t", "T", "o", "O", "x", "X", "=", "#", "~", ";": true
    default: !s.isASCII
    }
  }

  /// libphonenumber's `normalize`: with three or more letters, letters become
  /// keypad digits and the rest but digits goes; otherwise only the digits
  /// (of any script) stay.
  static func normalize(_ text: String) -> [UInt8] {
    var letters = 0
    for s in text.unicodeScalars where s.isASCII && keypadDigit(s) != nil { letters += 1 }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    for s in text.unicodeScalars {
      if let d = digitValue(s) {
        out.append(d)
      } else if letters >= 3, s.isASCII, let d = keypadDigit(s) {
        out.append(d)
      }
    }
    return out
  }
}

extension PhoneNumberingPlans {
  /// Parses a phone number as libphonenumber's `parse` does: `+` and the
  /// default region's international prefix, country code, national prefix
  /// and transform rules, extensions, RFC 3966 `tel:` URIs, digits of every
  /// script and E.161 letters.
  /// - Parameters:
  ///   - text: At most 250 characters.
  ///   - defaultRegion: The region for numbers written nationally, or `nil`.
  /// - Returns: The number: country code, national number, extension.
  /// - Throws: ``PhoneParseError`` when the text is not a number.
  /// - Complexity: O(*n*).
  public func parse(_ text: String, defaultRegion: String?) throws(PhoneParseError) -> PhoneNumber {
    try PhoneNumberParser(plans: self).parse(text, defaultRegion: defaultRegion).number
  }

  /// Parses and says what parsing changed (removed prefixes, rewrites).
  func parseWithOutcome(_ text: String, defaultRegion: String?) throws(PhoneParseError)
    -> PhoneParseOutcome
  {
    try PhoneNumberParser(plans: self).parse(text, defaultRegion: defaultRegion)
  }
}

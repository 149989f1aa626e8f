/// An RFC 3966 `tel:` URI (or a number with `;phone-context=`) read as
/// libphonenumber's `PhoneNumberUtil.parse` reads it
/// (`buildNationalNumberForParsing`): the number between `tel:` and
/// `;phone-context=`, a global context (`+64`) written before it, a domain
/// context ignored, an `;isub=` ISDN subaddress and everything after it
/// dropped; `;ext=` stays for the extension reader.
///
/// The text to validate keeps every scalar of the number at its offset
/// (what is dropped becomes spaces), so issues point into the input;
/// only a global context moves (it is read first), mapped back by
/// ``inputOffset(_:)``.
struct PhoneTelURI {
  /// The text the phone validator reads.
  var text = ""
  /// The global context's length in ``text`` (0 when none is prepended).
  var contextLength = 0
  /// Where the global context is in the input.
  var contextRange: Range<Int> = 0..<0
  /// Where the number starts in the input (after `tel:`).
  var numberStart = 0
  /// What was dropped, with its range in the input: `;isub=…`, a domain
  /// phone-context, parameters after the context.
  var dropped: [(text: String, range: Range<Int>)] = []
  /// The range of a phone-context that is neither a global number nor a
  /// domain name (RFC 3966 §3 `descriptor`), which libphonenumber refuses.
  var invalidContext: Range<Int>?

  /// The reading of `input`, or `nil` when it is no `tel:` URI and has no
  /// `;phone-context=` or `;isub=`.
  /// - Complexity: O(*n*).
  init?(_ input: String) {
    // `tel:` needs a `:` (U+003A; no other scalar lowercases to it), and
    // the parameters are matched exactly, so their ASCII bytes must occur:
    // most inputs (an extension written `;ext=7` among them) have neither,
    // and are answered from their bytes, before the scalars are copied.
    var bytes = input
    let mayBeURI = bytes.withUTF8 { utf8 in
      guard utf8.contains(where: { $0 == ASCII.colon || $0 == ASCII.semicolon }) else {
        return false
      }
      return utf8.contains(ASCII.colon)
        || PhoneNumberParser.containsBytes(utf8, ";phone-context=")
        || PhoneNumberParser.containsBytes(utf8, ";isub=")
    }
    guard mayBeURI else { return nil }
    let s = Array(input.unicodeScalars)
    var start = 0
    while start < s.count && s[start].properties.isWhitespace { start += 1 }
    let hasScheme =
      start + 4 <= s.count
      && String(String.UnicodeScalarView(s[start..<(start + 4)])).lowercased() == "tel:"
    let context = PhoneTelURI.find(";phone-context=", in: s)
    let isub = PhoneTelURI.find(";isub=", in: s)
    guard hasScheme || context != nil || isub != nil else { return nil }
    var chars = s
    if hasScheme { for k in start..<(start + 4) { chars[k] = " " } }
    numberStart = hasScheme ? start + 4 : 0
    func blank(_ range: Range<Int>) {
      for k in range { chars[k] = " " }
      dropped.append((String(String.UnicodeScalarView(s[range])), range))
    }
    var numberEnd = s.count
    if let c = context {
      numberEnd = c
      let valueStart = c + ";phone-context=".unicodeScalars.count
      var valueEnd = valueStart
      while valueEnd < s.count && s[valueEnd] != ";" { valueEnd += 1 }
      let value = Array(s[valueStart..<valueEnd])
      if PhoneTelURI.isGlobalNumber(value) {
        contextLength = value.count
        contextRange = valueStart..<valueEnd
      } else if PhoneTelURI.isDomainName(value) {
        dropped.append((String(String.UnicodeScalarView(s[c..<valueEnd])), c..<valueEnd))
      } else {
        invalidContext = c..<valueEnd
      }
      if valueEnd < s.count { blank(valueEnd..<s.count) }
    }
    // `;isub=` and everything after it, within the number.
    if let i = isub, i < numberEnd { blank(i..<numberEnd) }
    let number = String(String.UnicodeScalarView(chars[0..<numberEnd]))
    let prefix = contextLength > 0 ? String(String.UnicodeScalarView(s[contextRange])) : ""
    text = prefix + number
  }

  /// The input offset of an offset in ``text``.
  func inputOffset(_ k: Int) -> Int {
    guard contextLength > 0 else { return k }
    return k < contextLength ? contextRange.lowerBound + k : k - contextLength
  }

  /// Where `needle` starts in `s`, if anywhere.
  private static func find(_ needle: String, in s: [Unicode.Scalar]) -> Int? {
    let n = Array(needle.unicodeScalars)
    guard s.count >= n.count else { return nil }
    var k = 0
    while k + n.count <= s.count {
      if s[k] == n[0] && Array(s[k..<(k + n.count)]) == n { return k }
      k += 1
    }
    return nil
  }

  /// RFC 3966 §3 `global-number-digits = "+" *phonedigit DIGIT *phonedigit`
  /// with `visual-separator = "-" / "." / "(" / ")"`.
  static func isGlobalNumber(_ v: [Unicode.Scalar]) -> Bool {
    guard v.first == "+" else { return false }
    var digit = false
    for c in v.dropFirst() {
      if ("0"..."9").contains(c) {
        digit = true
      } else if !"-.()".unicodeScalars.contains(c) {
        return false
      }
    }
    return digit
  }

  /// RFC 3966 §3 `domainname = *( domainlabel "." ) toplabel [ "." ]`,
  /// `domainlabel = alphanum / alphanum *( alphanum / "-" ) alphanum`,
  /// `toplabel = ALPHA / ALPHA *( alphanum / "-" ) alphanum`.
  static func isDomainName(_ v: [Unicode.Scalar]) -> Bool {
    var labels = String(String.UnicodeScalarView(v)).split(
      separator: ".", omittingEmptySubsequences: false)
    if labels.count > 1 && labels.last == "" { labels.removeLast() }
    guard let top = labels.last, let first = top.unicodeScalars.first else { return false }
    func isAlpha(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
    func isAlnum(_ c: Unicode.Scalar) -> Bool { isAlpha(c) || ("0"..."9").contains(c) }
    func isLabel(_ l: Substring) -> Bool {
      let u = Array(l.unicodeScalars)
      guard let a = u.first, let z = u.last, isAlnum(a), isAlnum(z) else { return false }
      return u.allSatisfy { isAlnum($0) || $0 == "-" }
    }
    guard isAlpha(first) else { return false }
    return labels.allSatisfy(isLabel)
  }
}

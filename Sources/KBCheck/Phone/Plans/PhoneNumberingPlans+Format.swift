extension PhoneNumberingPlans {
  /// Writes a number in one of the standard forms, with the country's
  /// grouping from the metadata (libphonenumber's `format`).
  ///
  /// A number whose national significant number matches none of the
  /// country's formats is written ungrouped. The extension follows as
  /// ` ext. 123` (`;ext=123` in RFC 3966); the national form uses the
  /// territory's preferred extension prefix (` x123` in GB).
  /// - Parameters:
  ///   - number: A parsed number.
  ///   - format: The form.
  /// - Returns: The written number.
  public func format(_ number: PhoneNumber, _ format: PhoneNumberFormat) -> String {
    if format == .e164 { return number.e164 }
    guard let t = store.territory(countryCode: number.countryCode, region: nil) else {
      return number.nationalSignificantNumber
    }
    let nsn = number.nsnDigits
    let grouping = self.grouping(nsn, t, international: format != .national)
    var bytes: [UInt8] = []
    Self.write(
      number, format, nsn: nsn, grouping: grouping, extensionPrefix: t.preferredExtnPrefix,
      into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The international, national and RFC 3966 forms at once, as strings
  /// (``writeDisplayForms(_:into:)`` made into three).
  func displayForms(_ number: PhoneNumber) -> (
    international: String, national: String, rfc3966: String
  ) {
    var bytes: [UInt8] = []
    let forms = writeDisplayForms(number, into: &bytes)
    func string(_ range: Range<Int>) -> String {
      String(decoding: bytes[range], as: UTF8.self)
    }
    return (string(forms.international), string(forms.national), string(forms.rfc3966))
  }

  /// Writes the international, national and RFC 3966 forms one after the
  /// other into `out`: the rule is chosen and the digits are split into
  /// groups once for all three (the international rule is the national one
  /// unless that one has no international format). A JSON writer copies
  /// them from the bytes with no string made.
  /// - Parameters:
  ///   - number: A parsed number.
  ///   - out: Where the forms go (appended; well-formed UTF-8).
  /// - Returns: Where each form is in `out`.
  func writeDisplayForms(_ number: PhoneNumber, into out: inout [UInt8]) -> (
    international: Range<Int>, national: Range<Int>, rfc3966: Range<Int>
  ) {
    guard let t = store.territory(countryCode: number.countryCode, region: nil) else {
      let start = out.count
      out.append(contentsOf: number.nationalSignificantNumber.utf8)
      let all = start..<out.count
      return (all, all, all)
    }
    let nsn = number.nsnDigits
    let national = grouping(nsn, t, international: false)
    // `formatRule` skips only `NA` rules for the international form, so the
    // first rule that matches nationally is also the international one
    // unless it is `NA`.
    let international =
      national.flatMap { $0.rule.intlFormat == "NA" ? nil : $0.international }
      ?? grouping(nsn, t, international: true)
    let prefix = t.preferredExtnPrefix
    out.reserveCapacity(out.count + 64)
    func written(_ format: PhoneNumberFormat, _ grouping: NSNGrouping?) -> Range<Int> {
      let start = out.count
      Self.write(
        number, format, nsn: nsn, grouping: grouping, extensionPrefix: prefix, into: &out)
      return start..<out.count
    }
    return (
      written(.international, international), written(.national, national),
      written(.rfc3966, international)
    )
  }

  /// A national significant number's grouping: the rule that formats it,
  /// the digit ranges its `$1`…`$9` stand for, and which of its templates
  /// applies.
  struct NSNGrouping {
    /// The rule.
    var rule: PhoneNumberFormatRule
    /// The captured digit ranges (`nil` for a group that took nothing).
    var groups: [Range<Int>?]
    /// Whether the international template applies.
    var isInternational: Bool

    /// The same grouping with the international template.
    var international: NSNGrouping {
      NSNGrouping(rule: rule, groups: groups, isInternational: true)
    }

    /// The template: the international format when there is one, else the
    /// format; nationally, the format inside the national prefix rule.
    var template: String {
      if isInternational { return rule.intlFormat.isEmpty ? rule.format : rule.intlFormat }
      return rule.nationalTemplate
    }
  }

  /// Adds a number's written form to `out`: the country code and the
  /// extension around its grouped national significant number.
  ///
  /// The national form writes the extension after the territory's preferred
  /// prefix (` x` in GB, ` int. ` in UY), as libphonenumber does. The
  /// international form keeps ` ext. ` (libphonenumber would use the
  /// preferred prefix there too): `x`, `#` and `int` take at most 9 digits
  /// when parsed, ` ext. ` 20, so the international text always parses
  /// back to the same number. RFC 3966 joins the digit groups with `-`.
  /// - Parameters:
  ///   - number: The number (country code, extension).
  ///   - format: The form.
  ///   - nsn: The national significant number's digit values.
  ///   - grouping: Its grouping, or `nil` to write it ungrouped.
  ///   - extensionPrefix: The territory's preferred extension prefix
  ///     (` extn. `, ` int `…); empty for libphonenumber's ` ext. `.
  ///   - out: Where the UTF-8 bytes go.
  static func write(
    _ number: PhoneNumber, _ format: PhoneNumberFormat, nsn: [UInt8], grouping: NSNGrouping?,
    extensionPrefix: String, into out: inout [UInt8]
  ) {
    func appendCountryCode() {
      let code = number.countryCode
      // One to three digits (ITU-T E.164), written without a String.
      guard code >= 0 && code < 1000 else {
        return out.append(contentsOf: String(code).utf8)
      }
      if code >= 100 { out.append(UInt8(truncatingIfNeeded: code / 100) &+ ASCII.zero) }
      if code >= 10 { out.append(UInt8(truncatingIfNeeded: code / 10 % 10) &+ ASCII.zero) }
      out.append(UInt8(truncatingIfNeeded: code % 10) &+ ASCII.zero)
    }
    func appendGrouped() {
      if let grouping {
        substitute(grouping.template, nsn, grouping.groups, into: &out)
      } else {
        for d in nsn { out.append(d &+ ASCII.zero) }
      }
    }
    switch format {
    case .national:
      appendGrouped()
      if let ext = number.extension {
        out.append(contentsOf: (extensionPrefix.isEmpty ? " ext. " : extensionPrefix).utf8)
        out.append(contentsOf: ext.utf8)
      }
    case .international:
      out.append(ASCII.plus)
      appendCountryCode()
      out.append(ASCII.space)
      appendGrouped()
      if let ext = number.extension {
        out.append(contentsOf: " ext. ".utf8)
        out.append(contentsOf: ext.utf8)
      }
    case .rfc3966:
      out.append(contentsOf: "tel:+".utf8)
      appendCountryCode()
      out.append(ASCII.hyphen)
      let start = out.count
      appendGrouped()
      dashDigitGroups(&out, from: start)
      if let ext = number.extension {
        out.append(contentsOf: ";ext=".utf8)
        out.append(contentsOf: ext.utf8)
      }
    case .e164:
      out.append(contentsOf: number.e164.utf8)
    }
  }

  /// Rewrites the grouped number written from `start` as RFC 3966 wants it:
  /// the ASCII digits, each run of other characters between two digits as
  /// one `-` (`(201) 555-0123` → `201-555-0123`).
  ///
  /// A digit followed by a combining mark is one `Character` that is not an
  /// ASCII digit; text that is not all ASCII takes the `Character` path so
  /// that such a digit counts as a separator.
  static func dashDigitGroups(_ out: inout [UInt8], from start: Int) {
    let allASCII = !out[start...].contains { $0 >= 0x80 }
    if allASCII {
      // In place: each byte read writes at most one, so `w` never passes `r`.
      var w = start
      var lastWasSeparator = false
      for r in start..<out.count {
        let b = out[r]
        if b >= ASCII.zero && b <= ASCII.nine {
          out[w] = b
          w &+= 1
          lastWasSeparator = false
        } else if !lastWasSeparator && w > start {
          out[w] = ASCII.hyphen
          w &+= 1
          lastWasSeparator = true
        }
      }
      if w > start && out[w &- 1] == ASCII.hyphen { w &-= 1 }
      out.removeLast(out.count &- w)
      return
    }
    var dashed: [UInt8] = []
    var lastWasSeparator = false
    func add(digit: UInt8?) {
      if let digit {
        dashed.append(digit)
        lastWasSeparator = false
      } else if !lastWasSeparator && !dashed.isEmpty {
        dashed.append(ASCII.hyphen)
        lastWasSeparator = true
      }
    }
    let text = String(decoding: out[start...], as: UTF8.self)
    for c in text { add(digit: c.isASCII && c.isNumber ? c.asciiValue : nil) }
    if dashed.last == ASCII.hyphen { dashed.removeLast() }
    out.replaceSubrange(start..., with: dashed)
  }

  /// The rule that formats a national significant number: the first whose
  /// last leading-digits pattern matches a prefix and whose pattern matches
  /// the whole number (libphonenumber's `chooseFormattingPatternForNumber`).
  func formatRule(_ nsn: [UInt8], _ t: PhoneTerritory, international: Bool)
    -> PhoneNumberFormatRule?
  {
    for rule in t.formats {
      if international && rule.intlFormat == "NA" { continue }
      if let leading = rule.leadingDigits.last, !store.automaton(leading).prefixMatch(nsn) {
        continue
      }
      if store.automaton(rule.plainPattern).fullMatch(nsn) { return rule }
    }
    return nil
  }

  /// How the national significant number is grouped, or `nil` when no rule
  /// applies (it is then written ungrouped).
  func grouping(_ nsn: [UInt8], _ t: PhoneTerritory, international: Bool) -> NSNGrouping? {
    guard let rule = formatRule(nsn, t, international: international) else { return nil }
    let groups: [Range<Int>?]
    if !rule.fixedSplit.isEmpty && rule.fixedSplit.reduce(0, +) == nsn.count {
      var start = 0
      groups = rule.fixedSplit.map { length in
        defer { start += length }
        return start..<(start + length)
      }
    } else {
      guard let match = store.automaton(rule.pattern).captures(nsn, whole: true) else { return nil }
      groups = match.groups
    }
    return NSNGrouping(rule: rule, groups: groups, isInternational: international)
  }

  /// Wraps the format's first group reference (`$1`, or `$2` in Argentina's
  /// `$2 15-$3-$4`) in the national prefix rule, whose `$1` stands for that
  /// reference (libphonenumber's `FIRST_GROUP_PATTERN` replacement).
  static func applyNationalPrefixRule(_ rule: String, to format: String) -> String {
    let scalars = Array(format.unicodeScalars)
    var i = 0
    while i + 1 < scalars.count {
      if scalars[i] == "$", scalars[i + 1].properties.numericType == .decimal {
        var out = String.UnicodeScalarView(scalars[..<i])
        let reference = String(String.UnicodeScalarView(scalars[i...(i + 1)]))
        var wrapped = ""
        var r = rule.unicodeScalars.makeIterator()
        while let c = r.next() {
          if c == "$", let n = r.next() {
            if n == "1" {
              wrapped += reference
            } else {
              wrapped.unicodeScalars.append(c)
              wrapped.unicodeScalars.append(n)
            }
          } else {
            wrapped.unicodeScalars.append(c)
          }
        }
        out.append(contentsOf: wrapped.unicodeScalars)
        out.append(contentsOf: scalars[(i + 2)...])
        return String(out)
      }
      i += 1
    }
    return format
  }

  /// Replaces `$1`…`$9` in a template by the captured digits.
  static func substitute(_ template: String, _ digits: [UInt8], _ groups: [Range<Int>?]) -> String {
    var out: [UInt8] = []
    substitute(template, digits, groups, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Adds the template to `out` with `$1`…`$9` replaced by the captured
  /// digits (a group that took nothing adds nothing). A `$` before anything
  /// else is kept with the character after it, which is not read again (`$$1`
  /// stays `$$1`).
  /// - Parameters:
  ///   - template: The format (`$1 $2-$3`).
  ///   - digits: Digit values 0–9.
  ///   - groups: The digit ranges `$1`, `$2`… stand for.
  ///   - out: Where the UTF-8 bytes go.
  static func substitute(
    _ template: String, _ digits: [UInt8], _ groups: [Range<Int>?], into out: inout [UInt8]
  ) {
    var template = template
    template.withUTF8 { t in
      var i = 0
      while i < t.count {
        let c = t[i]
        guard c == ASCII.dollar, i &+ 1 < t.count else {
          out.append(c)
          i &+= 1
          continue
        }
        let n = t[i &+ 1]
        i &+= 2
        let g = Int(n) &- Int(ASCII.zero)
        if g >= 1, g <= 9, g <= groups.count {
          if let r = groups[g &- 1] {
            for k in r { out.append(digits[k] &+ ASCII.zero) }
          }
        } else {
          out.append(c)
          out.append(n)
        }
      }
    }
  }
}

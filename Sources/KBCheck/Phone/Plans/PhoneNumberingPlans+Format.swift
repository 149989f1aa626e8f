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
    let nsn = number.nationalSignificantNumber
    guard let t = store.territory(countryCode: number.countryCode, region: nil) else { return nsn }
    let grouped = formatNSN(number.nsnDigits, t, international: format != .national) ?? nsn
    return Self.write(number, format, grouped: grouped, extensionPrefix: t.preferredExtnPrefix)
  }

  /// The international, national and RFC 3966 forms at once (the
  /// international grouping is computed once for two of them).
  func displayForms(_ number: PhoneNumber) -> (
    international: String, national: String, rfc3966: String
  ) {
    let nsn = number.nationalSignificantNumber
    guard let t = store.territory(countryCode: number.countryCode, region: nil) else {
      return (nsn, nsn, nsn)
    }
    let digits = number.nsnDigits
    let intl = formatNSN(digits, t, international: true) ?? nsn
    let national = formatNSN(digits, t, international: false) ?? nsn
    return (
      Self.write(number, .international, grouped: intl, extensionPrefix: t.preferredExtnPrefix),
      Self.write(number, .national, grouped: national, extensionPrefix: t.preferredExtnPrefix),
      Self.write(number, .rfc3966, grouped: intl, extensionPrefix: t.preferredExtnPrefix)
    )
  }

  /// Adds the country code and extension around a grouped national number.
  ///
  /// The national form writes the extension after the territory's preferred
  /// prefix (` x` in GB, ` int. ` in UY), as libphonenumber does. The
  /// international form keeps ` ext. ` (libphonenumber would use the
  /// preferred prefix there too): `x`, `#` and `int` take at most 9 digits
  /// when parsed, ` ext. ` 20, so the international text always parses
  /// back to the same number.
  /// - Parameters:
  ///   - number: The number (country code, extension).
  ///   - format: The form.
  ///   - grouped: The national significant number with its grouping.
  ///   - extensionPrefix: The territory's preferred extension prefix
  ///     (` extn. `, ` int `…); empty for libphonenumber's ` ext. `.
  /// - Returns: The written number.
  static func write(
    _ number: PhoneNumber, _ format: PhoneNumberFormat, grouped: String,
    extensionPrefix: String = ""
  ) -> String {
    let nsn = number.nationalSignificantNumber
    let ext = number.extension.map { $0.isEmpty ? "" : $0 }
    let label = extensionPrefix.isEmpty ? " ext. " : extensionPrefix
    switch format {
    case .national:
      return grouped + (ext.map { label + $0 } ?? "")
    case .international:
      return "+\(number.countryCode) " + grouped + (ext.map { " ext. " + $0 } ?? "")
    case .rfc3966:
      var dashed = ""
      var lastWasSeparator = false
      for c in grouped {
        if c.isASCII && c.isNumber {
          dashed.append(c)
          lastWasSeparator = false
        } else if !lastWasSeparator && !dashed.isEmpty {
          dashed.append("-")
          lastWasSeparator = true
        }
      }
      if dashed.hasSuffix("-") { dashed.removeLast() }
      return "tel:+\(number.countryCode)-" + dashed + (ext.map { ";ext=\($0)" } ?? "")
    case .e164:
      return "+\(number.countryCode)\(nsn)"
    }
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

  /// The grouped national significant number, or `nil` when no rule applies.
  func formatNSN(_ nsn: [UInt8], _ t: PhoneTerritory, international: Bool) -> String? {
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
    var template = international && !rule.intlFormat.isEmpty ? rule.intlFormat : rule.format
    if !international && !rule.nationalPrefixFormattingRule.isEmpty {
      template = Self.applyNationalPrefixRule(rule.nationalPrefixFormattingRule, to: template)
    }
    return Self.substitute(template, nsn, groups)
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
    var out = ""
    var chars = template.unicodeScalars.makeIterator()
    while let c = chars.next() {
      if c == "$", let n = chars.next() {
        if let g = Int(String(n)), g >= 1, g <= groups.count {
          if let r = groups[g - 1] {
            out += String(decoding: digits[r].map { $0 &+ ASCII.zero }, as: UTF8.self)
          }
        } else {
          out.unicodeScalars.append(c)
          out.unicodeScalars.append(n)
        }
      } else {
        out.unicodeScalars.append(c)
      }
    }
    return out
  }
}

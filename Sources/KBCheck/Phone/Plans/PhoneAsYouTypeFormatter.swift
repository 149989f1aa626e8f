/// Formats a number while it is typed, as libphonenumber's
/// `AsYouTypeFormatter` does: `2`, `20`, `201`, `201-5` … `(201) 555-0123`
/// in the US.
///
/// Each call re-reads the digits typed so far (at most
/// ``PhoneAsYouTypeFormatter/maxInput`` characters; beyond, the text is
/// returned as typed): `+` or the region's international prefix and the
/// country code, a national prefix, then the first of the country's formats
/// whose leading digits match gives a template (the format applied to a run
/// of 9s) that the digits fill. A number that fits no template is returned
/// ungrouped; a character other than a digit or a leading `+` stops the
/// formatting (the text is returned as typed).
public struct PhoneAsYouTypeFormatter: Sendable {
  /// The longest input that is formatted.
  public static let maxInput = 100
  let plans: PhoneNumberingPlans
  /// The region whose plan applies to numbers typed nationally.
  public let region: String
  private var typed: [Character] = []

  init(plans: PhoneNumberingPlans, region: String) {
    self.plans = plans
    self.region = region.uppercased()
  }

  /// Adds one typed character and returns the formatted text so far.
  /// - Parameter c: A digit (any script), `+`, or another character.
  public mutating func inputDigit(_ c: Character) -> String {
    typed.append(c)
    return render()
  }

  /// Forgets what was typed.
  public mutating func clear() { typed = [] }

  /// The formatted text of everything typed so far.
  public var formatted: String { render() }

  private var raw: String { String(typed) }

  private func render() -> String {
    guard typed.count <= Self.maxInput else { return raw }
    var plus = false
    var digits: [UInt8] = []
    for (i, c) in typed.enumerated() {
      if (c == "+" || c == "＋") && i == 0 {
        plus = true
        continue
      }
      guard c.unicodeScalars.count == 1,
        let d = PhoneNumberParser.digitValue(c.unicodeScalars.first!)
      else {
        return raw
      }
      digits.append(d)
    }
    let store = plans.store
    var prefix = ""
    var rest = digits[...]
    var territory = store.regions[region]
    var international = false
    if !plus, let t = territory, let idd = t.internationalPrefix,
      let end = store.automata[idd].captures(digits, whole: false)?.end, end > 0,
      end < digits.count,
      digits[end] != 0
    {
      prefix = PhoneNumberParser.string(digits[..<end]) + " "
      rest = digits[end...]
      plus = true
    }
    if plus {
      international = true
      guard let (code, length) = countryCode(Array(rest)) else {
        return (prefix.isEmpty ? "+" : prefix) + PhoneNumberParser.string(rest)
      }
      prefix = (prefix.isEmpty ? "+" : prefix) + "\(code) "
      rest = rest.dropFirst(length)
      territory = store.territory(countryCode: code, region: nil)
      if rest.isEmpty { return String(prefix.dropLast()) }
    }
    guard let t = territory else { return prefix + PhoneNumberParser.string(rest) }
    var national = Array(rest)
    var nationalPrefix = ""
    if !international {
      if t.countryCode == 1, national.count > 1, national[0] == 1, national[1] > 1 {
        nationalPrefix = "1"
        national.removeFirst()
      } else if !t.nationalPrefix.isEmpty, let p = t.nationalPrefixForParsing,
        let match = store.automata[p].captures(national, whole: false), match.end > 0,
        match.groups.allSatisfy({ $0 == nil }) || t.nationalPrefixTransformRule.isEmpty
      {
        nationalPrefix = PhoneNumberParser.string(national[..<match.end])
        national.removeFirst(match.end)
      }
    }
    if let text = fill(national, t, international: international, nationalPrefix: nationalPrefix) {
      return prefix + text
    }
    let np = nationalPrefix.isEmpty ? "" : nationalPrefix + " "
    return prefix + np + PhoneNumberParser.string(national)
  }

  private func countryCode(_ digits: [UInt8]) -> (Int, Int)? {
    PhoneNumberParser(plans: plans).extractCountryCode(digits)
  }

  /// The national digits in the first fitting template.
  private func fill(
    _ national: [UInt8], _ t: PhoneTerritory, international: Bool, nationalPrefix: String
  ) -> String? {
    guard !national.isEmpty else { return nationalPrefix.isEmpty ? nil : nationalPrefix }
    let store = plans.store
    let nines = [UInt8](repeating: 9, count: 15)
    for rule in t.formats {
      if international && rule.intlFormat == "NA" { continue }
      if national.count >= 3, !rule.leadingDigits.isEmpty {
        let index = min(national.count - 3, rule.leadingDigits.count - 1)
        if !store.automata[rule.leadingDigits[index]].prefixMatch(national) { continue }
      }
      guard let match = store.automata[rule.templatePattern].captures(nines, whole: false),
        match.end >= national.count
      else { continue }
      var format = international && !rule.intlFormat.isEmpty ? rule.intlFormat : rule.format
      var lead = ""
      if !nationalPrefix.isEmpty {
        let npfr = rule.nationalPrefixFormattingRule
        if !npfr.isEmpty && npfr.hasPrefix(nationalPrefix) && nationalPrefix != "1" {
          format = PhoneNumberingPlans.applyNationalPrefixRule(npfr, to: format)
        } else {
          lead = nationalPrefix + " "
        }
      } else if !international && !rule.nationalPrefixFormattingRule.isEmpty
        && !rule.nationalPrefixFormattingRule.contains(where: \.isNumber)
      {
        // A rule without the prefix itself, such as `($1)`, applies as well.
        format = PhoneNumberingPlans.applyNationalPrefixRule(
          rule.nationalPrefixFormattingRule, to: format)
      }
      let template = PhoneNumberingPlans.substitute(
        format, Array(nines[..<match.end]), match.groups)
      var out = ""
      var next = 0
      var written = 0
      var chars = Array(template)
      // Leading literal digits of a national prefix rule stay as they are.
      if !nationalPrefix.isEmpty && lead.isEmpty {
        if let r = String(chars).firstRange(of: nationalPrefix) {
          let n = String(chars)[r.upperBound...]
          out = String(String(chars)[..<r.upperBound])
          chars = Array(n)
        }
      }
      for c in chars {
        if next == national.count { break }
        if c == "9" {
          out.append(Character(Unicode.Scalar(national[next] + 0x30)))
          next += 1
          written = out.count
        } else {
          out.append(c)
        }
      }
      return lead + String(out.prefix(written))
    }
    return nil
  }
}

extension PhoneNumberingPlans {
  /// A formatter for a number typed in a region's phone field.
  /// - Parameter region: The region for numbers typed nationally (`US`).
  public func asYouTypeFormatter(region: String) -> PhoneAsYouTypeFormatter {
    PhoneAsYouTypeFormatter(plans: self, region: region)
  }
}

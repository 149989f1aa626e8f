/// Locale identifiers ICU would only reach by falling back: it never says
/// so, and a number would be read with another locale's separators. Each is
/// a `config.unknown-locale` error (variant `fallback`) naming what was
/// given and what ICU would have used.
///
/// - a NUL or another character outside printable ASCII (`de\u{0}DE`: C
///   reads `de`);
/// - an ICU id whose language is not in lower case or whose region is not
///   in upper case (`DE_de`, the case order of UTS #35 §3.2's canonical
///   form swapped; BCP 47 tags with `-` are case-insensitive, RFC 5646
///   §2.1.1);
/// - trailing text ICU drops (`de_DE;foo=bar`, `de_DE.UTF-8` is taken as
///   ICU takes it, `de_DE`);
/// - an unknown region (`en_ZZ`, `de_XX`): a region that is not an ISO
///   3166-1 code. A known region without data of its own (`fr_US`) uses
///   its language's data, as CLDR intends.
enum LocaleIdentifierCheck {
  /// What ICU would use instead of `given`, when it would only reach it by
  /// falling back; `nil` when `given` names the data ICU opened.
  /// - Parameters:
  ///   - given: The identifier as given.
  ///   - format: The format ICU opened for it.
  /// - Returns: The locale ICU would use, or `nil`.
  static func fallback(given: String, format: LocaleNumberFormat) -> String? {
    let used = format.validLocale
    if given.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value > 0x7E }) {
      return used
    }
    if format.locale.isEmpty || format.locale == "root" { return nil }
    let base = given.prefix { $0 != "@" }
    if !base.contains("-") {
      let subtags = base.split(separator: "_", omittingEmptySubsequences: false)
      if let language = subtags.first, language.contains(where: { $0.isUppercase }) {
        return format.locale
      }
      for subtag in subtags.dropFirst() where subtag.count == 2 {
        if subtag.contains(where: { $0.isLowercase }) { return format.locale }
      }
    }
    let canonical = format.locale.prefix { $0 != "@" }
    guard canonical != used else { return nil }
    // Only a known region was dropped: its language's data is right.
    if canonical.hasPrefix(used + "_") {
      let rest = canonical.dropFirst(used.count + 1)
      if rest.count == 2, rest.allSatisfy({ $0.isASCII && $0.isUppercase }),
        LocaleNumberFormat.isISORegion(String(rest))
      {
        return nil
      }
    }
    return used
  }

  /// `given` with controls and non-ASCII shown as `\u{…}`, for the message.
  static func shown(_ given: String) -> String {
    var out = ""
    for scalar in given.unicodeScalars {
      if scalar.value < 0x21 || scalar.value > 0x7E {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

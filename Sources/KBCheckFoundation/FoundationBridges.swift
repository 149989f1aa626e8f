import Foundation
import KBCheck

// Foundation bridges (issue 33): the core library imports no Foundation, so
// an app that holds `Locale`, wants `Decimal` or `URL` converts here, once,
// without going through `description`. Every bridge is exact or answers
// `nil`: nothing is rounded or re-encoded silently.

extension ValidationContext {
  /// A context whose locale is a Foundation `Locale` (its ICU identifier,
  /// such as `de_DE` or `sr_Latn_RS`).
  /// - Parameters:
  ///   - profile: The profile name, or `nil` for the default.
  ///   - locale: The locale of numbers and digits.
  ///   - base: The base URL, if any.
  ///   - options: Named options.
  public init(
    profile: String? = nil, locale: Locale, base: String? = nil, options: [String: String] = [:]
  ) {
    self.init(profile: profile, locale: locale.identifier, base: base, options: options)
  }
}

extension MessageLanguage {
  /// The message language of a Foundation `Locale`'s language (`de_AT`
  /// gives German), or `nil` when kbcheck has no messages in it.
  /// - Parameter locale: The locale.
  public init?(locale: Locale) {
    guard let code = locale.language.languageCode?.identifier else { return nil }
    self.init(identifier: code)
  }
}

extension ExactDecimal {
  /// The value as a Foundation `Decimal`, exactly: `nil` when it has more
  /// than 38 significant digits or a scale Foundation cannot hold, where a
  /// `Decimal` would round.
  public var foundationDecimal: Decimal? {
    let digits = (integerDigits + fractionDigits).drop { $0 == "0" }
    guard digits.count <= 38, fractionDigits.count <= 127 else { return nil }
    var text = (isNegative ? "-" : "") + (integerDigits.isEmpty ? "0" : integerDigits)
    if !fractionDigits.isEmpty { text += "." + fractionDigits }
    return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
  }
}

extension WHATWGURL {
  /// The URL as a Foundation `URL` when Foundation keeps its serialization
  /// exactly (`absoluteString == href`); `nil` when Foundation would refuse
  /// or re-encode it.
  public var foundationURL: URL? {
    guard let url = URL(string: href), url.absoluteString == href else { return nil }
    return url
  }
}

extension ValidationResult {
  /// A decimal pad's value as a Foundation `Decimal` (``ExactDecimal/foundationDecimal``).
  public var foundationDecimal: Decimal? { decimal?.foundationDecimal }

  /// A URL field's value as a Foundation `URL` (``WHATWGURL/foundationURL``).
  public var foundationURL: URL? { url?.foundationURL }
}

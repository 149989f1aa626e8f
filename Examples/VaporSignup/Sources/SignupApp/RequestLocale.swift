import KBCheck
import Synchronization

/// Chooses the locale a request's fields are validated in.
///
/// The request's `Accept-Language` tags are tried in preference order; the
/// first one ICU has number data for wins, as the locale ICU found data for
/// (`de-DE` → `de_DE`, `de-ZZ` → `de`), keeping a `-u-nu-…` numbering system
/// from a short list; a tag ICU cannot open (an unknown numbering system) is
/// skipped. So the locales that reach the library come from ICU's
/// finite set, however many distinct tags clients send, and the library's
/// per-locale caches stay bounded. No usable tag: ``SignupForm/defaultLocale``.
enum RequestLocale {
  /// Numbering systems a request may ask for with `-u-nu-…`.
  static let numberingSystems: Set<String> = [
    "latn", "arab", "arabext", "beng", "deva", "gujr", "guru", "khmr", "knda", "laoo", "mlym",
    "mymr", "orya", "tamldec", "telu", "thai", "tibt",
  ]

  /// The most tags remembered; the memo is emptied when it is full.
  static let memoLimit = 256
  private static let memo = Mutex<[String: String?]>([:])

  /// The locale for an `Accept-Language` header.
  /// - Parameter header: The header's value, if any.
  /// - Returns: An ICU locale id with number data.
  /// - Complexity: O(*n*) in the header's length, plus at most
  ///   ``AcceptLanguage/maxTags`` ICU look-ups for tags not seen before.
  static func locale(acceptLanguage header: String?) -> String {
    for tag in AcceptLanguage.tags(from: header) {
      if let locale = resolve(tag) { return locale }
    }
    return SignupForm.defaultLocale
  }

  /// The ICU locale with number data for one tag, or `nil`.
  /// - Parameter tag: A BCP 47 tag.
  /// - Returns: The locale ICU has data for, with an allowed numbering system.
  static func resolve(_ tag: String) -> String? {
    if let known = memo.withLock({ $0[tag] }) { return known }
    var resolved: String?
    // Opened directly, not through the library's shared cache, so that
    // unknown tags leave nothing behind.
    if let format = try? LocaleNumberFormat(locale: tag), format.isKnownLocale,
      !format.validLocale.isEmpty, format.validLocale != "root"
    {
      resolved = format.validLocale
      if let range = format.locale.range(of: "@numbers=") {
        let system = format.locale[range.upperBound...].prefix { $0 != ";" }
        if numberingSystems.contains(String(system)) {
          resolved = format.validLocale + "@numbers=" + system
        }
      }
    }
    memo.withLock { table in
      if table.count >= memoLimit { table.removeAll(keepingCapacity: true) }
      table[tag] = resolved
    }
    return resolved
  }
}

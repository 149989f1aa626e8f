extension AcceptLanguage {
  /// The most tags of one header looked up in ICU for ``numberLocale``.
  public static let maxLocaleLookups = 8

  /// The numbering systems a request may ask for with `-u-nu-…`
  /// (`hi-IN-u-nu-deva`); another one is dropped.
  public static let numberingSystems: Set<String> = [
    "latn", "arab", "arabext", "beng", "deva", "gujr", "guru", "khmr", "knda", "laoo", "mlym",
    "mymr", "orya", "tamldec", "telu", "thai", "tibt",
  ]

  /// The locale in which a request's number fields are read: the first of
  /// the ``preferred`` tags (at most ``maxLocaleLookups`` of them) that ICU
  /// has number data for, as the ICU locale id it found the data under
  /// (`de-CH` → `de_CH`, `de-ZZ` → `de`, `hi-IN-u-nu-deva` →
  /// `hi_IN@numbers=deva`); `nil` when no tag has data, so that the caller's
  /// default applies.
  ///
  /// The locales that come out are ICU's finite set, however many distinct
  /// tags clients send, so the library's per-locale caches stay small, and
  /// a tag ICU would only reach by falling back never reaches a validator
  /// (where it would be a `config.unknown-locale` error).
  /// - Complexity: O(*n*) in the header's length, plus at most
  ///   ``maxLocaleLookups`` ICU look-ups for tags not seen before (a
  ///   bounded memo keeps the answers).
  public var numberLocale: String? {
    for tag in preferred.prefix(Self.maxLocaleLookups) {
      if let locale = Self.numberLocale(tag: tag) { return locale }
    }
    return nil
  }

  /// Answers of ``numberLocale(tag:)``, by tag.
  private static let resolved = LockedCache<String, String?>(capacity: 256)

  /// The ICU locale with number data for one tag, or `nil`.
  /// - Parameter tag: A BCP 47 tag.
  /// - Returns: The locale ICU has data for, with an allowed numbering system.
  static func numberLocale(tag: String) -> String? {
    if let known = resolved.value(for: tag) { return known }
    var locale: String?
    // Opened directly, not through the shared format cache, so that an
    // unknown tag leaves nothing behind.
    if let format = try? LocaleNumberFormat(locale: tag), format.isKnownLocale,
      !format.validLocale.isEmpty, format.validLocale != "root"
    {
      locale = format.validLocale
      if let range = format.locale.firstRange(of: "@numbers=") {
        let system = format.locale[range.upperBound...].prefix { $0 != ";" }
        if numberingSystems.contains(String(system)) {
          locale = format.validLocale + "@numbers=" + system
        }
      }
    }
    resolved.store(locale, for: tag)
    return locale
  }
}

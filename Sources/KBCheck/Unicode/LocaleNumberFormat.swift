internal import CKBCheckICU

/// An ICU decimal number format for one locale, used for its symbols and for
/// strict parsing. Instances are immutable after creation and cached per
/// configuration by ``LocaleNumberFormat/shared(locale:lenient:grouping:)``.
package final class LocaleNumberFormat: @unchecked Sendable {
  private let handle: OpaquePointer
  /// The canonical ICU locale id asked for, such as `de_CH`.
  package let locale: String
  /// The locale ICU actually found data for (`root` when unknown).
  package let validLocale: String
  /// Whether lenient parsing is on.
  package let lenient: Bool
  /// Whether grouping separators are accepted while parsing.
  package let grouping: Bool
  /// Whether an exponent (`1e3`) is parsed; off unless asked for.
  package let parsesExponent: Bool

  /// Opens a format for parsing.
  /// - Parameters:
  ///   - locale: An ICU locale id (`de_DE`) or BCP 47 tag (`de-DE`).
  ///   - lenient: ICU lenient parsing; defaults to strict.
  ///   - grouping: Whether grouping separators are accepted.
  ///   - exponent: Whether `1e3` parses as 1000 (ICU's default); defaults
  ///     to `false` (`UNUM_PARSE_NO_EXPONENT`), so `1e3` stops after `1`.
  /// - Throws: ``ICUStatus`` when the locale cannot be canonicalized or
  ///   ICU cannot open a format.
  package init(
    locale: String, lenient: Bool = false, grouping: Bool = true, exponent: Bool = false
  ) throws(ICUStatus) {
    let canonical = try LocaleNumberFormat.canonicalLocale(locale).get()
    var status: Int32 = 0
    guard
      let raw = kbc_numfmt_open(
        canonical, lenient ? 1 : 0, grouping ? 1 : 0, exponent ? 0 : 1, &status),
      status <= 0
    else { throw ICUStatus(rawValue: status) }
    handle = OpaquePointer(raw)
    self.locale = canonical
    self.lenient = lenient
    self.grouping = grouping
    self.parsesExponent = exponent
    validLocale =
      (try? ICUBuffers.utf8(initialCapacity: 64) { buf, cap, st in
        kbc_numfmt_valid_locale(UnsafeRawPointer(raw), buf, cap, &st)
      }.get()) ?? "root"
  }

  deinit { kbc_numfmt_close(UnsafeMutableRawPointer(handle)) }

  /// The canonical ICU locale id of an ICU id or a BCP 47 tag.
  /// - Parameter locale: `de_DE`, `de-DE`, `ar_EG@numbers=latn`, …
  /// - Returns: The canonical id, or ICU's status on failure.
  package static func canonicalLocale(_ locale: String) -> Result<String, ICUStatus> {
    ICUBuffers.utf8(initialCapacity: 64) { buf, cap, status in
      kbc_locale_canonical(locale, buf, cap, &status)
    }
  }

  /// Whether `region` is an ISO 3166-1 alpha-2 code (`DE`, `US`).
  /// - Parameter region: Two uppercase letters.
  /// - Returns: `true` when ICU lists the code.
  package static func isISORegion(_ region: String) -> Bool {
    kbc_is_iso_region(region) != 0
  }

  /// Whether ICU has data for the locale's language.
  ///
  /// ICU answers an unknown locale (`xx_YY`) with the data of the process's
  /// default locale (often `en_US_POSIX`) or of `root`, so the test is that
  /// the language of the data found is the language asked for; `en_XX`
  /// (known language, unknown region) counts as known.
  package var isKnownLocale: Bool {
    func language(_ id: String) -> Substring {
      id.prefix { $0 != "_" && $0 != "@" && $0 != "-" }
    }
    if locale.isEmpty || locale == "root" { return true }
    return !validLocale.isEmpty && validLocale != "root"
      && language(validLocale).lowercased() == language(locale).lowercased()
  }

  /// A number format symbol (ICU `UNumberFormatSymbol`).
  /// - Parameter symbol: The symbol.
  /// - Returns: Its text in this locale.
  package func symbol(_ symbol: NumberSymbol) -> String {
    let result = ICUBuffers.utf16(initialCapacity: 16) { buf, cap, status in
      kbc_numfmt_symbol(UnsafeRawPointer(handle), symbol.rawValue, buf, cap, &status)
    }
    return (try? result.get()).map { String(decoding: $0, as: UTF16.self) } ?? ""
  }

  /// The primary grouping size (3 in most locales).
  package var groupingSize: Int {
    Int(kbc_numfmt_attribute(UnsafeRawPointer(handle), 10))
  }

  /// The secondary grouping size (2 in Indian locales: 12,34,567), or 0
  /// when it equals the primary size.
  package var secondaryGroupingSize: Int {
    max(0, Int(kbc_numfmt_attribute(UnsafeRawPointer(handle), 15)))
  }

  /// ICU `unum_parseDecimal`: parses a decimal number from the start of
  /// `text` and reports how much of it was consumed. ICU stops early without
  /// an error (`12abc` gives 12, consumed 2), so a whole-value check must
  /// compare ``DecimalParse/consumed`` with the text's length.
  /// - Parameter text: The text to parse.
  /// - Returns: The parse, or ICU's status when nothing could be parsed.
  /// - Complexity: O(*n*).
  package func parseDecimal(_ text: String) -> Result<DecimalParse, ICUStatus> {
    let units = Array(text.utf16)
    var position: Int32 = 0
    let result = units.withUnsafeBufferPointer { src in
      ICUBuffers.utf8(initialCapacity: src.count + 32) { buf, cap, status in
        position = 0
        return kbc_numfmt_parse_decimal(
          UnsafeRawPointer(handle), src.baseAddress, Int32(src.count), &position,
          buf, cap, &status)
      }
    }
    switch result {
    case .failure(let status): return .failure(status)
    case .success(let value):
      let consumedUnits = Int(position)
      let consumed = String(decoding: units.prefix(consumedUnits), as: UTF16.self)
        .unicodeScalars.count
      return .success(
        DecimalParse(
          value: value, consumed: consumed, length: text.unicodeScalars.count))
    }
  }
}

extension LocaleNumberFormat {
  /// A number format symbol, numbered as ICU's `UNumberFormatSymbol`.
  package enum NumberSymbol: Int32, Sendable, Hashable, CaseIterable {
    /// The decimal separator.
    case decimalSeparator = 0
    /// The grouping (thousands) separator.
    case groupingSeparator = 1
    /// The zero digit of the numbering system.
    case zeroDigit = 4
    /// The minus sign (possibly with bidi marks).
    case minusSign = 6
    /// The plus sign.
    case plusSign = 7
    /// The exponent symbol.
    case exponential = 11
    /// The digit one (two … nine follow at 19–26).
    case oneDigit = 18
  }

  /// The result of a decimal parse.
  package struct DecimalParse: Sendable, Hashable {
    /// ICU's decimal number string (`1234.5`, `-12`, `1E+3`).
    package var value: String
    /// How many Unicode scalars of the input were consumed.
    package var consumed: Int
    /// The input's length in Unicode scalars.
    package var length: Int
    /// Whether the whole input was consumed.
    package var isComplete: Bool { consumed == length }
  }

  /// The ten digits of the locale's numbering system, 0 through 9.
  package var digits: [String] {
    [symbol(.zeroDigit)]
      + (0..<9).map { i -> String in
        let result = ICUBuffers.utf16(initialCapacity: 8) { buf, cap, status in
          kbc_numfmt_symbol(UnsafeRawPointer(handle), 18 + Int32(i), buf, cap, &status)
        }
        return (try? result.get()).map { String(decoding: $0, as: UTF16.self) } ?? ""
      }
  }

  /// The name of the locale's numbering system: `latn`, `arab`, `arabext`,
  /// `deva`, …
  package var numberingSystem: String {
    (try? ICUBuffers.utf8(initialCapacity: 16) { buf, cap, status in
      kbc_numbering_system(locale, buf, cap, &status)
    }.get()) ?? "latn"
  }

  private static let cache = LockedCache<CacheKey, LocaleNumberFormat>()

  private struct CacheKey: Hashable {
    var locale: String
    var lenient: Bool
    var grouping: Bool
  }

  /// A shared, cached format for the configuration.
  /// - Parameters:
  ///   - locale: An ICU locale id or BCP 47 tag.
  ///   - lenient: ICU lenient parsing.
  ///   - grouping: Whether grouping separators are accepted.
  /// - Returns: The format, or ICU's status.
  package static func shared(locale: String, lenient: Bool = false, grouping: Bool = true)
    -> Result<LocaleNumberFormat, ICUStatus>
  {
    let key = CacheKey(locale: locale, lenient: lenient, grouping: grouping)
    if let hit = cache.value(for: key) { return .success(hit) }
    do {
      let format = try LocaleNumberFormat(
        locale: locale, lenient: lenient, grouping: grouping)
      cache.store(format, for: key)
      return .success(format)
    } catch {
      return .failure(error)
    }
  }
}

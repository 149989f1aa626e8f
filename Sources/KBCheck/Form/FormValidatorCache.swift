import Synchronization

/// Validators built for form fields, keyed by field and locale, so that a
/// service validating many submissions builds each validator once. Bounded:
/// the cache is emptied when it grows past ``limit`` entries (request
/// locales are caller-controlled).
enum FormValidatorCache {
  struct Key: Hashable, Sendable {
    var field: FormField
    var locale: String?
  }

  static let limit = 512
  private static let storage = Mutex<[Key: Result<any Validator, ConfigurationError>]>([:])

  /// The validator of `field` under `locale`, built on first use.
  static func validator(for field: FormField, locale: String?)
    -> Result<any Validator, ConfigurationError>
  {
    let key = Key(field: field, locale: field.locale == nil ? locale : nil)
    if let cached = storage.withLock({ $0[key] }) { return cached }
    let made = field.makeValidator(locale: locale)
    storage.withLock { table in
      if table.count >= limit { table.removeAll(keepingCapacity: true) }
      table[key] = made
    }
    return made
  }
}

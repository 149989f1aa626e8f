/// Reads the `name=value` settings of the CLI (`--set`) and form schemas
/// into typed values: the one place in the library where option strings are
/// read. Each family's `Options(settings:)` adapter uses it.
struct Settings: Sendable {
  /// The settings as given.
  let values: [String: String]

  /// Checks that every setting given is known.
  /// - Parameters:
  ///   - values: The settings.
  ///   - known: The names the family understands.
  /// - Throws: ``ConfigurationError`` for an unknown name.
  init(_ values: [String: String], known: [String]) throws(ConfigurationError) {
    for key in values.keys.sorted() where !known.contains(key) {
      throw .unknownOption(key, known: known)
    }
    self.values = values
  }

  /// The preset named `name`, or `fallback` when no name is given.
  /// - Throws: ``ConfigurationError`` for an unknown name.
  static func preset<Options>(
    _ name: String?, in presets: KeyValuePairs<String, Options>, default fallback: Options
  ) throws(ConfigurationError) -> Options {
    guard let name else { return fallback }
    guard let preset = presets.first(where: { $0.key == name.lowercased() }) else {
      throw .unknownProfile(name, known: presets.map(\.key))
    }
    return preset.value
  }

  /// A boolean setting (`true`/`false`, `yes`/`no`, `1`/`0`, `on`/`off`; empty
  /// means `true`).
  /// - Returns: The value, or `nil` when not given.
  /// - Throws: ``ConfigurationError`` for a value that is not a boolean.
  func bool(_ name: String) throws(ConfigurationError) -> Bool? {
    guard let raw = values[name] else { return nil }
    switch raw.lowercased() {
    case "true", "yes", "1", "on", "": return true
    case "false", "no", "0", "off": return false
    default: throw .badValue(name, raw, expecting: .boolean)
    }
  }

  /// A non-negative integer setting.
  /// - Returns: The value, or `nil` when not given.
  /// - Throws: ``ConfigurationError`` for a value that is not one.
  func int(_ name: String) throws(ConfigurationError) -> Int? {
    guard let raw = values[name] else { return nil }
    guard let value = Int(raw), value >= 0 else {
      throw .badValue(name, raw, expecting: .count)
    }
    return value
  }

  /// A string setting, or `nil` when not given.
  func string(_ name: String) -> String? { values[name] }

  /// A comma-separated list setting: the trimmed, non-empty items, or `nil`
  /// when not given.
  func list(_ name: String) -> [String]? {
    guard let raw = values[name] else { return nil }
    return raw.split(separator: ",").map {
      String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }.filter { !$0.isEmpty }
  }
}

/// The name older family code uses for ``Settings``.
typealias OptionReader = Settings

extension ValidationContext {
  /// The context's settings, checked against the names a family knows.
  /// - Throws: ``ConfigurationError`` for an unknown name.
  func optionReader(known: [String]) throws(ConfigurationError) -> Settings {
    try Settings(options, known: known)
  }
}

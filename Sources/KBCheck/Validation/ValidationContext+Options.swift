extension ValidationContext {
  /// Reads the named options, checking that every option given is known.
  ///
  /// Families use it in their `init(context:)`:
  /// `var reader = try context.optionReader(known: ["allowQuotedLocal"])`.
  /// - Parameter known: The option names the family understands.
  /// - Returns: A reader for typed access.
  /// - Throws: ``ConfigurationError`` for an unknown option.
  public func optionReader(known: [String]) throws(ConfigurationError) -> OptionReader {
    for key in options.keys where !known.contains(key) {
      throw .unknownOption(key, known: known)
    }
    return OptionReader(options: options)
  }
}

/// Typed access to a ``ValidationContext``'s string options.
public struct OptionReader: Sendable {
  /// The options as given.
  public let options: [String: String]

  /// A boolean option (`true`/`false`, `yes`/`no`, `1`/`0`, `on`/`off`).
  /// - Parameter name: The option name.
  /// - Returns: The value, or `nil` when not given.
  /// - Throws: ``ConfigurationError`` for a value that is not a boolean.
  public func bool(_ name: String) throws(ConfigurationError) -> Bool? {
    guard let raw = options[name] else { return nil }
    switch raw.lowercased() {
    case "true", "yes", "1", "on", "": return true
    case "false", "no", "0", "off": return false
    default: throw .badValue(name, raw, expected: "true or false")
    }
  }

  /// A non-negative integer option.
  /// - Parameter name: The option name.
  /// - Returns: The value, or `nil` when not given.
  /// - Throws: ``ConfigurationError`` for a value that is not an integer.
  public func int(_ name: String) throws(ConfigurationError) -> Int? {
    guard let raw = options[name] else { return nil }
    guard let value = Int(raw), value >= 0 else {
      throw .badValue(name, raw, expected: "a non-negative integer")
    }
    return value
  }

  /// A string option.
  /// - Parameter name: The option name.
  /// - Returns: The value, or `nil` when not given.
  public func string(_ name: String) -> String? { options[name] }

  /// A comma-separated list option.
  /// - Parameter name: The option name.
  /// - Returns: The trimmed, non-empty items, or `nil` when not given.
  public func list(_ name: String) -> [String]? {
    guard let raw = options[name] else { return nil }
    return raw.split(separator: ",").map {
      String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }.filter { !$0.isEmpty }
  }
}

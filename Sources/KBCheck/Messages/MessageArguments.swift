/// The named values a message template refers to: the character, the
/// limit, the locale's separator, …
///
/// Arguments are language-neutral text (a code point, a number, a field
/// name); the words around them come from the catalogue of the chosen
/// language. Order is kept as given.
public struct MessageArguments: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  /// The argument names, in order.
  public private(set) var names: [String]
  /// The argument values, in the order of ``names``.
  public private(set) var values: [String]

  /// Creates arguments from name–value pairs.
  /// - Parameter elements: The pairs, such as `("limit", "64")`.
  public init(dictionaryLiteral elements: (String, String)...) {
    names = elements.map(\.0)
    values = elements.map(\.1)
  }

  /// No arguments.
  public static let none: MessageArguments = [:]

  /// Whether there are no arguments.
  public var isEmpty: Bool { names.isEmpty }

  /// The value of an argument, or `nil` when it is not given.
  /// - Parameter name: The argument's name.
  public subscript(name: String) -> String? {
    guard let i = names.firstIndex(of: name) else { return nil }
    return values[i]
  }

  /// Sets an argument, replacing a value of the same name.
  /// - Parameters:
  ///   - value: The value.
  ///   - name: The argument's name.
  public mutating func set(_ value: String, for name: String) {
    if let i = names.firstIndex(of: name) {
      values[i] = value
    } else {
      names.append(name)
      values.append(value)
    }
  }
}

/// A JSON value, used for result details and machine-readable output.
package enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// An integer.
  case int(Int)
  /// A number kept as its exact decimal text (never a lossy Double).
  case number(String)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object whose members keep their order.
  case object([JSONMember])
}

/// One member of a JSON object: a key and its value.
package struct JSONMember: Sendable, Hashable {
  /// The member's key.
  package var key: String
  /// The member's value.
  package var value: JSONValue
  /// Creates a member.
  /// - Parameters:
  ///   - key: The key.
  ///   - value: The value.
  package init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}

extension JSONValue {
  /// The string payload, if this is a string.
  package var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }
  /// The boolean payload, if this is a boolean.
  package var boolValue: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }
  /// The member with the given key, if this is an object that has one.
  /// - Parameter key: The member's key.
  package subscript(key: String) -> JSONValue? {
    if case .object(let members) = self {
      return members.first { $0.key == key }?.value
    }
    return nil
  }
}

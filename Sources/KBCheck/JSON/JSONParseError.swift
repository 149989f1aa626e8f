/// Why a JSON text could not be parsed, and where.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An English message, such as `Expected ':' after an object key.`
  public var message: String
  /// The byte offset of the input at which the problem was found.
  public var byteOffset: Int
  /// What is wrong, when the parser found it (`nil` for an error made with
  /// a message): what `form.invalid-json` and `schema.invalid-json` say.
  var reason: Reason?

  /// Creates an error.
  /// - Parameters:
  ///   - message: An English message.
  ///   - byteOffset: Where in the input the problem was found.
  public init(_ message: String, at byteOffset: Int) {
    self.message = message
    self.byteOffset = byteOffset
    self.reason = nil
  }

  /// Errors are equal when message and offset are.
  public static func == (lhs: JSONParseError, rhs: JSONParseError) -> Bool {
    lhs.message == rhs.message && lhs.byteOffset == rhs.byteOffset
  }

  /// Hashes message and offset.
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(message)
    hasher.combine(byteOffset)
  }

  /// `message (at byte N)`.
  public var description: String { "\(message) (at byte \(byteOffset))" }
}

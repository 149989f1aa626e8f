/// Why a JSON text could not be parsed, and where.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An English message, such as `Expected ':' after an object key.`
  public var message: String
  /// The byte offset of the input at which the problem was found.
  public var byteOffset: Int

  /// Creates an error.
  /// - Parameters:
  ///   - message: An English message.
  ///   - byteOffset: Where in the input the problem was found.
  public init(_ message: String, at byteOffset: Int) {
    self.message = message
    self.byteOffset = byteOffset
  }

  /// `message (at byte N)`.
  public var description: String { "\(message) (at byte \(byteOffset))" }
}

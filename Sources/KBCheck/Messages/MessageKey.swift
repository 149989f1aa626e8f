/// Which message of the catalogue an issue's text comes from: its code
/// and, where one code has several messages, the variant.
///
/// Written `email.too-long` or `email.too-long#ascii` in catalogues and in
/// `kbcheck codes`.
public struct MessageKey: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The issue code.
  public var code: ValidationIssue.Code
  /// The variant, or `nil` for the code's default message.
  public var variant: String?

  /// Creates a key.
  /// - Parameters:
  ///   - code: The issue code.
  ///   - variant: The variant, or `nil` for the default message.
  public init(_ code: ValidationIssue.Code, variant: String? = nil) {
    self.code = code
    self.variant = variant
  }

  /// Reads the written form, `code` or `code#variant`.
  /// - Parameter written: The key as written.
  public init(written: String) {
    if let hash = written.firstIndex(of: "#") {
      self.init(
        ValidationIssue.Code(rawValue: String(written[..<hash])),
        variant: String(written[written.index(after: hash)...]))
    } else {
      self.init(ValidationIssue.Code(rawValue: written))
    }
  }

  /// `code` or `code#variant`.
  public var description: String {
    variant.map { "\(code.rawValue)#\($0)" } ?? code.rawValue
  }

  /// Orders keys by their written form.
  public static func < (lhs: MessageKey, rhs: MessageKey) -> Bool {
    lhs.description < rhs.description
  }
}

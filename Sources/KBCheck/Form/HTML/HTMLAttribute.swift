/// One attribute of a rendered form control: a name and a value, or a
/// boolean attribute (`required`, `disabled`) with no value.
public struct HTMLAttribute: Sendable, Hashable, CustomStringConvertible {
  /// The attribute's name, such as `inputmode`.
  public var name: String
  /// Its value, or `nil` for a boolean attribute.
  public var value: String?

  /// Creates an attribute.
  /// - Parameters:
  ///   - name: The attribute's name.
  ///   - value: Its value, or `nil` for a boolean attribute.
  public init(_ name: String, _ value: String? = nil) {
    self.name = name
    self.value = value
  }

  /// The attribute as HTML: ` name="escaped value"` or ` name`.
  public var description: String {
    value.map { " \(name)=\"\(HTMLText.escape($0))\"" } ?? " \(name)"
  }
}

extension ContentTypeDescriptor {
  /// Every content type kbcheck knows, in the order `kbcheck types` lists
  /// them. A family adds one line per type, in its own section; the
  /// descriptors themselves live in the family's folder.
  public static let registered: [ContentTypeDescriptor] = [
    // Payments (Sources/KBCheck/Payments/)
    .creditCardNumber, .creditCardExpiration, .creditCardSecurityCode, .oneTimeCode, .iban, .bic,
    // Addresses (Sources/KBCheck/Address/)
    .postalCode, .countryName,
    // Identities (Sources/KBCheck/Identity/)
    .username, .nickname, .password, .newPassword,
  ]

  /// The descriptors by type.
  static let byType: [ContentType: ContentTypeDescriptor] = {
    var table: [ContentType: ContentTypeDescriptor] = [:]
    for descriptor in registered { table[descriptor.type] = descriptor }
    return table
  }()

  /// The descriptors by every name, lower-cased; the first registered
  /// wins a name two types claim (a test checks there is none).
  private static let byName: [String: ContentTypeDescriptor] = {
    var table: [String: ContentTypeDescriptor] = [:]
    for descriptor in registered {
      for name in descriptor.names where table[name.lowercased()] == nil {
        table[name.lowercased()] = descriptor
      }
    }
    return table
  }()

  /// The descriptor a name reads as (UIKit name, autocomplete token or
  /// alias, case-insensitively).
  /// - Parameter name: The name.
  /// - Returns: The descriptor, or `nil`.
  public static func named(_ name: String) -> ContentTypeDescriptor? {
    byName[name.lowercased()]
  }

  /// Every accepted name of every registered type, for help texts.
  public static var allNames: [String] { registered.flatMap(\.names) }
}

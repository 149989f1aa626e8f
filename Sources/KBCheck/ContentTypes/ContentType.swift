/// A content type: what a field means (a card number, a one-time code, a
/// postal code), refining the keyboard it is typed on. The raw value is
/// UIKit's `UITextContentType` name (`creditCardNumber`, `oneTimeCode`, …).
///
/// Every content type is described by a ``ContentTypeDescriptor`` — its
/// keyboard, return key, HTML and Android attributes, whether it is a
/// secret, its validator and its filter — listed once in
/// ``ContentTypeDescriptor/registered``.
///
/// ## Registering a content type
///
/// A family registers each of its types from its own file, and adds one
/// line to the central list; nothing else is edited (no shared `switch`):
///
/// 1. Name the type, in the family's folder:
///    ```swift
///    extension ContentType {
///      /// A postal code (UIKit `postalCode`, HTML `postal-code`).
///      public static let postalCode = ContentType("postalCode")
///    }
///    ```
/// 2. Describe it, in the same folder:
///    ```swift
///    extension ContentTypeDescriptor {
///      static let postalCode = ContentTypeDescriptor(
///        .postalCode, family: .address, autocomplete: ["postal-code"],
///        aliases: ["zip"], summary: "A postal code of the configured country",
///        keyboard: { context in
///          context.options["country"] == "US" ? .numberPad : .asciiCapable },
///        html: HTMLInputTraits(inputMode: "text", autocapitalize: "characters"),
///        androidInputType: "textPostalAddress",
///        settingNames: ["country"], contextRoles: ["country"],
///        validator: { context throws(ConfigurationError) in
///          try PostalCodeValidator(context: context) },
///        filter: { context throws(ConfigurationError) in
///          try PostalCodeFilterPolicy(context: context) })
///    }
///    ```
///    `validator` and `filter` receive the field's ``ValidationContext``
///    (profile, locale, `name=value` settings) and throw a
///    ``ConfigurationError`` for a configuration they cannot use. A validator
///    whose value depends on other fields conforms to
///    ``CrossFieldValidator`` and names the roles it reads in `contextRoles`.
/// 3. Add one line to ``ContentTypeDescriptor/registered``, in the family's
///    section of `ContentTypeDescriptor+Registry.swift`.
///
/// The CLI (`--type postalCode` or `--type postal-code`), schemas
/// (`"type": "postal-code"`), `kbcheck types`, `kbcheck filter`, batch,
/// `kbcheck form` and `form --html`, `fill` / `prompt` and the adapters then
/// know the type. A type whose descriptor has `isSecret` (a card number, a
/// password) is masked in every output (``SecretMask``) unless the caller
/// opts in; its details must carry only facts that are not secret.
public struct ContentType: RawRepresentable, Sendable, Hashable, Codable,
  CustomStringConvertible
{
  /// The UIKit `UITextContentType` name, such as `creditCardNumber`.
  public let rawValue: String

  /// Creates a content type from its UIKit name (registered or not).
  /// - Parameter rawValue: The UIKit name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a content type from its UIKit name (registered or not).
  /// - Parameter name: The UIKit name.
  public init(_ name: String) { self.rawValue = name }

  /// Reads a registered content type from its UIKit name, an HTML
  /// `autocomplete` token or an alias, case-insensitively (`creditCardNumber`,
  /// `cc-number`, `card`); `nil` when no registered type has that name.
  /// - Parameter name: The name.
  public init?(name: String) {
    guard let descriptor = ContentTypeDescriptor.named(name) else { return nil }
    self = descriptor.type
  }

  /// The descriptor of a registered type; `nil` for an unregistered one.
  public var descriptor: ContentTypeDescriptor? { ContentTypeDescriptor.byType[self] }

  /// The UIKit name.
  public var description: String { rawValue }

  /// Every registered content type, in the registry's order.
  public static var allRegistered: [ContentType] {
    ContentTypeDescriptor.registered.map(\.type)
  }
}

extension ContentType {
  /// A username (UIKit `username`, HTML `username`): RFC 8265.
  public static let username = ContentType("username")
  /// A nickname (HTML `nickname`): RFC 8266.
  public static let nickname = ContentType("nickname")
  /// A current password (UIKit `password`, HTML `current-password`): RFC
  /// 8265 OpaqueString; a secret.
  public static let password = ContentType("password")
  /// A new password (UIKit `newPassword`, HTML `new-password`): OpaqueString
  /// and the NIST SP 800-63B policy; a secret.
  public static let newPassword = ContentType("newPassword")
}

extension ContentTypeDescriptor {
  /// Identity fields take text as typed: no capitals added, no spelling
  /// correction.
  static let identityTraits = HTMLInputTraits(inputMode: "text")
  /// Password fields: `type=password`.
  static let passwordTraits = HTMLInputTraits(type: "password", inputMode: "text")

  /// The filter of identity fields: the default keyboard's text rules on
  /// one line (controls and invisible characters removed and reported).
  static func identityFilter(_ context: ValidationContext) throws(ConfigurationError)
    -> any FilterPolicy
  {
    TextFilterPolicy(keyboard: .default, allowLineBreaks: false)
  }

  /// `username`: RFC 8265 UsernameCaseMapped (or CasePreserved), UTS #39.
  static let username = ContentTypeDescriptor(
    .username, family: .identity, autocomplete: ["username"], aliases: ["user", "login"],
    summary:
      "A username (RFC 8265 PRECIS): width and case mapped, NFC, Bidi Rule; UTS #39 skeleton in the details",
    keyboard: { _ in .default }, html: identityTraits,
    androidInputType: "text|textNoSuggestions",
    validator: { context throws(ConfigurationError) in
      UsernameValidator(options: try .init(settings: context.options, profile: context.profile))
    },
    filter: identityFilter)

  /// `nickname`: RFC 8266.
  static let nickname = ContentTypeDescriptor(
    .nickname, family: .identity, autocomplete: ["nickname"], aliases: ["displayName"],
    summary:
      "A nickname (RFC 8266 PRECIS): spaces trimmed and collapsed, NFKC, case kept; comparison key in the details",
    keyboard: { _ in .default },
    html: HTMLInputTraits(inputMode: "text", autocapitalize: nil),
    androidInputType: "textPersonName",
    validator: { context throws(ConfigurationError) in
      NicknameValidator(options: try .init(settings: context.options, profile: context.profile))
    },
    filter: identityFilter)

  /// `password`: a current password, OpaqueString only.
  static let password = ContentTypeDescriptor(
    .password, family: .identity, autocomplete: ["current-password"],
    aliases: ["currentPassword"],
    summary: "A current password (RFC 8265 OpaqueString); never echoed",
    keyboard: { _ in .default }, html: passwordTraits, androidInputType: "textPassword",
    secret: .everything,
    validator: { context throws(ConfigurationError) in
      if let profile = context.profile { throw .unknownProfile(profile, known: []) }
      _ = try Settings(context.options, known: [])
      return PasswordValidator()
    },
    filter: identityFilter)

  /// `newPassword`: OpaqueString and NIST SP 800-63B.
  static let newPassword = ContentTypeDescriptor(
    .newPassword, family: .identity, autocomplete: ["new-password"],
    summary:
      "A new password: OpaqueString, NIST SP 800-63B (length 8+, 15 single-factor, common list, context words); never echoed",
    keyboard: { _ in .default }, html: passwordTraits, androidInputType: "textPassword",
    secret: .everything, contextRoles: PasswordValidator.contextRoles,
    validator: { context throws(ConfigurationError) in
      PasswordValidator(
        policy: try PasswordPolicy(settings: context.options, profile: context.profile))
    },
    filter: identityFilter)
}

extension PasswordPolicy {
  /// The option names: `minLength`, `maxLength`, `blocklist`, `contextWords`.
  public static let settingNames = ["minLength", "maxLength", "blocklist", "contextWords"]

  /// The presets: `multi-factor` (the default, 8) and `single-factor` (15).
  public static let presets: KeyValuePairs<String, PasswordPolicy> = [
    "multi-factor": .multiFactor, "single-factor": .singleFactor,
  ]

  /// Reads a policy from `name=value` settings over a preset, and checks
  /// its bounds.
  /// - Parameters:
  ///   - settings: The settings.
  ///   - profile: A preset name, or `nil`.
  /// - Throws: ``ConfigurationError`` for an unknown name, a bad value, or
  ///   bounds SP 800-63B does not allow.
  public init(settings: [String: String], profile: String? = nil) throws(ConfigurationError) {
    self = try Settings.preset(profile, in: Self.presets, default: .multiFactor)
    let reader = try Settings(settings, known: Self.settingNames)
    if let value = try reader.int("minLength") { minLength = value }
    if let value = try reader.int("maxLength") { maxLength = value }
    if let value = try reader.bool("blocklist") { blocksCommonPasswords = value }
    if let words = reader.list("contextWords") { contextWords = words }
    try check()
  }
}

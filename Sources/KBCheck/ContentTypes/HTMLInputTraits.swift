/// The HTML attributes a content type gives its `<input>`: `type`,
/// `inputmode`, `autocapitalize` and `spellcheck` (the `autocomplete` token
/// is the descriptor's first ``ContentTypeDescriptor/autocomplete`` token).
public struct HTMLInputTraits: Sendable, Hashable {
  /// The `type` attribute (`text`, `password`, `tel`, …).
  public var type: String
  /// The `inputmode` attribute (`numeric`, `text`, …).
  public var inputMode: String
  /// The `autocapitalize` attribute (`none`, `characters`, …), or `nil`.
  public var autocapitalize: String?
  /// The `spellcheck` attribute, or `nil` to leave the browser's default.
  public var spellcheck: Bool?

  /// Creates the traits.
  /// - Parameters:
  ///   - type: The `type` attribute; defaults to `text`.
  ///   - inputMode: The `inputmode` attribute.
  ///   - autocapitalize: The `autocapitalize` attribute, if any; defaults to `none`.
  ///   - spellcheck: The `spellcheck` attribute, if any; defaults to `false`.
  public init(
    type: String = "text", inputMode: String, autocapitalize: String? = "none",
    spellcheck: Bool? = false
  ) {
    self.type = type
    self.inputMode = inputMode
    self.autocapitalize = autocapitalize
    self.spellcheck = spellcheck
  }
}

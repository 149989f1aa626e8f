extension FilterResult {
  /// The result as JSON: `input`, `type`, `text`, `caret`, `refused` and
  /// `changes` (each with `character`, `offset`, `replacement`, `code`,
  /// `message`).
  /// - Parameters:
  ///   - type: The keyboard type.
  ///   - input: The text that was filtered.
  /// - Returns: The JSON object.
  package func jsonObject(type: KeyboardType, input: String) -> JSONValue {
    jsonObject(typeName: type.rawValue, input: input)
  }

  /// The result as JSON, for a keyboard's or a content type's filter. A
  /// secret type's result (``secretMask``) is masked, and so is `input`,
  /// unless `revealingSecrets`.
  /// - Parameters:
  ///   - typeName: The type's UIKit name.
  ///   - input: The text that was filtered.
  ///   - revealingSecrets: Whether a secret is written unmasked.
  /// - Returns: The JSON object.
  package func jsonObject(typeName: String, input: String, revealingSecrets: Bool = false)
    -> JSONValue
  {
    if let mask = secretMask, !revealingSecrets {
      var shown = masked()
      shown.secretMask = nil
      return shown.jsonObject(typeName: typeName, input: mask.apply(input))
    }
    return .object([
      JSONMember("input", .string(input)),
      JSONMember("type", .string(typeName)),
      JSONMember("text", .string(text)),
      JSONMember("caret", .int(caret)),
      JSONMember("refused", .bool(refused)),
      JSONMember(
        "changes",
        .array(
          changes.map {
            .object([
              JSONMember("character", .string(String($0.character))),
              JSONMember("codePoint", .string($0.character.codePointDescription)),
              JSONMember("offset", .int($0.offset)),
              JSONMember("replacement", $0.replacement.map(JSONValue.string) ?? .null),
              JSONMember("code", .string($0.code.rawValue)),
              JSONMember("message", .string($0.message)),
            ])
          })),
    ])
  }
}

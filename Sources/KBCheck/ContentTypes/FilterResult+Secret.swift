extension FilterResult {
  /// The result as output shows it: for a secret content type's filter
  /// (``secretMask``), the text and what was inserted masked, and every
  /// folded digit's character and replacement shown as `•`; any other
  /// result as it is.
  /// - Returns: The masked result.
  /// - Complexity: O(*n*) in the length of the text.
  public func masked() -> FilterResult {
    guard let mask = secretMask else { return self }
    var copy = self
    copy.text = mask.apply(text)
    copy.inserted = mask.apply(inserted)
    copy.changes = changes.map { change in
      var change = change
      // A password's removed characters are its characters too.
      if mask.masksEveryCharacter || change.character.properties.numericType == .decimal {
        change.character = SecretMask.maskCharacter
      }
      if let replacement = change.replacement,
        mask.masksEveryCharacter
          || replacement.unicodeScalars.contains(where: { $0.properties.numericType == .decimal })
      {
        change.replacement = String(SecretMask.maskCharacter)
      }
      return change
    }
    return copy
  }

  /// The result for output: ``masked()`` unless `revealingSecrets`.
  /// - Parameter revealingSecrets: Whether the caller opted in to the secret.
  /// - Returns: The result to write.
  public func forOutput(revealingSecrets: Bool) -> FilterResult {
    revealingSecrets ? self : masked()
  }
}

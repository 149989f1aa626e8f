/// The central rule for secrets (a card number, a password): a result
/// marked secret keeps its real ``ValidationResult/value`` for the Swift
/// code that needs it (to charge the card), but every writer — JSON, the
/// CLI's text and TSV, batch, forms, HTML, the terminal, the adapters —
/// writes ``masked()`` instead unless the caller opts in explicitly
/// (`revealingSecrets: true`, `kbcheck --reveal-secrets`).
extension ValidationResult {
  /// Whether the result is a secret content type's (masked in output).
  public var isSecret: Bool {
    if case .secret = payload { return true }
    return false
  }

  /// The mask of a secret result, or `nil`.
  public var secretMask: SecretMask? {
    if case .secret(let mask, _, _) = payload { return mask }
    return nil
  }

  /// Whether the result is secret and its input and value are not yet
  /// masked.
  public var needsMasking: Bool {
    if case .secret(_, false, _) = payload { return true }
    return false
  }

  /// The result marked secret with a mask (no change when already marked).
  /// - Parameter mask: The mask.
  /// - Returns: The marked result.
  public func markedSecret(_ mask: SecretMask) -> ValidationResult {
    guard !isSecret else { return self }
    var copy = self
    copy.payload = .secret(mask, isMasked: false, payload)
    return copy
  }

  /// The result as output shows it: for a secret result, input and value
  /// masked (issues, their ranges and the details are kept: they carry no
  /// secret); any other result as it is.
  /// - Returns: The masked result.
  /// - Complexity: O(*n*) in the length of the input.
  public func masked() -> ValidationResult {
    guard case .secret(let mask, false, var inner) = payload else { return self }
    // The value is masked below: a payload that reads it must not.
    inner = inner.standingAlone(value: value)
    if case .members(let members) = inner {
      // A batch line that is not UTF-8 carries its raw bytes: not for a secret.
      inner = .members(members.filter { $0.key != "inputBase64" })
    }
    return ValidationResult(
      storedInput: .text(mask.apply(input)), value: value.map(mask.apply), issues: issues,
      payload: .secret(mask, isMasked: true, inner))
  }

  /// The result for output: ``masked()`` unless `revealingSecrets`.
  /// - Parameter revealingSecrets: Whether the caller opted in to the secret.
  /// - Returns: The result to write.
  public func forOutput(revealingSecrets: Bool) -> ValidationResult {
    revealingSecrets ? self : masked()
  }
}

extension ValidationResult: CustomStringConvertible, CustomReflectable {
  /// The result's JSON (``jsonText(type:revealingSecrets:)``): a secret is
  /// masked, also in `print(result)` and string interpolation.
  public var description: String { jsonText() }

  /// The masked result's input, value, issues and details, so that `dump`
  /// and debuggers never show a secret either.
  public var customMirror: Mirror {
    let shown = masked()
    return Mirror(
      self,
      children: [
        "input": shown.input, "value": shown.value as Any, "issues": shown.issues,
        "details": shown.details,
      ])
  }
}

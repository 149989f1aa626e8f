/// Marks every result of a secret content type's validator as secret, so
/// that every writer masks it (``ValidationResult/isSecret``). A result the
/// family already marked is left as it is.
struct SecretMarkingValidator: Validator {
  /// The family's validator.
  let base: any Validator
  /// The type's mask.
  let mask: SecretMask
  /// The family's batch shortcut, when it has one (looked up once here, not
  /// per line).
  private let shortcut: (any CleanLineValidator)?

  /// Wraps a family's validator.
  /// - Parameters:
  ///   - base: The family's validator.
  ///   - mask: The type's mask.
  init(base: any Validator, mask: SecretMask) {
    self.base = base
    self.mask = mask
    self.shortcut = base as? any CleanLineValidator
  }

  /// Validates and marks the result.
  /// - Parameter input: The value.
  /// - Returns: The family's result, marked secret.
  func validate(_ input: String) -> ValidationResult {
    base.validate(input).markedSecret(mask)
  }
}

extension SecretMarkingValidator: CrossFieldValidator {
  /// Validates with the related fields when the family's validator reads
  /// them, and marks the result.
  /// - Parameters:
  ///   - input: The value.
  ///   - related: The validated values of the fields the field names.
  /// - Returns: The family's result, marked secret.
  func validate(_ input: String, related: RelatedFields) -> ValidationResult {
    guard let crossField = base as? any CrossFieldValidator else { return validate(input) }
    return crossField.validate(input, related: related).markedSecret(mask)
  }
}

extension SecretMarkingValidator: CleanLineValidator {
  /// The family's clean line, if it has a shortcut: a clean line's record
  /// is written masked by the family's own rule, as its result would be
  /// (the family marks its results before this wrapper does).
  /// - Parameter bytes: One line as read.
  /// - Returns: The clean line, or `nil` for the full path.
  func cleanLine(_ bytes: UnsafeBufferPointer<UInt8>) -> CleanLine? {
    shortcut?.cleanLine(bytes)
  }

  /// The family's shortcut, if it has one and its lines are payment lines,
  /// whose records the family masks itself; any other family's lane writes
  /// the line as it is, which a secret's record must not show.
  var cleanLineShortcut: (any CleanLineValidator)? {
    guard let shortcut, shortcut.decidesPaymentLines else { return nil }
    return shortcut.cleanLineShortcut
  }
}

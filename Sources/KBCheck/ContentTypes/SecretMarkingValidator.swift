/// Marks every result of a secret content type's validator as secret, so
/// that every writer masks it (``ValidationResult/isSecret``). A result the
/// family already marked is left as it is.
struct SecretMarkingValidator: Validator {
  /// The family's validator.
  let base: any Validator
  /// The type's mask.
  let mask: SecretMask

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

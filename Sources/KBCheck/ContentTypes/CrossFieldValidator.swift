/// A validator whose verdict depends on other fields of the same form: a
/// card security code has four digits when the card field holds an American
/// Express number; a password must not contain the username.
///
/// A schema field names the fields it reads by role
/// (`"context": {"card": "cardNumber"}`, or `"context": ["username"]` where
/// role and field name are the same); ``FormSchema`` validates those fields
/// first and passes their results. Without a form (the CLI, a single call),
/// ``Validator/validate(_:)`` runs with no related fields.
public protocol CrossFieldValidator: Validator {
  /// Validates one value with the results of the fields it reads.
  /// - Parameters:
  ///   - input: The value.
  ///   - related: The validated values of the related fields, by role.
  /// - Returns: The verdict.
  /// - Complexity: O(*n*) in the length of `input`.
  func validate(_ input: String, related: RelatedFields) -> ValidationResult
}

/// The validated values of the fields a field reads, by role. A secret
/// field's result is passed as it is (its details carry no secret).
public struct RelatedFields: Sendable {
  /// The results by role; a role whose field was empty or absent has none.
  public var results: [String: ValidationResult]

  /// Creates the related fields.
  /// - Parameter results: The results by role.
  public init(_ results: [String: ValidationResult] = [:]) { self.results = results }

  /// The result of the field playing `role`, or `nil`.
  /// - Parameter role: The role (`card`, `username`, …).
  public subscript(role: String) -> ValidationResult? { results[role] }

  /// No related fields.
  public static let none = RelatedFields()
}

/// Checks a whole value and gives its canonical form.
///
/// A validator never throws and never traps on bad input: every problem is a
/// ``ValidationIssue`` in the returned ``ValidationResult``. Validators are
/// value types configured by options with documented defaults, and they run
/// in time linear in the input's length.
public protocol Validator: Sendable {
  /// Validates one value.
  /// - Parameter input: The value as the user entered or submitted it.
  /// - Returns: The verdict, the canonical value and every issue found.
  /// - Complexity: O(*n*) in the length of `input`.
  func validate(_ input: String) -> ValidationResult
}

/// The caller's own check of a password against breach corpora (NIST SP
/// 800-63B §3.1.1.2), such as a k-anonymity range query or a local hash
/// set. The validator calls it with the enforced password, after its own
/// checks passed.
public protocol PasswordBreachCheck: Sendable {
  /// Looks a password up.
  /// - Parameter password: The enforced password (OpaqueString).
  /// - Returns: Whether it is known from a breach, or that the check could
  ///   not answer.
  func verdict(for password: String) -> PasswordBreachVerdict
}

/// The answer of a ``PasswordBreachCheck``.
public enum PasswordBreachVerdict: Sendable, Hashable {
  /// Known from a breach: refused.
  case compromised
  /// Not known.
  case notFound
  /// The check could not answer (a warning says so).
  case unavailable
}

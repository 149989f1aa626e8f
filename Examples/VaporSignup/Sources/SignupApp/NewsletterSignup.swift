import KBCheck
import KBCheckVapor
import Vapor

/// A newsletter subscription, checked the plain Vapor way: a `Validatable`
/// `Content` type whose rules use ``Vapor/Validator/keyboard(_:locale:profile:options:)``.
struct NewsletterSignup: Content, Validatable {
  /// The subscriber's address.
  var email: String
  /// The subscriber's site, if any.
  var website: String?

  /// The rules: a KBCheck email address, and a KBCheck URL when given.
  /// - Parameter validations: The rules to add to.
  static func validations(_ validations: inout Validations) {
    validations.add("email", as: String.self, is: .keyboard(.emailAddress))
    validations.add("website", as: String.self, is: .keyboard(.URL), required: false)
  }
}

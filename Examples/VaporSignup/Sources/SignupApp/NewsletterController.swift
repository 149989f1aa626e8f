import Vapor

/// `POST /newsletter`: validates with ``NewsletterSignup``'s rules and
/// answers 201 with the subscription in canonical form.
struct NewsletterController: RouteCollection {
  /// Registers the route.
  /// - Parameter routes: Where to register it.
  /// - Throws: An error from the routes builder.
  func boot(routes: any RoutesBuilder) throws {
    routes.post("newsletter") { request async throws -> Response in
      // What `NewsletterSignup.validate(content:)` does, keeping the results
      // so that the canonical values can be stored.
      var validations = Validations()
      NewsletterSignup.validations(&validations)
      let outcome = try validations.validate(request: request)
      if let error = outcome.error { throw error }
      var signup = try request.content.decode(NewsletterSignup.self)
      let canonical = outcome.keyboardValues
      signup.email = canonical["email"] ?? signup.email
      signup.website = canonical["website"] ?? signup.website
      let response = Response(status: .created)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.withoutEscapingSlashes]
      try response.content.encode(signup, using: encoder)
      return response
    }
  }
}

import KBCheckVapor
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
      // 415 for a body that is neither JSON nor a form, before Vapor tries.
      guard let type = request.headers.contentType, type == .json || type == .urlEncodedForm
      else {
        throw Abort(
          .unsupportedMediaType,
          reason: "Send the subscription as application/json or application/x-www-form-urlencoded.")
      }
      var validations = Validations()
      NewsletterSignup.validations(&validations)
      let outcome: ValidationsResult
      do {
        outcome = try validations.validate(request: request)
      } catch let error as ValidationsError {
        throw error
      } catch {
        // Malformed JSON or undecodable text: the request was understood
        // but cannot be processed (422), and the decoder's own wording
        // (Foundation internals) stays out of the answer.
        throw Abort(
          .unprocessableEntity,
          reason:
            "The body is not a well-formed \(type == .json ? "JSON object" : "form") in UTF-8.")
      }
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

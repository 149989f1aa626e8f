#if Vapor
import KBCheck
import Vapor

/// Answers a Vapor `Validatable` failure as the schema path answers an
/// invalid submission: 422 with the JSON of a ``KBCheck/FormReport``
/// (`FormReport(validations:language:)`),
/// every field's codes and messages in the request's language
/// (``Vapor/Request/messageLanguage``), instead of Vapor's 400 with one
/// `reason` string.
///
/// ```swift
/// app.middleware.use(KBCheckValidationMiddleware())
/// app.post("newsletter") { request in
///   try NewsletterSignup.validate(content: request)   // 422 FormReport on failure
///   …
/// }
/// ```
/// Other errors pass through to the middleware before it.
public struct KBCheckValidationMiddleware: AsyncMiddleware {
  /// Creates the middleware.
  public init() {}

  /// Passes the request on, and turns a thrown `ValidationsError` into a
  /// 422 report.
  /// - Parameters:
  ///   - request: The request.
  ///   - next: The rest of the chain.
  /// - Returns: The response.
  /// - Throws: Any other error the chain throws, or an encoding error.
  public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws
    -> Response
  {
    do {
      return try await next.respond(to: request)
    } catch let failures as ValidationsError {
      return try await FormReport(validations: failures, language: request.messageLanguage)
        .response(for: request)
    }
  }
}
#endif

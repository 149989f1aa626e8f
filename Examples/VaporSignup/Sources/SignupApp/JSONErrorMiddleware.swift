import KBCheck
import Vapor

/// Renders every error as the service's JSON failure body, so that a client
/// never sees an HTML page or a bare status: a too-large body is 413
/// `request.too-large`, a Vapor `Validatable` failure 422
/// `request.validation-failed`, anything else its status with
/// `request.failed` (a 500's message hides the details outside development).
struct JSONErrorMiddleware: AsyncMiddleware {
  /// The environment; development shows internal error details.
  let environment: Environment

  /// Passes the request on and turns a thrown error into a JSON response.
  /// - Parameters:
  ///   - request: The request.
  ///   - next: The rest of the chain.
  /// - Returns: The response.
  /// - Throws: Nothing in practice: every error becomes a JSON response.
  func respond(to request: Request, chainingTo next: any AsyncResponder) async throws
    -> Response
  {
    let response: Response
    do {
      response = try await next.respond(to: request)
    } catch {
      let answer = Self.response(for: error, environment: environment)
      // A client's mistake (4xx) is routine: info, not a warning per
      // invalid submission; a server error is reported in full.
      if answer.status.code >= 500 {
        request.logger.report(error: error)
      } else {
        request.logger.info(
          "\(request.method) \(request.url.path) → \(answer.status.code): \(error)")
      }
      response = answer.vaporResponse
    }
    // The access log: one line per request.
    request.logger.info("\(request.method) \(request.url.path) \(response.status.code)")
    return response
  }

  /// The JSON failure for an error.
  /// - Parameters:
  ///   - error: The error.
  ///   - environment: The environment.
  /// - Returns: The response.
  static func response(for error: any Error, environment: Environment) -> SignupResponse {
    if let failures = error as? ValidationsError {
      return .failure(
        .unprocessableEntity, code: "request.validation-failed", message: failures.description)
    }
    if let abort = error as? any AbortError {
      if abort.status == .payloadTooLarge { return .tooLarge }
      return .failure(abort.status, code: "request.failed", message: abort.reason)
    }
    let message =
      environment.isRelease ? "Something went wrong." : String(describing: error)
    return .failure(.internalServerError, code: "request.failed", message: message)
  }
}

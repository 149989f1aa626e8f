import KBCheck
import Vapor

/// Renders every error as the service's JSON failure body, so that a client
/// never sees an HTML page or a bare status: a too-large body is 413
/// `request.too-large`, a Vapor `Validatable` failure 422
/// `request.validation-failed`, anything else its status with
/// `request.failed` (a 500's message hides the details outside development).
///
/// No answer carries an internal type name: Vapor describes a value of the
/// wrong type as "is not a(n) String" and a decoding failure with the
/// decoder's own `DecodingError` text, so those are reworded, and a reason
/// that still names a Swift or Foundation type is replaced by the status's
/// plain reason.
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
        .unprocessableEntity, code: "request.validation-failed",
        message: failures.failures.map(describe).joined(separator: ", "))
    }
    if let abort = error as? any AbortError {
      if abort.status == .payloadTooLarge { return .tooLarge }
      // Only reasons people wrote (`Abort`) are shown; other AbortErrors
      // (DecodingError, …) describe Swift types.
      let reason = (error is Abort) ? publicReason(abort.reason, status: abort.status) : nil
      return .failure(
        abort.status, code: "request.failed",
        message: reason ?? plainReason(abort.status))
    }
    let message =
      environment.isRelease ? "Something went wrong." : String(describing: error)
    return .failure(.internalServerError, code: "request.failed", message: message)
  }

  /// One failed rule, in words that name no Swift type.
  /// - Parameter failure: The failure.
  /// - Returns: `key` and what is wrong with its value.
  static func describe(_ failure: Vapor.ValidationResult) -> String {
    let key = "\(failure.key)"
    switch failure.result {
    case is ValidatorResults.TypeMismatch, is ValidatorResults.Codable:
      return "\(key) is not text"
    default:
      let text = failure.customFailureDescription ?? failure.failureDescription ?? "is invalid"
      return publicReason(text, status: .unprocessableEntity) ?? "\(key) is invalid"
    }
  }

  /// Words that only a description of a Swift or Foundation value holds.
  static let internalMarkers = [
    "Swift.", "Foundation.", "DecodingError", "EncodingError", "Context(", "codingPath",
    "CodingKeys", "a(n) ", "NSCocoaErrorDomain", "Optional<", "Optional(", "Dictionary<",
    "Array<", "debugDescription", "underlyingError",
  ]

  /// `reason`, or `nil` when it names an internal type.
  /// - Parameters:
  ///   - reason: A reason.
  ///   - status: The status it goes with.
  /// - Returns: The reason, or `nil`.
  static func publicReason(_ reason: String, status: HTTPResponseStatus) -> String? {
    internalMarkers.contains { reason.contains($0) } ? nil : reason
  }

  /// The status's own reason phrase, as a sentence.
  /// - Parameter status: The status.
  /// - Returns: "Unprocessable Entity." and the like.
  static func plainReason(_ status: HTTPResponseStatus) -> String {
    status == .unprocessableEntity || status == .badRequest
      ? "The body does not have the expected fields and values."
      : status.reasonPhrase + "."
  }
}

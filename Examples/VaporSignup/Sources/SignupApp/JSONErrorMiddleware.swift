import KBCheck
import Vapor

/// Renders every error as a JSON report in the shape of the adapter's
/// (`{"valid": false, "fields": {}, "missing": [], "unknown": [],
/// "issues": [{code, severity, message, range}]}`), so that a client never
/// sees an HTML page or a bare status: a too-large body is 413
/// `request.too-large`, another media type 415
/// `request.unsupported-media-type`, anything else its status with
/// `request.failed` (a 500's message hides the details outside development).
/// A `Validatable` failure never gets here: `KBCheckValidationMiddleware`,
/// after this one, answers it 422 with the fields' codes.
///
/// No answer carries an internal type name: a decoding failure's own
/// `DecodingError` text is replaced by the status's plain reason, and so is
/// a reason that still names a Swift or Foundation type.
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
      let (status, report) = Self.report(for: error, environment: environment)
      // A client's mistake (4xx) is routine: info, not a warning per
      // invalid submission; a server error is reported in full.
      if status.code >= 500 {
        request.logger.report(error: error)
      } else {
        request.logger.info("\(request.method) \(request.url.path) → \(status.code): \(error)")
      }
      response = try await report.encodeResponse(status: status, for: request)
    }
    // The access log: one line per request.
    request.logger.info("\(request.method) \(request.url.path) \(response.status.code)")
    return response
  }

  /// The status and JSON report for an error.
  /// - Parameters:
  ///   - error: The error.
  ///   - environment: The environment.
  /// - Returns: The status and a report with one form-level issue.
  static func report(for error: any Error, environment: Environment)
    -> (HTTPResponseStatus, FormReport)
  {
    let status: HTTPResponseStatus
    let code: ValidationIssue.Code
    let message: String
    if let abort = error as? any AbortError {
      status = abort.status
      code =
        switch status {
        case .payloadTooLarge: "request.too-large"
        case .unsupportedMediaType: "request.unsupported-media-type"
        default: "request.failed"
        }
      // Only reasons people wrote (`Abort`) are shown; other AbortErrors
      // (DecodingError, …) describe Swift types.
      message = (error is Abort ? publicReason(abort.reason) : nil) ?? plainReason(status)
    } else {
      status = .internalServerError
      code = "request.failed"
      message = environment.isRelease ? "Something went wrong." : String(describing: error)
    }
    let issue = ValidationIssue(code, message: message, range: 0..<0)
    return (status, FormReport(fields: [], formIssues: [issue]))
  }

  /// Words that only a description of a Swift or Foundation value holds.
  static let internalMarkers = [
    "Swift.", "Foundation.", "DecodingError", "EncodingError", "Context(", "codingPath",
    "CodingKeys", "a(n) ", "NSCocoaErrorDomain", "Optional<", "Optional(", "Dictionary<",
    "Array<", "debugDescription", "underlyingError",
  ]

  /// `reason`, or `nil` when it names an internal type.
  /// - Parameter reason: A reason.
  /// - Returns: The reason, or `nil`.
  static func publicReason(_ reason: String) -> String? {
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

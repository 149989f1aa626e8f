#if Vapor
import KBCheck
import Vapor

/// A form report is Vapor content: a service returns it as JSON, in the
/// shape `kbcheck form --format json` prints.
extension FormReport: Content {}

extension FormReport {
  /// The report as a response: 201 when the submission is valid, 422
  /// (with every field's codes) when it is not.
  /// - Parameter request: The request, for the encoder.
  /// - Returns: The response.
  /// - Throws: An encoding error.
  public func response(for request: Request) async throws -> Response {
    try await encodeResponse(status: isValid ? .created : .unprocessableEntity, for: request)
  }
}

extension FormSchema {
  /// Validates a request's body against the schema: `application/json`
  /// (one object) or `application/x-www-form-urlencoded`.
  ///
  /// - A body over `maxBodySize` bytes throws 413.
  /// - Another media type throws 415.
  /// - A form body that is not UTF-8 once percent-decoded throws 422; a
  ///   field given twice is reported in the report (`form.duplicate-field`).
  /// - Parameters:
  ///   - request: The request, its body collected (`body: .collect`).
  ///   - locale: The locale of fields that pin none.
  ///   - maxBodySize: The largest body read.
  /// - Returns: The report.
  /// - Throws: `Abort` with 413, 415 or 422 as above.
  public func validate(_ request: Request, locale: String? = nil, maxBodySize: Int = 64 * 1024)
    throws -> FormReport
  {
    let body = request.body.data ?? ByteBuffer()
    guard body.readableBytes <= maxBodySize else {
      throw Abort(.payloadTooLarge, reason: "The request body is larger than \(maxBodySize) bytes.")
    }
    switch request.headers.contentType {
    case .some(.json):
      return validate(json: body.readableBytesView, locale: locale)
    case .some(.urlEncodedForm):
      // Every pair, in order: a field given twice is reported
      // (`form.duplicate-field`), not decided by a dictionary.
      guard case .success(let pairs) = FormURLEncoded.decode(body.readableBytesView) else {
        throw Abort(
          .unprocessableEntity, reason: "The form body is not UTF-8 once percent-decoded.")
      }
      return validate(members: pairs.map { JSONMember($0.0, .string($0.1)) }, locale: locale)
    default:
      throw Abort(
        .unsupportedMediaType,
        reason: "Send the form as application/json or application/x-www-form-urlencoded.")
    }
  }

  /// Validates a request's body as ``validate(_:locale:maxBodySize:)``
  /// does, then checks the deliverability of the email fields that ask for
  /// it (`"checkDeliverability": "true"`) without blocking the event loop:
  /// the DNS queries run off it and the handler is suspended meanwhile.
  /// - Parameters:
  ///   - request: The request, its body collected (`body: .collect`).
  ///   - locale: The locale of fields that pin none.
  ///   - maxBodySize: The largest body read.
  ///   - checker: A checker for every such field instead of the fields'
  ///     own DNS settings.
  /// - Returns: The report.
  /// - Throws: `Abort` with 413, 415 or 422 as ``validate(_:locale:maxBodySize:)``.
  public func report(
    for request: Request, locale: String? = nil, maxBodySize: Int = 64 * 1024,
    checker: EmailDeliverability? = nil
  ) async throws -> FormReport {
    let report = try validate(request, locale: locale, maxBodySize: maxBodySize)
    return await checkDeliverability(report, using: checker)
  }
}
#endif

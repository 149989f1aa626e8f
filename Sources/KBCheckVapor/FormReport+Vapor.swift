#if Vapor
import KBCheck
import Vapor

/// A form report is Vapor content: a service returns it as JSON, in the
/// shape `kbcheck form --format json` prints.
extension FormReport: Content {}

extension FormReport {
  /// The report as a JSON response: 201 when the submission is valid, 422
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
  /// (one object) or `application/x-www-form-urlencoded`
  /// (``KBCheck/FormSchema/validate(formURLEncoded:locale:)``). The number
  /// fields that pin no locale are read in the request's
  /// (``Vapor/Request/numberLocale``), and the messages are in the
  /// request's language (``Vapor/Request/messageLanguage``), unless the
  /// caller gives them.
  ///
  /// - A body over `maxBodySize` bytes throws 413.
  /// - Another media type throws 415.
  /// - A body that is not UTF-8, or not JSON, is a report with a form-level
  ///   issue (`input.invalid-utf8`, `form.invalid-json`); a field given
  ///   twice is reported (`form.duplicate-field`).
  /// - Parameters:
  ///   - request: The request, its body collected (`body: .collect`).
  ///   - locale: The locale of fields that pin none; `nil` takes the
  ///     request's, else `en_US`.
  ///   - language: The language of the messages; `nil` takes the request's.
  ///   - maxBodySize: The largest body read.
  /// - Returns: The report.
  /// - Throws: `Abort` with 413 or 415 as above.
  public func validate(
    _ request: Request, locale: String? = nil, language: MessageLanguage? = nil,
    maxBodySize: Int = 64 * 1024
  ) throws -> FormReport {
    try unlocalizedReport(request, locale: locale, maxBodySize: maxBodySize)
      .localized(language ?? request.messageLanguage)
  }

  /// Validates a request's body as ``validate(_:locale:language:maxBodySize:)``
  /// does, then checks the deliverability of the email fields that ask for
  /// it (`"checkDeliverability": "true"`) without blocking the event loop:
  /// the DNS queries run off it and the handler is suspended meanwhile.
  /// - Parameters:
  ///   - request: The request, its body collected (`body: .collect`).
  ///   - locale: The locale of fields that pin none; `nil` takes the request's.
  ///   - language: The language of the messages; `nil` takes the request's.
  ///   - maxBodySize: The largest body read.
  ///   - checker: A checker for every such field instead of the fields'
  ///     own DNS settings.
  /// - Returns: The report.
  /// - Throws: `Abort` with 413 or 415 as ``validate(_:locale:language:maxBodySize:)``.
  public func report(
    for request: Request, locale: String? = nil, language: MessageLanguage? = nil,
    maxBodySize: Int = 64 * 1024, checker: EmailDeliverability? = nil
  ) async throws -> FormReport {
    let report = try unlocalizedReport(request, locale: locale, maxBodySize: maxBodySize)
    return await checkDeliverability(report, using: checker)
      .localized(language ?? request.messageLanguage)
  }

  /// The report with English messages.
  private func unlocalizedReport(_ request: Request, locale: String?, maxBodySize: Int) throws
    -> FormReport
  {
    let body = request.body.data ?? ByteBuffer()
    guard body.readableBytes <= maxBodySize else {
      throw Abort(.payloadTooLarge, reason: "The request body is larger than \(maxBodySize) bytes.")
    }
    let locale = locale ?? request.numberLocale
    switch request.headers.contentType {
    case .some(.json):
      return validate(json: body.readableBytesView, locale: locale)
    case .some(.urlEncodedForm):
      return validate(formURLEncoded: body.readableBytesView, locale: locale)
    default:
      throw Abort(
        .unsupportedMediaType,
        reason: "Send the form as application/json or application/x-www-form-urlencoded.")
    }
  }
}
#endif

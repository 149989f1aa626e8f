#if Hummingbird
import Hummingbird
import KBCheck

/// A form report is a Hummingbird response: JSON in the shape
/// `kbcheck form --format json` prints, encoded by the context's encoder.
extension FormReport: ResponseEncodable {}

extension FormReport {
  /// The report with its status: 201 when the submission is valid, 422
  /// (with every field's codes) when it is not.
  public var withStatus: EditedResponse<FormReport> {
    EditedResponse(status: isValid ? .created : .unprocessableContent, response: self)
  }
}

extension FormSchema {
  /// Validates a request's body against the schema: `application/json`
  /// (one object) or `application/x-www-form-urlencoded`
  /// (``KBCheck/FormSchema/validate(formURLEncoded:locale:)``). Email fields
  /// that ask for it (`"checkDeliverability": "true"`) are checked through
  /// DNS without blocking the event loop
  /// (``KBCheck/FormSchema/checkDeliverability(_:using:)``). The number
  /// fields that pin no locale are read in the request's
  /// (``Hummingbird/Request/numberLocale``), and the messages are in the
  /// request's language (``Hummingbird/Request/messageLanguage``), unless
  /// the caller gives them.
  ///
  /// - A body over `maxBodySize` bytes throws 413; a body that takes longer
  ///   than `bodyTimeout` to arrive throws 408
  ///   (``Hummingbird/Request/collectBody(upTo:within:)``).
  /// - Another media type throws 415.
  /// - A body that is not UTF-8, or not JSON, is a report with a form-level
  ///   issue (`input.invalid-utf8`, `form.invalid-json`); a field given
  ///   twice is reported (`form.duplicate-field`).
  /// - Parameters:
  ///   - request: The request; its body is collected.
  ///   - locale: The locale of fields that pin none; `nil` takes the
  ///     request's, else `en_US`.
  ///   - language: The language of the messages; `nil` takes the request's.
  ///   - maxBodySize: The largest body read.
  ///   - bodyTimeout: How long the body may take to arrive.
  /// - Returns: The report.
  /// - Throws: `HTTPError` with 408, 413 or 415 as above.
  public func validate(
    _ request: Request, locale: String? = nil, language: MessageLanguage? = nil,
    maxBodySize: Int = 64 * 1024, bodyTimeout: Duration = .seconds(10)
  ) async throws -> FormReport {
    let mediaType = request.headers[.contentType].map(Self.mediaType) ?? ""
    guard mediaType == "application/json" || mediaType == "application/x-www-form-urlencoded"
    else {
      throw HTTPError(
        .unsupportedMediaType,
        message: "Send the form as application/json or application/x-www-form-urlencoded.")
    }
    let body = try await request.collectBody(upTo: maxBodySize, within: bodyTimeout)
    let locale = locale ?? request.numberLocale
    let report =
      mediaType == "application/json"
      ? validate(json: body.readableBytesView, locale: locale)
      : validate(formURLEncoded: body.readableBytesView, locale: locale)
    return await checkDeliverability(report).localized(language ?? request.messageLanguage)
  }

  /// `type/subtype` of a `Content-Type` value, lowercased, parameters dropped.
  static func mediaType(_ value: String) -> String {
    String(value.prefix { $0 != ";" }.filter { $0 != " " && $0 != "\t" }).lowercased()
  }
}
#endif

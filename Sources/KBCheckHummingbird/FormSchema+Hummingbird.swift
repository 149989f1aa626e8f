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
  /// (one object) or `application/x-www-form-urlencoded`. Email fields that
  /// ask for it (`"checkDeliverability": "true"`) are checked through DNS
  /// without blocking the event loop (``FormSchema/checkDeliverability(_:using:)``).
  ///
  /// - A body over `maxBodySize` bytes throws 413.
  /// - Another media type throws 415.
  /// - A form body that is not UTF-8 once percent-decoded throws 422; a
  ///   field given twice is reported in the report (`form.duplicate-field`).
  /// - Parameters:
  ///   - request: The request; its body is collected.
  ///   - locale: The locale of fields that pin none.
  ///   - maxBodySize: The largest body read.
  /// - Returns: The report.
  /// - Throws: `HTTPError` with 413, 415 or 422 as above.
  public func validate(_ request: Request, locale: String? = nil, maxBodySize: Int = 64 * 1024)
    async throws -> FormReport
  {
    let mediaType = request.headers[.contentType].map(Self.mediaType) ?? ""
    guard mediaType == "application/json" || mediaType == "application/x-www-form-urlencoded"
    else {
      throw HTTPError(
        .unsupportedMediaType,
        message: "Send the form as application/json or application/x-www-form-urlencoded.")
    }
    var request = request
    let body: ByteBuffer
    do {
      body = try await request.collectBody(upTo: maxBodySize)
    } catch {
      throw HTTPError(
        .contentTooLarge, message: "The request body is larger than \(maxBodySize) bytes.")
    }
    if mediaType == "application/json" {
      return await checkDeliverability(validate(json: body.readableBytesView, locale: locale))
    }
    // Every pair, in order: a field given twice is reported
    // (`form.duplicate-field`), not decided by a dictionary.
    guard case .success(let pairs) = FormURLEncoded.decode(body.readableBytesView) else {
      throw HTTPError(
        .unprocessableContent, message: "The form body is not UTF-8 once percent-decoded.")
    }
    return await checkDeliverability(
      validate(members: pairs.map { JSONMember($0.0, .string($0.1)) }, locale: locale))
  }

  /// `type/subtype` of a `Content-Type` value, lowercased, parameters dropped.
  static func mediaType(_ value: String) -> String {
    String(value.prefix { $0 != ";" }.filter { $0 != " " && $0 != "\t" }).lowercased()
  }
}
#endif

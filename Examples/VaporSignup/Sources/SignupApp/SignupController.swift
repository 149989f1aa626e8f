import KBCheck
import Vapor

/// `GET /signup` (the HTML form) and `POST /signup` (validation).
struct SignupController: RouteCollection {
  /// The form's schema.
  let schema: FormSchema

  /// Registers the routes.
  /// - Parameter routes: Where to register them.
  /// - Throws: An error from the routes builder.
  func boot(routes: any RoutesBuilder) throws {
    routes.get("signup") { _ in page() }
    routes.on(
      // Vapor's limit refuses a body that reaches maxSize, so allow one
      // more byte: a body of exactly maxBodySize bytes is read.
      .POST, "signup", body: .collect(maxSize: ByteCount(value: SignupForm.maxBodySize + 1))
    ) { request in
      submit(request).vaporResponse
    }
  }

  /// The HTML form.
  /// - Returns: A `text/html` response.
  func page() -> Response {
    var headers = HTTPHeaders()
    headers.replaceOrAdd(name: .contentType, value: "text/html; charset=utf-8")
    return Response(
      status: .ok, headers: headers, body: .init(string: SignupPage(schema: schema).html))
  }

  /// Validates one submission: JSON or form-encoded, in the locale of the
  /// request's `Accept-Language`.
  /// - Parameter request: The request, its body collected.
  /// - Returns: 201, 422, 413 or 415 with a JSON body.
  /// - Complexity: O(*n*) in the body's length.
  func submit(_ request: Request) -> SignupResponse {
    let body = request.body.data
    // A body the server received whole skips Vapor's streaming limit, so
    // check it here too.
    if let body, body.readableBytes > SignupForm.maxBodySize {
      return .tooLarge
    }
    let bytes = body?.readableBytesView ?? ByteBuffer().readableBytesView
    let locale = RequestLocale.locale(
      acceptLanguage: request.headers.first(name: .acceptLanguage))
    let contentType = request.headers.contentType
    switch (contentType?.type, contentType?.subType) {
    case ("application", "json"):
      return .answer(to: schema.validate(json: bytes, locale: locale), locale: locale)
    case ("application", "x-www-form-urlencoded"):
      switch FormURLEncoded.decode(bytes) {
      case .failure(.invalidUTF8(let field)):
        let which = field.map { "The field '\($0)'" } ?? "A field name"
        return .failure(
          .unprocessableEntity, code: "input.invalid-utf8",
          message: "\(which) is not valid UTF-8 once percent-decoded.")
      case .success(let pairs):
        // The library reports a field given twice (`form.duplicate-field`).
        let members = pairs.map { JSONMember($0.0, .string($0.1)) }
        return .answer(to: schema.validate(members: members, locale: locale), locale: locale)
      }
    default:
      return .failure(
        .unsupportedMediaType, code: "request.unsupported-media-type",
        message:
          "Send the form as application/json or application/x-www-form-urlencoded.")
    }
  }
}

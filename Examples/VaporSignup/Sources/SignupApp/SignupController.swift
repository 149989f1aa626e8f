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
      // A browser posting the page's form gets the page back: its input
      // kept and the issues beside their fields (422), or a thank-you page.
      if Self.wantsHTML(request) { return submitPage(request) }
      return submit(request).vaporResponse
    }
  }

  /// Whether the request is the page's own form post from a browser: a
  /// form-encoded body, and `text/html` accepted before JSON.
  static func wantsHTML(_ request: Request) -> Bool {
    guard request.headers.contentType == .urlEncodedForm else { return false }
    let accepted = request.headers.accept.mediaTypes
    let html = accepted.firstIndex(of: .html)
    let json = accepted.firstIndex(of: .json)
    guard let html else { return false }
    return json.map { html < $0 } ?? true
  }

  /// A browser's form post: the page again with the issues (422), or the
  /// thank-you page (201); the API's JSON failures for the rest.
  func submitPage(_ request: Request) -> Response {
    let body = request.body.data
    guard body.map({ $0.readableBytes <= SignupForm.maxBodySize }) ?? true,
      case .success(let pairs) = FormURLEncoded.decode(
        body?.readableBytesView ?? ByteBuffer().readableBytesView)
    else { return submit(request).vaporResponse }
    let acceptLanguage = request.headers.first(name: .acceptLanguage)
    let locale = RequestLocale.locale(acceptLanguage: acceptLanguage)
    let report = schema.validate(
      members: pairs.map { JSONMember($0.0, .string($0.1)) }, locale: locale
    ).localized(MessageLanguage.negotiate(acceptLanguage: acceptLanguage ?? ""))
    let values = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    let page = SignupPage(schema: schema)
    var headers = HTTPHeaders()
    headers.replaceOrAdd(name: .contentType, value: "text/html; charset=utf-8")
    if report.isValid {
      return Response(status: .created, headers: headers, body: .init(string: page.thanks(report)))
    }
    return Response(
      status: .unprocessableEntity, headers: headers,
      body: .init(string: page.html(values: values, report: report)))
  }

  /// The HTML form.
  /// - Returns: A `text/html` response.
  func page() -> Response {
    var headers = HTTPHeaders()
    headers.replaceOrAdd(name: .contentType, value: "text/html; charset=utf-8")
    return Response(
      status: .ok, headers: headers, body: .init(string: SignupPage(schema: schema).html()))
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
    let acceptLanguage = request.headers.first(name: .acceptLanguage)
    let locale = RequestLocale.locale(acceptLanguage: acceptLanguage)
    // Messages in the language the client prefers (RFC 9110 §12.5.4);
    // codes and the JSON shape stay the same in every language.
    let language = MessageLanguage.negotiate(acceptLanguage: acceptLanguage ?? "")
    let contentType = request.headers.contentType
    switch (contentType?.type, contentType?.subType) {
    case ("application", "json"):
      return .answer(
        to: schema.validate(json: bytes, locale: locale).localized(language), locale: locale)
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
        return .answer(
          to: schema.validate(members: members, locale: locale).localized(language),
          locale: locale)
      }
    default:
      return .failure(
        .unsupportedMediaType, code: "request.unsupported-media-type",
        message:
          "Send the form as application/json or application/x-www-form-urlencoded.")
    }
  }
}

import Hummingbird
import HummingbirdCore
import KBCheck
import KBCheckHummingbird

/// The sign-up service on Hummingbird 2, the twin of `Examples/VaporSignup`:
/// `GET /signup` serves the form the library renders from the schema;
/// `POST /signup` validates a JSON or form-encoded body with the
/// KBCheckHummingbird adapter (201, 422 with every field's codes, 413, 415).
/// A browser posting the page's form gets the page back with its input and
/// the issues beside each field, or a thank-you page.
public enum SignupService {
  /// The form's schema, the same as the Vapor example's.
  public static let schema = FormSchema(fields: [
    FormField(name: "email", type: "emailAddress", label: "Email"),
    FormField(name: "website", type: "URL", label: "Website"),
    FormField(name: "phone", type: "phonePad", label: "Phone"),
    FormField(
      name: "postalCode", type: "numberPad", label: "Postal code", autocomplete: "postal-code"),
    FormField(
      name: "amount", type: "decimalPad", label: "Amount", autocomplete: "transaction-amount"),
  ])

  /// The largest body read.
  public static let maxBodySize = 64 * 1024

  /// How long a request's body may take to arrive (408 past it).
  public static let bodyTimeout: Duration = .seconds(10)

  /// The most connections served at once; more wait in the listen backlog.
  public static let maxConnections = 256

  /// The router with the sign-up routes and an access log at `info`.
  /// - Parameter bodyTimeout: How long a request's body may take to arrive.
  /// - Returns: The router.
  public static func router(bodyTimeout: Duration = bodyTimeout) -> Router<BasicRequestContext> {
    let router = Router()
    router.add(middleware: LogRequestsMiddleware(.info))
    router.get("signup") { _, _ in html(page(), status: .ok) }
    router.post("signup") { request, context -> Response in
      if wantsHTML(request) { return try await submitPage(request, bodyTimeout: bodyTimeout) }
      let report = try await schema.validate(
        request, maxBodySize: maxBodySize, bodyTimeout: bodyTimeout
      )
      .localized(language(of: request))
      return try report.withStatus.response(from: request, context: context)
    }
    return router
  }

  /// The application, listening on `host:port`, with the bounds a service
  /// facing hostile clients needs: an idle timeout (30 s without a byte
  /// read or written closes the connection), a
  /// connection limit (``maxConnections``) and a body deadline
  /// (``bodyTimeout``).
  /// - Parameters:
  ///   - host: The address to listen on.
  ///   - port: The port.
  ///   - bodyTimeout: How long a request's body may take to arrive.
  /// - Returns: The application.
  public static func application(
    host: String = "127.0.0.1", port: Int = 8080, bodyTimeout: Duration = bodyTimeout
  ) -> some ApplicationProtocol {
    Application(
      router: router(bodyTimeout: bodyTimeout),
      server: .http1(configuration: .init(idleTimeout: .seconds(30))),
      configuration: .init(
        address: .hostname(host, port: port),
        availableConnectionsDelegate: MaximumAvailableConnections(maxConnections)))
  }

  /// The language of the messages: the client's `Accept-Language`
  /// (RFC 9110 §12.5.4), English when it names none kbcheck has. Codes and
  /// the JSON shape are the same in every language.
  static func language(of request: Request) -> MessageLanguage {
    MessageLanguage.negotiate(acceptLanguage: request.headers[.acceptLanguage] ?? "")
  }

  /// Whether the request is the page's own form post from a browser.
  static func wantsHTML(_ request: Request) -> Bool {
    guard let type = request.headers[.contentType],
      type.lowercased().hasPrefix("application/x-www-form-urlencoded"),
      let accept = request.headers[.accept]?.lowercased(),
      let html = accept.range(of: "text/html")
    else { return false }
    return accept.range(of: "application/json").map { html.lowerBound < $0.lowerBound } ?? true
  }

  /// A browser's form post: the page with the issues (422) or thanks (201).
  static func submitPage(_ request: Request, bodyTimeout: Duration) async throws -> Response {
    let body = try await request.collectBody(upTo: maxBodySize, within: bodyTimeout)
    guard case .success(let pairs) = FormURLEncoded.decode(body.readableBytesView) else {
      throw HTTPError(.unprocessableContent, message: "The form body is not UTF-8 once decoded.")
    }
    // Every pair, in order: a field given twice is reported by the schema.
    let report = schema.validate(members: pairs.map { JSONMember($0.0, .string($0.1)) })
      .localized(language(of: request))
    if report.isValid { return html(thanks(report), status: .created) }
    let values = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    return html(page(values: values, report: report), status: .unprocessableContent)
  }

  /// The sign-up page.
  static func page(values: [String: String] = [:], report: FormReport? = nil) -> String {
    let form = FormHTML(schema: schema, options: .init(action: "/signup", submitLabel: "Sign up"))
    return document("Sign up", "<h1>Sign up</h1>\n" + form.render(values: values, report: report))
  }

  /// The page after a valid submission.
  static func thanks(_ report: FormReport) -> String {
    let items = schema.fields.compactMap { field in
      report.values[field.name].map {
        "<li>\(FormHTML.escape(field.label ?? field.name)): \(FormHTML.escape($0))</li>"
      }
    }
    return document(
      "Thank you", "<h1>Thank you</h1>\n<ul>\n" + items.joined(separator: "\n") + "\n</ul>\n")
  }

  static func document(_ title: String, _ body: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(FormHTML.escape(title))</title>
    <style>.kbcheck-issues { color: #b00020 } label { display: block }</style></head>
    <body>
    \(body)</body>
    </html>

    """
  }

  static func html(_ text: String, status: HTTPResponse.Status) -> Response {
    Response(
      status: status, headers: [.contentType: "text/html; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }
}

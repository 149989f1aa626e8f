import Hummingbird
import HummingbirdCore
import KBCheck
import KBCheckHummingbird

/// The sign-up service on Hummingbird 2, the twin of `Examples/VaporSignup`:
/// `GET /signup` serves the form the library renders from the schema;
/// `POST /signup` validates a JSON or form-encoded body with the
/// KBCheckHummingbird adapter (201, 422 with every field's codes, 413, 415),
/// numbers in the locale and messages in the language of the request's
/// `Accept-Language`. A browser posting the page's form gets the page back
/// with its input and the issues beside each field, or a thank-you page.
public enum SignupService {
  /// The form's schema, the same fields as the Vapor example's. Email and
  /// website are typed fields (validators built here, not configured from
  /// strings); phone, postal code and amount keep type names, so that the
  /// request's locale reaches them (a phone's default region, an amount's
  /// decimal separator).
  /// - Returns: The schema.
  /// - Throws: ``KBCheck/FormSchemaError`` for a field the library rejects:
  ///   at start-up, never per request.
  public static func makeSchema() throws -> FormSchema {
    try FormSchema(validating: [
      FormField(
        name: "email", validator: EmailValidator(options: .form), as: .keyboard(.emailAddress),
        label: "Email"),
      try FormField(name: "website", .keyboard(.URL), label: "Website"),
      FormField(name: "phone", type: "phonePad", label: "Phone"),
      FormField(
        name: "postalCode", type: "numberPad", label: "Postal code", autocomplete: "postal-code"),
      FormField(
        name: "amount", type: "decimalPad", label: "Amount", autocomplete: "transaction-amount"),
    ])
  }

  /// The page's title and heading.
  static let title = "Sign up"

  /// The largest body read.
  public static let maxBodySize = 64 * 1024

  /// How long a request's body may take to arrive (408 past it).
  public static let bodyTimeout: Duration = .seconds(10)

  /// The most connections served at once; more wait in the listen backlog.
  public static let maxConnections = 256

  /// The router with the sign-up routes and an access log at `info`.
  /// - Parameter bodyTimeout: How long a request's body may take to arrive.
  /// - Returns: The router.
  /// - Throws: When the schema cannot be made (``makeSchema()``).
  public static func router(bodyTimeout: Duration = bodyTimeout) throws -> Router<
    BasicRequestContext
  > {
    let schema = try makeSchema()
    let form = FormHTML(schema: schema, options: .init(action: "/signup", submitLabel: "Sign up"))
    let router = Router()
    router.add(middleware: LogRequestsMiddleware(.info))
    router.get("signup") { request, _ in
      form.response(title: title, language: request.messageLanguage)
    }
    router.post("signup") { request, context -> Response in
      let report = try await schema.validate(
        request, maxBodySize: maxBodySize, bodyTimeout: bodyTimeout)
      if report.isValid, request.formResponseFormat == .html {
        return thanks(report, schema: schema, language: request.messageLanguage)
      }
      return try report.response(for: request, context: context, page: form, title: title)
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
  /// - Throws: When the schema cannot be made (``makeSchema()``).
  public static func application(
    host: String = "127.0.0.1", port: Int = 8080, bodyTimeout: Duration = bodyTimeout
  ) throws -> some ApplicationProtocol {
    Application(
      router: try router(bodyTimeout: bodyTimeout),
      server: .http1(configuration: .init(idleTimeout: .seconds(30))),
      configuration: .init(
        address: .hostname(host, port: port),
        availableConnectionsDelegate: MaximumAvailableConnections(maxConnections)))
  }

  /// The page after a valid submission (201): the canonical values.
  static func thanks(_ report: FormReport, schema: FormSchema, language: MessageLanguage)
    -> Response
  {
    let items = schema.fields.compactMap { field in
      report.values[field.name].map {
        "<li>\(FormHTML.escape(field.label ?? field.name)): \(FormHTML.escape($0))</li>"
      }
    }
    let page = """
      <!DOCTYPE html>
      <html lang="\(language.identifier)">
      <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Thank you</title><style>\n\(FormHTML.pageStyle)</style></head>
      <body><main class="kbcheck-page"><h1>Thank you</h1>
      <ul>
      \(items.joined(separator: "\n"))
      </ul></main></body>
      </html>

      """
    return Response(
      status: .created, headers: [.contentType: "text/html; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(string: page)))
  }
}

import KBCheck
import KBCheckVapor
import Vapor

/// `GET /signup` (the HTML form) and `POST /signup` (validation), through
/// the KBCheckVapor adapter: the locale of the number fields and the
/// language of the messages come from the request's `Accept-Language`, and
/// a browser's form post gets the page back.
struct SignupController: RouteCollection {
  /// The form's schema.
  let schema: FormSchema
  /// The form, as the page shows it.
  let form: FormHTML

  /// The page's title and heading.
  static let title = "Sign up"

  /// Prepares the routes of a schema.
  /// - Parameter schema: The form's schema.
  init(schema: FormSchema) {
    self.schema = schema
    form = FormHTML(schema: schema, options: .init(action: "/signup", submitLabel: "Sign up"))
  }

  /// Registers the routes.
  /// - Parameter routes: Where to register them.
  /// - Throws: An error from the routes builder.
  func boot(routes: any RoutesBuilder) throws {
    routes.get("signup") { request in
      form.response(title: Self.title, language: request.messageLanguage)
    }
    routes.on(
      // Vapor's limit refuses a body that reaches maxSize, so allow one
      // more byte: a body of exactly maxBodySize bytes is read.
      .POST, "signup", body: .collect(maxSize: ByteCount(value: SignupForm.maxBodySize + 1))
    ) { request in
      // 201 or 422: the JSON report, or for a browser the page again with
      // its input kept and the issues beside their fields; a valid browser
      // post gets the thank-you page.
      let report = try schema.validate(request, maxBodySize: SignupForm.maxBodySize)
      if report.isValid, request.formResponseFormat == .html {
        return thanks(report, language: request.messageLanguage)
      }
      return try await report.response(for: request, page: form, title: Self.title)
    }
  }

  /// The page after a valid submission: the canonical values kbcheck stored.
  /// - Parameters:
  ///   - report: The valid report.
  ///   - language: The page's language.
  /// - Returns: A 201 `text/html` response.
  func thanks(_ report: FormReport, language: MessageLanguage) -> Response {
    var list = "<dl class=\"kbcheck-values\">\n"
    for field in schema.fields {
      guard let value = report.values[field.name] else { continue }
      list +=
        "  <dt>\(FormHTML.escape(field.label ?? field.name))</dt><dd>\(FormHTML.escape(value))</dd>\n"
    }
    let page = """
      <!DOCTYPE html>
      <html lang="\(language.identifier)">
      <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Thank you</title><style>\n\(FormHTML.pageStyle)</style></head>
      <body><main class="kbcheck-page"><h1>Thank you</h1>
      \(list)</dl></main></body>
      </html>

      """
    var headers = HTTPHeaders()
    headers.contentType = .html
    return Response(status: .created, headers: headers, body: .init(string: page))
  }
}

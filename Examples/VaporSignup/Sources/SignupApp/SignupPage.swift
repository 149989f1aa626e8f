import KBCheck

/// The HTML sign-up page: the form that the library renders from the schema
/// (``FormHTML``: each input's `type`, `inputmode`, `enterkeyhint`,
/// `autocomplete` and constraints from its keyboard and the focus
/// navigator), in a page with a little style. After a submission the page
/// shows the person's own input and each issue beside its field.
struct SignupPage {
  /// The form's schema.
  let schema: FormSchema

  /// The page.
  /// - Parameters:
  ///   - values: What each field shows (the submitted text).
  ///   - report: The submission's report, for the issues.
  /// - Returns: The whole HTML document.
  func html(values: [String: String] = [:], report: FormReport? = nil) -> String {
    let form = FormHTML(schema: schema, options: .init(action: "/signup", submitLabel: "Sign up"))
    return Self.document(
      title: "Sign up", body: "<h1>Sign up</h1>\n" + form.render(values: values, report: report))
  }

  /// The page after a valid submission: the canonical values kbcheck stored.
  /// - Parameter report: The valid report.
  /// - Returns: The whole HTML document.
  func thanks(_ report: FormReport) -> String {
    var body = "<h1>Thank you</h1>\n<dl class=\"kbcheck-values\">\n"
    for field in schema.fields {
      guard let value = report.values[field.name] else { continue }
      body +=
        "  <dt>\(FormHTML.escape(field.label ?? field.name))</dt><dd>\(FormHTML.escape(value))</dd>\n"
    }
    return Self.document(title: "Thank you", body: body + "</dl>\n")
  }

  static func document(title: String, body: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(FormHTML.escape(title))</title>
    <style>
    body { font: 16px system-ui, sans-serif; margin: 1em; max-width: 32em }
    .kbcheck-field { margin: .6em 0 }
    label { display: block; font-weight: 600 }
    input, select { font: inherit; width: 100% }
    .kbcheck-issues { margin: .2em 0; padding-left: 1.2em; color: #b00020; font-size: .9em }
    .kbcheck-field--invalid input, .kbcheck-field--invalid select { border: 2px solid #b00020 }
    </style>
    </head>
    <body>
    \(body)</body>
    </html>

    """
  }
}

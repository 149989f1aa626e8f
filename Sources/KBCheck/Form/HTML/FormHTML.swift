/// A ``FormSchema`` rendered as an HTML form whose inputs ask the browser for
/// the keyboard kbcheck models, and whose issues sit beside their fields.
///
/// Each input gets its attributes from the field's keyboard and the focus
/// navigator (``attributes(for:)``): `type`, `inputmode`, `enterkeyhint`
/// (`next` until the last navigable field, then `done`, or the keyboard's
/// `go`/`search`: the answer ``FocusNavigator/returnKey(for:)`` gives),
/// `autocomplete` (the schema's, or a default per keyboard), `required`,
/// `lang` for locale numbers, and length limits and a `pattern` only where
/// they are exactly what the validator checks: the browser's own constraint
/// validation must never refuse a value kbcheck accepts. So an email field
/// is `type="text" inputmode="email"` (a browser's `type="email"` refuses
/// `josé@bücher.example`, which the `form` profile accepts) unless its
/// profile is `html`, the browser's own rule; a URL field is
/// `type="text" inputmode="url"`.
///
/// The structure is stable, for style sheets and tests:
///
/// ```html
/// <form class="kbcheck-form" method="post" action="…" accept-charset="utf-8">
///   <ul class="kbcheck-form-issues">…</ul>                  (form-level issues, if any)
///   <div class="kbcheck-field" data-field="email">       (+ kbcheck-field--invalid)
///     <label for="kbcheck-email">Email</label>
///     <input id="kbcheck-email" name="email" …>            (<select> for a picker)
///     <ul class="kbcheck-issues" id="kbcheck-email-issues">
///       <li class="kbcheck-issue kbcheck-issue--error" data-code="email.no-at">…</li>
///     </ul>
///   </div>
///   …
///   <button type="submit" class="kbcheck-submit">Submit</button>
/// </form>
/// ```
///
/// Every name, label, choice, value and message is escaped.
public struct FormHTML: Sendable {
  /// How the form element is written.
  public struct Options: Sendable, Hashable {
    /// The form's `action` (empty: the page's own URL).
    public var action: String = ""
    /// The form's `method`.
    public var method: String = "post"
    /// The locale of number fields that name none (for `lang`).
    public var locale: String?
    /// The submit button's text.
    public var submitLabel: String = "Submit"

    /// Creates options.
    /// - Parameters:
    ///   - action: The form's `action`.
    ///   - method: The form's `method`.
    ///   - locale: The locale of number fields that name none.
    ///   - submitLabel: The submit button's text.
    public init(
      action: String = "", method: String = "post", locale: String? = nil,
      submitLabel: String = "Submit"
    ) {
      self.action = action
      self.method = method
      self.locale = locale
      self.submitLabel = submitLabel
    }
  }

  /// The schema.
  public let schema: FormSchema
  /// The options.
  public let options: Options
  let navigator: FocusNavigator<String>

  /// Prepares the rendering of a schema.
  /// - Parameters:
  ///   - schema: The form's fields.
  ///   - options: How the form element is written.
  public init(schema: FormSchema, options: Options = Options()) {
    self.schema = schema
    self.options = options
    navigator = FocusNavigator(schema.fields.map(\.focusField))
  }

  /// The whole form.
  /// - Parameters:
  ///   - values: What each field shows, by name (the person's own input
  ///     after a submission, so that nothing typed is lost).
  ///   - report: The submission's report, whose issues are shown beside
  ///     their fields.
  /// - Returns: The HTML of the `form` element.
  public func render(values: [String: String] = [:], report: FormReport? = nil) -> String {
    var html =
      "<form class=\"kbcheck-form\" method=\"\(HTMLText.escape(options.method))\""
      + " action=\"\(HTMLText.escape(options.action))\" accept-charset=\"utf-8\">\n"
    if let report {
      let formIssues = report.formIssues.filter { $0.code != .formMissingField }
      if !formIssues.isEmpty {
        html += "  <ul class=\"kbcheck-form-issues\">\n"
        for issue in formIssues { html += "    " + Self.issueItem(issue) + "\n" }
        html += "  </ul>\n"
      }
    }
    for field in schema.fields {
      html += fieldHTML(
        field, value: values[field.name], issues: issues(of: field, in: report),
        chosen: report?[field: field.name]?.result?.picker?.value)
    }
    html +=
      "  <button type=\"submit\" class=\"kbcheck-submit\">\(HTMLText.escape(options.submitLabel))</button>\n"
    html += "</form>\n"
    return html
  }

  /// The issues shown beside a field: its own, and a missing-field issue
  /// when a required field was not submitted.
  func issues(of field: FormField, in report: FormReport?) -> [ValidationIssue] {
    guard let report else { return [] }
    if report.missing.contains(field.name) {
      return [ValidationIssue(FormIssue.requiredField, at: 0)]
    }
    return report[field: field.name]?.issues ?? []
  }

  /// Text escaped for HTML element content and quoted attribute values
  /// (`&`, `<`, `>`, `"` and `'` as character references), for the page a
  /// service writes around the form.
  /// - Parameter text: Any text.
  /// - Returns: The escaped text.
  public static func escape(_ text: String) -> String { HTMLText.escape(text) }

  static func issueItem(_ issue: ValidationIssue) -> String {
    "<li class=\"kbcheck-issue kbcheck-issue--\(issue.severity.rawValue)\""
      + " data-code=\"\(HTMLText.escape(issue.code.rawValue))\">\(HTMLText.escape(issue.message))</li>"
  }
}

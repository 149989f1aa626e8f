import KBCheck

/// The HTML sign-up form: one `<input>` per schema field, in schema order,
/// with the `type`, `inputmode`, `enterkeyhint` and `autocomplete` that the
/// field's keyboard type gives.
struct SignupPage {
  /// The form's schema.
  let schema: FormSchema

  /// The attributes of one field's `<input>`, in output order.
  /// - Parameters:
  ///   - field: The field.
  ///   - isLast: Whether it is the form's last field: its return key
  ///     finishes the form (`done`, or `go` for a URL), others move `next`.
  /// - Returns: Name-value pairs, not yet escaped.
  static func attributes(of field: FormField, isLast: Bool) -> [(String, String)] {
    let keyboard = field.keyboard ?? .default
    let enterKey: ReturnKey = isLast ? (keyboard.preferredReturnKey == .go ? .go : .done) : .next
    var attributes: [(String, String)] = [
      ("id", field.name), ("name", field.name),
      ("type", keyboard.htmlInputType),
      ("inputmode", keyboard.htmlInputMode),
      ("enterkeyhint", enterKey.enterKeyHint),
    ]
    if let autocomplete = field.autocomplete ?? keyboard.htmlAutocomplete {
      attributes.append(("autocomplete", autocomplete))
    }
    if let pattern = keyboard.htmlPattern { attributes.append(("pattern", pattern)) }
    if !keyboard.autocapitalizes { attributes.append(("autocapitalize", "off")) }
    return attributes
  }

  /// The whole page.
  /// - Complexity: O(*f*) in the number of fields.
  var html: String {
    var out = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Sign up</title>
      </head>
      <body>
      <h1>Sign up</h1>
      <form method="post" action="/signup" accept-charset="utf-8">

      """
    for (index, field) in schema.fields.enumerated() {
      let isLast = index == schema.fields.count - 1
      let label = field.label ?? field.name
      out += "<p><label for=\"\(HTML.escape(field.name))\">\(HTML.escape(label))</label><br>\n"
      out += "<input"
      for (name, value) in Self.attributes(of: field, isLast: isLast) {
        out += " \(name)=\"\(HTML.escape(value))\""
      }
      if field.required { out += " required" }
      out += "></p>\n"
    }
    out += """
      <p><button type="submit">Sign up</button></p>
      </form>
      </body>
      </html>

      """
    return out
  }
}

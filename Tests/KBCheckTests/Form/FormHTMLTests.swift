import KBCheck
import Testing

/// HTML from a schema: the attributes per keyboard (HTML Living Standard
/// §4.10.5 input types, §6.8.6 inputmode, §6.8.7 enterkeyhint, §4.10.18.7
/// autofill), escaping of everything untrusted, and constraints that never
/// refuse a value kbcheck accepts.
@Suite struct FormHTMLTests {
  static func attributes(_ field: FormField, in fields: [FormField]? = nil) -> [String: String] {
    let page = FormHTML(schema: FormSchema(fields: fields ?? [field]))
    var map: [String: String] = [:]
    for a in page.attributes(for: field) { map[a.name] = a.value ?? "" }
    return map
  }

  @Test(
    arguments: [
      ("emailAddress", "text", "email", "email"), ("URL", "text", "url", "url"),
      ("phonePad", "tel", "tel", "tel"), ("decimalPad", "text", "decimal", "transaction-amount"),
      ("numberPad", "text", "numeric", nil), ("webSearch", "search", "search", nil),
      ("default", "text", "text", nil), ("twitter", "text", "text", nil),
    ] as [(String, String, String, String?)])
  func keyboardAttributes(type: String, inputType: String, inputMode: String, autocomplete: String?)
  {
    let a = Self.attributes(FormField(name: "f", type: type))
    #expect(a["type"] == inputType, "\(type)")
    #expect(a["inputmode"] == inputMode, "\(type)")
    #expect(a["autocomplete"] == autocomplete, "\(type)")
    #expect(a["required"] == "")
    #expect(a["pattern"] == nil)  // only where exactly the validator's rule
  }

  /// A browser's type=email refuses `josé@bücher.example` (HTML's valid
  /// e-mail address is ASCII): only the `html` profile, which is that rule,
  /// gets it.
  @Test func emailTypeOnlyForTheHTMLProfile() {
    #expect(Self.attributes(FormField(name: "e", type: "email"))["type"] == "text")
    #expect(
      Self.attributes(FormField(name: "e", type: "email", profile: "html"))["type"] == "email")
    #expect(EmailValidator(options: .form).validate("josé@bücher.example").isValid)
  }

  @Test func schemaAutocompleteWins() {
    let a = Self.attributes(FormField(name: "z", type: "numberPad", autocomplete: "postal-code"))
    #expect(a["autocomplete"] == "postal-code")
  }

  /// next on every navigable field but the last, which gets done (or the
  /// keyboard's go / search); disabled and hidden fields are skipped.
  @Test func enterKeyHintFollowsTheNavigator() {
    let fields = [
      FormField(name: "a", type: "email"),
      FormField(name: "off", type: "default", isDisabled: true),
      FormField(name: "b", type: "numberPad"), FormField(name: "c", type: "default"),
      FormField(name: "gone", type: "default", isHidden: true),
    ]
    let hints = fields.map { Self.attributes($0, in: fields)["enterkeyhint"] }
    #expect(hints == ["next", nil, "next", "done", nil])
    let url = [FormField(name: "a", type: "default"), FormField(name: "u", type: "URL")]
    #expect(url.map { Self.attributes($0, in: url)["enterkeyhint"] } == ["next", "go"])
    let search = [FormField(name: "q", type: "webSearch")]
    #expect(Self.attributes(search[0])["enterkeyhint"] == "search")
    let ordered = [
      FormField(name: "x", type: "default", order: 2),
      FormField(name: "y", type: "default", order: 1),
    ]
    #expect(ordered.map { Self.attributes($0, in: ordered)["enterkeyhint"] } == ["done", "next"])
  }

  /// The ASCII number pad's pattern and lengths are exactly its validator's:
  /// every value is accepted by both or refused by both (a browser does not
  /// apply a pattern to an empty value; `required` covers it).
  @Test func asciiNumberPadConstraintsEqualTheValidator() throws {
    let field = FormField(
      name: "pin", type: "asciiCapableNumberPad", options: ["minLength": "4", "maxLength": "6"])
    let a = Self.attributes(field)
    #expect(a["pattern"] == "[0-9]{4,6}")
    #expect(a["minlength"] == "4" && a["maxlength"] == "6")
    let validator = try field.makeValidator()
    for value in ["123", "1234", "123456", "1234567", "12a4", "１２３４", "١٢٣٤", " 1234", "12 34"] {
      let browserAccepts =
        value.unicodeScalars.allSatisfy { $0.value >= 0x30 && $0.value <= 0x39 }
        && (4...6).contains(value.utf16.count)
      #expect(validator.validate(value).isValid == browserAccepts, "\(value)")
    }
    // A number pad takes digits of every script: no pattern, no maximum.
    let numeric = Self.attributes(
      FormField(name: "n", type: "numberPad", options: ["maxLength": "6"]))
    #expect(numeric["pattern"] == nil && numeric["maxlength"] == nil)
  }

  @Test func everythingUntrustedIsEscaped() {
    let hostile = "\"><script>alert(1)</script>&'"
    let schema = FormSchema(fields: [
      FormField(name: hostile, type: "default", label: hostile),
      FormField(name: "p", type: "picker", choices: [hostile, "ok"]),
    ])
    let page = FormHTML(schema: schema, options: .init(action: hostile, submitLabel: hostile))
    let report = schema.validate([hostile: .string(hostile), "p": .string(hostile)])
    let html = page.render(values: [hostile: hostile, "p": hostile], report: report)
    #expect(!html.contains("<script>"))
    #expect(!html.contains("\"><"))
    #expect(html.contains("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&#39;"))
    // Ids stay tokens: no quote, space or angle bracket.
    let id = FormHTML.controlID(hostile)
    #expect(id.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) })
    #expect(FormHTML.controlID("a b") != FormHTML.controlID("a_b"))
  }

  @Test func aSubmissionFillsTheFormAndPutsIssuesBesideTheirFields() {
    let schema = FormSchema(fields: [
      FormField(name: "email", type: "email"),
      FormField(name: "amount", type: "decimalPad", locale: "de_DE"),
      FormField(name: "size", type: "picker", choices: ["Small", "Large"], caseInsensitive: true),
    ])
    let submitted: [String: String] = ["email": "ada@", "amount": "12,5", "size": "large"]
    let report = schema.validate(submitted.mapValues { JSONValue.string($0) })
    let html = FormHTML(schema: schema).render(values: submitted, report: report)
    #expect(html.contains(#"value="ada@""#))  // the person's input is kept
    #expect(
      html.contains(#"<div class="kbcheck-field kbcheck-field--invalid" data-field="email">"#))
    #expect(html.contains(#"aria-describedby="kbcheck-email-issues""#))
    #expect(html.contains(#"<ul class="kbcheck-issues" id="kbcheck-email-issues">"#))
    #expect(html.contains(#"data-code="email.domain.missing""#))
    #expect(html.contains(#"lang="de-DE""#))
    #expect(html.contains(#"<option value="Large" selected>"#))  // the validated choice
    #expect(!html.contains(#"kbcheck-field--invalid" data-field="amount""#))
  }
}

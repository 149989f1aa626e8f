import Foundation
import KBCheck
import Testing
import VaporTesting

@testable import SignupApp

/// `GET /signup`: the HTML form and its keyboard attributes.
@Suite struct SignupPageTests {
  /// The page as served.
  private func page() async throws -> (HTTPResponseStatus, String?, String) {
    try await withApp(configure: configure) { app in
      let response = try await app.testing().sendRequest(.GET, "signup")
      return (
        response.status, response.headers.first(name: .contentType),
        String(buffer: response.body)
      )
    }
  }

  @Test func servesTheLibrarysFormInSchemaOrder() async throws {
    let (status, type, html) = try await page()
    #expect(status == .ok)
    #expect(type == "text/html; charset=utf-8")
    // The form is the library's rendering of the schema, inside the page.
    let form = FormHTML(
      schema: try SignupForm.schema(), options: .init(action: "/signup", submitLabel: "Sign up")
    )
    .render()
    #expect(html.contains(form))
    let expected = [
      #"name="email" type="text" inputmode="email" enterkeyhint="next" autocomplete="email""#,
      #"name="website" type="text" inputmode="url" enterkeyhint="next" autocomplete="url""#,
      #"name="phone" type="tel" inputmode="tel" enterkeyhint="next" autocomplete="tel""#,
      #"name="postalCode" type="text" inputmode="numeric" enterkeyhint="next" autocomplete="postal-code""#,
      #"name="amount" type="text" inputmode="decimal" enterkeyhint="done" autocomplete="transaction-amount""#,
    ]
    var previous = html.startIndex
    for input in expected {
      let found = html.range(of: input)
      #expect(found != nil, "missing \(input)")
      if let found {
        #expect(found.lowerBound > previous, "out of order: \(input)")
        previous = found.lowerBound
      }
    }
    #expect(html.components(separatedBy: "<input ").count - 1 == expected.count)
    // No constraint the validator does not have: a browser must never refuse
    // what kbcheck accepts (type=email would refuse josé@bücher.example).
    #expect(!html.contains("pattern="))
    #expect(!html.contains(#"type="email""#))
  }

  @Test func labelsAndNamesAreEscaped() throws {
    let schema = try FormSchema.decode(
      json: #"{"fields":[{"name":"x\"><script>","type":"email","label":"<b>Tom & 'Jerry'</b>"}]}"#)
    let html = SignupController(schema: schema).form.page(title: SignupController.title)
    #expect(html.contains("&lt;b&gt;Tom &amp; &#39;Jerry&#39;&lt;/b&gt;"))
    #expect(html.contains(#"name="x&quot;&gt;&lt;script&gt;""#))
    #expect(!html.contains("<script>"))
    #expect(!html.contains("<b>"))
  }

  /// A browser's post of the page's form gets the page back with the
  /// person's input and the issues beside their fields, or a thank-you page.
  @Test func aBrowserPostGetsThePageBack() async throws {
    try await withApp(configure: configure) { app in
      var headers = HTTPHeaders()
      headers.add(name: .contentType, value: "application/x-www-form-urlencoded")
      headers.add(name: .accept, value: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8")
      let bad = try await app.testing().sendRequest(
        .POST, "signup", headers: headers,
        body: ByteBuffer(
          string:
            "email=ada%40&website=example.com&phone=%2B1+650+253+0000&postalCode=10115&amount=12.5")
      )
      #expect(bad.status == .unprocessableEntity)
      #expect(bad.headers.first(name: .contentType) == "text/html; charset=utf-8")
      let page = String(buffer: bad.body)
      #expect(page.contains(#"value="ada@""#))
      #expect(
        page.contains(#"<div class="kbcheck-field kbcheck-field--invalid" data-field="email">"#))
      #expect(page.contains(#"data-code="email.domain.missing""#))
      let good = try await app.testing().sendRequest(
        .POST, "signup", headers: headers,
        body: ByteBuffer(
          string:
            "email=ada%40example.com&website=https%3A%2F%2Fexample.com&phone=%2B1+650+253+0000&postalCode=10115&amount=12.5"
        ))
      #expect(good.status == .created)
      #expect(String(buffer: good.body).contains("<h1>Thank you</h1>"))
    }
  }

  @Test(arguments: [
    ("plain", "plain"), ("a&b", "a&amp;b"), ("<>", "&lt;&gt;"), ("\"'", "&quot;&#39;"),
    ("é€😀", "é€😀"),
  ])
  func escape(_ input: String, _ expected: String) {
    #expect(FormHTML.escape(input) == expected)
  }
}

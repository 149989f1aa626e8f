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

  @Test func servesTheFormInSchemaOrder() async throws {
    let (status, type, html) = try await page()
    #expect(status == .ok)
    #expect(type == "text/html; charset=utf-8")
    let expected = [
      #"<input id="email" name="email" type="email" inputmode="email" enterkeyhint="next" autocomplete="email" autocapitalize="off" required>"#,
      #"<input id="website" name="website" type="url" inputmode="url" enterkeyhint="next" autocomplete="url" autocapitalize="off" required>"#,
      #"<input id="phone" name="phone" type="tel" inputmode="tel" enterkeyhint="next" autocomplete="tel" autocapitalize="off" required>"#,
      #"<input id="postalCode" name="postalCode" type="text" inputmode="numeric" enterkeyhint="next" autocomplete="postal-code" pattern="[0-9]*" autocapitalize="off" required>"#,
      #"<input id="amount" name="amount" type="text" inputmode="decimal" enterkeyhint="done" autocomplete="transaction-amount" autocapitalize="off" required>"#,
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
  }

  @Test func attributesComeFromTheKeyboardTraits() throws {
    let schema = try SignupForm.schema()
    for (index, field) in schema.fields.enumerated() {
      let keyboard = try #require(field.keyboard)
      let isLast = index == schema.fields.count - 1
      let attributes = Dictionary(
        uniqueKeysWithValues: SignupPage.attributes(of: field, isLast: isLast))
      #expect(attributes["type"] == keyboard.htmlInputType)
      #expect(attributes["inputmode"] == keyboard.htmlInputMode)
      #expect(attributes["enterkeyhint"] == (isLast ? "done" : "next"))
      #expect(attributes["autocomplete"] == field.autocomplete ?? keyboard.htmlAutocomplete)
    }
  }

  @Test func lastURLFieldGoes() throws {
    let schema = try FormSchema.decode(
      json: #"{"fields":[{"name":"a","type":"email"},{"name":"b","type":"url"}]}"#)
    let attributes = Dictionary(
      uniqueKeysWithValues: SignupPage.attributes(of: schema.fields[1], isLast: true))
    #expect(attributes["enterkeyhint"] == "go")
  }

  @Test func labelsAndNamesAreEscaped() throws {
    let schema = try FormSchema.decode(
      json: #"{"fields":[{"name":"x\"><script>","type":"email","label":"<b>Tom & 'Jerry'</b>"}]}"#)
    let html = SignupPage(schema: schema).html
    #expect(html.contains("&lt;b&gt;Tom &amp; &#39;Jerry&#39;&lt;/b&gt;"))
    #expect(html.contains(#"name="x&quot;&gt;&lt;script&gt;""#))
    #expect(!html.contains("<script>"))
    #expect(!html.contains("<b>"))
  }

  @Test(arguments: [
    ("plain", "plain"), ("a&b", "a&amp;b"), ("<>", "&lt;&gt;"), ("\"'", "&quot;&#39;"),
    ("é€😀", "é€😀"),
  ])
  func escape(_ input: String, _ expected: String) {
    #expect(HTML.escape(input) == expected)
  }
}

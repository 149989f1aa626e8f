import Testing

@testable import KBCheck

/// `FormHTML.page`: a whole document around the unchanged form fragment
/// (HTML Living Standard §4.1–4.2: doctype, `html lang`, `meta charset`),
/// a viewport for phones, and a style sheet with visible focus (WCAG 2.2
/// §2.4.7) and error states not shown by colour alone (WCAG 2.2 §1.4.1).
@Suite struct FormHTMLPageTests {
  static let schema = FormSchema(fields: [
    FormField(name: "email", type: "email", label: "Email"),
    FormField(name: "amount", type: "decimalPad", label: "Amount"),
  ])

  @Test func aPageWrapsTheFragment() {
    let form = FormHTML(schema: Self.schema)
    let page = form.page(title: "Sign <up>")
    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
    #expect(page.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
    #expect(page.contains("<title>Sign &lt;up&gt;</title>"))
    #expect(page.contains("<h1>Sign &lt;up&gt;</h1>"))
    #expect(page.contains(form.render()))
    #expect(page.hasSuffix("</body>\n</html>\n"))
  }

  @Test func theStyleSheetHasFocusAndErrorStates() {
    let style = FormHTML.pageStyle
    #expect(style.contains(":focus-visible { outline: 3px solid"))
    #expect(style.contains(".kbcheck-field--invalid input"))
    #expect(style.contains(".kbcheck-issue--error::before"))  // not by colour alone
    #expect(style.contains("prefers-color-scheme: dark"))
    #expect(!style.contains("</"))  // nothing can close the style element
  }

  @Test func aFilledPageSpeaksTheReportsLanguage() {
    let report = Self.schema.validate(["email": .string("ada@"), "amount": .string("1")])
      .localized(.german)
    let page = FormHTML(schema: Self.schema).page(
      values: ["email": "ada@"], report: report, title: "Anmeldung", language: .german)
    #expect(page.contains("<html lang=\"de\">"))
    #expect(page.contains("kbcheck-field--invalid"))
    #expect(page.contains(#"data-code="email.domain.missing""#))
  }
}

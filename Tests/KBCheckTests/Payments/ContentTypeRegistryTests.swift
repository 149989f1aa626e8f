import Foundation
import Testing

@testable import KBCheck

/// The content type registry: names (UIKit, HTML autocomplete, aliases),
/// keyboards, the schema's cross-field context, forms and HTML, the editor's
/// masked display.
@Suite struct ContentTypeRegistryTests {
  @Test func namesReadCaseInsensitively() {
    #expect(FieldKind(name: "creditCardNumber") == .content(.creditCardNumber))
    #expect(FieldKind(name: "CC-NUMBER") == .content(.creditCardNumber))
    #expect(FieldKind(name: "one-time-code") == .content(.oneTimeCode))
    #expect(FieldKind(name: "cvc") == .content(.creditCardSecurityCode))
    #expect(FieldKind(name: "IBAN") == .content(.iban))
    // A keyboard name wins: "email" stays the keyboard.
    #expect(FieldKind(name: "email") == .keyboard(.emailAddress))
    #expect(FieldKind(name: "nope") == nil)
    #expect(FieldKind.content(.creditCardNumber).keyboard == .numberPad)
    #expect(FieldKind.content(.creditCardNumber).isSecret)
  }

  @Test func noNameIsClaimedTwice() {
    var seen: [String: ContentType] = [:]
    var clashes: [String] = []
    for descriptor in ContentTypeDescriptor.registered {
      for name in descriptor.names {
        let key = name.lowercased()
        if let other = seen[key], other != descriptor.type { clashes.append(name) }
        if KeyboardType(name: name) != nil || key == "picker" { clashes.append(name) }
        seen[key] = descriptor.type
      }
    }
    #expect(clashes == [])
  }

  @Test func unregisteredTypeIsAConfigurationError() {
    #expect(throws: ConfigurationError.self) {
      try FieldKind.content(ContentType("notRegistered")).validator(ValidationContext())
    }
    #expect(ContentType("notRegistered").descriptor == nil)
  }

  @Test func schemaContextFeedsTheCrossFieldRule() throws {
    let schema = try FormSchema.decode(
      json: #"""
        {"fields":[
          {"name":"csc","type":"cc-csc","context":{"card":"number"}},
          {"name":"number","type":"cc-number"}
        ]}
        """#)
    let amex = schema.validate(json: #"{"number":"378282246310005","csc":"123"}"#)
    #expect(amex[field: "csc"]?.issues.map(\.code) == ["csc.length"])
    let visa = schema.validate(json: #"{"number":"4111111111111111","csc":"123"}"#)
    #expect(visa.isValid)
    // The report masks both secrets; the card's details stay.
    let text = visa.jsonObject().jsonText
    #expect(!text.contains("4111111111111111") && !text.contains("\"123\""))
    #expect(text.contains("\"lastFour\":\"1111\""))
    #expect(visa.jsonObject(revealingSecrets: true).jsonText.contains("4111111111111111"))
  }

  /// The adapters (Vapor's `Content`, Hummingbird's `ResponseEncodable`)
  /// encode reports and results through `Codable`: masked too.
  @Test func codableEncodingMasksSecrets() throws {
    let schema = FormSchema(fields: [FormField(name: "n", type: "cc-number")])
    let report = schema.validate(json: #"{"n":"4111 1111 1111 1111"}"#)
    let encoded = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
    #expect(!encoded.contains("4111111111111111") && !encoded.contains("4111 1111 1111 1111"))
    #expect(encoded.contains("lastFour"))
    let result = CardNumberValidator().validate("4111111111111111")
    let single = String(decoding: try JSONEncoder().encode(result), as: UTF8.self)
    #expect(!single.contains("4111111111111111"))
  }

  @Test func schemaContextIsChecked() {
    #expect(throws: FormSchemaError.self) {
      try FormSchema.decode(
        json: #"{"fields":[{"name":"a","type":"cc-csc","context":{"card":"b"}}]}"#)
    }
    #expect(throws: FormSchemaError.self) {
      try FormSchema.decode(
        json:
          #"{"fields":[{"name":"a","type":"cc-csc","context":["b"]},{"name":"b","type":"text","context":["a"]}]}"#
      )
    }
    #expect(throws: FormSchemaError.self) {
      try FormSchema.decode(json: #"{"fields":[{"name":"a","type":"cc-csc","context":3}]}"#)
    }
    let list = try? FormSchema.decode(
      json: #"{"fields":[{"name":"u","type":"text"},{"name":"p","type":"text","context":["u"]}]}"#)
    #expect(list?.fields[1].context == ["u": "u"])
  }

  @Test func htmlTakesTheDescriptorsAttributesAndNeverASecret() throws {
    let schema = try FormSchema.decode(
      json: #"""
        {"fields":[
          {"name":"number","type":"cc-number","autocomplete":"off"},
          {"name":"exp","type":"cc-exp"},
          {"name":"iban","type":"iban"}
        ]}
        """#)
    let page = FormHTML(schema: schema)
    let html = page.render(values: ["number": "4111111111111111", "exp": "12/29", "iban": "DE89"])
    #expect(!html.contains("4111111111111111"))
    #expect(!html.contains("autocomplete=\"off\""))
    #expect(html.contains("autocomplete=\"cc-number\""))
    #expect(html.contains("inputmode=\"numeric\""))
    #expect(html.contains("value=\"12/29\""))
    #expect(html.contains("autocapitalize=\"characters\""))
  }

  @Test func editorMasksASecretFieldOnceItLosesTheFocus() throws {
    var editor = try FieldEditor(contentType: .creditCardNumber)
    editor.paste("4111111111111111")
    #expect(editor.text == "4111 1111 1111 1111")
    #expect(editor.shownText(focused: true) == "4111 1111 1111 1111")
    #expect(editor.shownText(focused: false) == "4111 11•• •••• 1111")
    #expect(editor.isSecret)
    #expect(editor.result.isValid)
    let form = try FormEditor(
      schema: FormSchema(fields: [FormField(name: "n", type: "cc-number")]),
      values: ["n": "4111111111111111"])
    #expect(form.fields[0].shownText(focused: false) == "4111 11•• •••• 1111")
  }

  @Test func typesTableListsTheKeyboardOfEachContentType() {
    let table = ContentTypeDescriptor.catalogueTable
    #expect(table.contains("creditCardNumber"))
    // Payments 6, addresses 2 (postalCode, countryName), identities 4.
    #expect(ContentTypeDescriptor.registered.count == 12)
    for descriptor in ContentTypeDescriptor.registered {
      #expect(table.contains(descriptor.defaultKeyboard.rawValue))
      #expect(
        descriptor.catalogueEntry["keyboard"]?.stringValue == descriptor.defaultKeyboard.rawValue)
    }
  }

  /// Linear time on 120 KB inputs (no timing here: `Scripts/dev/linear-time.py`
  /// times them): every payment validator and filter answers with the
  /// expected issue.
  @Test func hugeInputsGetTheirIssue() throws {
    let digits = String(repeating: "4", count: 120_000)
    #expect(CardNumberValidator().validate(digits).issues.map(\.code) == ["card.length"])
    #expect(OneTimeCodeValidator().validate(digits).issues.map(\.code) == ["otp.length"])
    #expect(CardSecurityCodeValidator().validate(digits).issues.map(\.code) == ["csc.length"])
    #expect(IBANValidator().validate("DE" + digits).issues.map(\.code) == ["iban.length"])
    #expect(BICValidator().validate(digits).issues.map(\.code) == ["bic.length"])
    #expect(
      CardExpirationValidator().validate(digits).issues.map(\.code) == ["expiry.format"])
    let words = String(repeating: "code 12 ", count: 15_000)
    #expect(OneTimeCodeValidator().validate(words).issues.map(\.code) == ["otp.no-code"])
    let filter = try #require(ContentType.creditCardNumber.descriptor).filter()
    #expect(filter.filter(digits).text.count == 23)
  }
}

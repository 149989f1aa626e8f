import Foundation
import Testing

@testable import KBCheck

/// The typed results: each family's value read as Swift types, and the one
/// wire format (Codable == jsonText == the CLI's writer).
@Suite struct TypedResultTests {
  @Test func emailAddressParts() {
    let result = EmailValidator(options: .form).validate("José@Bücher.example")
    let email = try! #require(result.email)
    #expect(email.value == "José@bücher.example")
    #expect(email.asciiValue == "José@xn--bcher-kva.example")
    #expect(email.localPart == "José")
    #expect(email.domain == "bücher.example")
    #expect(email.asciiDomain == "xn--bcher-kva.example")
    #expect(email.smtputf8)
    #expect(email.displayName == nil)
    #expect(EmailValidator(options: .form).validate("not an email").email == nil)
  }

  @Test func emailOnTheFastPathJoinsWhenRead() {
    // An ASCII local part and a domain that needs conversion: the fast path
    // stores the parts and joins them only when read.
    let result = EmailValidator(options: .form).validate("joe@bücher.example")
    #expect(result.email?.asciiValue == "joe@xn--bcher-kva.example")
    #expect(result.email?.smtputf8 == false)
  }

  @Test func displayNameIsKept() {
    var options = EmailValidator.Options.form
    options.allowDisplayName = true
    let result = EmailValidator(options: options).validate("Joe Bloggs <joe@example.com>")
    #expect(result.email?.displayName == "Joe Bloggs")
    #expect(result.email?.value == "joe@example.com")
  }

  @Test func urlRecordIsTheParse() {
    let result = URLValidator(options: .form).validate("HTTPS://Example.COM:8443/a/../b?q=1#top")
    let url = try! #require(result.url)
    #expect(url.href == result.value)
    #expect(url.scheme == "https")
    #expect(url.hostname == "example.com")
    #expect(url.port == 8443)
    #expect(url.pathname == "/b")
    #expect(url.search == "?q=1")
    #expect(url.hash == "#top")
    // Refused by the policy, still parsed: the record says what was read.
    let ftp = URLValidator(options: .form).validate("ftp://example.com/")
    #expect(!ftp.isValid)
    #expect(ftp.url?.scheme == "ftp")
    #expect(URLValidator(options: .form).validate("http://[::1").url == nil)
  }

  @Test func urlSuggestionForAMissingScheme() {
    let refused = URLValidator(options: .form).validate("example.com/a")
    #expect(!refused.isValid)
    #expect(refused.suggestion == "https://example.com/a")
    var options = URLValidator.Options.form
    options.allowMissingScheme = true
    let accepted = URLValidator(options: options).validate("example.com/a")
    #expect(accepted.value == "https://example.com/a")
    #expect(accepted.suggestion == "https://example.com/a")
    #expect(accepted.url?.hostname == "example.com")
  }

  @Test func decimalIsExact() throws {
    let validator = try KeyboardType.decimalPad.validator(ValidationContext(locale: "de_DE"))
    let decimal = try #require(validator.validate("1.234,50").decimal)
    #expect(decimal.description == "1234.5")
    #expect(decimal.integerDigits == "1234")
    #expect(decimal.fractionDigits == "5")
    #expect(!decimal.isNegative)
    #expect(validator.validate("12abc").decimal == nil)
    // Other families have no decimal, even when their value reads as one.
    #expect(try KeyboardType.numberPad.validator().validate("0123").decimal == nil)
  }

  @Test func pickerChoice() {
    let picker = PickerValidator(choices: ["Small", "Medium", "Large"], caseInsensitive: true)
    #expect(picker.validate("medium").picker == PickerChoice(index: 1, value: "Medium"))
    #expect(picker.validate("huge").picker == nil)
  }

  @Test func textKind() throws {
    let twitter = try TextValidator(keyboard: .twitter)
    #expect(twitter.validate("@kbcheck").text == .mention)
    #expect(twitter.validate("#swift").text == .hashtag)
    #expect(twitter.validate("hello world").text == .text)
    let name = try TextValidator(keyboard: .namePhonePad)
    #expect(name.validate("+1 555 0100").text == .phone)
    #expect(name.validate("Ada Lovelace").text == .name)
    #expect(try TextValidator(keyboard: .default).validate("x").text == nil)
  }

  // MARK: One wire format

  static let samples: [(FieldKind, ValidationContext, [String])] = [
    (
      .keyboard(.emailAddress), .init(),
      ["José@Bücher.example", "joe@bücher.example", "bad", "a@b"]
    ),
    (.keyboard(.URL), .init(), ["https://example.com/", "example.com", "ftp://x/", "http://[::1"]),
    (.keyboard(.numberPad), .init(), ["0123", "١٢٣", "12a"]),
    (.keyboard(.asciiCapableNumberPad), .init(), ["0123", "١٢٣"]),
    (.keyboard(.decimalPad), .init(locale: "de_DE"), ["1.234,5", "1,2,3", ""]),
    (.keyboard(.phonePad), .init(), ["+1 (555) 010-9999", "+1 555 010 9999,123", "abc"]),
    (.keyboard(.namePhonePad), .init(), ["Ada", "+1 555"]),
    (.keyboard(.twitter), .init(), ["@kbcheck", "#x y", "post\u{202E}"]),
    (.keyboard(.webSearch), .init(), ["  two  words ", ""]),
    (.keyboard(.default), .init(), ["Caf\u{65}\u{301}", "\u{200B}"]),
    (.keyboard(.asciiCapable), .init(), ["abc", "äbc"]),
    (.keyboard(.numbersAndPunctuation), .init(profile: "number"), ["-1,234.5", "1-2"]),
  ]

  static func validator(_ kind: FieldKind, _ context: ValidationContext) throws -> any Validator {
    switch kind {
    case .picker: return PickerValidator(choices: ["Small", "Large"])
    case .keyboard, .content: return try kind.validator(context)
    }
  }

  @Test func codableIsTheWireFormat() throws {
    let all = Self.samples + [(.picker, ValidationContext(), ["small", "Small", "x"])]
    for (kind, context, inputs) in all {
      let validator = try Self.validator(kind, context)
      for input in inputs {
        let result = validator.validate(input)
        let encoded = try JSONEncoder().encode(result)
        // The same members as the writer's text, in any key order.
        let viaCodable = try JSONSerialization.jsonObject(with: encoded) as? NSDictionary
        let viaWriter =
          try JSONSerialization.jsonObject(with: Data(result.jsonText().utf8)) as? NSDictionary
        #expect(viaCodable == viaWriter, "\(kind) \(input.debugDescription)")
        // Decoding restores the result, typed accessors included.
        let decoded = try JSONDecoder().decode(ValidationResult.self, from: encoded)
        #expect(decoded == result, "\(kind) \(input.debugDescription)")
        #expect(decoded.email == result.email)
        #expect(decoded.picker == result.picker)
        #expect(decoded.text == result.text)
        #expect(decoded.url?.href == result.url.flatMap { result.isValid ? $0.href : nil })
      }
    }
  }

  @Test func writerKeepsTheContractOrder() throws {
    let result = EmailValidator(options: .form).validate("joe@bücher.example")
    #expect(
      result.jsonText(type: .keyboard(.emailAddress))
        == #"{"input":"joe@bücher.example","type":"emailAddress","valid":true,"value":"joe@bücher.example","issues":[],"asciiValue":"joe@xn--bcher-kva.example","smtputf8":false}"#
    )
  }

  @Test func formReportRoundTrips() throws {
    let schema = FormSchema(fields: [
      FormField(name: "email", type: "email"),
      FormField(name: "amount", type: "decimal", locale: "de_DE"),
      .picker("size", choices: ["S", "M"]),
    ])
    let report = schema.validate(
      json: #"{"email":"x@bücher.example","amount":"1.234,5","size":"L"}"#)
    let decoded = try JSONDecoder().decode(FormReport.self, from: JSONEncoder().encode(report))
    // JSON objects have no order: the decoded fields come by name.
    #expect(decoded.fields == report.fields.sorted { $0.name < $1.name })
    #expect(decoded.isValid == report.isValid)
    #expect(decoded.values == report.values)
    #expect(decoded[field: "amount"]?.result?.decimal?.description == "1234.5")
    #expect(decoded[field: "email"]?.result?.email?.asciiDomain == "xn--bcher-kva.example")
  }

  @Test func issueCodableRejectsBadRanges() {
    let bad = Data(
      #"{"code":"x.y","severity":"error","message":"m","range":{"start":3,"end":1}}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ValidationIssue.self, from: bad)
    }
    let level = Data(
      #"{"code":"x.y","severity":"fatal","message":"m","range":{"start":0,"end":1}}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ValidationIssue.self, from: level)
    }
  }
}

/// The phone family's typed result and options (issue 14 with issue 17).
@Suite struct PhoneTypedResultTests {
  @Test func phoneDetails() throws {
    var options = PhonePadValidator.Options.form
    options.defaultRegion = "US"
    let result = try PhonePadValidator(options: options).validate("(201) 555-0123")
    let phone = try #require(result.phone)
    #expect(phone.e164 == "+12015550123")
    #expect(phone.region == "US")
    #expect(phone.number.countryCode == 1)
    #expect(phone.national == "(201) 555-0123")
    #expect(phone.rfc3966 == "tel:+1-201-555-0123")
    #expect(try PhonePadValidator(options: .form).validate("abc").phone == nil)
  }

  @Test func presetsAndTheStringAdapterAgree() throws {
    #expect(try PhonePadValidator.Options(settings: [:], profile: "lenient") == .lenient)
    #expect(try PhonePadValidator.Options(settings: [:]) == .form)
    var mobile = PhonePadValidator.Options.form
    mobile.allowedTypes = [.mobile]
    #expect(try PhonePadValidator.Options(settings: ["allowedTypes": "mobile"]) == mobile)
    #expect(throws: ConfigurationError.self) {
      try PhonePadValidator(options: .init(settings: ["defaultRegion": "XX"]))
    }
  }
}

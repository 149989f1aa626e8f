import KBCheck
import Testing

/// Typed fields: a schema whose fields hold validators built in Swift, so
/// a configuration error throws when the field or schema is made, never
/// per submission.
@Suite struct FormTypedFieldTests {
  @Test func aTypedFieldUsesItsOwnValidator() throws {
    let schema = try FormSchema(validating: [
      FormField(
        name: "email", validator: EmailValidator(options: .rfc), as: .keyboard(.emailAddress),
        label: "Email"),
      try FormField(name: "card", .content(.creditCardNumber), required: false),
    ])
    // The rfc profile takes a quoted local part, which the form profile refuses.
    let quoted = #""a b"@example.com"#
    #expect(EmailValidator(options: .form).validate(quoted).isValid == false)
    let report = schema.validate(["email": .string(quoted)])
    #expect(report.isValid)
    #expect(report[field: "email"]?.type == "emailAddress")
    #expect(schema.fields[0].typedValidator != nil)
    #expect(schema.fields[1].isSecret)
    #expect(schema.fields[0].keyboard == .emailAddress)
    let html = FormHTML(schema: schema).render()
    #expect(html.contains(#"inputmode="email""#))
  }

  @Test func aBadConfigurationThrowsWhenTheFieldIsMade() {
    #expect(throws: ConfigurationError.self) {
      try FormField(
        name: "site", .keyboard(.URL), ValidationContext(profile: "no-such-profile"))
    }
    #expect(throws: FormSchemaError.self) {
      try FormSchema(validating: [FormField(name: "x", type: "no-such-type")])
    }
    #expect(throws: FormSchemaError.self) {
      try FormSchema(validating: [
        FormField(name: "a", type: "email"), FormField(name: "a", type: "URL"),
      ])
    }
  }

  @Test func typedFieldsAreEqualByTheirValidatorInstance() {
    let validator = EmailValidator(options: .rfc)
    let a = FormField(name: "e", validator: validator, as: .keyboard(.emailAddress))
    let b = FormField(name: "e", validator: validator, as: .keyboard(.emailAddress))
    #expect(a == a)
    #expect(a != b)
    #expect(a != FormField(name: "e", type: "emailAddress"))
  }

  /// A form body that is not UTF-8 is a report, as a JSON body's is.
  @Test func formBodiesAreValidated() {
    let schema = FormSchema(fields: [FormField(name: "email", type: "email")])
    let good = schema.validate(formURLEncoded: Array("email=ada%40example.com".utf8))
    #expect(good.isValid && good.values["email"] == "ada@example.com")
    #expect(good.inputs == ["email": "ada@example.com"])
    let twice = schema.validate(formURLEncoded: Array("email=a%40b.c&email=d%40e.f".utf8))
    #expect(twice.formIssues.map(\.code) == [.formDuplicateField])
    let bad = schema.validate(formURLEncoded: Array("x=1&email=ada%FF".utf8))
    #expect(!bad.isValid)
    #expect(bad.formIssues.map(\.code) == ["input.invalid-utf8"])
    #expect(bad.formIssues.first?.message.contains("byte 4") == true)
  }
}

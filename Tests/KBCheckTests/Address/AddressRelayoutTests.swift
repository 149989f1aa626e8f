import Testing

@testable import KBCheck

/// An address group whose country comes from a field, re-laid in the form
/// editor (the model of `kbcheck fill`) when the country is committed: the
/// new country's fields in its order (libaddressinput `fmt`), its required
/// set (`require`), labels (`zip_name_type`, `state_name_type`) and
/// keyboards; values kept by field, dropped ones noted
/// (`address.value-dropped`), focus held on the country field once.
@Suite struct AddressRelayoutTests {
  static func schema() throws -> FormSchema {
    let json = #"""
      {"fields": [
        {"name": "country", "type": "countryName", "label": "Country"},
        {"address": {"countryField": "country"}},
        {"name": "email", "type": "email", "label": "Email", "required": false}
      ]}
      """#
    return try FormSchema.decode(json: json)
  }

  private func names(_ form: FormEditor) -> [String] { form.schema.fields.map(\.name) }
  private func required(_ form: FormEditor) -> [String] {
    form.schema.fields.filter(\.required).map(\.name)
  }
  private func text(_ form: FormEditor, _ name: String) -> String? {
    form.schema.fields.firstIndex { $0.name == name }.map { form.fields[$0].text }
  }
  private func set(_ form: inout FormEditor, _ name: String, _ value: String) {
    form.navigator.focus(name)
    form.edit {
      $0.setText("")
      $0.type(value)
    }
  }

  @Test func germanyThenUnitedStatesThenJapan() throws {
    var form = try FormEditor(schema: try Self.schema())
    // Before a country: libaddressinput's defaults (ZZ fmt %N%n%O%n%A%n%C%n%S%n%Z).
    #expect(
      names(form) == [
        "country", "name", "organization", "streetAddress", "locality", "administrativeArea",
        "postalCode", "email",
      ])
    #expect(form.navigator.focusedID == "country")

    // DE: fmt %N%n%O%n%A%n%Z %C, require ACZ, zip_name_type postal.
    form.edit { $0.type("Deutschland") }
    let movedOffGermany = form.next()
    #expect(!movedOffGermany)
    #expect(form.countryCommit == .relaid(try #require(AddressRegion(code: "DE"))))
    #expect(form.focusedIndex == 0)
    let germany = [
      "country", "name", "organization", "streetAddress", "postalCode", "locality", "email",
    ]
    #expect(names(form) == germany)
    #expect(form.navigator.navigableIDs == germany)
    #expect(required(form) == ["country", "streetAddress", "postalCode", "locality"])
    #expect(form.schema.field(named: "postalCode")?.label == "Postal code")
    #expect(form.schema.field(named: "postalCode")?.keyboard == .numberPad)
    #expect(form.layoutNotes.isEmpty)
    // The next move leaves the country as usual.
    let leftGermany = form.next()
    #expect(leftGermany)
    #expect(form.navigator.focusedID == "name")

    set(&form, "streetAddress", "Unter den Linden 1")
    set(&form, "postalCode", "10117")
    set(&form, "locality", "Berlin")

    // US: fmt %N%n%O%n%A%n%C, %S %Z, require ACSZ, zip_name_type zip,
    // state_name_type state (a picker of sub_keys).
    set(&form, "country", "US")
    let outcome = form.pressReturn()
    #expect(outcome == .stayed(.relaid(try #require(AddressRegion(code: "US")))))
    #expect(form.navigator.focusedID == "country")
    let unitedStates = [
      "country", "name", "organization", "streetAddress", "locality", "administrativeArea",
      "postalCode", "email",
    ]
    #expect(names(form) == unitedStates)
    #expect(form.navigator.navigableIDs == unitedStates)
    #expect(
      required(form) == [
        "country", "streetAddress", "locality", "administrativeArea", "postalCode",
      ])
    #expect(form.schema.field(named: "postalCode")?.label == "ZIP code")
    #expect(form.schema.field(named: "administrativeArea")?.label == "State")
    #expect(form.schema.field(named: "administrativeArea")?.isPicker == true)
    // Every value has a field in the US layout, and the field takes it.
    #expect(text(form, "streetAddress") == "Unter den Linden 1")
    #expect(text(form, "postalCode") == "10117")
    #expect(text(form, "locality") == "Berlin")
    #expect(form.layoutNotes.isEmpty)
    set(&form, "administrativeArea", "NY")
    #expect(text(form, "administrativeArea") == "NY")

    // JP: fmt 〒%Z%n%S%n%A%n%O%n%N (no city), require ASZ, state_name_type
    // prefecture (sub_keys in Japanese: NY is not one).
    set(&form, "country", "Japan")
    let movedOffJapan = form.previous()
    #expect(!movedOffJapan)
    #expect(form.countryCommit == .relaid(try #require(AddressRegion(code: "JP"))))
    #expect(form.focusedIndex == 0)
    let japan = [
      "country", "postalCode", "administrativeArea", "streetAddress", "organization", "name",
      "email",
    ]
    #expect(names(form) == japan)
    #expect(form.navigator.navigableIDs == japan)
    #expect(required(form) == ["country", "postalCode", "administrativeArea", "streetAddress"])
    #expect(form.schema.field(named: "administrativeArea")?.label == "Prefecture")
    #expect(text(form, "postalCode") == "10117")
    #expect(text(form, "streetAddress") == "Unter den Linden 1")
    #expect(text(form, "administrativeArea") == "")
    // The city has no field in Japan, the state is no prefecture: both
    // dropped, in the old layout's order, and said so.
    let notes = form.layoutNotes["country"] ?? []
    #expect(notes.map(\.code.rawValue) == ["address.value-dropped", "address.value-dropped"])
    #expect(notes.map(\.severity) == [.warning, .warning])
    #expect(
      notes.map(\.message) == [
        "Laid out for JP: no City field; 'Berlin' was dropped.",
        "Laid out for JP: Prefecture does not take 'NY'; it was dropped.",
      ])
    #expect(
      notes.first?.localized(.german).message
        == "Für JP angeordnet: kein Feld City; 'Berlin' wurde verworfen.")
    // Then focus moves on in the Japanese order.
    let leftJapan = form.next()
    #expect(leftJapan)
    #expect(form.navigator.focusedID == "postalCode")
  }

  @Test func anInvalidCountryKeepsTheLayoutAndShowsItsIssue() throws {
    var form = try FormEditor(schema: try Self.schema())
    form.edit { $0.type("US") }
    form.next()
    let layout = names(form)
    for (country, code) in [("Atlantis", "country.unknown"), ("Kongo", "country.ambiguous")] {
      set(&form, "country", country)
      let movedOff = form.next()
      #expect(!movedOff, "\(country)")
      #expect(form.countryCommit == .invalid)
      #expect(form.navigator.focusedID == "country")
      #expect(names(form) == layout)
      #expect(form.issues(of: 0).map(\.code.rawValue) == [code])
      // Tab again: the person moves on; the layout stays the US one.
      let left = form.next()
      #expect(left)
      #expect(form.countryCommit == nil)
      #expect(form.navigator.focusedID == "name")
    }
  }

  @Test func aPrefilledCountryIsLaidOutAtTheStart() throws {
    // GF (French Guiana): fmt %O%n%N%n%A%n%Z %C %X: no state, a sorting
    // code (CEDEX) the defaults (ZZ) do not have.
    let form = try FormEditor(
      schema: try Self.schema(),
      values: ["country": "GF", "locality": "Cayenne", "administrativeArea": "IDF"])
    #expect(
      names(form) == [
        "country", "organization", "name", "streetAddress", "postalCode", "locality",
        "sortingCode", "email",
      ])
    #expect(text(form, "locality") == "Cayenne")
    #expect(
      form.layoutNotes["country"]?.map(\.message) == [
        "Laid out for GF: no Province field; 'IDF' was dropped."
      ])
    #expect(form.navigator.focusedID == "country")
  }

  @Test func aSubmissionIsValidatedInItsCountrysLayout() throws {
    let schema = try Self.schema()
    func report(_ values: [(String, String)]) -> FormReport {
      schema.validate(members: values.map { JSONMember($0.0, .string($0.1)) })
    }
    // JP (require ASZ, no city field): what `kbcheck fill` submits for Japan.
    let japan = report([
      ("country", "JP"), ("postalCode", "154-0023"), ("administrativeArea", "東京都"),
      ("streetAddress", "1-2-3 Sangenjaya"),
    ])
    #expect(japan.isValid)
    #expect(!japan.fields.contains { $0.name == "locality" })
    // US (require ACSZ): the state is required, as the defaults do not say.
    let unitedStates = report([
      ("country", "US"), ("streetAddress", "1 Main St"), ("locality", "Springfield"),
      ("postalCode", "62701"),
    ])
    #expect(unitedStates.missing == ["administrativeArea"])
    // A city given for Japan names no field of its layout.
    let extra = report([
      ("country", "JP"), ("postalCode", "154-0023"), ("administrativeArea", "東京都"),
      ("streetAddress", "1-2-3 Sangenjaya"), ("locality", "Tokyo"),
    ])
    #expect(extra.unknown == ["locality"])
    // An unknown country keeps the defaults' layout.
    let unknown = report([
      ("country", "Atlantis"), ("streetAddress", "1 Main St"), ("locality", "Springfield"),
    ])
    #expect(unknown.fields.map(\.name).contains("locality"))
    #expect(!unknown.isValid)
  }

  @Test func aFieldNamedLikeALaterAddressFieldIsASchemaError() {
    // sortingCode is not in the defaults' layout (ZZ) but French Guiana's
    // (GF fmt %O%n%N%n%A%n%Z %C %X) lays it out.
    let json = #"""
      {"fields": [
        {"name": "country", "type": "countryName"},
        {"address": {"countryField": "country"}},
        {"name": "sortingCode", "type": "default"}
      ]}
      """#
    #expect(throws: FormSchemaError.self) { try FormSchema.decode(json: json) }
    do {
      _ = try FormSchema.decode(json: json)
    } catch {
      #expect(error.code.rawValue == "schema.duplicate-field")
    }
  }
}

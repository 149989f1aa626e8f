import Testing

@testable import KBCheck

/// Address groups of form schemas: the country's fields in libaddressinput's
/// order (`fmt`), required set (`require`), labels and keyboards.
@Suite struct AddressGroupTests {
  private func schema(_ json: String) throws -> FormSchema { try FormSchema.decode(json: json) }

  @Test func usFieldsFollowTheFormat() throws {
    // libaddressinput US: fmt %N%n%O%n%A%n%C, %S %Z, require ACSZ, zip_name_type zip.
    let form = try schema(#"{"fields": [{"address": {"country": "US"}}]}"#)
    #expect(
      form.fields.map(\.name) == [
        "name", "organization", "streetAddress", "locality", "administrativeArea", "postalCode",
      ])
    #expect(
      form.fields.filter(\.required).map(\.name) == [
        "streetAddress", "locality", "administrativeArea", "postalCode",
      ])
    let postal = try #require(form.field(named: "postalCode"))
    #expect(postal.label == "ZIP code")
    #expect(postal.keyboard == .numberPad)
    #expect(postal.context["subdivision"] == "administrativeArea")
    let state = try #require(form.field(named: "administrativeArea"))
    #expect(state.isPicker && state.label == "State")
    #expect(state.choices?.first == "AL" && state.choices?.count == 62)
  }

  @Test func otherCountriesTakeTheirOwnOrderAndLabels() throws {
    // JP fmt 〒%Z%n%S%n%A%n%O%n%N: the postal code first.
    let jp = try schema(#"{"fields": [{"address": {"country": "JP", "prefix": "ship."}}]}"#)
    #expect(jp.fields.first?.name == "ship.postalCode")
    #expect(jp.field(named: "ship.administrativeArea")?.label == "Prefecture")
    // GB: post town, Postcode on an ASCII keyboard; IE: Eircode.
    let gb = try schema(#"{"fields": [{"address": {"country": "GB"}}]}"#)
    #expect(gb.field(named: "locality")?.label == "Post town")
    #expect(gb.field(named: "postalCode")?.keyboard == .asciiCapable)
    let ie = try schema(#"{"fields": [{"address": {"country": "IE"}}]}"#)
    #expect(ie.field(named: "postalCode")?.label == "Eircode")
  }

  @Test func aSubmissionIsValidatedAcrossTheGroup() throws {
    let form = try schema(#"{"fields": [{"address": {"country": "US"}}]}"#)
    let submission: JSONValue = .object([
      JSONMember("streetAddress", .string("1 Infinite Loop")),
      JSONMember("locality", .string("Cupertino")),
      JSONMember("administrativeArea", .string("NY")),
      JSONMember("postalCode", .string("95014")),
    ])
    let report = form.validate(jsonValue: submission)
    #expect(!report.isValid)
    #expect(
      report.fields.first { $0.name == "postalCode" }?.result?.issues.map(\.code.rawValue)
        == ["postal.subdivision"])
  }

  @Test func countryFromAnotherField() throws {
    let form = try schema(
      #"{"fields": [{"name": "country", "type": "countryName"}, {"address": {"countryField": "country"}}]}"#
    )
    #expect(form.field(named: "postalCode")?.options == ["country": "*"])
    #expect(form.field(named: "postalCode")?.context["country"] == "country")
    let submission: JSONValue = .object([
      JSONMember("country", .string("Allemagne")),
      JSONMember("streetAddress", .string("Unter den Linden 1")),
      JSONMember("locality", .string("Berlin")),
      JSONMember("postalCode", .string("10117")),
    ])
    #expect(form.validate(jsonValue: submission).isValid)
  }

  @Test func malformedGroupsAreSchemaErrors() {
    func code(_ json: String) -> String? {
      do {
        _ = try FormSchema.decode(json: json)
        return nil
      } catch {
        return error.code.rawValue
      }
    }
    #expect(code(#"{"fields": [{"address": 3}]}"#) == "address.group-shape")
    #expect(
      code(#"{"fields": [{"address": {"country": "US", "colour": 1}}]}"#) == "address.group-key")
    #expect(code(#"{"fields": [{"address": {}}]}"#) == "address.group-country")
    #expect(code(#"{"fields": [{"address": {"country": "XY"}}]}"#) == "address.country-unknown")
  }

  @Test func everyRegionExpands() {
    // Every region of the data gives a group whose postal field (if any)
    // validates the region's first example.
    var expanded = 0
    for region in AddressRegion.all {
      let fields = AddressGroup(region: region).fields
      guard !fields.isEmpty else { continue }
      expanded += 1
      if let example = region.postalCodeExamples.first,
        let postal = fields.first(where: { $0.name == "postalCode" })
      {
        #expect((try? postal.makeValidator().validate(example).isValid) == true, "\(region.code)")
      }
    }
    #expect(expanded == 252)
  }
}

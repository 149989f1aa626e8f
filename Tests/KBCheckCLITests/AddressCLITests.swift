import Foundation
import KBCheck
import Testing

/// `kbcheck` with the address content types (issue 29's contract lines).
@Suite struct AddressCLITests {
  @Test func ukPostcodeIsSpacedWithANote() throws {
    // libaddressinput GB zipex: EC1Y 8SY (space before the inward code).
    let run = try Kbcheck.run(["--type", "postalCode", "--set", "country=GB", "sw1a1aa"])
    #expect(run.status == 0)
    #expect(run.stdout == "SW1A 1AA\n")
    #expect(run.stderr.contains("warning[postal.spacing]"))
  }

  @Test func shortUSZipExits1() throws {
    let run = try Kbcheck.run(["--type", "postalCode", "--set", "country=US", "9021"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("error[postal.pattern]"))
  }

  @Test func missingCountryIsAConfigurationError() throws {
    let run = try Kbcheck.run(["--type", "postal-code", "12345"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("address.country-missing"))
  }

  @Test func countryNameInJSON() throws {
    let run = try Kbcheck.run(["--type", "country", "--format", "json", "Allemagne"])
    #expect(run.status == 0)
    let object = try JSONValue(parsing: run.stdout)
    #expect(object["value"] == .string("DE"))
  }

  @Test func addressGroupRendersInOrderWithInputModes() throws {
    let directory = FileManager.default.temporaryDirectory
    let schema = directory.appendingPathComponent("kbcheck-address-\(UUID().uuidString).json")
    try #"{"fields": [{"address": {"country": "US"}}]}"#.write(
      to: schema, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: schema) }
    let run = try Kbcheck.run(["form", "--schema", schema.path, "--html"])
    #expect(run.status == 0)
    let names = run.stdout.split(separator: "\n").compactMap { line -> String? in
      guard let start = line.range(of: " name=\"") else { return nil }
      return String(line[start.upperBound...].prefix { $0 != "\"" })
    }
    #expect(
      names == [
        "name", "organization", "streetAddress", "locality", "administrativeArea", "postalCode",
      ])
    #expect(run.stdout.contains(#"name="postalCode" type="text" inputmode="numeric""#))
  }
}

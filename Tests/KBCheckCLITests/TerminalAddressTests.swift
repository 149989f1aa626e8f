import Foundation
import Testing

/// `kbcheck fill` with an address group whose country comes from a field, on
/// a real terminal (tmux): committing a new country re-lays the fields in
/// that country's order (libaddressinput `fmt`) with its labels
/// (`zip_name_type`, `state_name_type`), keeps focus on the country field
/// once, and says which values were dropped (`address.value-dropped`).
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct TerminalAddressTests {
  static let schema: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbcheck-fill-address-schema.json")
    let json = #"""
      {"fields": [
        {"name": "country", "type": "countryName", "label": "Country"},
        {"address": {"countryField": "country"}},
        {"name": "email", "type": "email", "label": "Email", "required": false}
      ]}
      """#
    try? Data(json.utf8).write(to: url)
    return url
  }()

  /// The field labels of the screen, top to bottom: the lines that start
  /// with the focus marker, or with two spaces and a letter.
  private func labels(_ screen: String) -> [String] {
    screen.split(separator: "\n").compactMap { line in
      guard
        line.hasPrefix("› ") || (line.hasPrefix("  ") && line.dropFirst(2).first?.isLetter == true)
      else { return nil }
      return line.dropFirst(2).split(separator: "  ").first.map(String.init)
    }
  }

  /// The label of the focused line.
  private func focused(_ screen: String) -> String? {
    labels(String(screen.split(separator: "\n").first { $0.hasPrefix("› ") } ?? "")).first
  }

  @Test func changingTheCountryRelaysTheFieldsAndKeepsTheFocus() throws {
    // Wide enough for the whole note (issue lines are cut at the width).
    let session = try TmuxSession(["fill", "--schema", Self.schema.path], columns: 120)
    // DE: fmt %N%n%O%n%A%n%Z %C: the postal code before the city.
    try session.type("Deutschland")
    try session.press("Tab")
    var screen = try session.waitForScreen { $0.contains("Address laid out for DE") }
    #expect(focused(screen) == "Country")
    #expect(
      labels(screen) == [
        "Country", "Name", "Organization", "Street address", "Postal code", "City", "Email",
      ])
    try session.press("Tab")  // then Tab moves on as usual
    screen = try session.waitForScreen { $0.contains("› Name") }
    #expect(focused(screen) == "Name")
    try session.press("Tab", "Tab")
    try session.type("Unter den Linden 1")
    try session.press("Tab")
    try session.type("10117")
    try session.press("Tab")
    try session.type("Berlin")
    try session.press("BTab", "BTab", "BTab", "BTab", "BTab")
    screen = try session.waitForScreen { $0.contains("› Country") }
    #expect(focused(screen) == "Country")

    // JP: fmt 〒%Z%n%S%n%A%n%O%n%N, state_name_type prefecture; no city.
    try session.press("C-u")
    try session.type("Japan")
    try session.press("Tab")
    screen = try session.waitForScreen { $0.contains("Address laid out for JP") }
    #expect(focused(screen) == "Country")
    #expect(
      labels(screen) == [
        "Country", "Postal code", "Prefecture", "Street address", "Organization", "Name", "Email",
      ])
    #expect(screen.contains("10117"))  // kept: both layouts have a postal code
    #expect(screen.contains("Unter den Linden 1"))
    #expect(screen.contains("address.value-dropped"))  // the city, said so
    #expect(screen.contains("no City field; 'Berlin' was dropped."))
    try session.press("Tab")
    screen = try session.waitForScreen { $0.contains("› Postal code") }
    #expect(focused(screen) == "Postal code")
    try session.press("Escape")
    #expect(try session.result()?.status == 130)
  }

  @Test func plainModeAsksTheCountryAgainAfterTheLayout() throws {
    // US: fmt %N%n%O%n%A%n%C, %S %Z, require ACSZ, a state picker (sub_keys).
    let session = try TmuxSession(["fill", "--schema", Self.schema.path, "--plain"])
    for line in ["US", "", "", "", "1 Main St", "Springfield", "IL", "62701", ""] {
      try session.type(line)
      try session.press("Enter")
    }
    let result = try #require(try session.result())
    #expect(result.status == 0)
    #expect(
      result.stdout
        == #"{"country":"US","streetAddress":"1 Main St","locality":"Springfield","administrativeArea":"IL","postalCode":"62701"}"#
        + "\n")
  }
}

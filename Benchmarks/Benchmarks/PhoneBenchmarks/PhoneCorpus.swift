import Foundation

/// The phone corpus written by `Scripts/phone/phone-corpus.py`: each line of
/// `Fixtures/corpora/phones-examples.txt` with its default region from
/// `phones-examples.regions.tsv` ("ZZ" becomes `nil`).
struct PhoneCorpus {
  /// The formatted numbers, one per corpus line.
  var lines: [String]
  /// The default region of each line (`nil` for international-only lines).
  var regions: [String?]

  /// Loads the corpus from the repository's `Fixtures/corpora`.
  static func load() -> PhoneCorpus {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let dir = root.appendingPathComponent("Fixtures/corpora")
    guard
      let text = try? String(
        contentsOf: dir.appendingPathComponent("phones-examples.txt"), encoding: .utf8),
      let tsv = try? String(
        contentsOf: dir.appendingPathComponent("phones-examples.regions.tsv"), encoding: .utf8)
    else { fatalError("phones-examples.txt not found; run Scripts/phone/phone-corpus.py") }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
      String.init)
    let regions = tsv.split(separator: "\n").map { row -> String? in
      let region = row.split(separator: "\t").last.map(String.init) ?? "ZZ"
      return region == "ZZ" ? nil : region
    }
    precondition(lines.count == regions.count, "corpus and regions TSV differ in length")
    return PhoneCorpus(lines: lines, regions: regions)
  }
}

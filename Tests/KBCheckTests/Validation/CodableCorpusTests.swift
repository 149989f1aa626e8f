import Foundation
import Testing

@testable import KBCheck

/// `Codable` and the JSON writer give one shape (issue 25): on every
/// fixture corpus, `JSONEncoder`'s object for a result has exactly the
/// members, values and nesting of ``ValidationResult/jsonText(type:revealingSecrets:)``
/// (the CLI's record less its `line`; with `type` when the encoder's
/// `userInfo` names the field kind), and decoding it gives the result back. JSON objects have no order and Foundation's `JSONEncoder`
/// writes keys in hash order on Linux, so the texts are compared as parsed
/// objects, not byte for byte (the CLI's byte order is checked against the
/// library's writer by `WireFormatTests`).
@Suite struct CodableCorpusTests {
  /// The lines of a fixture corpus, every `stride`-th one (the corpora are
  /// 46,000–100,000 lines; a stride keeps the suite to a few seconds while
  /// still covering every shape the generators mix in).
  static func corpus(_ name: String, stride: Int) throws -> [String] {
    let lines = try String(contentsOf: corpusURL(name), encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    return Swift.stride(from: 0, to: lines.count, by: stride).map { String(lines[$0]) }
  }

  /// Where a fixture corpus is (`Fixtures/corpora/` at the package root).
  static func corpusURL(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/corpora/\(name)")
  }

  static let corpora:
    [(
      file: String, stride: Int, kind: FieldKind,
      validator: @Sendable () throws -> any Validator
    )] =
      [
        ("emails-100k.txt", 40, .keyboard(.emailAddress), { EmailValidator(options: .form) }),
        (
          "emails-distinct-domains.txt", 40, .keyboard(.emailAddress),
          { EmailValidator(options: .form) }
        ),
        (
          "emails-mixed-script.txt", 40, .keyboard(.emailAddress), { EmailValidator(options: .rfc) }
        ),
        ("urls-kasztp-48k.txt", 20, .keyboard(.URL), { URLValidator(options: .form) }),
        ("phones-examples.txt", 1, .keyboard(.phonePad), { try PhonePadValidator(options: .form) }),
      ]

  @Test(arguments: 0..<corpora.count)
  func encoderAndWriterAgreeOnTheCorpus(index: Int) throws {
    let (file, stride, kind, make) = Self.corpora[index]
    let validator = try make()
    let encoder = JSONEncoder()
    let typed = JSONEncoder()
    typed.userInfo[.kbcheckFieldKind] = kind
    var checked = 0
    var differ: [String] = []
    for input in try Self.corpus(file, stride: stride) {
      let result = validator.validate(input)
      let encoded = try encoder.encode(result)
      let viaCodable = try JSONSerialization.jsonObject(with: encoded) as? NSDictionary
      let viaWriter =
        try JSONSerialization.jsonObject(with: Data(result.jsonText().utf8)) as? NSDictionary
      // With the kind: the CLI's object, `type` included.
      let viaTypedCodable =
        try JSONSerialization.jsonObject(with: typed.encode(result)) as? NSDictionary
      let viaTypedWriter =
        try JSONSerialization.jsonObject(with: Data(result.jsonText(type: kind).utf8))
        as? NSDictionary
      let decoded = try JSONDecoder().decode(ValidationResult.self, from: encoded)
      if viaCodable == nil || viaCodable != viaWriter || decoded != result
        || viaTypedCodable == nil || viaTypedCodable != viaTypedWriter
        || viaTypedCodable?["type"] as? String != kind.name
      {
        differ.append(input)
      }
      checked += 1
    }
    #expect(checked >= 2000, "\(file): \(checked) lines checked")
    #expect(differ.isEmpty, "\(file): \(differ.count) of \(checked) differ: \(differ.prefix(10))")
  }
}

import Foundation
import Testing

@testable import KBCheck

/// The parser's byte paths for ASCII text give the scalar paths' answers.
/// Sources: libphonenumber's `PhoneNumberUtil.extractPossibleNumber`
/// (`VALID_START_CHAR_PATTERN`, `UNWANTED_END_CHAR_PATTERN`,
/// `SECOND_NUMBER_START_PATTERN` `[\\/] *x`) and `EXTN_PATTERNS_FOR_PARSING`
/// (the labels of `createExtnPattern`, case-insensitive), as the scalar
/// paths implement them; the inputs are every example number of the
/// metadata (`Fixtures/corpora/phones-examples.txt`, 4,658 lines in every
/// national and international form, a quarter with an extension) and
/// generated text over the characters those patterns name.
@Suite struct PhoneASCIIPathTests {
  /// The example numbers, one per line.
  static func exampleLines() throws -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/corpora/phones-examples.txt")
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  /// Text over digits, `+`, the punctuation and the letters of the
  /// extension labels (both cases), the second-number start and blanks.
  static func generated(count: Int, seed: UInt64) -> [String] {
    let alphabet = Array("0123456789+ -./\\#,;:=~()xXeEtTnNsSiIoOaAdD\t\r\n")
    var rng = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      String(
        (0..<Int.random(in: 0...24, using: &rng)).map { _ in
          alphabet.randomElement(using: &rng) ?? "0"
        })
    }
  }

  /// A number followed by each ASCII label, written in three cases, with
  /// separators and extensions of 1 to 21 digits.
  static func labelled() -> [String] {
    var texts: [String] = []
    for (label, _) in PhoneNumberParser.extensionLabels {
      for written in [label, label.uppercased(), label.prefix(1).uppercased() + label.dropFirst()] {
        for separator in ["", " ", ". ", ": ", ","] {
          for digits in [1, 6, 7, 9, 10, 15, 16, 21] {
            let ext = String(repeating: "4", count: digits)
            texts.append("+1 201 555 0123 " + written + separator + ext)
            texts.append("201-555-0123" + written + separator + ext + "#")
          }
        }
      }
    }
    return texts
  }

  /// Whether every scalar of the text is ASCII.
  static func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }

  @Test func possibleNumberMatchesTheScalarPath() throws {
    let texts = (try Self.exampleLines() + Self.generated(count: 20_000, seed: 7) + Self.labelled())
      .filter(Self.isASCII)
    #expect(texts.count > 25_000)
    var answered = 0
    var mismatches: [String] = []
    for text in texts {
      guard let ascii = PhoneNumberParser.asciiPossibleNumber(text) else {
        Issue.record("no byte answer for ASCII text \(text.debugDescription)")
        continue
      }
      answered += 1
      if ascii != PhoneNumberParser.scalarPossibleNumber(text) { mismatches.append(text) }
    }
    #expect(answered == texts.count)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
  }

  @Test(arguments: ["+٤٤ 20 7946 0958", "０３-１２３４-５６７８", "+1 201 555 0123 ｅｘｔ 1", "é+1 2"])
  func textPastASCIITakesTheScalarPath(_ text: String) {
    #expect(PhoneNumberParser.asciiPossibleNumber(text) == nil)
    #expect(
      PhoneNumberParser.extractPossibleNumber(text)
        == PhoneNumberParser.scalarPossibleNumber(text))
  }

  /// At every position of every text where the parser asks (after a
  /// scalar that may end a label), for digit counts around each label's
  /// limit and both readings of `;`.
  @Test func extensionLabelsMatchTheScalarPath() throws {
    let texts = (try Self.exampleLines() + Self.generated(count: 4_000, seed: 11) + Self.labelled())
      .filter(Self.isASCII)
    var found = 0
    var asked = 0
    var mismatches: [String] = []
    for text in texts where !text.isEmpty {
      let scalars = text.unicodeScalars
      for end in scalars.indices.dropFirst() + [scalars.endIndex]
      where PhoneNumberParser.mayEndLabel(scalars[scalars.index(before: end)]) {
        asked += 1
        for digits in [1, 9, 10, 15, 16, 20, 21] {
          for postDial in [false, true] {
            let ascii = PhoneNumberParser.asciiExtensionLabel(
              text, labelEnd: end, digits: digits, postDialAware: postDial)
            let start = PhoneNumberParser.scalarExtensionLabelStart(
              text, labelEnd: end, digits: digits, postDialAware: postDial)
            let expected: PhoneNumberParser.ASCIILabelMatch =
              start.map { .label(length: scalars.distance(from: $0, to: end)) } ?? .none
            if ascii != expected {
              mismatches.append("\(text.debugDescription) @\(end) \(digits) \(postDial)")
            }
            if case .label = ascii { found += 1 }
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(20))")
    // The labelled texts alone end in a label at thousands of positions.
    #expect(asked > 20_000)
    #expect(found > 10_000)
  }

  @Test(arguments: [
    "+1 201 555 0123 extensio\u{301}n 5", "+7 495 123 45 67 доб. 7", "+1 201 555 0123 ｘ 12",
  ])
  func labelsPastASCIITakeTheScalarPath(_ text: String) {
    let end = text.unicodeScalars.index(text.unicodeScalars.endIndex, offsetBy: -2)
    #expect(
      PhoneNumberParser.asciiExtensionLabel(text, labelEnd: end, digits: 1, postDialAware: false)
        == .notASCII)
  }
}

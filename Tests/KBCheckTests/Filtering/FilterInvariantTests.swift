import KBCheck
import Testing

/// Properties every keyboard's filter must keep, checked on generated
/// pastes: nothing disappears unreported, the caret follows the insertion,
/// and the text outside the edited range is untouched.
@Suite struct FilterInvariantTests {
  /// Characters that exercise every rule: ASCII, spaces and breaks,
  /// controls, bidi controls, joiners, marks, full-width forms, CJK, Arabic,
  /// emoji, a noncharacter and a private-use character.
  static let pool: [Unicode.Scalar] =
    [
      "a", "Z", "7", " ", "@", ".", "-", "\n", "\r", "\t", "\u{0007}", "\u{007F}", "\u{0085}",
      "\u{00A0}", "\u{00AD}", "\u{00E9}", "\u{0301}", "\u{0645}", "\u{06CC}", "\u{0661}",
      "\u{200B}", "\u{200C}", "\u{200D}", "\u{202E}", "\u{2028}", "\u{3000}", "\u{3002}",
      "\u{4E2D}", "\u{E000}", "\u{FE0F}", "\u{FF11}", "\u{FF20}", "\u{FF41}", "\u{FF61}",
      "\u{1F468}", "\u{1F469}",
    ] + [Unicode.Scalar(0xFDD0)].compactMap { $0 }

  /// A deterministic generator (64-bit LCG), so failures reproduce.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  static func text(_ generator: inout Generator, length: Int) -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<length { scalars.append(pool[generator.next(pool.count)]) }
    return String(scalars)
  }

  @Test(arguments: KeyboardType.allCases)
  func nothingDisappearsUnreported(keyboard: KeyboardType) throws {
    // The pads' policies (Number/, Phone/) handle maxLength themselves.
    let limit = keyboard.isNumeric ? nil : 24
    let filter = try InputFilter(keyboard, options: .init(maxLength: limit))
    var generator = Generator(state: 0x6B62_6368_6563_6B00 ^ UInt64(keyboard.rawValue.utf8.count))
    var failures: [String] = []
    for round in 0..<1000 {
      let current = Self.text(&generator, length: generator.next(12))
      let replacement = Self.text(&generator, length: generator.next(20))
      let count = current.unicodeScalars.count
      let lower = generator.next(count + 1)
      let upper = lower + generator.next(count - lower + 1)
      let origin: TextEdit.Origin = generator.next(2) == 0 ? .typed : .pasted
      let edit = TextEdit(range: lower..<upper, replacement: replacement, origin: origin)
      let result = filter.apply(edit, to: current)
      let scalars = Array(current.unicodeScalars)
      let prefix = String(String.UnicodeScalarView(scalars[..<lower]))
      let suffix = String(String.UnicodeScalarView(scalars[upper...]))
      var problems: [String] = []
      if result.refused {
        if result.text != current { problems.append("refusal changed the text") }
        if result.changes.count != replacement.unicodeScalars.count {
          problems.append("refusal did not report every scalar")
        }
      } else {
        // Every replacement scalar is inserted as is, folded or removed.
        let removed = result.removed.count
        let folded = result.folded.count
        let foldedScalars = result.folded.reduce(0) {
          $0 + ($1.replacement?.unicodeScalars.count ?? 0)
        }
        let expected = replacement.unicodeScalars.count - removed - folded + foldedScalars
        if result.inserted.unicodeScalars.count != expected { problems.append("unreported loss") }
        if Set(result.changes.map(\.offset)).count != result.changes.count {
          problems.append("a scalar reported twice")
        }
        if result.text != prefix + result.inserted + suffix { problems.append("splice") }
        if result.caret != lower + result.inserted.unicodeScalars.count { problems.append("caret") }
        if let limit, !result.inserted.isEmpty, result.text.count > limit {
          problems.append("over maxLength")
        }
      }
      if !problems.isEmpty {
        failures.append(
          "round \(round) \(origin) \(lower)..<\(upper) in \(current.unicodeScalars.map(\.value)) "
            + "+ \(replacement.unicodeScalars.map(\.value)): \(problems)")
      }
    }
    #expect(
      failures.isEmpty,
      "\(failures.count) failures:\n\(failures.prefix(10).joined(separator: "\n"))")
  }

  @Test(arguments: KeyboardType.allCases.filter { !$0.isNumeric })
  func maxLengthWorksForEveryTextKeyboard(keyboard: KeyboardType) throws {
    let filter = try InputFilter(keyboard, options: .init(maxLength: 2))
    let result = filter.filter("1234")
    #expect(result.text == "12")
    #expect(result.changes.filter { $0.code == .filterTooLong }.map(\.offset) == [2, 3])
  }

  @Test(arguments: KeyboardType.allCases.filter { !$0.isNumeric })
  func textKeyboardsRejectUnknownOptions(keyboard: KeyboardType) {
    #expect(throws: ConfigurationError.self) {
      try InputFilter.Options(settings: ["nope": "1"], keyboard: keyboard)
    }
  }
}

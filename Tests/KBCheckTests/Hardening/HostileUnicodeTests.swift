import KBCheck
import Testing

/// Hostile characters get a coded error or warning wherever they can appear,
/// in every validator: each case puts one character into a slot of a
/// template and expects an issue whose range covers that slot.
@Suite struct HostileUnicodeTests {
  struct Slot: Sendable, CustomStringConvertible {
    var type: KeyboardType
    var profile: String?
    var locale = "en_US"
    var before: String
    var after: String
    var description: String { "\(type.rawValue)/\(profile ?? "-") \(before)_\(after)" }
  }

  static let slots: [Slot] = [
    Slot(type: .emailAddress, profile: "form", before: "ab", after: "cd@example.com"),
    Slot(type: .emailAddress, profile: "form", before: "abcd@exa", after: "mple.com"),
    Slot(type: .emailAddress, profile: "rfc", before: "ab", after: "cd@example.com"),
    Slot(type: .emailAddress, profile: "rfc", before: "abcd@exa", after: "mple.com"),
    Slot(type: .emailAddress, profile: "html", before: "ab", after: "cd@example.com"),
    Slot(type: .URL, profile: "form", before: "https://exa", after: "mple.com/"),
    Slot(type: .URL, profile: "form", before: "https://example.com/pa", after: "th"),
    Slot(type: .URL, profile: "form", before: "https://example.com/?q=", after: "x"),
    Slot(type: .URL, profile: "form", before: "https://example.com/#fr", after: "ag"),
    Slot(type: .URL, profile: "whatwg", before: "https://exa", after: "mple.com/"),
    Slot(type: .URL, profile: "whatwg", before: "https://example.com/pa", after: "th"),
    Slot(type: .numberPad, before: "12", after: "34"),
    Slot(type: .asciiCapableNumberPad, before: "12", after: "34"),
    Slot(type: .decimalPad, before: "12", after: ".5"),
    Slot(type: .decimalPad, locale: "ar_EG", before: "١٢", after: "٫٥"),
    Slot(type: .phonePad, before: "+1 555 ", after: "0100"),
    Slot(type: .default, before: "ab", after: "cd"),
    Slot(type: .asciiCapable, before: "ab", after: "cd"),
    Slot(type: .numbersAndPunctuation, before: "ab", after: "cd"),
    Slot(type: .namePhonePad, before: "Ann", after: "a"),
    Slot(type: .twitter, before: "@swi", after: "ft"),
    Slot(type: .webSearch, before: "swift ", after: "testing"),
  ]

  static let characters: [(String, UInt32)] = [
    ("RLO (Trojan Source)", 0x202E), ("LRI", 0x2066), ("RLM", 0x200F),
    ("ALM", 0x061C), ("zero-width space", 0x200B), ("ZWJ", 0x200D),
    ("ZWNJ", 0x200C), ("BOM / ZWNBSP", 0xFEFF), ("soft hyphen", 0x00AD),
    ("NUL", 0x0000), ("BEL", 0x0007), ("ESC", 0x001B), ("DEL", 0x007F),
    ("NEL", 0x0085), ("line separator", 0x2028), ("LF", 0x0A),
    ("noncharacter FDD0", 0xFDD0), ("noncharacter FFFF", 0xFFFF),
    ("noncharacter 10FFFF", 0x10FFFF), ("unassigned U+0378", 0x0378),
    ("private use", 0xE000), ("plane-15 private use", 0xF0000),
    ("tag character", 0xE0041), ("Hangul filler", 0x3164),
  ]

  static let cases: [(Slot, String, Unicode.Scalar)] = slots.flatMap { slot in
    characters.compactMap { name, value in Unicode.Scalar(value).map { (slot, name, $0) } }
  }

  @Test func everyHostileCharacterIsReportedWhereItStands() throws {
    var missed: [String] = []
    for (slot, name, scalar) in Self.cases {
      let context = ValidationContext(profile: slot.profile, locale: slot.locale)
      let validator = try slot.type.validator(context)
      let input = slot.before + String(scalar) + slot.after
      let position = slot.before.unicodeScalars.count
      let result = validator.validate(input)
      let covered = result.issues.contains {
        $0.range.contains(position) || ($0.range.isEmpty && $0.range.lowerBound == position)
      }
      if !covered {
        missed.append(
          "\(slot) \(name): valid=\(result.isValid) issues=\(result.issues.map { "\($0.code)@\($0.range)" })"
        )
      }
    }
    #expect(
      missed.isEmpty,
      "\(missed.count) of \(Self.cases.count) unreported:\n\(missed.joined(separator: "\n"))")
  }

  @Test(arguments: [
    (KeyboardType.URL, "form", "https://p\u{0430}ypal.com/"),
    (.URL, "whatwg", "https://p\u{0430}ypal.com/"),
    (.emailAddress, "form", "billing@p\u{0430}ypal.com"),
    (.emailAddress, "form", "p\u{0430}ypal@example.com"),
    (.emailAddress, "rfc", "billing@p\u{0430}ypal.com"),
    (.namePhonePad, "", "P\u{0430}ypal"),
  ])
  func confusablesAndMixedScriptsWarn(type: KeyboardType, profile: String, input: String) throws {
    let context = ValidationContext(profile: profile.isEmpty ? nil : profile)
    let issues = try type.validate(input, context: context).issues
    #expect(!issues.isEmpty, "\(input.debugDescription) got no warning")
  }

  @Test(arguments: [
    (KeyboardType.default, "Jose\u{0301}"),
    (.emailAddress, "jose\u{0301}@example.com"),
    (.emailAddress, "jose@bu\u{0308}cher.example"),
    (.namePhonePad, "Zoe\u{0308}"),
  ])
  func decomposedFormsThatChangeAreReported(type: KeyboardType, input: String) throws {
    let result = try type.validate(input)
    // String == is canonical equivalence: compare the scalars.
    if result.isValid, let value = result.value,
      !value.unicodeScalars.elementsEqual(input.unicodeScalars)
    {
      #expect(
        !result.issues.isEmpty,
        "\(input.debugDescription) became \(value.debugDescription) silently")
    }
  }
}

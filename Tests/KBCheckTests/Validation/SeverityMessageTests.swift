import Foundation
import Testing

@testable import KBCheck

/// An issue's severity and its message never contradict each other: a
/// warning (the value stays valid) never words its finding as a refusal,
/// and an error never says the value is accepted. Checked over every issue
/// every validator gives on a broad set of inputs: hostile characters in
/// every position, the email and URL corpora's first lines, numbers in
/// several locales and the conformance data's inputs.
@Suite struct SeverityMessageTests {
  /// Phrases that refuse: a warning must not use them.
  static let refusing = [
    "not allowed", "is invalid", "are invalid", "must not", "must be", "cannot", "can't",
    "is refused", "are refused", "forbidden", "is not accepted", "not permitted", "needs",
  ]
  /// Phrases that accept: an error must not use them.
  static let accepting = ["is accepted", "are accepted", "is valid", "was accepted", "but valid"]

  static let hostile: [String] = [
    "\u{200B}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{00AD}", "\u{202E}", "\u{2066}", "\u{0301}",
    "\u{0007}", "\t", "\n", "\u{E000}", "\u{0378}", "\u{00A0}",
    String(decoding: [0xEF, 0xB7, 0x90], as: UTF8.self),  // U+FDD0, a noncharacter
    "\u{3000}", "\u{FF10}",
    "\u{0661}", "\u{066B}", "\u{066C}", " ", ",", ".", "@", "\"", "(", "xn--", "--",
  ]

  static func inputs() throws -> [String] {
    var inputs: [String] = []
    let bases = [
      "josé@example.com", "user@bücher.example", "https://example.com/a", "1,234.5",
      "+1 555 010 9999",
      "@handle", "#tag", "Ada Lovelace", "12345", "hello world",
    ]
    for base in bases {
      let scalars = Array(base.unicodeScalars)
      for h in hostile {
        for at in [0, scalars.count / 2, scalars.count] {
          var s = String.UnicodeScalarView(scalars[..<at])
          s.append(contentsOf: h.unicodeScalars)
          s.append(contentsOf: scalars[at...])
          inputs.append(String(s))
        }
      }
    }
    for (file, count) in [("emails-100k.txt", 3000), ("urls-kasztp-48k.txt", 3000)] {
      let text = try String(contentsOf: CodableCorpusTests.corpusURL(file), encoding: .utf8)
      inputs += text.split(separator: "\n").prefix(count).map(String.init)
    }
    return inputs
  }

  static func validators() throws -> [(String, any Validator)] {
    var list: [(String, any Validator)] = []
    for keyboard in KeyboardType.allCases {
      list.append((keyboard.rawValue, try keyboard.validator()))
    }
    for profile in ["rfc", "html", "ascii"] {
      list.append(
        ("email \(profile)", try KeyboardType.emailAddress.validator(.init(profile: profile))))
    }
    list.append(("url whatwg", try KeyboardType.URL.validator(.init(profile: "whatwg"))))
    for locale in ["de_DE", "ar_SA", "fa_IR", "hi_IN", "fr_FR"] {
      list.append(
        ("decimal \(locale)", try KeyboardType.decimalPad.validator(.init(locale: locale))))
    }
    list.append(
      ("signed", try KeyboardType.numbersAndPunctuation.validator(.init(profile: "number"))))
    list.append(("picker", PickerValidator(choices: ["Small", "Large"])))
    return list
  }

  @Test func noIssueContradictsItsSeverity() throws {
    var contradictions: Set<String> = []
    var codes: Set<String> = []
    for (name, validator) in try Self.validators() {
      for input in try Self.inputs() {
        for issue in validator.validate(input).issues {
          codes.insert("\(issue.code.rawValue) \(issue.severity.rawValue)")
          let message = issue.message.lowercased()
          let bad =
            issue.severity == .warning
            ? Self.refusing.first { message.contains($0) }
            : Self.accepting.first { message.contains($0) }
          if let bad {
            contradictions.insert(
              "\(name): \(issue.severity.rawValue)[\(issue.code)] says '\(bad)': \(issue.message)")
          }
        }
      }
    }
    print("severity/message: \(codes.count) code-severity pairs seen")
    for c in contradictions.sorted() { print("CONTRADICTION \(c)") }
    #expect(contradictions.isEmpty, "\(contradictions.count) contradictions")
    #expect(codes.count > 80)
  }
}

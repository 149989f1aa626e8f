import Foundation
import Testing

@testable import KBCheck

/// precis-i18n's own golden test vectors (PyPI `precis-i18n` 1.1.2,
/// `test/golden.json`, 3,575 cases: 11 profiles × 325 inputs; see
/// Fixtures/PROVENANCE.md) through ``PRECISProfile``: the output must match,
/// or the refusal must name the same rule (precis-i18n's
/// `DISALLOWED/<kind>` names map to our reasons one to one), and every
/// output must enforce to itself (idempotence, as precis-i18n checks).
@Suite struct PRECISGoldenTests {
  /// One golden case.
  struct GoldenCase {
    var profile: String
    var input: String
    var output: String?
    var error: String?
  }

  /// What a lone surrogate escape (`\uD800`, 22 inputs) becomes when read:
  /// U+E000, which no other input has. A lone surrogate is not a Unicode
  /// scalar value, so no Swift `String` holds one; kbcheck refuses such
  /// input at its edge as invalid UTF-8 (the test checks that).
  static let loneSurrogateMark: Unicode.Scalar = "\u{E000}"

  /// The cases of the fixture.
  static func cases() throws -> [GoldenCase] {
    guard let dir = Bundle.module.resourceURL else { return [] }
    let url = dir.appendingPathComponent("Fixtures/precis/precis-i18n-golden.json")
    var text = try String(contentsOf: url, encoding: .utf8)
    for escape in ["\\ud800", "\\ud8ff"] {
      text = text.replacingOccurrences(of: escape, with: "\\ue000")
    }
    let data = Data(text.utf8)
    let entries = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    return (entries ?? []).map {
      GoldenCase(
        profile: $0["profile"] as? String ?? "", input: $0["input"] as? String ?? "",
        output: $0["output"] as? String, error: $0["error"] as? String)
    }
  }

  /// The profile of a precis-i18n profile name.
  static func profile(_ name: String) -> PRECISProfile? {
    var folded = PRECISProfile.usernameCaseMapped
    folded.caseMapping = .caseFolding
    var nicknameFolded = PRECISProfile.nicknameComparison
    nicknameFolded.caseMapping = .caseFolding
    return [
      "UsernameCasePreserved": .usernameCasePreserved,
      "UsernameCaseMapped": .usernameCaseMapped,  // RFC 8265 §3.3.1: toLowerCase()
      "UsernameCaseMapped:ToLower": .usernameCaseMapped,
      "UsernameCaseMapped:CaseFold": folded,
      "OpaqueString": .opaqueString,  // RFC 8265 §4.2
      "NicknameCasePreserved": .nickname,  // RFC 8266 §2.3
      "NicknameCaseMapped": .nicknameComparison,  // RFC 8266 §2.4
      "NicknameCaseMapped:ToLower": .nicknameComparison,
      "NicknameCaseMapped:CaseFold": nicknameFolded,
      "FreeFormClass": .freeformClass,  // RFC 8264 §4.3
      "IdentifierClass": .identifierClass,  // RFC 8264 §4.2
    ][name]
  }

  /// precis-i18n's name of the rule that refuses a string.
  static func kind(_ reason: PRECISViolation.Reason) -> String {
    switch reason {
    case .empty: "empty"
    case .unassigned: "unassigned"
    case .bidiRule: "bidi_rule"
    case .notIdempotent: "not_idempotent"
    case .unicodeFailure: "icu_failure"
    case .disallowed(let category):
      switch category {
      case .exceptions: "exceptions"
      case .backwardCompatible: "backward_compatible"
      case .unassigned: "unassigned"
      case .ascii7: "ascii7"
      case .joinControl: "join_control"
      case .oldHangulJamo: "old_hangul_jamo"
      case .ignorable: "precis_ignorable_properties"
      case .controls: "controls"
      case .hasCompat: "has_compat"
      case .letterDigits: "letter_digits"
      case .otherLetterDigits: "other_letter_digits"
      case .spaces: "spaces"
      case .symbols: "symbols"
      case .punctuation: "punctuation"
      case .other: "other"
      }
    case .context(let rule):
      switch rule {
      case .zeroWidthNonJoiner: "zero_width_nonjoiner"
      case .zeroWidthJoiner: "zero_width_joiner"
      case .middleDot: "middle_dot"
      case .greekKeraia: "greek_keraia"
      case .hebrewGeresh, .hebrewGershayim: "hebrew_punctuation"
      case .katakanaMiddleDot: "katakana_middle_dot"
      case .arabicIndicDigits: "arabic_indic"
      case .extendedArabicIndicDigits: "extended_arabic_indic"
      }
    }
  }

  /// What a profile makes of an input, in the golden file's terms.
  static func run(_ profile: PRECISProfile, _ input: String, asciiPath: Bool = true)
    -> (output: String?, error: String?)
  {
    switch profile.enforce(input, asciiPath: asciiPath) {
    case .success(let enforced): (enforced.value, nil)
    case .failure(let violation): (nil, "DISALLOWED/" + kind(violation.reason))
    }
  }

  /// Describes a string by its code points, so that invisible ones show.
  static func describe(_ s: String?) -> String {
    guard let s else { return "nil" }
    return s.unicodeScalars.map {
      $0.isASCII && $0.value > 0x20 && $0.value < 0x7F
        ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}"
    }.joined()
  }

  /// The cases kbcheck answers differently, by profile and input, with the
  /// reason (RFC clause, Unicode version of ICU 72 = Unicode 15.0).
  static let knownDisagreements: [String: String] = [:]

  @Test(arguments: [true, false]) func goldenVectors(asciiPath: Bool) throws {
    let cases = try Self.cases()
    #expect(cases.count == 3575)
    var failures: [String] = []
    var unexplained: [String] = []
    var loneSurrogates = 0
    for c in cases {
      guard let profile = Self.profile(c.profile) else {
        unexplained.append("\(c.profile): unknown profile")
        continue
      }
      if c.input.unicodeScalars.contains(Self.loneSurrogateMark) {
        // The WTF-8 bytes of the lone surrogate are not UTF-8: refused.
        loneSurrogates += 1
        let bytes: [UInt8] = [0xED, 0xA0, 0x80]
        #expect(String(validating: bytes, as: UTF8.self) == nil)
        #expect(c.error != nil, "\(c.profile): a lone surrogate is refused")
        continue
      }
      let got = Self.run(profile, c.input, asciiPath: asciiPath)
      var ok = got.output == c.output && got.error == c.error
      // precis-i18n checks that an output enforces to itself.
      if ok, let output = got.output,
        Self.run(profile, output, asciiPath: asciiPath).output != output
      {
        ok = false
      }
      if ok { continue }
      let key = "\(c.profile) \(Self.describe(c.input))"
      let line =
        "\(key): expected \(Self.describe(c.output)) \(c.error ?? "") got \(Self.describe(got.output)) \(got.error ?? "")"
      failures.append(line + " [\(Self.knownDisagreements[key] ?? "UNEXPECTED")]")
      if Self.knownDisagreements[key] == nil { unexplained.append(line) }
    }
    let path = asciiPath ? "ASCII path" : "full path"
    for line in failures { print("precis golden (\(path)) FAIL \(line)") }
    print("precis golden (\(path)): \(cases.count - failures.count)/\(cases.count) pass")
    #expect(loneSurrogates == 22)
    #expect(unexplained.isEmpty, "\(unexplained.count) unexplained: \(unexplained.prefix(40))")
    #expect(cases.count - failures.count == 3575 - Self.knownDisagreements.count)
  }

  /// The suite can fail: with Unicode Default Case Folding where the
  /// profiles say toLowerCase() (RFC 8265 §3.3.1 rule 3), the cases that
  /// tell them apart (ß → ss, ς → σ, …) disagree.
  @Test func caseFoldingInsteadOfToLowerIsCaught() throws {
    var folded = PRECISProfile.usernameCaseMapped
    folded.caseMapping = .caseFolding
    let differing = try Self.cases().filter { c in
      c.profile == "UsernameCaseMapped" && !c.input.unicodeScalars.contains(Self.loneSurrogateMark)
        && Self.run(folded, c.input).output != c.output
    }
    print("precis golden with case folding: \(differing.count) UsernameCaseMapped cases differ")
    #expect(differing.count > 0)
  }
}

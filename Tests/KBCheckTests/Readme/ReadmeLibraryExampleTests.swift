// swift-format-ignore-file
// (The block between the README markers is copied verbatim from README.md.)
import Foundation
import KBCheck
import Testing

/// The README's library example, run as written: the block below is
/// copied verbatim from README.md, and a test checks that every ```swift
/// block of the README appears in this file, so the two cannot drift.
@Suite struct ReadmeLibraryExampleTests {
  @Test func theExampleRunsAndSaysWhatTheREADMESays() throws {
    // README: begin
    // Options are values: a preset, then single changes.
    var options = EmailValidator.Options.form
    options.allowDisplayName = true
    let email = EmailValidator(options: options).validate("José <José@Bücher.example>")
    _ = email.value                  // "José@bücher.example"
    _ = email.email?.asciiValue      // "José@xn--bcher-kva.example"
    _ = email.email?.displayName     // "José"

    // Numbers are read in the locale, exactly (never a Double).
    let amount = try DecimalPadValidator(locale: "de_DE").validate("1.234,5")
    _ = amount.decimal?.description  // "1234.5"

    // A keystroke or a paste goes through the keyboard's filter.
    let filter = try InputFilter(.decimalPad, locale: "de_DE")
    let pasted = filter.apply(.insert("１２a,5", at: 0, origin: .pasted), to: "")
    _ = pasted.text                  // "12,5"; pasted.changes: the folds and the removed "a"
    // README: end

    #expect(email.value == "José@bücher.example")
    #expect(email.email?.asciiValue == "José@xn--bcher-kva.example")
    #expect(email.email?.displayName == "José")
    #expect(amount.decimal?.description == "1234.5")
    #expect(pasted.text == "12,5")
    #expect(pasted.folded.count == 2)
    #expect(pasted.removed.map(\.character) == ["a"])
  }

  @Test func everySwiftBlockOfTheREADMEIsRunHere() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    // A README line that only shows a value is `_ = …` here (unused results
    // are warnings, and the build treats warnings as errors).
    let normalized = Set(
      source.split(separator: "\n").map {
        let line = $0.trimmingCharacters(in: .whitespaces)
        return line.hasPrefix("_ = ") ? String(line.dropFirst(4)) : line
      })
    var blocks = 0
    for block in readme.components(separatedBy: "```swift\n").dropFirst() {
      blocks += 1
      let code = block.components(separatedBy: "\n```")[0]
      for line in code.split(separator: "\n") {
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.isEmpty || text == "import KBCheck" { continue }
        #expect(normalized.contains(text), "README line not run by this test: \(text)")
      }
    }
    #expect(blocks >= 1)
  }
}

import Testing

@testable import KBCheck

/// The email keyboard's filter removes the white space around a pasted
/// address (with a note per character, as the URL keyboard's does), and the
/// validator gives one issue for one space inside an address, at the space.
@Suite struct EmailPasteSpaceTests {
  static let filter: InputFilter = {
    do { return try InputFilter(.emailAddress) } catch { fatalError("\(error)") }
  }()

  @Test func surroundingWhiteSpaceOfAPasteIsRemovedWithNotes() {
    let result = Self.filter.apply(
      .insert("  ada@example.com\n", at: 0, origin: .pasted), to: "")
    #expect(result.text == "ada@example.com")
    #expect(result.changes.map(\.offset) == [0, 1, 17])
    #expect(result.changes.allSatisfy { $0.code == .filterSpace && $0.replacement == nil })
    #expect(result.changes.first?.message == "White space around a pasted address is not kept.")
    #expect(EmailValidator().validate(result.text).isValid)
  }

  @Test func spacesBesideExistingTextAndTypedSpacesStay() {
    // Inside the field (text before the paste), a space may belong to a
    // display name or a quoted local part: kept, for the validator to judge.
    let middle = Self.filter.apply(.insert(" doe", at: 4, origin: .pasted), to: "john")
    #expect(middle.text == "john doe")
    #expect(middle.changes.isEmpty)
    let typed = Self.filter.apply(.insert(" ", at: 0, origin: .typed), to: "")
    #expect(typed.text == " ")
  }

  /// RFC 5322 §3.4.1: an addr-spec has no white space between the atoms
  /// of its domain (obsolete CFWS aside): one issue, at the space.
  /// (`john@example .com` is obsolete CFWS around a domain atom, RFC 5322
  /// §4.4: the `rfc` profile takes it with a warning, also one issue.)
  @Test(arguments: [
    ("john doe@example.com", 5), ("john@exam ple.com", 9), ("john@example .com", 12),
  ])
  func oneSpaceIsOneIssueAtTheSpace(address: String, position: Int) throws {
    for profile in [EmailPreset.form, .rfc] {
      let validator = profile.validator
      let result = validator.validate(address)
      #expect(!result.isValid || profile == .rfc)
      #expect(result.issues.count == 1, "\(profile) \(address): \(result.issues)")
      #expect(result.issues.first?.range == position..<(position + 1))
    }
  }

  /// FuzzFilters (CI, session 8): controls after the trailing spaces of a
  /// paste into an empty field; the paste must come out a fixed point.
  @Test func pasteWithControlsAfterTheTrailingSpacesIsAFixedPoint() throws {
    let filter = try InputFilter(.emailAddress, locale: "ar_EG")
    let pasted = "\u{FFFD}\r\u{01}/\u{FFFD}-  \u{11}\0\0\0"
    let first = filter.apply(.insert(pasted, at: 0, origin: .pasted), to: "")
    let again = filter.filter(first.text)
    #expect(again.changes.isEmpty, "\(first.text.debugDescription) → \(again.changes.map(\.code))")
    #expect(again.text == first.text)
  }

  /// FuzzFilters (session 8): a typed space, then a paste after it. Only
  /// white space stands before the paste, so it is at the field's start: its
  /// own leading white space goes (the typed space is outside the edit).
  @Test func aPasteAfterTypedSpaceIsAtTheFieldsStart() throws {
    let filter = try InputFilter(.emailAddress, locale: "ar_EG")
    let result = filter.apply(.insert("   ada@example.com ", at: 1, origin: .pasted), to: " ")
    #expect(result.text == " ada@example.com")
    #expect(result.changes.map(\.offset) == [0, 1, 2, 18])
    #expect(filter.filter(result.text).text == "ada@example.com")
  }
}

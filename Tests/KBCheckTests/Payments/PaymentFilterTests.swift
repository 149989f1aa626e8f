import Testing

@testable import KBCheck

/// The payment filters: digits only, pasted separators removed and
/// reported, digits of other scripts folded, grouping per brand inserted as
/// the person types and each inserted separator reported.
@Suite struct PaymentFilterTests {
  func filter(_ type: ContentType, _ options: [String: String] = [:]) throws -> InputFilter {
    try #require(type.descriptor).filter(ValidationContext(options: options))
  }

  @Test func typingAVisaNumberGroupsInFours() throws {
    let filter = try filter(.creditCardNumber)
    var text = ""
    var inserted = 0
    for digit in "4111111111111111" {
      let result = filter.apply(.insert(String(digit), at: text.unicodeScalars.count), to: text)
      text = result.text
      inserted += result.changes.filter { $0.code == "payment.separator-inserted" }.count
      #expect(result.caret == text.unicodeScalars.count)
    }
    #expect(text == "4111 1111 1111 1111")
    #expect(inserted == 3)
  }

  @Test func amexGroupsFourSixFive() throws {
    let result = try filter(.creditCardNumber).filter("378282246310005")
    #expect(result.text == "3782 822463 10005")
    #expect(
      result.changes.map(\.code) == ["payment.separator-inserted", "payment.separator-inserted"])
    #expect(result.secretMask == .cardNumber)
    #expect(result.masked().text == "3782 82•••• •0005")
  }

  @Test func nineteenDigitsGroupFourFourFourFourThree() throws {
    #expect(
      try filter(.creditCardNumber).filter("6205500000000000004").text == "6205 5000 0000 0000 004")
  }

  @Test func pastedDashesAreRemovedAndReported() throws {
    let result = try filter(.creditCardNumber).filter("4111-1111-1111-1111")
    #expect(result.text == "4111 1111 1111 1111")
    #expect(
      result.changes.filter { $0.code == "payment.separator-removed" }.map(\.offset) == [4, 9, 14])
  }

  @Test func typedLetterIsRefused() throws {
    let result = try filter(.creditCardNumber).apply(.insert("a", at: 4), to: "4111")
    #expect(result.refused)
    #expect(result.text == "4111")
    #expect(result.changes.map(\.code) == ["payment.character-removed"])
  }

  @Test func otherScriptDigitsAreFoldedAndTooManyRemoved() throws {
    let result = try filter(.creditCardNumber).filter("٤١١١١١١١١١١١١١١١٢٣٤٥")
    #expect(result.text == "4111 1111 1111 1111 234")
    #expect(result.changes.filter { $0.code == "payment.digit-folded" }.count == 19)
    #expect(result.changes.filter { $0.code == "payment.too-long" }.count == 1)
    // A folded digit of a secret field is not shown.
    #expect(result.masked().changes.allSatisfy { $0.character == "•" || $0.character == " " })
  }

  @Test func groupingCanBeTurnedOff() throws {
    #expect(
      try filter(.creditCardNumber, ["grouping": "false"]).filter("4111111111111111").text
        == "4111111111111111")
    #expect(throws: ConfigurationError.self) {
      try filter(.creditCardNumber, ["grouping": "maybe"])
    }
  }

  @Test func deletingKeepsTheGrouping() throws {
    // Deleting the 5th digit (after the first space) regroups the rest.
    let result = try filter(.creditCardNumber).apply(
      TextEdit(range: 5..<6, replacement: ""), to: "4111 1111 1111 1111")
    #expect(result.text == "4111 1111 1111 111")
    #expect(result.caret == 4)
  }

  @Test func expiryInsertsASlash() throws {
    let filter = try filter(.creditCardExpiration)
    #expect(filter.filter("1229").text == "12/29")
    #expect(filter.filter("12/29").text == "12/29")
    #expect(
      filter.filter("12/29").changes.map(\.code) == [
        "payment.separator-removed", "payment.separator-inserted",
      ])
  }

  @Test func ibanIsUpperCasedAndGroupedInFours() throws {
    let result = try filter(.iban).filter("gb29 nwbk 6016 1331 9268 19")
    #expect(result.text == "GB29 NWBK 6016 1331 9268 19")
    #expect(result.changes.contains { $0.code == "payment.letter-uppercased" })
    #expect(try filter(.bic).filter("deutdeff").text == "DEUTDEFF")
  }

  @Test func smsPasteYieldsItsOneCode() throws {
    let filter = try filter(.oneTimeCode)
    let result = filter.filter("Your code is 123-456. It expires in 10 minutes.")
    #expect(result.text == "123456")
    #expect(result.changes.allSatisfy { $0.code == "otp.text-removed" })
    let two = filter.filter("Use 123456 or 654321")
    #expect(two.refused)
    #expect(two.changes.first?.code == "otp.paste-ambiguous")
    #expect(filter.filter("12 34 56").text == "123456")
  }

  @Test func securityCodeTakesFourDigits() throws {
    let result = try filter(.creditCardSecurityCode).filter("12345")
    #expect(result.text == "1234")
    #expect(result.masked().text == "••••")
  }
}

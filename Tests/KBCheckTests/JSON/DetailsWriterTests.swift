import Foundation
import Testing

@testable import KBCheck

/// Each family's details have one writer (`writeJSONMembers(to:)`), and
/// their tree (`ValidationResult.details`, what equality and `dump` see)
/// is read back from it: the writer's JSON must be well formed, its tree
/// must write back to the same bytes, and integers read back as integers
/// (as `Decodable` reads them).
@Suite struct DetailsWriterTests {
  /// A value of every content type with details, and of the phone family;
  /// nulls, optional members and a nested object among them.
  static let samples: [(type: String, input: String)] = [
    ("creditCardNumber", "4111 1111 1111 1111"), ("creditCardNumber", "9999 9999 9999 9995"),
    ("creditCardExpiration", "12/39"), ("iban", "DE89 3704 0044 0532 0130 00"),
    ("iban", "GB29NWBK60161331926819"), ("iban", "FR1420041010050500013M02606"),
    ("bic", "DEUTDEFF500"), ("bic", "DEUTDEFF"), ("username", "Juliet"),
    ("nickname", "  Ｒｏｍｅｏ  "), ("newPassword", "correct horse battery staple"),
    ("password", "hunter2"), ("postalCode US", "94043"), ("postalCode US CA", "94043"),
    ("phone", "+1 201-555-0123 ext. 5"),
    ("phone", "+39 06 6982 1234"),
  ]

  @Test(arguments: samples)
  func theTreeIsWhatTheWriterWrites(type: String, input: String) throws {
    // A postal code needs its country (and a subdivision to check against).
    let words = type.split(separator: " ").map(String.init)
    let validator: any Validator =
      words.count > 1
      ? try PostalCodeValidator(country: words[1], subdivision: words.dropFirst(2).first)
      : try #require(FieldKind(name: type)).validator(ValidationContext())
    let result = validator.validate(input)
    let written = JSONTextOutput()
    result.payload.writeJSONMembers(to: written, value: result.value)
    let tree = JSONTextOutput()
    tree.writeMembers(result.details)
    #expect(!result.details.isEmpty, "\(type) \(input): no details")
    #expect(written.text == tree.text, "\(type) \(input)")
  }

  /// A result decoded with its `type` gets its typed details back (not
  /// members guessed from their names): the typed accessors answer, and it
  /// writes the same JSON, members in the writer's order.
  @Test(arguments: samples)
  func aDecodedResultOfAContentTypeHasItsTypedDetails(type: String, input: String) throws {
    let words = type.split(separator: " ").map(String.init)
    guard let contentType = ContentType(name: words[0]) else { return }  // phone: a keyboard
    let kind = FieldKind.content(contentType)
    let validator: any Validator =
      words.count > 1
      ? try PostalCodeValidator(country: words[1], subdivision: words.dropFirst(2).first)
      : try kind.validator(ValidationContext())
    let result = validator.validate(input).masked()
    let encoder = JSONEncoder()
    encoder.userInfo[.kbcheckFieldKind] = kind
    let decoded = try JSONDecoder().decode(ValidationResult.self, from: encoder.encode(result))
    #expect(decoded.jsonText(type: kind) == result.jsonText(type: kind), "\(type) \(input)")
    var payload = result.payload
    if case .secret(_, _, let inner) = payload { payload = inner }
    guard case .content(let original) = payload else { return }
    guard case .content(let read) = decoded.payload else {
      Issue.record("\(type) \(input): decoded without its typed details")
      return
    }
    // The same type with the same members (a password's strength is written
    // to two decimals: its details come back as written).
    #expect(Swift.type(of: read.base) == Swift.type(of: original.base), "\(type) \(input)")
    #expect(read.members == original.members, "\(type) \(input)")
  }

  @Test func integersReadBackAsIntegersOtherNumbersAsText() throws {
    let expiry = ExpiryDetails(expiry: YearMonth(year: 2039, month: 12))
    #expect(expiry.members == [JSONMember("year", .int(2039)), JSONMember("month", .int(12))])
    let card = CardNumberDetails(brand: nil, length: 16, lastFour: "1111")
    #expect(
      card.members == [
        JSONMember("brand", .null), JSONMember("length", .int(16)),
        JSONMember("lastFour", .string("1111")),
      ])
    var strength = PasswordStrength(estimating: "correct horse battery staple")
    strength.guessesLog10 = 12.345
    strength.score = 4
    let password = PasswordDetails(length: 28, strength: strength)
    #expect(
      password.members.last
        == JSONMember(
          "strength",
          .object([JSONMember("guessesLog10", .number("12.35")), JSONMember("score", .int(4))])))
  }

  @Test func aWriterWithoutMembersReadsBackEmpty() {
    #expect(JSONMember.readBack { _ in }.isEmpty)
    #expect(
      JSONMember.readBack { $0.writeMember("a", "x\"y") } == [JSONMember("a", .string("x\"y"))])
  }
}

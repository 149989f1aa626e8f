import Foundation
import Testing

@testable import KBCheck

/// A result's `==` and `hash(into:)` compare the typed values it holds, not
/// the tree of members its details writer writes
/// (``ResultPayload/typedMembersEqual(_:_:value:)``); a decoded result,
/// which holds some families' members as a tree, still equals the result it
/// was encoded from, and hashes equal.
@Suite struct ResultEqualityTests {
  /// Whether the typed values decide that `a` and `b` write the same
  /// members, without the members.
  static func decidedByType(_ a: ValidationResult, _ b: ValidationResult) -> Bool? {
    ResultPayload.typedMembersEqual(a.payload, b.payload, value: a.value)
  }

  static func hash(_ result: ValidationResult) -> Int {
    var hasher = Hasher()
    result.hash(into: &hasher)
    return hasher.finalize()
  }

  /// The same input through two validators: the typed details are equal, so
  /// the results are, decided on the types, and their hashes are equal.
  @Test(arguments: [
    ("phonePad", "+1 201-555-0123"), ("iban", "GB29 NWBK 6016 1331 9268 19"),
    ("creditCardNumber", "4111 1111 1111 1111"), ("postalCode", "10115"),
    ("emailAddress", "joe@bücher.example"), ("URL", "https://example.com/a?q=1"),
  ])
  func sameTypedDetailsAreEqualWithoutTheTree(type: String, input: String) throws {
    let kind = try #require(FieldKind(name: type))
    let context = ValidationContext(options: type == "postalCode" ? ["country": "DE"] : [:])
    let a = try kind.validator(context).validate(input)
    let b = try kind.validator(context).validate(input)
    #expect(a.isValid, "\(type) \(input)")
    #expect(Self.decidedByType(a, b) == true, "\(type) \(input)")
    #expect(a == b)
    #expect(Self.hash(a) == Self.hash(b))
  }

  /// Details that differ make results unequal, whether the types decide it
  /// (an email's members) or the members confirm it (a phone number's
  /// details, whose carrier code the members do not show).
  @Test func differentDetailsAreUnequal() throws {
    let phone = try PhonePadValidator().validate("+1 201-555-0123")
    var details = try #require(phone.phone)
    details.metadataVersion = "another"
    var other = phone
    other.payload = .phone(details)
    #expect(Self.decidedByType(phone, other) == nil)
    #expect(phone != other)

    let email = EmailValidator(options: .form).validate("joe@example.com")
    var utf8 = email
    utf8.payload = .email(asciiValue: email.value, smtputf8: true, displayName: nil)
    #expect(Self.decidedByType(email, utf8) == false)
    #expect(email != utf8)

    let card = try FieldKind.content(.creditCardNumber).validator(ValidationContext())
    let visa = card.validate("4111 1111 1111 1111")
    var relabelled = visa
    relabelled.payload = .content(
      AnyContentDetails(CardNumberDetails(brand: .mastercard, length: 16, lastFour: "1111")))
    #expect(visa != relabelled)
  }

  /// The three forms of an email payload (parts joined when read, the
  /// value as the ASCII form, the ASCII form stored) are one value.
  @Test func emailPayloadFormsAreOneValue() {
    let result = EmailValidator(options: .form).validate("joe@example.com")
    var stored = result
    stored.payload = .email(asciiValue: "joe@example.com", smtputf8: false, displayName: nil)
    #expect(Self.decidedByType(result, stored) == true)
    #expect(result == stored)
    #expect(Self.hash(result) == Self.hash(stored))
  }

  /// A decoded result equals its original and hashes equal: an IBAN's and a
  /// phone number's details come back typed and equal; a new password's
  /// strength comes back as the two decimals written, so that one is
  /// decided on the members.
  @Test(arguments: [
    ("phonePad", "+44 20 7946 0958"), ("newPassword", "correct horse battery staple"),
    ("iban", "DE89 3704 0044 0532 0130 00"),
  ])
  func aDecodedResultEqualsItsOriginal(type: String, input: String) throws {
    let kind = try #require(FieldKind(name: type))
    let result = try kind.validator(ValidationContext()).validate(input).masked()
    let encoder = JSONEncoder()
    encoder.userInfo[.kbcheckFieldKind] = kind
    let decoded = try JSONDecoder().decode(ValidationResult.self, from: encoder.encode(result))
    #expect(decoded == result, "\(type) \(input)")
    #expect(result == decoded, "\(type) \(input)")
    #expect(Self.hash(decoded) == Self.hash(result), "\(type) \(input)")
  }

  /// Decoded without its `type`, a phone result's members still say what
  /// they are (`e164` and `numberType`), and its details come back typed, so
  /// the result equals its original on the types. (A content type's members
  /// are not in ``ResultPayload/memberOrder``: decoded without the type,
  /// they come back in name order, and such a result did not and does not
  /// equal its original.)
  @Test func aResultDecodedWithoutItsTypeEqualsItsOriginal() throws {
    let result = try PhonePadValidator().validate("+44 20 7946 0958")
    let untyped = try JSONDecoder().decode(
      ValidationResult.self, from: JSONEncoder().encode(result))
    #expect(untyped.phone != nil)
    #expect(Self.decidedByType(untyped, result) == true)
    #expect(untyped == result)
    #expect(Self.hash(untyped) == Self.hash(result))
  }
}

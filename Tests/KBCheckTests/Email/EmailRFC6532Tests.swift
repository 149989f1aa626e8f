import Testing

@testable import KBCheck

/// RFC 6532 §3.1 (ABNF: `atext =/ UTF8-non-ascii`, `qtext =/ UTF8-non-ascii`,
/// with UTF8-non-ascii = UTF8-2 / UTF8-3 / UTF8-4 of RFC 3629 §4): every
/// non-ASCII scalar may appear in a local part. The `rfc` profile refuses
/// nothing beyond the RFCs and warns about hostile characters; `form`
/// keeps refusing them.
@Suite struct EmailRFC6532Tests {
  static let rfc = EmailValidator(options: .rfc)
  static let form = EmailValidator()

  @Test(
    arguments: [
      (UInt32(0x0080), ValidationIssue.Code.textControl, false),  // C1 control (UTF8-2)
      (0x009B, .textControl, false),  // CSI, a C1 control
      (0xFDD0, .textNoncharacter, false),  // noncharacter (UTF8-3)
      (0xFFFF, .textNoncharacter, false),
      (0x10FFFE, .textNoncharacter, false),  // UTF8-4
      (0xE000, .textPrivateUse, false),
      (0x0080, .textControl, true),  // qtext
    ] as [(UInt32, ValidationIssue.Code, Bool)])
  func rfcWarnsFormRefuses(codePoint: UInt32, code: ValidationIssue.Code, quoted: Bool) throws {
    let scalar = try #require(Unicode.Scalar(codePoint))
    let local = "a\(scalar)b"
    let address = (quoted ? "\"\(local)\"" : local) + "@example.com"
    let rfc = Self.rfc.validate(address)
    #expect(rfc.isValid, "rfc: \(rfc.issues)")
    #expect(rfc.warnings.map(\.code).contains(code))
    let form = Self.form.validate(address)
    #expect(!form.isValid)
  }

  /// RFC 5322 §3.2.3 atext excludes C0 controls, and RFC 6532 adds only
  /// non-ASCII: a C0 control stays an error in every profile.
  @Test func c0ControlsStayRefused() {
    #expect(!Self.rfc.validate("a\u{0001}b@example.com").isValid)
  }
}

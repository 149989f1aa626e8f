import Foundation
import Hummingbird
import HummingbirdTesting
import KBCheck
import KBCheckHummingbird
import Testing

/// The payment content types through the Hummingbird adapter
/// (`FormSchema.validate(_:)`, `FormReport.withStatus`): a checkout form's
/// statuses, codes and cross-field security code, and the rule that the
/// full card number never leaves in a response (PCI DSS v4.0 requirement
/// 3.4.1: at most the first six and last four digits are shown).
@Suite struct CheckoutAdapterTests {
  /// A checkout form: card number, expiry, security code reading the card
  /// field's brand, IBAN and one-time code.
  static let schema: FormSchema = {
    var csc = FormField(name: "csc", type: "cc-csc", label: "Security code")
    csc.context = [CardSecurityCodeValidator.cardRole: "card"]
    return FormSchema(fields: [
      FormField(name: "card", type: "cc-number", label: "Card number"),
      FormField(name: "expiry", type: "cc-exp", label: "Expiry"),
      csc,
      FormField(name: "iban", type: "iban", required: false, label: "IBAN"),
      FormField(name: "code", type: "one-time-code", required: false, label: "Code"),
    ])
  }()

  func post(_ contentType: String, _ body: String) async throws -> (HTTPResponse.Status, String) {
    let router = Router()
    router.post("checkout") { request, context -> Response in
      try await Self.schema.validate(request).withStatus.response(from: request, context: context)
    }
    return try await Application(router: router).test(.router) { client in
      try await client.execute(
        uri: "/checkout", method: .post, headers: [.contentType: contentType],
        body: ByteBuffer(string: body)
      ) { ($0.status, String(buffer: $0.body)) }
    }
  }

  /// An expiry five years ahead of today (`MM/YY`), so the test does not
  /// age; the validator's own tests inject their clock.
  static let expiry = String(
    format: "12/%02d", (Calendar.current.component(.year, from: Date()) + 5) % 100)

  @Test func validCheckoutIsCreatedAndMasked() async throws {
    // Visa's published test number (Visa Developer test cards); IBAN of
    // the SWIFT IBAN Registry's German example.
    let (status, body) = try await post(
      "application/json",
      #"{"card":"4111 1111 1111 1111","expiry":"\#(Self.expiry)","csc":"123","iban":"DE89 3704 0044 0532 0130 00","code":"Your code is 123-456."}"#
    )
    #expect(status == .created)
    #expect(!body.contains("4111111111111111") && !body.contains("4111 1111 1111 1111"))
    #expect(body.contains("411111••••••1111"))
    #expect(!body.contains("\"123\""))  // the security code is masked as well
    #expect(body.contains("DE89370400440532013000"))
    #expect(body.contains("123456"))
  }

  @Test func wrongCheckDigitIs422WithItsCodeAndNoNumber() async throws {
    let (status, body) = try await post(
      "application/x-www-form-urlencoded",
      "card=4111111111111112&expiry=\(Self.expiry.replacingOccurrences(of: "/", with: "%2F"))&csc=123"
    )
    #expect(status == .unprocessableContent)
    #expect(body.contains("card.check-digit"))
    #expect(!body.contains("4111111111111112"))
    #expect(body.contains("411111••••••1112"))
  }

  @Test func americanExpressNeedsFourDigitSecurityCode() async throws {
    // American Express's published test number; its CID has 4 digits.
    let (status, body) = try await post(
      "application/json", #"{"card":"378282246310005","expiry":"\#(Self.expiry)","csc":"123"}"#)
    #expect(status == .unprocessableContent)
    #expect(body.contains("csc.length"))
    #expect(!body.contains("378282246310005"))
  }
}

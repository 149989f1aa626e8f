import Testing

@testable import SignupApp

/// Decoding `application/x-www-form-urlencoded` bodies.
@Suite struct FormURLEncodedTests {
  private func pairs(_ body: String) -> [String]? {
    guard case .success(let pairs) = FormURLEncoded.decode(Array(body.utf8)) else { return nil }
    return pairs.map { "\($0.0)=\($0.1)" }
  }

  @Test(arguments: [
    ("a=1&b=2", ["a=1", "b=2"]),
    ("email=ada%40example.com", ["email=ada@example.com"]),
    ("q=a+b%20c", ["q=a b c"]),
    ("k", ["k="]),
    ("k=a=b", ["k=a=b"]),
    ("a=1&&b=2", ["a=1", "b=2"]),
    ("", []),
    ("x=%", ["x=%"]),
    ("x=%4", ["x=%4"]),
    ("x=%zz", ["x=%zz"]),
    ("x=%C3%A9", ["x=é"]),
  ])
  func decodes(_ body: String, _ expected: [String]) {
    #expect(pairs(body) == expected)
  }

  @Test func invalidUTF8Value() {
    #expect(
      FormURLEncoded.decode(Array("email=%FF".utf8)).failure == .invalidUTF8(field: "email"))
  }

  @Test func invalidUTF8Name() {
    #expect(FormURLEncoded.decode(Array("%C3=1".utf8)).failure == .invalidUTF8(field: nil))
  }

  @Test func rawInvalidBytes() {
    #expect(FormURLEncoded.decode([0x61, 0x3D, 0xC0, 0x80]).failure == .invalidUTF8(field: "a"))
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let f) = self { return f }
    return nil
  }
}

import KBCheck
import Testing

/// Decoding `application/x-www-form-urlencoded` bodies (WHATWG URL
/// Standard §5.1, with non-UTF-8 bytes refused instead of replaced).
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

/// A field given twice in a form body reaches the schema as two members and
/// is reported, never decided silently (the adapters pass the pairs through).
@Suite struct FormURLEncodedDuplicateTests {
  @Test func duplicateFieldIsReported() throws {
    let schema = FormSchema(fields: [FormField(name: "email", type: "email")])
    guard
      case .success(let pairs) = FormURLEncoded.decode(
        Array("email=a%40b.example&email=c%40d.example".utf8))
    else {
      Issue.record("not decoded")
      return
    }
    #expect(pairs.count == 2)
    let report = schema.validate(members: pairs.map { JSONMember($0.0, .string($0.1)) })
    #expect(!report.isValid)
    #expect(report.formIssues.map(\.code).contains(.formDuplicateField))
  }
}

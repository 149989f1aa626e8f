import Testing

@testable import KBCheck

/// The form submission parser: exact numbers, escapes, errors with offsets,
/// bounded nesting.
@Suite struct JSONParserTests {
  @Test func numbersKeepTheirText() throws {
    let value = try JSONValue(parsing: #"{"amount": 1234.50, "n": -0.0e+10, "i": 12}"#)
    #expect(value["amount"] == .number("1234.50"))
    #expect(value["n"] == .number("-0.0e+10"))
    #expect(value["i"] == .number("12"))
  }

  @Test func stringsAndEscapes() throws {
    let value = try JSONValue(parsing: #"["a\"b\\c\/d\n", "\u00e9\ud83d\ude00", "héllo", ""]"#)
    #expect(
      value == .array([.string("a\"b\\c/d\n"), .string("é😀"), .string("héllo"), .string("")]))
  }

  @Test func membersKeepOrderAndDuplicates() throws {
    let value = try JSONValue(parsing: #" { "b" : 1 , "a" : [true, false, null], "b": {} } "#)
    guard case .object(let members) = value else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["b", "a", "b"])
    #expect(members[1].value == .array([.bool(true), .bool(false), .null]))
  }

  static let malformed: [(String, Int)] = [
    ("", 0), ("{", 1), ("[1,]", 3), ("[1 2]", 3), (#"{"a" 1}"#, 5), (#"{"a":1,}"#, 7),
    ("01", 1), ("1.", 2), ("-", 1), ("1e", 2), ("tru", 0), (#""abc"#, 0),
    ("\"a\u{1}b\"", 2), (#""\ud800""#, 1), (#""\udc00x""#, 1), (#""\x""#, 1), ("[] []", 3),
    (#"{1:2}"#, 1),
  ]

  @Test(arguments: malformed)
  func malformedTextIsAnErrorWithItsOffset(_ text: String, _ offset: Int) {
    do {
      let value = try JSONValue(parsing: text)
      Issue.record("parsed \(text.debugDescription) as \(value)")
    } catch {
      #expect(error.byteOffset == offset, "\(text.debugDescription): \(error)")
    }
  }

  @Test func invalidUTF8IsAnError() {
    #expect(throws: JSONParseError("The text is not valid UTF-8.", at: 2)) {
      try JSONValue(parsing: [0x22, 0x61, 0xC0, 0xAF, 0x22])
    }
  }

  @Test func deepNestingIsRefusedNotRecursed() {
    let deep = String(repeating: "[", count: 1_000_000)
    #expect(throws: JSONParseError.self) { try JSONValue(parsing: deep) }
    let objects = String(repeating: #"{"a":"#, count: 100_000)
    #expect(throws: JSONParseError.self) { try JSONValue(parsing: objects) }
  }

  @Test func nestingUpToTheLimitParses() throws {
    let depth = JSONValue.defaultMaxDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    _ = try JSONValue(parsing: text)
    let over = "[" + text + "]"
    #expect(throws: JSONParseError.self) { try JSONValue(parsing: over) }
  }

  @Test func roundTripsThroughJSONText() throws {
    let text = #"{"a":[1,2.50,"x\"y",null,true,{}],"b":"\u2028"}"#
    let value = try JSONValue(parsing: text)
    #expect(try JSONValue(parsing: value.jsonText) == value)
  }

  @Test(
    arguments: [
      ([0x61, 0x62], nil), ([0xC3, 0xA9], nil), ([0xC0, 0x80], 0), ([0xED, 0xA0, 0x80], 0),
      ([0xF4, 0x90, 0x80, 0x80], 0), ([0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x80], 8),
      ([0xE2, 0x82], 0), ([0xF0, 0x9F, 0x98, 0x80, 0x41], nil), ([0x41, 0xFF], 1),
    ] as [([UInt8], Int?)])
  func utf8Validation(_ bytes: [UInt8], _ expected: Int?) {
    #expect(UTF8Validation.firstInvalidByteOffset(in: bytes) == expected)
  }

  @Test func randomTextNeverCrashesAndRoundTrips() {
    let alphabet = Array(#"{}[]:,"\u0019eE+-.tnfalsr \#n"#.utf8) + [0xC3, 0xA9, 0xFF]
    var state: UInt64 = 0x1234_5678
    var parsed = 0
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let count = Int(state >> 58)
      var bytes: [UInt8] = []
      for _ in 0..<count {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        bytes.append(alphabet[Int(state >> 33) % alphabet.count])
      }
      do {
        let value = try JSONValue(parsing: bytes)
        parsed += 1
        #expect(try JSONValue(parsing: value.jsonText) == value, "\(bytes)")
      } catch {
        #expect((0...bytes.count).contains(error.byteOffset), "\(bytes): \(error)")
      }
    }
    #expect(parsed > 0)
  }
}

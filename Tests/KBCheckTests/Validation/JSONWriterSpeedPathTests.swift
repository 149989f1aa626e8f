import Testing

@testable import KBCheck

/// The batch writer's fast paths give the bytes of the plain writers:
/// the word-at-a-time escape scan (RFC 8259 §7: quotation mark, reverse
/// solidus and controls must be escaped; U+2028/U+2029 are escaped too),
/// the record buffer, and the URL components written from the href.
@Suite struct JSONWriterSpeedPathTests {
  /// The escaping the writer must produce, byte by byte (the reference).
  static func reference(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x22: out += "\\\""
      case 0x5C: out += "\\\\"
      case 0x0A: out += "\\n"
      case 0x0D: out += "\\r"
      case 0x09: out += "\\t"
      case 0x2028: out += "\\u2028"
      case 0x2029: out += "\\u2029"
      case 0..<0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u00" + (hex.count == 1 ? "0" : "") + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// Every special character at every offset of strings of 1 to 20 bytes
  /// (both sides of each 8-byte word and of the overlapping last word),
  /// and near misses (0x21, 0x23, 0x5B, 0x5D, 0xE2 starting other
  /// characters) that must be copied as they are.
  @Test func escapeScanFindsEverySpecialByte() {
    let specials = [
      "\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{2028}", "\u{2029}", "!", "#", "]", "\u{2022}", "é",
    ]
    var differ: [String] = []
    for length in 1...20 {
      for offset in 0..<length {
        for special in specials {
          var text = String(repeating: "a", count: length - 1)
          text.insert(contentsOf: special, at: text.index(text.startIndex, offsetBy: offset))
          let out = JSONTextOutput()
          out.writeJSONString(text)
          if out.text != JSONWriterSpeedPathTests.reference(text) { differ.append(text) }
          let record = JSONRecordBuffer(capacity: 1)
          record.writeJSONString(text)
          if String(decoding: record.bytes, as: UTF8.self) != out.text {
            differ.append("record: " + text)
          }
        }
      }
    }
    #expect(differ.isEmpty, "\(differ.prefix(10))")
  }

  /// The record buffer grows past its capacity and is emptied by `reset`.
  @Test func recordBufferGrowsAndResets() {
    let record = JSONRecordBuffer(capacity: 64)
    let long = String(repeating: "x", count: 10_000)
    record.writeJSONString(long)
    #expect(record.count == 10_002)
    record.reset()
    record.write("{}")
    #expect(String(decoding: record.bytes, as: UTF8.self) == "{}")
  }

  /// The components written from the href's bytes equal `componentsJSON`
  /// (the members of ``ResultPayload``), including absent and empty query
  /// and fragment (WHATWG URL: `search` and `hash` are "" for both).
  @Test(arguments: [
    "https://user:pa%20ss@example.com:8080/a/b?q=1#frag", "https://example.com/?#",
    "https://example.com/path?", "https://example.com/#", "mailto:a@b.c",
    "file:///tmp/x", "https://[::1]/", "https://example.com/\u{E9}?\u{E9}=\"1\"#\u{E9}",
    "data:text/plain,hi", "https://h/p?q#",
  ])
  func componentsFromHrefBytes(input: String) throws {
    let url = try #require(WHATWGURL.parse(input))
    let direct = JSONTextOutput()
    url.writeComponentsJSON(to: direct)
    let built = JSONTextOutput()
    built.write(",\"components\":")
    url.componentsJSON.write(to: built)
    #expect(direct.text == built.text)
  }
}

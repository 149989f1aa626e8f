import Foundation

/// Loads the WHATWG URL conformance data from `Fixtures/wpt-url`.
enum WPTFixtures {
  /// The parsed JSON array of a fixture file.
  /// - Parameter name: The file name without `.json`.
  /// - Returns: The top-level array (comment strings included).
  /// - Throws: An error when the fixture cannot be read or decoded.
  static func load(_ name: String) throws -> [Any] {
    guard let dir = Bundle.module.resourceURL else { return [] }
    let url = dir.appendingPathComponent("Fixtures/wpt-url/\(name).json")
    let data = replacingLoneSurrogates(try Data(contentsOf: url))
    return try JSONSerialization.jsonObject(with: data) as? [Any] ?? []
  }

  /// Replaces `\uD800`–`\uDFFF` escapes that are not part of a surrogate
  /// pair by `\uFFFD`: what a browser's USVString conversion does before
  /// `new URL()` sees the input (two IdnaTestV2 cases have lone surrogates).
  static func replacingLoneSurrogates(_ data: Data) -> Data {
    var bytes = [UInt8](data)
    func escape(_ i: Int) -> (high: Bool, low: Bool) {
      guard i + 5 < bytes.count, bytes[i] == 0x5C, bytes[i + 1] == 0x75,
        bytes[i + 2] | 0x20 == 0x64
      else { return (false, false) }
      let c = bytes[i + 3] | 0x20
      return (c == 0x38 || c == 0x39 || c == 0x61 || c == 0x62, c >= 0x63 && c <= 0x66)
    }
    var i = 0
    while i < bytes.count {
      if bytes[i] == 0x5C && i + 1 < bytes.count && bytes[i + 1] == 0x5C {
        i += 2
        continue
      }
      let e = escape(i)
      if e.high && escape(i + 6).low {
        i += 12
        continue
      }
      if e.high || e.low {
        bytes.replaceSubrange((i + 2)..<(i + 6), with: Array("fffd".utf8))
      }
      i += 1
    }
    return Data(bytes)
  }

  /// The object entries (test cases) of a fixture file.
  /// - Parameter name: The file name without `.json`.
  /// - Returns: The cases; comment strings are left out.
  /// - Throws: An error when the fixture cannot be read or decoded.
  static func cases(_ name: String) throws -> [[String: Any]] {
    try load(name).compactMap { $0 as? [String: Any] }
  }
}

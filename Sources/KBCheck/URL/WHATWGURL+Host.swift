extension WHATWGURL {
  /// The WHATWG host parser on its own: IPv6 in brackets, domains through
  /// UTS #46 (all-ASCII domains only lower-cased), IPv4 in all its number
  /// forms, or an opaque host when `isSpecial` is false.
  /// - Parameters:
  ///   - input: The host text (no port).
  ///   - isSpecial: Whether the host belongs to a special URL.
  /// - Returns: The serialized host, or `nil` on failure.
  /// - Complexity: O(*n*) (plus UTS #46 for non-ASCII domains).
  public static func parseHost(_ input: String, isSpecial: Bool = true) -> String? {
    var input = input
    return input.withUTF8 { raw in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count * 2 + 64) { scratch in
        var parser = URLParser(
          input: raw, base: nil, baseBytes: UnsafeBufferPointer(start: nil, count: 0),
          out: URLByteWriter(memory: scratch))
        defer { parser.out.release() }
        parser.special = isSpecial
        guard parser.parseHost(0, raw.count) else { return nil }
        return String(decoding: parser.out.bytes, as: UTF8.self)
      }
    }
  }
}

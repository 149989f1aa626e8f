/// Decodes an `application/x-www-form-urlencoded` body over its bytes, as
/// the WHATWG URL Standard's `application/x-www-form-urlencoded` parser
/// does, except that bytes that are not UTF-8 are refused instead of
/// replaced: every pair is kept, in order, so a field given twice reaches
/// ``FormSchema/validate(formURLEncoded:locale:)`` as two members and is reported
/// (`form.duplicate-field`), never decided silently.
package enum FormURLEncoded {
  /// Why a body cannot be decoded.
  package enum Failure: Error, Equatable, Sendable {
    /// A name or value is not valid UTF-8 once percent-decoded; the name
    /// (when it is valid) says which.
    case invalidUTF8(field: String?)
  }

  /// The name-value pairs of a form body, in order: `&` separates pairs,
  /// the first `=` separates name and value, `+` is a space and `%XX` a
  /// byte. A malformed escape is kept as written, as browsers do.
  /// - Parameter body: The body's bytes.
  /// - Returns: The pairs, or why they cannot be read.
  /// - Complexity: O(*n*) in the body's length.
  package static func decode(_ body: some Collection<UInt8>) -> Result<[(String, String)], Failure>
  {
    var pairs: [(String, String)] = []
    for part in Array(body).split(separator: UInt8(ascii: "&")) {
      let name: ArraySlice<UInt8>
      let value: ArraySlice<UInt8>
      if let eq = part.firstIndex(of: UInt8(ascii: "=")) {
        name = part[part.startIndex..<eq]
        value = part[part.index(after: eq)...]
      } else {
        name = part
        value = []
      }
      guard let n = String(validating: percentDecoded(name), as: UTF8.self) else {
        return .failure(.invalidUTF8(field: nil))
      }
      guard let v = String(validating: percentDecoded(value), as: UTF8.self) else {
        return .failure(.invalidUTF8(field: n))
      }
      pairs.append((n, v))
    }
    return .success(pairs)
  }

  /// The bytes with `+` as space and `%XX` escapes decoded.
  private static func percentDecoded(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = bytes.startIndex
    while i < bytes.endIndex {
      let b = bytes[i]
      if b == UInt8(ascii: "+") {
        out.append(0x20)
      } else if b == UInt8(ascii: "%"), i + 2 < bytes.endIndex, let hi = hex(bytes[i + 1]),
        let lo = hex(bytes[i + 2])
      {
        out.append(hi << 4 | lo)
        i += 2
      } else {
        out.append(b)
      }
      i += 1
    }
    return out
  }

  /// The value of one hex digit.
  private static func hex(_ b: UInt8) -> UInt8? {
    switch b {
    case 0x30...0x39: b - 0x30
    case 0x41...0x46: b - 0x41 + 10
    case 0x61...0x66: b - 0x61 + 10
    default: nil
    }
  }
}

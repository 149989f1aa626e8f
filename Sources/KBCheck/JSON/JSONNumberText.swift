/// The exact decimal text of a JSON number: the exponent applied, no
/// leading zeros in the integer part, no trailing zeros in the fraction
/// (`1e2` → `100`, `100.0` → `100`, `-0.50` → `-0.5`, `-0` → `0`). Schema
/// option values are read through it, so a number means the same whether
/// the schema came through ``FormSchema/decode(json:)`` or `Codable`.
enum JSONNumberText {
  /// The largest exponent read; beyond it the text is refused (a schema
  /// never needs `1e400`, and expanding it would be a large allocation).
  static let maxExponent = 400

  /// The canonical text of a JSON number, or `nil` when `text` is not one
  /// or its exponent is out of range.
  /// - Complexity: O(*n* + the exponent).
  static func canonical(_ text: String) -> String? {
    var bytes = Array(text.utf8)[...]
    var negative = false
    if bytes.first == UInt8(ascii: "-") {
      negative = true
      bytes = bytes.dropFirst()
    } else if bytes.first == UInt8(ascii: "+") {
      bytes = bytes.dropFirst()
    }
    var digits: [UInt8] = []
    var pointAt: Int?
    var exponent = 0
    var i = bytes.startIndex
    while i < bytes.endIndex, bytes[i] &- 0x30 < 10 || bytes[i] == UInt8(ascii: ".") {
      if bytes[i] == UInt8(ascii: ".") {
        guard pointAt == nil else { return nil }
        pointAt = digits.count
      } else {
        digits.append(bytes[i])
      }
      i += 1
    }
    guard !digits.isEmpty else { return nil }
    if i < bytes.endIndex {
      guard bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") else { return nil }
      guard let e = Int(String(decoding: bytes[(i + 1)...], as: UTF8.self)),
        abs(e) <= maxExponent
      else { return nil }
      exponent = e
    }
    // The point sits after `point` digits; move it by the exponent.
    let point = (pointAt ?? digits.count) + exponent
    var integer: [UInt8]
    var fraction: [UInt8]
    if point <= 0 {
      integer = []
      fraction = Array(repeating: 0x30, count: -point) + digits
    } else if point >= digits.count {
      integer = digits + Array(repeating: 0x30, count: point - digits.count)
      fraction = []
    } else {
      integer = Array(digits[..<point])
      fraction = Array(digits[point...])
    }
    while integer.first == 0x30 { integer.removeFirst() }
    while fraction.last == 0x30 { fraction.removeLast() }
    let isZero = integer.isEmpty && fraction.isEmpty
    var out = negative && !isZero ? "-" : ""
    out += integer.isEmpty ? "0" : String(decoding: integer, as: UTF8.self)
    if !fraction.isEmpty { out += "." + String(decoding: fraction, as: UTF8.self) }
    return out
  }
}

/// RFC 4648 §4 base64 (standard alphabet, with padding), for the original
/// bytes of a line that is not valid UTF-8 (`inputBase64` in JSON output).
enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// The base64 text of `bytes`.
  static func encode(_ bytes: some Collection<UInt8>) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var it = bytes.makeIterator()
    while let a = it.next() {
      let b = it.next()
      let c = it.next()
      out.append(alphabet[Int(a >> 2)])
      out.append(alphabet[Int((a & 0x03) << 4 | (b ?? 0) >> 4)])
      out.append(b.map { alphabet[Int(($0 & 0x0F) << 2 | (c ?? 0) >> 6)] } ?? 0x3D)
      out.append(c.map { alphabet[Int($0 & 0x3F)] } ?? 0x3D)
    }
    return String(decoding: out, as: UTF8.self)
  }
}

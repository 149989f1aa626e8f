/// A dictionary key that hashes and compares a string by its UTF-8 bytes.
///
/// `String`'s own `Hashable` works on canonical equivalence, so hashing a
/// non-ASCII string normalizes it first; caches whose values depend on the
/// exact bytes (an NFC warning, a UTS #46 mapping) need byte identity anyway,
/// and byte hashing is several times cheaper.
struct UTF8Key: Hashable, Sendable {
  /// The string.
  let text: String

  /// Wraps a string.
  init(_ text: String) { self.text = text }

  /// Hashes the UTF-8 bytes.
  func hash(into hasher: inout Hasher) {
    var copy = text
    copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// Byte-for-byte equality.
  static func == (a: UTF8Key, b: UTF8Key) -> Bool {
    a.text.hasSameUTF8(as: b.text)
  }
}

extension String {
  /// Whether two strings have the same UTF-8 bytes (not canonical
  /// equivalence, which `==` tests).
  /// - Complexity: O(*n*).
  func hasSameUTF8(as other: String) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    // In place for native strings (a copy for `withUTF8` costs a retain
    // and a release, atomic operations on every cache hit).
    if let same = other.utf8.withContiguousStorageIfAvailable({ hasSameUTF8(as: $0) }) {
      return same
    }
    var b = other
    return b.withUTF8 { hasSameUTF8(as: $0) }
  }

  /// Whether the string's UTF-8 bytes are exactly `bytes`.
  /// - Complexity: O(*n*).
  func hasSameUTF8(as bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard utf8.count == bytes.count else { return false }
    if let same = utf8.withContiguousStorageIfAvailable({ sameBytes($0, bytes) }) { return same }
    var copy = self
    return copy.withUTF8 { sameBytes($0, bytes) }
  }
}

/// Whether two byte buffers hold the same bytes (eight at a time, then
/// one by one: the generic `elementsEqual` costs several times more on
/// short buffers).
/// - Complexity: O(*n*).
@inline(__always)
func sameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
  let n = a.count
  guard n == b.count else { return false }
  guard n > 0, let pa = a.baseAddress, let pb = b.baseAddress else { return true }
  let wa = UnsafeRawPointer(pa)
  let wb = UnsafeRawPointer(pb)
  var i = 0
  while i + 8 <= n {
    if wa.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      != wb.loadUnaligned(fromByteOffset: i, as: UInt64.self)
    {
      return false
    }
    i += 8
  }
  while i < n {
    if pa[i] != pb[i] { return false }
    i += 1
  }
  return true
}

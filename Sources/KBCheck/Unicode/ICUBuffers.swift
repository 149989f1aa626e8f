internal import CKBCheckICU

/// Helpers that call a shim function which fills a buffer, retrying once
/// with the exact size when ICU reports `U_BUFFER_OVERFLOW_ERROR`.
enum ICUBuffers {
  /// Calls `body(buffer, capacity, &status)` with a UTF-16 buffer.
  static func utf16(
    initialCapacity: Int,
    _ body: (UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> Int32
  ) -> Result<[UInt16], ICUStatus> {
    var capacity = max(initialCapacity, 16)
    for _ in 0..<2 {
      // ICU counts in int32_t: refuse rather than trap on a giant input.
      guard capacity <= Int(Int32.max) else { return .failure(.bufferOverflow) }
      var status: Int32 = 0
      var length: Int32 = 0
      let buffer = [UInt16](unsafeUninitializedCapacity: capacity) {
        buf, count in
        guard let base = buf.baseAddress else {
          count = 0
          return
        }
        length = body(base, Int32(capacity), &status)
        count = status == 0 || status < 0 ? Int(min(length, Int32(capacity))) : 0
      }
      if status == KBC_BUFFER_OVERFLOW {
        capacity = Int(length) + 1
        continue
      }
      if status > 0 { return .failure(ICUStatus(rawValue: status)) }
      return .success(buffer)
    }
    return .failure(.bufferOverflow)
  }

  /// Calls `body(buffer, capacity, &status)` with a UTF-8 / char buffer and
  /// decodes the result as UTF-8 (invalid sequences are repaired).
  static func utf8(
    initialCapacity: Int,
    _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
  ) -> Result<String, ICUStatus> {
    var capacity = max(initialCapacity, 16)
    for _ in 0..<2 {
      // ICU counts in int32_t: refuse rather than trap on a giant input.
      guard capacity <= Int(Int32.max) else { return .failure(.bufferOverflow) }
      var status: Int32 = 0
      var length: Int32 = 0
      let text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) {
        buf -> String in
        guard let base = buf.baseAddress else { return "" }
        length = body(base, Int32(capacity), &status)
        guard status <= 0, length <= Int32(capacity) else { return "" }
        let bytes = UnsafeRawBufferPointer(start: buf.baseAddress, count: Int(length))
        return String(decoding: bytes, as: UTF8.self)
      }
      if status == KBC_BUFFER_OVERFLOW || length > Int32(capacity) {
        capacity = Int(length) + 1
        continue
      }
      if status > 0 { return .failure(ICUStatus(rawValue: status)) }
      return .success(text)
    }
    return .failure(.bufferOverflow)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A large byte buffer in front of a file descriptor: batch output is
/// appended with `memcpy` and written in few `write(2)` calls.
final class OutputBuffer {
  /// The file descriptor written to.
  let fd: Int32
  /// The buffer's size in bytes.
  let capacity: Int
  private let storage: UnsafeMutablePointer<UInt8>
  private var count = 0
  /// Output routed here instead of being written to ``fd`` (set when
  /// stderr and stdout are the same file, to keep their order).
  var redirect: OutputBuffer?

  /// Creates a buffer.
  /// - Parameters:
  ///   - fd: The file descriptor to write to.
  ///   - capacity: The buffer's size in bytes.
  init(fd: Int32, capacity: Int) {
    self.fd = fd
    self.capacity = max(capacity, 64)
    self.storage = .allocate(capacity: self.capacity)
  }

  deinit { storage.deallocate() }

  /// Appends bytes, flushing first when they do not fit.
  /// - Parameter bytes: The bytes.
  /// - Complexity: O(*n*).
  func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    if let redirect { return redirect.write(bytes) }
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if bytes.count > capacity - count {
      flush()
      if bytes.count > capacity {
        OutputBuffer.writeAll(fd, bytes)
        return
      }
    }
    (storage + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  /// Appends a string's UTF-8 bytes.
  /// - Parameter text: The text.
  /// - Complexity: O(*n*).
  func write(_ text: String) {
    if text.utf8.withContiguousStorageIfAvailable({ write($0) }) == nil {
      var copy = text
      copy.withUTF8 { write($0) }
    }
  }

  /// Appends one byte.
  /// - Parameter byte: The byte.
  @inline(__always) func write(byte: UInt8) {
    if let redirect { return redirect.write(byte: byte) }
    if count == capacity { flush() }
    storage[count] = byte
    count += 1
  }

  /// Appends a static ASCII string.
  /// - Parameter text: The text.
  @inline(__always) func write(_ text: StaticString) {
    write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends a non-negative decimal integer without allocating.
  /// - Parameter value: The integer.
  func write(decimal value: Int) {
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes of scratch
    var v = UInt(bitPattern: value < 0 ? 0 : value)
    withUnsafeMutableBytes(of: &digits) { raw in
      var i = raw.count
      repeat {
        i -= 1
        raw[i] = UInt8(truncatingIfNeeded: v % 10) &+ 0x30
        v /= 10
      } while v > 0
      write(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[i...]))
    }
  }

  /// Appends `text` as a JSON string literal, escaping like
  /// `JSONValue.writeString` (quotes, backslashes, controls, U+2028, U+2029);
  /// text without such characters is copied in one `memcpy`.
  /// - Parameter text: The text.
  /// - Complexity: O(*n*).
  func writeJSONString(_ text: String) {
    write(byte: 0x22)
    if text.utf8.withContiguousStorageIfAvailable({ writeJSONEscaped($0) }) == nil {
      var copy = text
      copy.withUTF8 { writeJSONEscaped($0) }
    }
    write(byte: 0x22)
  }

  private func writeJSONEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
    var clean = true
    for b in bytes where b < 0x20 || b == 0x22 || b == 0x5C || b == 0xE2 {
      clean = false
      break
    }
    if clean { return write(bytes) }
    var runStart = 0
    var i = 0
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      var escape: StaticString? = nil
      var skip = 1
      switch b {
      case 0x22: escape = "\\\""
      case 0x5C: escape = "\\\\"
      case 0x0A: escape = "\\n"
      case 0x0D: escape = "\\r"
      case 0x09: escape = "\\t"
      case 0xE2 where i + 2 < n && bytes[i + 1] == 0x80 && bytes[i + 2] == 0xA8:
        escape = "\\u2028"
        skip = 3
      case 0xE2 where i + 2 < n && bytes[i + 1] == 0x80 && bytes[i + 2] == 0xA9:
        escape = "\\u2029"
        skip = 3
      case 0..<0x20: escape = ""
      default: break
      }
      guard let escape else {
        i += 1
        continue
      }
      write(UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
      if escape.utf8CodeUnitCount == 0 {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        write("\\u00")
        write(byte: hex[Int(b >> 4)])
        write(byte: hex[Int(b & 0xF)])
      } else {
        write(escape)
      }
      i += skip
      runStart = i
    }
    write(UnsafeBufferPointer(rebasing: bytes[runStart..<n]))
  }

  /// Appends `text` as a TSV field: tab, LF, CR and backslash become `\t`,
  /// `\n`, `\r` and `\\`.
  /// - Parameter text: The text.
  /// - Complexity: O(*n*).
  func writeTSVField(_ text: String) {
    for b in text.utf8 {
      switch b {
      case 0x09: write("\\t")
      case 0x0A: write("\\n")
      case 0x0D: write("\\r")
      case 0x5C: write("\\\\")
      default: write(byte: b)
      }
    }
  }

  /// Writes the buffered bytes to the file descriptor.
  func flush() {
    if let redirect { return redirect.flush() }
    guard count > 0 else { return }
    OutputBuffer.writeAll(fd, UnsafeBufferPointer(start: storage, count: count))
    count = 0
  }

  /// Writes all of `bytes`, retrying on `EINTR` and short writes.
  static func writeAll(_ fd: Int32, _ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let n = posixWrite(fd, base + offset, bytes.count - offset)
      if n <= 0 {
        if n < 0 && errno == EINTR { continue }
        return
      }
      offset += n
    }
  }
}

/// `write(2)`, named apart from ``OutputBuffer``'s methods.
private func posixWrite(_ fd: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(fd, bytes, count)
}

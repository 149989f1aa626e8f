/// Where JSON text goes. The wire format has one writer
/// (``ValidationResult/writeJSON(to:type:line:)`` and ``JSONValue/write(to:)``);
/// the CLI's output buffer and the library's ``JSONTextOutput`` receive its
/// bytes, so the CLI and the library cannot drift apart.
package protocol JSONOutput: AnyObject {
  /// Appends bytes.
  func write(_ bytes: UnsafeBufferPointer<UInt8>)
  /// Appends one byte.
  func write(byte: UInt8)
}

extension JSONOutput {
  /// Appends a static ASCII string.
  @inline(__always) package func write(_ text: StaticString) {
    write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends a string's UTF-8 bytes.
  package func write(_ text: String) {
    if text.utf8.withContiguousStorageIfAvailable({ write($0) }) == nil {
      var copy = text
      copy.withUTF8 { write($0) }
    }
  }

  /// Appends a decimal integer without allocating.
  package func write(decimal value: Int) {
    if value < 0 { write(byte: 0x2D) }
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes of scratch
    var v = value.magnitude
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

  /// Appends `text` as a JSON string literal, escaping quotes, backslashes,
  /// controls (`\n`, `\r`, `\t`, else `\u00xx`), and U+2028 / U+2029 (so the
  /// text is also valid JavaScript); text without such characters is copied
  /// in one piece.
  package func writeJSONString(_ text: String) {
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
        let hex: StaticString = "0123456789abcdef"
        write("\\u00")
        write(byte: hex.utf8Start[Int(b >> 4)])
        write(byte: hex.utf8Start[Int(b & 0xF)])
      } else {
        write(escape)
      }
      i += skip
      runStart = i
    }
    write(UnsafeBufferPointer(rebasing: bytes[runStart..<n]))
  }
}

/// A ``JSONOutput`` that collects the text in memory.
package final class JSONTextOutput: JSONOutput {
  /// The bytes written so far.
  package private(set) var bytes: [UInt8] = []
  /// Creates an empty output.
  package init() {}
  /// Appends bytes.
  package func write(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes.append(contentsOf: bytes) }
  /// Appends one byte.
  package func write(byte: UInt8) { bytes.append(byte) }
  /// The text written so far.
  package var text: String { String(decoding: bytes, as: UTF8.self) }
}

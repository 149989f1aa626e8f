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

  /// Appends `,"key":value` for each member: an object's members after
  /// members already written (the result record's details, a batch
  /// record's extras).
  /// - Parameter members: The members, in order.
  package func writeMembers(_ members: [JSONMember]) {
    for member in members {
      write(byte: 0x2C)
      writeJSONString(member.key)
      write(byte: 0x3A)
      member.value.write(to: self)
    }
  }

  /// Appends a decimal integer without allocating.
  package func write(decimal value: Int) {
    if value < 0 { write(byte: 0x2D) }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: DecimalDigits.maximumCount) {
      guard let start = $0.baseAddress else { return }
      let count = DecimalDigits.write(value.magnitude, into: start)
      write(UnsafeBufferPointer(start: start, count: count))
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

  /// Appends UTF-8 bytes as a JSON string literal, as
  /// ``writeJSONString(_:)`` does for a string, after an ASCII `prefix`
  /// byte when one is given (`?` of a search, `#` of a hash).
  /// - Parameters:
  ///   - bytes: Well-formed UTF-8.
  ///   - prefix: A byte that needs no escaping, written first inside the quotes.
  package func writeJSONString(utf8 bytes: UnsafeBufferPointer<UInt8>, prefix: UInt8? = nil) {
    write(byte: 0x22)
    if let prefix { write(byte: prefix) }
    writeJSONEscaped(bytes)
    write(byte: 0x22)
  }

  /// Appends UTF-8 bytes escaped as the inside of a JSON string literal
  /// (no quotes), as ``writeJSONString(_:)`` escapes them.
  /// - Parameter bytes: Well-formed UTF-8.
  package func writeJSONEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let first = JSONEscaping.firstByteToLookAt(bytes) else { return write(bytes) }
    var runStart = 0
    var i = first
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

/// Where a JSON string literal needs more than a copy of its bytes.
package enum JSONEscaping {
  /// The offset of the first byte that may need escaping (a control, `"`,
  /// `\`, or 0xE2, the first byte of U+2028 and U+2029), or `nil` when the
  /// bytes can be copied as they are. Eight bytes at a time (SWAR): a word
  /// with no such byte is passed over in a few operations.
  /// - Parameter bytes: UTF-8 text.
  /// - Returns: The offset, or `nil`.
  /// - Complexity: O(*n*).
  @inline(__always)
  package static func firstByteToLookAt(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    let n = bytes.count
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    if n < 8 {
      for i in 0..<n {
        let b = base[i]
        if b < 0x20 || b == 0x22 || b == 0x5C || b == 0xE2 { return i }
      }
      return nil
    }
    // Whole words, the last one overlapping the one before (no byte loop
    // for the tail); a word with a byte to look at is searched byte by byte.
    var i = 0
    while true {
      if i &+ 8 > n { i = n &- 8 }
      let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
      // A byte below 0x20, or equal to 0x22, 0x5C or 0xE2, sets its high
      // bit here (exact for "some byte is", which is all that is asked).
      // (In Swift `&` binds like `*`, tighter than `&-`: parenthesized.)
      let below = (w &- (ones &* 0x20)) & ~w
      let q = w ^ (ones &* 0x22)
      let s = w ^ (ones &* 0x5C)
      let e = w ^ (ones &* 0xE2)
      let quote = (q &- ones) & ~q
      let backslash = (s &- ones) & ~s
      let e2 = (e &- ones) & ~e
      if (below | quote | backslash | e2) & highs != 0 {
        for j in i..<(i &+ 8) {
          let b = base[j]
          if b < 0x20 || b == 0x22 || b == 0x5C || b == 0xE2 { return j }
        }
      }
      i &+= 8
      if i >= n { return nil }
    }
  }
}

/// A growable byte buffer that one JSON record at a time is written into
/// (``ValidationResult/writeJSONRecord(into:type:line:)``) and then handed
/// on in one piece: the writer's code is specialized for this type, where
/// writing through a protocol from another module costs an indirect call
/// per byte and per piece.
package final class JSONRecordBuffer: JSONOutput {
  /// The buffer's state behind a pointer: a class's stored `var`s would
  /// cost a dynamic exclusivity check (`swift_beginAccess`) per write.
  private struct State {
    var storage: UnsafeMutablePointer<UInt8>
    var capacity: Int
    var count: Int
  }
  private let state: UnsafeMutablePointer<State>

  /// Creates an empty buffer.
  /// - Parameter capacity: The initial capacity in bytes (it grows as needed).
  package init(capacity: Int = 4096) {
    let capacity = max(capacity, 64)
    state = .allocate(capacity: 1)
    state.initialize(
      to: State(storage: .allocate(capacity: capacity), capacity: capacity, count: 0))
  }

  deinit {
    state.pointee.storage.deallocate()
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// The number of bytes written since the last ``reset()``.
  package var count: Int { state.pointee.count }

  /// Forgets the bytes written, keeping the capacity.
  @inline(__always) package func reset() { state.pointee.count = 0 }

  /// The bytes written since the last ``reset()``; valid until the next write.
  package var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: state.pointee.storage, count: state.pointee.count)
  }

  /// Appends bytes.
  @inline(__always) package func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    let n = bytes.count
    if n > state.pointee.capacity &- state.pointee.count { grow(n) }
    (state.pointee.storage + state.pointee.count).update(from: source, count: n)
    state.pointee.count &+= n
  }

  /// Appends one byte.
  @inline(__always) package func write(byte: UInt8) {
    if state.pointee.count == state.pointee.capacity { grow(1) }
    state.pointee.storage[state.pointee.count] = byte
    state.pointee.count &+= 1
  }

  private func grow(_ extra: Int) {
    let old = state.pointee
    let newCapacity = max(old.capacity * 2, old.count + extra)
    let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStorage.update(from: old.storage, count: old.count)
    old.storage.deallocate()
    state.pointee.storage = newStorage
    state.pointee.capacity = newCapacity
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

/// A growable byte buffer the URL parser writes the href into.
///
/// It starts on caller-provided (usually stack) memory and moves to the heap
/// only when it outgrows it; ``release()`` frees heap memory.
struct URLByteWriter {
  /// The first byte.
  private(set) var start: UnsafeMutablePointer<UInt8>
  /// The number of bytes written.
  var count: Int
  /// The bytes available at `start`.
  private(set) var capacity: Int
  private var onHeap: Bool

  /// Creates a writer over `memory`.
  /// - Parameter memory: Scratch memory the writer may use; it must outlive
  ///   the writer.
  init(memory: UnsafeMutableBufferPointer<UInt8>) {
    // A zero-capacity buffer may have a nil base address; fall back to the heap.
    if let base = memory.baseAddress, memory.count > 0 {
      start = base
      capacity = memory.count
      onHeap = false
    } else {
      start = .allocate(capacity: 64)
      capacity = 64
      onHeap = true
    }
    count = 0
  }

  /// Frees heap memory, if any.
  mutating func release() {
    if onHeap { start.deallocate() }
    onHeap = false
    capacity = 0
  }

  /// Makes room for `extra` more bytes.
  /// - Parameter extra: The bytes about to be written.
  /// - Complexity: Amortized O(1) per byte.
  @inline(__always) mutating func reserve(_ extra: Int) {
    if count &+ extra > capacity { grow(count + extra) }
  }

  @inline(never) private mutating func grow(_ needed: Int) {
    let newCapacity = max(needed, capacity * 2, 64)
    let fresh = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    fresh.update(from: start, count: count)
    if onHeap { start.deallocate() }
    start = fresh
    capacity = newCapacity
    onHeap = true
  }

  /// Appends one byte.
  /// - Parameter b: The byte.
  @inline(__always) mutating func append(_ b: UInt8) {
    if count == capacity { grow(count + 1) }
    start[count] = b
    count &+= 1
  }

  /// Appends `length` bytes from `source`.
  /// - Parameters:
  ///   - source: The bytes.
  ///   - length: How many.
  @inline(__always) mutating func append(_ source: UnsafePointer<UInt8>, _ length: Int) {
    guard length > 0 else { return }
    reserve(length)
    URLByteWriter.copy(source, start + count, length)
    count &+= length
  }

  /// Copies `length` bytes with overlapping word moves for short runs
  /// (most URL components) and `memmove` for long ones.
  @inline(__always) static func copy(
    _ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ length: Int
  ) {
    let s = UnsafeRawPointer(src)
    let d = UnsafeMutableRawPointer(dst)
    if length >= 16 {
      if length > 32 {
        d.copyMemory(from: s, byteCount: length)
        return
      }
      let a = s.loadUnaligned(as: SIMD16<UInt8>.self)
      let b = s.loadUnaligned(fromByteOffset: length - 16, as: SIMD16<UInt8>.self)
      d.storeBytes(of: a, as: SIMD16<UInt8>.self)
      d.storeBytes(of: b, toByteOffset: length - 16, as: SIMD16<UInt8>.self)
    } else if length >= 8 {
      let a = s.loadUnaligned(as: UInt64.self)
      let b = s.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
      d.storeBytes(of: a, as: UInt64.self)
      d.storeBytes(of: b, toByteOffset: length - 8, as: UInt64.self)
    } else if length >= 4 {
      let a = s.loadUnaligned(as: UInt32.self)
      let b = s.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
      d.storeBytes(of: a, as: UInt32.self)
      d.storeBytes(of: b, toByteOffset: length - 4, as: UInt32.self)
    } else {
      for k in 0..<length { dst[k] = src[k] }
    }
  }

  /// Appends `%XX` for the byte `b` (upper-case hex).
  /// - Parameter b: The byte to encode.
  @inline(__always) mutating func appendPercentEncoded(_ b: UInt8) {
    reserve(3)
    start[count] = ASCII.percent
    start[count &+ 1] = ASCII.upperHexDigit(b >> 4)
    start[count &+ 2] = ASCII.upperHexDigit(b & 0xF)
    count &+= 3
  }

  /// Appends the decimal digits of a non-negative integer.
  /// - Parameter value: The number.
  mutating func appendDecimal(_ value: Int) {
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) = (
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
      )
    var n = value < 0 ? 0 : value
    var length = 0
    withUnsafeMutableBytes(of: &digits) { buf in
      repeat {
        buf[length] = UInt8(truncatingIfNeeded: n % 10) &+ ASCII.zero
        n /= 10
        length += 1
      } while n > 0
      reserve(length)
      for i in 0..<length { append(buf[length - 1 - i]) }
    }
  }

  /// Inserts bytes at `offset`, shifting what follows.
  /// - Parameters:
  ///   - bytes: The bytes to insert.
  ///   - offset: Where.
  /// - Complexity: O(*n*).
  mutating func insert(_ bytes: [UInt8], at offset: Int) {
    reserve(bytes.count)
    let tail = count - offset
    (start + offset + bytes.count).update(from: start + offset, count: tail)
    for (i, b) in bytes.enumerated() { start[offset + i] = b }
    count += bytes.count
  }

  /// The byte at `i`.
  @inline(__always) subscript(i: Int) -> UInt8 {
    get { start[i] }
    nonmutating set { start[i] = newValue }
  }

  /// The written bytes.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }
}

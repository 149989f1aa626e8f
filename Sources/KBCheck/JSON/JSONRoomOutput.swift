/// A JSON output over memory someone else owns and has sized: a batch's
/// output buffer, into which a record loop writes records whole. It never
/// grows; the caller makes sure the room is there before writing (a
/// record's bound) and reads ``position`` to know what was written.
package final class JSONRoomOutput: JSONOutput {
  /// The next byte's address, behind a pointer: a class's stored `var`
  /// would cost a dynamic exclusivity check (`swift_beginAccess`) a write.
  private let next: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>>

  /// An output that writes at `start`.
  /// - Parameter start: Where the first byte goes.
  package init(at start: UnsafeMutablePointer<UInt8>) {
    next = .allocate(capacity: 1)
    next.initialize(to: start)
  }

  deinit { next.deallocate() }

  /// Starts writing at `start`.
  /// - Parameter start: Where the next byte goes.
  @inline(__always) package func reset(at start: UnsafeMutablePointer<UInt8>) {
    next.pointee = start
  }

  /// Where the next byte goes.
  package var position: UnsafeMutablePointer<UInt8> {
    @inline(__always) get { next.pointee }
  }

  /// Moves on `count` bytes that someone wrote at ``position``.
  /// - Parameter count: How many.
  @inline(__always) package func advance(by count: Int) { next.pointee += count }

  /// Appends bytes.
  /// - Parameter bytes: The bytes.
  @inline(__always) package func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    SmallCopy.copy(from: base, to: next.pointee, count: bytes.count)
    next.pointee += bytes.count
  }

  /// Appends one byte.
  /// - Parameter byte: The byte.
  @inline(__always) package func write(byte: UInt8) {
    next.pointee.pointee = byte
    next.pointee += 1
  }
}

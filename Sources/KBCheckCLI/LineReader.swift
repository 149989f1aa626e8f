#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a file descriptor in large chunks (`read(2)` into one
/// reusable buffer), splitting on LF and dropping a CR before it. Only LF
/// and CRLF end a line: a lone CR (also at the end of the file) is part of
/// the value. A UTF-8 byte-order mark at the start of the input is removed
/// (``removedByteOrderMark`` says so, for the first result's note).
///
/// Memory is bounded by the buffer: a line longer than ``maxLength`` bytes
/// is not kept but skipped to its LF while streaming, and reported as
/// ``Line/tooLong(_:)`` with its length.
final class LineReader {
  /// One line of input.
  enum Line {
    /// The line's bytes without LF or CRLF; valid until the next call.
    case bytes(UnsafeBufferPointer<UInt8>)
    /// A line longer than the limit: its length in bytes and its first
    /// bytes (at most ``prefixLength``), so the output can show what it was.
    case tooLong(Int, prefix: [UInt8])
  }

  let fd: Int32
  /// The longest line kept, in bytes (without the line ending).
  let maxLength: Int
  private let capacity: Int
  private let buffer: UnsafeMutablePointer<UInt8>
  private var start = 0
  private var end = 0
  private var atEOF = false
  /// The `errno` of a failed read, if one failed.
  private(set) var readError: Int32?
  /// Called before each blocking `read(2)`, to flush pending output.
  var beforeRead: () -> Void = {}
  /// Whether the input started with a UTF-8 byte-order mark, removed from
  /// the first line.
  private(set) var removedByteOrderMark = false
  private var atStart = true
  /// How many bytes of a too-long line are kept to show it.
  static let prefixLength = 64

  /// Creates a reader.
  /// - Parameters:
  ///   - fd: The file descriptor (0 for stdin).
  ///   - maxLength: The longest line kept, in bytes.
  ///   - chunk: The usual read size; the buffer holds at least twice the
  ///     longest line.
  init(fd: Int32, maxLength: Int, chunk: Int = 1 << 20) {
    self.fd = fd
    self.maxLength = maxLength
    self.capacity = max(chunk, 2 * (maxLength + 2))
    self.buffer = .allocate(capacity: capacity)
  }

  deinit { buffer.deallocate() }

  /// The next line, or `nil` at the end of the input.
  /// - Complexity: Amortized O(*n*) in the line's length.
  func next() -> Line? {
    while true {
      if atStart && (end - start >= 3 || atEOF) {
        atStart = false
        if end - start >= 3 && buffer[start] == 0xEF && buffer[start + 1] == 0xBB
          && buffer[start + 2] == 0xBF
        {
          start += 3
          removedByteOrderMark = true
        }
      }
      if !atStart, start < end, let found = memchr(buffer + start, 0x0A, end - start) {
        let lf = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
        let line = cut(start, lf, beforeLF: true)
        start = lf + 1
        return line
      }
      if atEOF {
        guard start < end else { return nil }
        let line = cut(start, end, beforeLF: false)
        start = end
        return line
      }
      let pending = end - start
      if pending > maxLength + 1 { return skipLongLine(pending) }
      if start > 0 {
        if pending > 0 { buffer.update(from: buffer + start, count: pending) }
        start = 0
        end = pending
      }
      fill()
    }
  }

  /// The bytes read but not yet returned, from a line's start (after the
  /// first line, whose byte-order mark is looked at first), for a caller
  /// that takes the complete lines at their start itself and then
  /// ``consume(_:)``s them; `nil` when none are buffered.
  func bufferedLines() -> UnsafeBufferPointer<UInt8>? {
    guard !atStart, start < end else { return nil }
    return UnsafeBufferPointer(start: buffer + start, count: end - start)
  }

  /// Marks `count` bytes of ``bufferedLines()`` (whole lines with their
  /// line endings) as read.
  /// - Parameter count: The bytes taken.
  func consume(_ count: Int) { start += count }

  /// The line `from..<to`, without the CR of a CRLF (`beforeLF`: the LF
  /// follows; at the end of the input a CR stays part of the value).
  private func cut(_ from: Int, _ to: Int, beforeLF: Bool) -> Line {
    var last = to
    if beforeLF && last > from && buffer[last - 1] == 0x0D { last -= 1 }
    if last - from > maxLength {
      return .tooLong(
        last - from,
        prefix: Array(
          UnsafeBufferPointer(start: buffer + from, count: min(Self.prefixLength, last - from))))
    }
    return .bytes(UnsafeBufferPointer(start: buffer + from, count: last - from))
  }

  /// Skips the rest of a line that is already too long, counting its bytes.
  private func skipLongLine(_ seen: Int) -> Line {
    var length = seen
    var lastByte = buffer[end - 1]
    let prefix = Array(
      UnsafeBufferPointer(start: buffer + start, count: min(Self.prefixLength, seen)))
    start = 0
    end = 0
    while true {
      fill()
      if end == 0 {
        return .tooLong(length, prefix: prefix)  // at the end: a CR is part of the value
      }
      if let found = memchr(buffer, 0x0A, end) {
        let lf = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
        if lf > 0 { lastByte = buffer[lf - 1] }
        length += lf
        start = lf + 1
        return .tooLong(lastByte == 0x0D ? length - 1 : length, prefix: prefix)
      }
      length += end
      lastByte = buffer[end - 1]
      end = 0
    }
  }

  /// Reads more bytes after ``end``; sets ``atEOF`` at the end or on error.
  private func fill() {
    guard !atEOF else { return }
    beforeRead()
    while true {
      let n = read(fd, buffer + end, capacity - end)
      if n > 0 {
        end += n
        return
      }
      // SIGINT / SIGTERM in a batch run: stop as at the end of the input.
      if n < 0 && errno == EINTR && !BatchInterrupt.isSet { continue }
      if n < 0 && errno != EINTR { readError = errno }
      atEOF = true
      return
    }
  }
}

import KBCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A large byte buffer in front of a file descriptor: batch output is
/// appended with `memcpy` and written in few `write(2)` calls.
final class OutputBuffer: JSONOutput {
  /// The file descriptor written to.
  let fd: Int32
  /// The buffer's size in bytes.
  let capacity: Int
  private let storage: UnsafeMutablePointer<UInt8>
  /// The number of bytes held, behind a pointer: a class's stored `var`s
  /// cost a dynamic exclusivity check (`swift_beginAccess`) on every write.
  private let state: UnsafeMutablePointer<Int>
  private var count: Int {
    @inline(__always) get { state.pointee }
    @inline(__always) set { state.pointee = newValue }
  }
  /// In memory mode (`fd < 0`), what was flushed so far.
  private var spill: [UInt8] = []

  /// Creates a buffer.
  /// - Parameters:
  ///   - fd: The file descriptor to write to.
  ///   - capacity: The buffer's size in bytes.
  init(fd: Int32, capacity: Int) {
    self.fd = fd
    self.capacity = max(capacity, 64)
    self.storage = .allocate(capacity: self.capacity)
    self.state = .allocate(capacity: 1)
    state.initialize(to: 0)
  }

  deinit {
    storage.deallocate()
    state.deallocate()
  }

  /// Appends bytes, flushing first when they do not fit.
  /// - Parameter bytes: The bytes.
  /// - Complexity: O(*n*).
  func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if bytes.count > capacity - count {
      flush()
      if bytes.count > capacity {
        emit(bytes)
        return
      }
    }
    (storage + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  /// Appends one byte.
  /// - Parameter byte: The byte.
  @inline(__always) func write(byte: UInt8) {
    if count == capacity { flush() }
    storage[count] = byte
    count += 1
  }

  /// Appends the UTF-8 of `text`. The buffer's own method, so that the
  /// CLI's writes are direct calls, not the generic `JSONOutput` ones a
  /// module boundary leaves unspecialized (~90 instructions a call).
  /// - Parameter text: The text.
  @inline(__always) func write(_ text: String) {
    var text = text
    text.withUTF8 { write($0) }
  }

  /// Appends the UTF-8 of a literal (see ``write(_:)-(String)``).
  /// - Parameter text: The literal.
  @inline(__always) func write(_ text: StaticString) {
    write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends `value` in decimal digits (see ``write(_:)-(String)``).
  /// - Parameter value: The number.
  func write(decimal value: Int) {
    if value < 0 { write(byte: 0x2D) }
    write(atMost: DecimalDigits.maximumCount) { DecimalDigits.write(value.magnitude, into: $0) }
  }

  /// Appends at most `bound` bytes that `body` writes straight into the
  /// buffer (flushing first when they might not fit): a record composed in
  /// place, in one call.
  /// - Parameters:
  ///   - bound: The most bytes `body` writes.
  ///   - body: Writes from the pointer it is given and returns how many
  ///     bytes it wrote (at most `bound`).
  @inline(__always)
  func write(atMost bound: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    if bound > capacity - count {
      flush()
      if bound > capacity {
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: bound)
        defer { scratch.deallocate() }
        return write(UnsafeBufferPointer(start: scratch, count: body(scratch)))
      }
    }
    count += body(storage + count)
  }

  /// Lets `body` write straight into the buffer's free room, flushing
  /// first when less than `minimum` bytes are free: for a run of records
  /// composed in one loop.
  /// - Parameters:
  ///   - minimum: The least room `body` is given.
  ///   - body: Writes from the pointer it is given, at most the room it is
  ///     given, and returns what it wrote and a result.
  /// - Returns: `body`'s result.
  func fill<Result>(
    atLeast minimum: Int, _ body: (UnsafeMutablePointer<UInt8>, Int) -> (Int, Result)
  ) -> Result {
    if minimum > capacity - count { flush() }
    let (written, result) = body(storage + count, capacity - count)
    count += written
    return result
  }

  /// Appends `text` as a TSV field: tab, LF, CR, NUL and backslash become
  /// `\t`, `\n`, `\r`, `\0` and `\\`; every other character a terminal
  /// would act on (``TerminalText/isUnsafe(_:)``) becomes `\u{1B}`.
  /// - Parameter text: The text.
  /// - Complexity: O(*n*).
  func writeTSVField(_ text: String) {
    var copy = text
    let plain = copy.withUTF8 { bytes in
      !bytes.contains(0x5C) && !TerminalText.hasUnsafeScalar(bytes)
    }
    if plain { return write(text) }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\t": write("\\t")
      case "\n": write("\\n")
      case "\r": write("\\r")
      case "\\": write("\\\\")
      case "\0": write("\\0")
      default:
        if TerminalText.isUnsafe(scalar) {
          write(TerminalText.escape(scalar))
        } else {
          for byte in scalar.utf8 { write(byte: byte) }
        }
      }
    }
  }

  /// Writes the buffered bytes to the file descriptor.
  func flush() {
    guard count > 0 else { return }
    emit(UnsafeBufferPointer(start: storage, count: count))
    count = 0
  }

  /// Creates a buffer that collects its output in memory (see
  /// ``drain(into:)``), for batch chunks validated in parallel.
  /// - Parameter capacity: The buffer's size in bytes.
  convenience init(memoryCapacity capacity: Int) {
    self.init(fd: -1, capacity: capacity)
  }

  /// Reserves room for held bytes (a memory buffer), so that holding them
  /// never copies; pages are touched only as they fill.
  /// - Parameter bytes: The bytes to make room for.
  func reserve(_ bytes: Int) { spill.reserveCapacity(bytes) }

  /// The bytes held in memory and not yet written (a memory buffer's whole
  /// content).
  var heldBytes: Int { count + spill.count }

  /// Moves everything a memory-mode buffer collected into `target`, in
  /// order, and empties this buffer.
  /// - Parameter target: The buffer to write to.
  func drain(into target: OutputBuffer) {
    if !spill.isEmpty {
      spill.withUnsafeBufferPointer { target.write($0) }
      spill.removeAll(keepingCapacity: true)
    }
    target.write(UnsafeBufferPointer(start: storage, count: count))
    count = 0
  }

  private func emit(_ bytes: UnsafeBufferPointer<UInt8>) {
    if fd < 0 {
      spill.append(contentsOf: bytes)
    } else {
      OutputBuffer.writeAll(fd, bytes)
    }
  }

  /// Writes all of `bytes`, retrying on `EINTR` and short writes. A write
  /// that fails ends the process: a closed pipe (`kbcheck … | head`) quietly,
  /// by SIGPIPE as Unix tools do; any other error (a full disk, `/dev/full`,
  /// an I/O error) with a message on stderr and exit status 74 (EX_IOERR),
  /// so that no summary or exit status claims output that was not written.
  static func writeAll(_ fd: Int32, _ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let n = posixWrite(fd, base + offset, bytes.count - offset)
      if n < 0 && errno == EINTR { continue }
      if n > 0 { noteWritten(fd, UnsafeBufferPointer(start: base + offset, count: n)) }
      guard n > 0 else { writeFailed(fd, n < 0 ? errno : EIO) }
      offset += n
    }
  }

  /// Per file descriptor (stdout, stderr): how many bytes were written
  /// after the last LF, the start of a record or line not yet finished.
  nonisolated(unsafe) private static var unfinished: (out: Int, err: Int) = (0, 0)

  /// Counts what a successful `write(2)` left unfinished.
  @inline(__always)
  private static func noteWritten(_ fd: Int32, _ bytes: UnsafeBufferPointer<UInt8>) {
    guard fd == 1 || fd == 2 else { return }
    var tail = 0
    var i = bytes.count
    while i > 0 && bytes[i - 1] != 0x0A {
      i -= 1
      tail += 1
    }
    let previous = fd == 1 ? unfinished.out : unfinished.err
    let now = i > 0 ? tail : previous + tail
    if fd == 1 { unfinished.out = now } else { unfinished.err = now }
  }

  /// Ends the process after a failed write to `fd`. Where the output is a
  /// regular file, the bytes of the record it was writing are cut off
  /// again (`ftruncate` back to the last LF), so a reader of the file never
  /// sees half a record or half a UTF-8 character; the message on stderr
  /// starts on a line of its own.
  static func writeFailed(_ fd: Int32, _ error: Int32) -> Never {
    if error == EPIPE {
      signal(SIGPIPE, SIG_DFL)
      raise(SIGPIPE)
    }
    var tail = fd == 1 ? unfinished.out : fd == 2 ? unfinished.err : 0
    var info = stat()
    if tail > 0, fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
      let position = lseek(fd, 0, SEEK_CUR)
      if position >= off_t(tail), ftruncate(fd, position - off_t(tail)) == 0 {
        lseek(fd, position - off_t(tail), SEEK_SET)
        tail = 0
      }
    }
    // On a line of its own: after an unfinished stderr line, or after an
    // unfinished stdout record when both go to the same file (a terminal).
    let startsLine =
      unfinished.err > 0 || (fd == 1 && tail > 0 && StandardStreams.sameFile(1, 2))
    let stream = fd == 1 ? "standard output" : fd == 2 ? "standard error" : "file descriptor \(fd)"
    let message =
      (startsLine ? "\n" : "")
      + "kbcheck: cannot write to \(stream): \(String(cString: strerror(error))); stopped (exit 74).\n"
    if fd != 2 {
      var copy = message
      copy.withUTF8 { bytes in
        if let base = bytes.baseAddress { _ = posixWrite(2, base, bytes.count) }
      }
    }
    _exit(74)
  }
}

/// `write(2)`, named apart from ``OutputBuffer``'s methods.
private func posixWrite(_ fd: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(fd, bytes, count)
}

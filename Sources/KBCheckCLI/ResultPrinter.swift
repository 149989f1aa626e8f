import KBCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prints validation results in the `kbcheck` contract's formats.
struct ResultPrinter {
  let keyboard: KeyboardType
  let format: OutputFormat

  /// Prints one result; `line` is the 1-based input line in batch mode.
  func print(_ result: ValidationResult, line: Int?) {
    switch format {
    case .json:
      var object = result.jsonObject(type: keyboard)
      if let line, case .object(var members) = object {
        members.insert(JSONMember("line", .int(line)), at: 0)
        object = .object(members)
      }
      StandardStreams.writeOut(object.jsonText + "\n")
    case .text:
      StandardStreams.writeOut((result.isValid ? result.value ?? "" : "") + "\n")
      for issue in result.issues {
        StandardStreams.writeError(
          issue.diagnostic(for: result.input, source: line == nil ? "input" : "stdin", line: line ?? 1)
            + "\n")
      }
    }
  }
}

/// Writes to stdout and stderr through file descriptors; stdout is
/// buffered (64 KiB) for batch throughput and flushed by ``flush()``.
enum StandardStreams {
  nonisolated(unsafe) private static var buffer: [UInt8] = {
    var b: [UInt8] = []
    b.reserveCapacity(1 << 16)
    return b
  }()

  /// Appends text to the stdout buffer, flushing when it is full.
  static func writeOut(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes text to stderr at once (after flushing stdout, to keep order).
  static func writeError(_ text: String) {
    flush()
    var copy = text
    copy.withUTF8 { writeAll(2, $0) }
  }

  /// Writes the stdout buffer.
  static func flush() {
    guard !buffer.isEmpty else { return }
    buffer.withUnsafeBufferPointer { writeAll(1, $0) }
    buffer.removeAll(keepingCapacity: true)
  }

  private static func writeAll(_ fd: Int32, _ bytes: UnsafeBufferPointer<UInt8>) {
    var offset = 0
    while offset < bytes.count {
      let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
      if n <= 0 {
        if n < 0 && errno == EINTR { continue }
        return
      }
      offset += n
    }
  }
}

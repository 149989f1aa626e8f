#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// stdout and stderr through large buffers. When both are the same file
/// (`2>&1`, a terminal), stderr text goes through the stdout buffer so the
/// two keep their relative order.
enum StandardStreams {
  /// The stdout buffer (1 MiB).
  nonisolated(unsafe) static let out = OutputBuffer(fd: 1, capacity: 1 << 20)
  /// The stderr buffer (256 KiB); ``out`` itself when both are the same
  /// file, so that stderr text keeps its place among stdout's (one buffer:
  /// no forwarding, which cost a retain and a release of the target on
  /// every byte written).
  nonisolated(unsafe) static let err: OutputBuffer =
    sameFile(1, 2) ? out : OutputBuffer(fd: 2, capacity: 1 << 18)

  /// Appends text to stdout.
  /// - Parameter text: The text.
  static func writeOut(_ text: String) { out.write(text) }

  /// Appends text to stderr.
  /// - Parameter text: The text.
  static func writeError(_ text: String) { err.write(text) }

  /// Writes both buffers (stdout first).
  static func flush() {
    out.flush()
    err.flush()
  }

  /// Whether two file descriptors are the same file.
  static func sameFile(_ a: Int32, _ b: Int32) -> Bool {
    var sa = stat()
    var sb = stat()
    guard fstat(a, &sa) == 0, fstat(b, &sb) == 0 else { return false }
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
  }
}

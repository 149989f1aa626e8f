#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads for schemas and form submissions (not a hot path), with
/// POSIX calls so that the tool does not load Foundation.
///
/// A file is read up to a bound (``defaultLimit``, 8 MiB): past it the read
/// stops with a clear error, so `--schema /dev/zero` or a runaway pipe
/// costs at most the bound, not memory until the system gives out.
enum FileInput {
  /// The largest schema or submission file read: 8 MiB.
  static let defaultLimit = 8 << 20

  /// Reads a file, or stdin for `-`.
  /// - Parameters:
  ///   - path: The file's path, or `-` for stdin.
  ///   - limit: The largest size accepted, in bytes.
  /// - Returns: The bytes, or an English reason they could not be read.
  static func read(_ path: String, limit: Int = defaultLimit) -> Result<[UInt8], ReadError> {
    let fd = path == "-" ? 0 : open(path, O_RDONLY)
    guard fd >= 0 else { return .failure(ReadError(path: path, code: errno)) }
    defer { if fd != 0 { close(fd) } }
    // A regular file's size is known before reading it.
    var info = stat()
    if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limit {
      return .failure(ReadError(path: path, code: EFBIG, limit: limit))
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress, $0.count) }
      if n > 0 {
        bytes.append(contentsOf: chunk[0..<n])
        if bytes.count > limit {
          return .failure(ReadError(path: path, code: EFBIG, limit: limit))
        }
      } else if n == 0 {
        return .success(bytes)
      } else if errno != EINTR {
        return .failure(ReadError(path: path, code: errno))
      }
    }
  }

  /// A file that could not be read.
  struct ReadError: Error, CustomStringConvertible {
    var path: String
    var code: Int32
    /// The bound that was passed, for `EFBIG`.
    var limit: Int? = nil
    var description: String {
      let name = FileInput.displayName(of: path)
      if code == ENOENT, FileInput.looksLikeInlineData(path) {
        return
          "cannot read \(name): the argument is a file path, but this one looks like the data itself; give the data on stdin ('-') instead."
      }
      if let limit {
        return
          "cannot read \(name): it is larger than \(limit >> 20) MiB, the limit of a schema or submission file."
      }
      return "cannot read \(name): \(String(cString: strerror(code)))"
    }
  }
}

extension FileInput {
  /// How a path is named in a message: `stdin` for `-`, the path made safe
  /// for a terminal, or — for an argument that looks like inline data (a
  /// JSON object pasted where a path belongs, which may hold a password or
  /// a card number) — `the argument`, so that no secret is ever echoed.
  /// - Parameter path: The path as given.
  /// - Returns: The name to print.
  static func displayName(of path: String) -> String {
    if path == "-" { return "stdin" }
    if looksLikeInlineData(path) { return "the argument" }
    return TerminalText.safe(path)
  }

  /// Whether an argument given as a path looks like data instead: it opens
  /// with `{` or `[` (JSON), holds a line break or a quote, or is longer
  /// than any path (`PATH_MAX`, 4096 bytes).
  /// - Parameter path: The argument.
  /// - Returns: Whether it is withheld from messages.
  static func looksLikeInlineData(_ path: String) -> Bool {
    let first = path.utf8.first { $0 != 0x20 && $0 != 0x09 }
    return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
      || path.utf8.contains { $0 == 0x0A || $0 == 0x0D || $0 == UInt8(ascii: "\"") }
      || path.utf8.count > 4096
  }
}

/// `read(2)`, named apart from ``FileInput/read(_:limit:)``.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}

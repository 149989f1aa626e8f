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
      let name = path == "-" ? "stdin" : TerminalText.safe(path)
      if let limit {
        return
          "cannot read \(name): it is larger than \(limit >> 20) MiB, the limit of a schema or submission file."
      }
      return "cannot read \(name): \(String(cString: strerror(code)))"
    }
  }
}

/// `read(2)`, named apart from ``FileInput/read(_:limit:)``.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}

import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A log of every code reported in this process, for the check that every
/// reported code is in ``IssueCatalogue`` and every listed code is
/// reported by some test.
///
/// Off unless the environment variable `KBCHECK_CODE_LOG` names a
/// directory; then the codes go, at exit, to `codes-<pid>.txt` in it, one
/// per line. Costs one load and branch per issue when off.
@_spi(Testing) public enum IssueCodeLog {
  private static let directory: String? = {
    guard let value = getenv("KBCHECK_CODE_LOG") else { return nil }
    let path = String(cString: value)
    guard !path.isEmpty else { return nil }
    atexit { IssueCodeLog.write() }
    return path
  }()
  private static let codes = Mutex<Set<String>>([])

  /// Notes that a code was reported.
  /// - Parameter code: The code.
  @inline(__always)
  static func record(_ code: ValidationIssue.Code) {
    guard directory != nil else { return }
    _ = codes.withLock { $0.insert(code.rawValue) }
  }

  /// Whether the log is on.
  public static var isEnabled: Bool { directory != nil }

  private static func write() {
    guard let directory else { return }
    let path = "\(directory)/codes-\(getpid()).txt"
    guard let file = fopen(path, "w") else { return }
    for code in codes.withLock({ $0 }).sorted() { fputs(code + "\n", file) }
    fclose(file)
  }
}

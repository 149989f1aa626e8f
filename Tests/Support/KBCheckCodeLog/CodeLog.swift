@_spi(Testing) import KBCheck
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A log of every issue code a process reports, for the CI check
/// (`Scripts/ci/check-codes.py`) that every reported code is listed in
/// ``IssueCatalogue`` and every listed code is reported by some test.
///
/// Test-only: the test binary starts it before `main` (the constructor in
/// `CKBCheckCodeLogStart`) and a debug `kbcheck` at its start; the library
/// has only the hook (``IssueObserver``). On when the environment variable
/// `KBCHECK_CODE_LOG` names a directory: the codes go, at exit, to
/// `codes-<pid>.txt` in it, one per line.
public enum CodeLog {
  private static let codes = Mutex<Set<String>>([])
  nonisolated(unsafe) private static var directory: String?

  /// Starts the log when `KBCHECK_CODE_LOG` names a directory; else does
  /// nothing. Call once, before any validation.
  public static func startFromEnvironment() {
    guard directory == nil, let value = getenv("KBCHECK_CODE_LOG") else { return }
    let path = String(cString: value)
    guard !path.isEmpty else { return }
    directory = path
    IssueObserver.install { code in _ = CodeLog.codes.withLock { $0.insert(code.rawValue) } }
    atexit { CodeLog.write() }
  }

  private static func write() {
    guard let directory else { return }
    let path = "\(directory)/codes-\(getpid()).txt"
    guard let file = fopen(path, "w") else { return }
    for code in codes.withLock({ $0 }).sorted() { fputs(code + "\n", file) }
    fclose(file)
  }
}

/// What the test binary's constructor calls (`code_log_start.c`).
@_cdecl("kbcheck_code_log_start")
public func kbcheckCodeLogStart() { CodeLog.startFromEnvironment() }

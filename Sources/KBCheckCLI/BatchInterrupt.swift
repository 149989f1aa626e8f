#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM during a batch run (`kbcheck --type T -`): the
/// handler only notes the signal; the run stops reading, finishes the
/// record it is writing (`--jobs N`: the round of chunks it is writing),
/// flushes, and says on stderr which input line its output ends with, then
/// exits 130 (SIGINT) or 143 (SIGTERM). So a consumer of JSON lines or TSV
/// never reads half a record, and knows where to resume.
enum BatchInterrupt {
  /// The signal received, or 0.
  nonisolated(unsafe) static var received: sig_atomic_t = 0

  /// Whether SIGINT or SIGTERM arrived.
  static var isSet: Bool { received != 0 }

  /// Installs the handlers, without `SA_RESTART`: a `read(2)` waiting on
  /// stdin returns `EINTR`, so the run stops even when no input comes.
  static func install() {
    for signalNumber in [SIGINT, SIGTERM] {
      var action = sigaction()
      let handler: @convention(c) (Int32) -> Void = { BatchInterrupt.received = $0 }
      #if canImport(Glibc)
      action.__sigaction_handler = unsafeBitCast(
        handler, to: sigaction.__Unnamed_union___sigaction_handler.self)
      #else
      action.__sigaction_u.__sa_handler = handler
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signalNumber, &action, nil)
    }
    // A blocked signal would stay pending (an inherited mask).
    var handled = sigset_t()
    sigemptyset(&handled)
    sigaddset(&handled, SIGINT)
    sigaddset(&handled, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &handled, nil)
  }

  /// The one-line note for stderr after a stop.
  /// - Parameter lastLine: The last input line whose result was written.
  /// - Returns: The note, ending in LF.
  static func note(lastLine: Int) -> String {
    let name = received == SIGINT ? "SIGINT" : "SIGTERM"
    return lastLine == 0
      ? "kbcheck: stopped by \(name) before the first input line; nothing was written.\n"
      : "kbcheck: stopped by \(name) after input line \(lastLine); the output ends with that line's result.\n"
  }

  /// The exit status after a stop: 128 + the signal's number.
  static var exitStatus: Int32 { 128 + received }
}

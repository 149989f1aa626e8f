/// A hook that sees the code of every issue, filter change and error
/// kbcheck makes: what a test harness needs to check that every code in
/// ``IssueCatalogue`` is reported by some test (the log itself lives in the
/// test support, not here).
///
/// Off unless installed; then it costs one load and one branch per code.
/// Install it once, before any validation starts (a process's first act),
/// since it is read without a lock.
@_spi(Testing) public enum IssueObserver {
  /// The installed observer, or `nil`.
  nonisolated(unsafe) private static var observer: (@Sendable (ValidationIssue.Code) -> Void)?

  /// Installs the observer; later codes are passed to it.
  /// - Parameter observer: Called with each code, on whatever thread
  ///   reports it.
  public static func install(_ observer: @escaping @Sendable (ValidationIssue.Code) -> Void) {
    self.observer = observer
  }

  /// Passes a reported code to the observer, if one is installed.
  /// - Parameter code: The code.
  @inline(__always)
  static func notice(_ code: ValidationIssue.Code) {
    if let observer { observer(code) }
  }
}

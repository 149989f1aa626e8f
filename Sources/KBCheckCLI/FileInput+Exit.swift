import ArgumentParser

extension FileInput {
  /// Reads a file (or stdin for `-`) that the command cannot go on without:
  /// a schema, a submission, pre-filled values.
  ///
  /// When it cannot be read (missing, a directory, no permission, a read
  /// that fails), the reason goes to stderr as `kbcheck: cannot read …` —
  /// naming a path that looks like data `the argument`
  /// (``displayName(of:)``) — and the command exits 74 (EX_IOERR), the
  /// contract's status for unreadable input. A file larger than `limit`
  /// was readable but is refused: a usage error (exit 64), as before.
  /// - Parameters:
  ///   - path: The file's path, or `-` for stdin.
  ///   - limit: The largest size accepted, in bytes.
  /// - Returns: The bytes.
  /// - Throws: `ExitCode(74)` after printing the reason, or a
  ///   `ValidationError` for a file over the limit.
  static func readOrExit(_ path: String, limit: Int = defaultLimit) throws -> [UInt8] {
    switch read(path, limit: limit) {
    case .success(let bytes):
      return bytes
    case .failure(let error) where error.limit != nil:
      throw ValidationError(error.description)
    case .failure(let error):
      StandardStreams.writeError("kbcheck: \(error.description)\n")
      StandardStreams.flush()
      throw ExitCode(74)
    }
  }
}

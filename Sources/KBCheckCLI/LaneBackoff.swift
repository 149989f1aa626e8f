/// How often the serial batch asks a lane that declines line after line:
/// after a run that takes no line, the next lines skip the lane (their
/// full path is all they cost), 1, then 3, 7 … up to 63 lines for each
/// further run that takes none; a run that takes a line asks again at once.
///
/// A URL line the lane declines is parsed twice, by the lane and then by
/// the full path: on input where nearly every line has a validation error
/// (a corpus of typed URLs with spaces, the WPT inputs), asking every line
/// cost 14–16 % of the batch. The records are the same either way: the lane
/// writes exactly what the full path writes.
struct LaneBackoff {
  /// Whether the lane backs off at all (``CanonicalLineLane/backsOff``).
  let enabled: Bool
  /// The runs in a row that took no line.
  private var misses = 0
  /// The lines still to skip before the lane is asked again.
  private var skip = 0

  /// A backoff that is on when `enabled`.
  init(enabled: Bool) {
    self.enabled = enabled
  }

  /// Whether the lane is asked about the next line; counts a skipped line.
  @inline(__always) mutating func asks() -> Bool {
    guard skip > 0 else { return true }
    skip &-= 1
    return false
  }

  /// Takes what a run did.
  /// - Parameters:
  ///   - lines: The lines it took.
  ///   - declined: Whether it stopped at a line the lane declined.
  @inline(__always) mutating func record(lines: Int, declined: Bool) {
    guard enabled else { return }
    if lines > 0 {
      misses = 0
    } else if declined {
      misses = min(misses &+ 1, 6)
      skip = (1 << misses) &- 1
    }
  }
}

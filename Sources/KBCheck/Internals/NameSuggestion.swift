/// "Did you mean …?": the known names closest to a name that was not
/// recognised (a type, a profile, an option, a language), by edit distance.
///
/// The distance is the optimal string alignment form of the
/// Damerau–Levenshtein distance: insertions, deletions, substitutions
/// (Levenshtein 1966) and transpositions of two adjacent characters
/// (Damerau 1964), each substring edited at most once, computed by the
/// Wagner–Fischer dynamic programme (1974). Characters compare after
/// lower-casing, so `EMAIL` is at distance 0 from `email`.
package enum NameSuggestion {
  /// The largest distance suggested: two edits (`emial` → `email` is one).
  package static let maximumDistance = 2

  /// The most names one suggestion lists.
  package static let maximumCount = 3

  /// The known names closest to `name`: those at the smallest distance,
  /// if it is at most ``maximumDistance`` and less than half the length of
  /// `name` (so that a two-letter typo does not suggest every two-letter
  /// name), in the order given, each once (case-insensitively), at most
  /// `limit`.
  /// - Parameters:
  ///   - name: The name given.
  ///   - known: The names that would have been accepted.
  ///   - limit: The most names returned.
  /// - Returns: The suggestions, possibly none.
  /// - Complexity: O(*k* · *m*) for *k* known names of length at most *m*:
  ///   a known name whose length differs from `name`'s by more than
  ///   ``maximumDistance`` is not compared at all.
  package static func closest(
    to name: String, among known: [String], limit: Int = maximumCount
  ) -> [String] {
    let given = Array(name.lowercased())
    var best = maximumDistance + 1
    var found: [String] = []
    var seen: Set<String> = []
    for candidate in known {
      let lowered = candidate.lowercased()
      guard !seen.contains(lowered) else { continue }
      guard let distance = distance(given, Array(lowered), atMost: maximumDistance),
        distance * 2 < given.count, distance <= best
      else { continue }
      if distance < best {
        best = distance
        found = []
        seen = []
      }
      seen.insert(lowered)
      found.append(candidate)
    }
    return Array(found.prefix(limit))
  }

  /// The optimal string alignment distance between two strings, compared
  /// case-insensitively.
  /// - Parameters:
  ///   - a: One string.
  ///   - b: The other.
  /// - Returns: The number of insertions, deletions, substitutions and
  ///   adjacent transpositions that turn one into the other.
  /// - Complexity: O(*n* · *m*).
  package static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    return distance(a, b, atMost: max(a.count, b.count)) ?? max(a.count, b.count)
  }

  /// The distance, or `nil` when it is certainly above `bound` (the
  /// lengths alone differ by more).
  private static func distance(_ a: [Character], _ b: [Character], atMost bound: Int) -> Int? {
    guard abs(a.count - b.count) <= bound else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    // Three rows of the Wagner–Fischer matrix: i-2, i-1 and i.
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, beforePrevious[j - 2] + 1)
        }
        current[j] = value
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}

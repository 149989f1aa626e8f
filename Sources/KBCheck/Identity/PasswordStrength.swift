/// A rough estimate of how many guesses a password takes, for display (a
/// meter), never a rule: NIST SP 800-63B §3.1.1.2 forbids composition rules
/// and recommends showing strength instead.
///
/// The estimate: a password on the common-password list takes as many
/// guesses as its rank; otherwise each character adds the size of its class
/// (10 digits, 26 lower-case, 26 upper-case, 33 ASCII symbols, 100 other)
/// as a factor, except a character that repeats the one before it or
/// continues a run (`abc`, `321`), which adds a factor of 2, and a list
/// entry of 8 to 16 characters inside the password, which adds its rank
/// times 10. Short dictionary words are not recognized (the bundled list
/// keeps only entries of 8 or more): `hunter2` is overrated, but refused
/// by length. The score maps
/// log10(guesses) to 0–4 at 3, 6, 8 and 10, the thresholds zxcvbn uses.
public struct PasswordStrength: Sendable, Hashable, Codable {
  /// The estimated number of guesses, as a base-10 logarithm.
  public var guessesLog10: Double
  /// 0 (too guessable) to 4 (very unguessable).
  public var score: Int

  /// Estimates a password's strength.
  /// - Parameter password: The enforced password.
  /// - Complexity: O(*n*).
  public init(estimating password: String) {
    if let rank = PasswordBlocklist.rank(of: password) {
      guessesLog10 = Self.log10(Double(rank))
    } else {
      let scalars = Array(password.unicodeScalars)
      let common = Self.commonRuns(in: scalars)
      var total = 0.0
      var previous: UInt32?
      var step: Int64?
      var index = 0
      while index < scalars.count {
        if let run = common[index] {
          // A common password inside: as many guesses as its rank, times
          // its position and case variations.
          total += Self.log10(Double(run.rank)) + 1
          index += run.length
          previous = nil
          step = nil
          continue
        }
        let scalar = scalars[index]
        index += 1
        let value = scalar.value
        var factor = Self.classSize(scalar)
        if let previous {
          let delta = Int64(value) - Int64(previous)
          if delta == 0 || (abs(delta) == 1 && (step == nil || step == delta)) { factor = 2 }
          step = abs(delta) == 1 ? delta : nil
        }
        total += Self.log10(factor)
        previous = value
      }
      guessesLog10 = total
    }
    score =
      guessesLog10 < 3 ? 0 : guessesLog10 < 6 ? 1 : guessesLog10 < 8 ? 2 : guessesLog10 < 10 ? 3 : 4
  }

  /// The longest list entry (8 to 16 code points) starting at each offset,
  /// taken left to right without overlap: O(16 *n*) lookups.
  private static func commonRuns(in scalars: [Unicode.Scalar]) -> [Int: (length: Int, rank: Int)] {
    var runs: [Int: (length: Int, rank: Int)] = [:]
    var start = 0
    while start + 8 <= scalars.count {
      var found: (length: Int, rank: Int)?
      for length in stride(from: min(16, scalars.count - start), through: 8, by: -1) {
        var word = ""
        word.unicodeScalars.append(contentsOf: scalars[start..<(start + length)])
        if let rank = PasswordBlocklist.rank(of: word) {
          found = (length, rank)
          break
        }
      }
      if let found {
        runs[start] = found
        start += found.length
      } else {
        start += 1
      }
    }
    return runs
  }

  /// The number of characters of a scalar's class.
  private static func classSize(_ scalar: Unicode.Scalar) -> Double {
    switch scalar.value {
    case 0x30...0x39: 10
    case 0x61...0x7A, 0x41...0x5A: 26
    case 0x20...0x7E: 33
    default: 100
    }
  }

  /// The base-10 logarithm, without Foundation.
  private static func log10(_ x: Double) -> Double {
    guard x > 1 else { return 0 }
    // ln(x) by the exponent and a series on the mantissa in [1, 2).
    let exponent = Double(x.exponent)
    let mantissa = x.significand
    let y = (mantissa - 1) / (mantissa + 1)
    var term = y
    var sum = 0.0
    var k = 1.0
    for _ in 0..<20 {
      sum += term / k
      term *= y * y
      k += 2
    }
    let ln = 2 * sum + exponent * 0.693_147_180_559_945_3
    return ln / 2.302_585_092_994_045_7
  }
}

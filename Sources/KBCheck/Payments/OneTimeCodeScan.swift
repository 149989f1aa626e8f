/// Finds the one-time code in a pasted text such as "Your code is
/// 123-456. It expires in 10 minutes.": a candidate is a run of digits (of
/// any script, folded to ASCII) whose groups are joined by single spaces or
/// dashes, with a digit count the field accepts.
enum OneTimeCodeScan {
  /// What a text holds.
  enum Extraction: Equatable {
    /// Exactly one candidate: its ASCII digits, and the scalar offsets of
    /// the characters that are its digits.
    case one([UInt8], kept: Set<Int>)
    /// Several candidates: which one is meant cannot be decided.
    case several(Int)
  }

  /// Whether a text is a message rather than a mistyped code: it has at
  /// least two letters (of any script).
  /// - Parameter text: The text.
  /// - Returns: Whether it is a message.
  static func isText(_ text: String) -> Bool {
    var letters = 0
    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
      letters += 1
      if letters >= 2 { return true }
    }
    return false
  }

  /// The code in a text, or `nil` when the text is only digits and
  /// separators (a plain code, read as it is) or holds no candidate.
  /// - Parameters:
  ///   - text: The pasted text.
  ///   - lengths: The digit counts a code may have.
  /// - Returns: The extraction, or `nil`.
  /// - Complexity: O(*n*).
  static func extract(_ text: String, lengths: ClosedRange<Int>) -> Extraction? {
    let message = isText(text)
    var candidates: [([UInt8], [Int])] = []
    var run: [UInt8] = []
    var offsets: [Int] = []
    var pendingSeparator = false
    func close() {
      if lengths.contains(run.count) { candidates.append((run, offsets)) }
      run = []
      offsets = []
      pendingSeparator = false
    }
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      switch PaymentScalar.classify(scalar) {
      case .digit(let ascii, _):
        pendingSeparator = false
        run.append(ascii)
        offsets.append(offset)
      case .separator where !run.isEmpty && !pendingSeparator && (scalar == " " || scalar == "-"):
        pendingSeparator = true
      case .separator:
        close()
      case .letter, .other:
        close()
      }
    }
    close()
    guard message, let first = candidates.first else { return nil }
    if candidates.count > 1 { return .several(candidates.count) }
    return .one(first.0, kept: Set(first.1))
  }
}

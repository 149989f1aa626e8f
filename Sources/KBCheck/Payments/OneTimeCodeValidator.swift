/// Validates a one-time code (an SMS or authenticator code): digits of a
/// configured length (default 6; `length=4-8` for a range), digits of other
/// scripts read as ASCII. A whole pasted text ("Your code is 123-456.")
/// yields its code when exactly one candidate is in it (with the warning
/// `otp.extracted`), and is refused when there are several
/// (`otp.several-codes`).
public struct OneTimeCodeValidator: Validator {
  /// What the validator accepts.
  public struct Options: Sendable, Hashable {
    /// The digit counts a code may have; defaults to 6.
    public var lengths: ClosedRange<Int>

    /// Creates options.
    /// - Parameter lengths: The digit counts; defaults to exactly 6.
    public init(lengths: ClosedRange<Int> = 6...6) { self.lengths = lengths }

    /// The option names: `length` (`6`, or a range `4-8`).
    public static let settingNames = ["length"]

    /// Reads the options from `name=value` settings.
    /// - Parameters:
    ///   - settings: `length`.
    ///   - profile: Must be `nil`.
    /// - Throws: ``ConfigurationError`` for an unknown option or a bad length.
    public init(settings: [String: String], profile: String? = nil) throws(ConfigurationError) {
      if let profile { throw .unknownProfile(profile, known: []) }
      let reader = try Settings(settings, known: Options.settingNames)
      lengths = 6...6
      if let raw = reader.string("length") {
        let parts = raw.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...2).contains(parts.count), let low = parts.first ?? nil,
          let high = parts.last ?? nil, 4 <= low, low <= high, high <= 8
        else {
          throw .badValue("length", raw, expecting: .codeLength)
        }
        lengths = low...high
      }
    }
  }

  /// The options.
  public let options: Options

  /// Creates the validator.
  /// - Parameter options: The code lengths.
  public init(options: Options = Options()) { self.options = options }

  /// Validates a code.
  /// - Parameter input: The code, or a pasted text holding it.
  /// - Returns: The verdict; the value is the ASCII digits.
  /// - Complexity: O(*n*) in the length of `input`.
  public func validate(_ input: String) -> ValidationResult {
    let count = input.unicodeScalars.count
    if count == 0 {
      return .invalid(input, [ValidationIssue(PaymentIssue.empty(.oneTimeCode), range: 0..<0)])
    }
    var issues: [ValidationIssue] = []
    var digits: [UInt8] = []
    switch OneTimeCodeScan.extract(input, lengths: options.lengths) {
    case .several(let n):
      return .invalid(
        input, [ValidationIssue(PaymentIssue.oneTimeCodeSeveral(count: n), range: 0..<count)])
    case .one(let found, let kept):
      digits = found
      let range = (kept.min() ?? 0)..<((kept.max() ?? 0) + 1)
      issues.append(ValidationIssue(PaymentIssue.oneTimeCodeExtracted, range: range))
    case nil:
      for (offset, scalar) in input.unicodeScalars.enumerated() {
        switch PaymentScalar.classify(scalar) {
        case .digit(let ascii, _): digits.append(ascii)
        case .separator where scalar == " " || scalar == "-": continue
        case .letter, .other, .separator:
          if OneTimeCodeScan.isText(input) {
            return .invalid(
              input, [ValidationIssue(PaymentIssue.oneTimeCodeNone, range: 0..<count)])
          }
          return .invalid(
            input, [ValidationIssue(PaymentIssue.notADigit(.oneTimeCode, scalar), at: offset)])
        }
      }
      if !options.lengths.contains(digits.count) {
        issues.append(
          ValidationIssue(
            PaymentIssue.oneTimeCodeLength(count: digits.count, allowed: options.lengths),
            range: 0..<count))
      }
    }
    let valid = !issues.hasError
    return ValidationResult(
      input: input, value: valid ? String(decoding: digits, as: UTF8.self) : nil, issues: issues,
      payload: .none)
  }
}

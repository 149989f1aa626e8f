/// Validates number-pad values: PINs, one-time codes, postal codes, card
/// numbers.
///
/// `numberPad` accepts the decimal digits of every script (Unicode Nd: the
/// locale digits iOS pads produce, such as `٠١٢٣`, and full-width `１２３`)
/// and folds them to ASCII; `asciiCapableNumberPad` accepts ASCII digits only
/// and reports every other character with its position. The canonical value
/// is the ASCII digit string with leading zeros kept: a code, not a quantity.
///
/// Options: `minLength`, `maxLength`, `length` (exact; digits counted) and
/// `luhn` (the value must pass the Luhn mod-10 check, as card numbers and
/// IMEIs do).
public struct NumberPadValidator: Validator {
  /// The options the validator was made from.
  public let options: Options
  /// The keyboard: numberPad or asciiCapableNumberPad.
  public let keyboard: KeyboardType

  /// Creates a validator.
  /// - Parameters:
  ///   - keyboard: numberPad or asciiCapableNumberPad.
  ///   - options: Length bounds and the Luhn check.
  /// - Throws: ``ConfigurationError`` when `minLength` is above `maxLength`.
  public init(keyboard: KeyboardType = .numberPad, options: Options = Options())
    throws(ConfigurationError)
  {
    if let lo = options.minLength, let hi = options.maxLength, lo > hi {
      throw ConfigurationError(ConfigurationIssue.minLengthAboveMax(minLength: lo, maxLength: hi))
    }
    self.options = options
    self.keyboard = keyboard
  }

  /// Validates one value.
  /// - Parameter input: The value.
  /// - Returns: The result; the value is the ASCII digit string.
  /// - Complexity: O(*n*); an all-ASCII-digit value is checked byte by byte
  ///   and returned without copying.
  public func validate(_ input: String) -> ValidationResult {
    if ValidationResult.isOversized(input) { return .oversized(input) }
    // The fast path: ASCII digits and no length or Luhn constraint.
    if options.minLength == nil && options.maxLength == nil && !options.luhn
      && NumberPadValidator.asciiDigitCount(input) > 0
    {
      return ValidationResult(canonicalInput: input, issues: [], payload: .none)
    }
    return validateConstrainedOrScalars(input)
  }

  /// ``validate(_:)`` for constraints or digits beyond ASCII.
  private func validateConstrainedOrScalars(_ input: String) -> ValidationResult {
    let count = NumberPadValidator.asciiDigitCount(input)
    if count > 0 {
      let issues = constraintIssues(input, digitCount: count)
      return ValidationResult(input: input, value: issues.isEmpty ? input : nil, issues: issues)
    }
    if count == 0 {
      return .invalid(input, [ValidationIssue(InputIssue.emptyNumber, range: 0..<0)])
    }
    return validateScalars(input)
  }

  /// The number of bytes when the input is only ASCII digits (0 when it is
  /// empty), or -1.
  /// - Complexity: O(*n*).
  @inline(__always)
  static func asciiDigitCount(_ input: String) -> Int {
    var copy = input
    return copy.withUTF8 { bytes in
      var i = 0
      while i < bytes.count {
        if bytes[i] &- 0x30 >= 10 { return -1 }
        i += 1
      }
      return bytes.count
    }
  }

  /// The general path: any script's digits, with every other character
  /// reported by position.
  private func validateScalars(_ input: String) -> ValidationResult {
    var bounded = BoundedIssues(.number)
    var digits = String.UnicodeScalarView()
    var firstZero: UInt32?
    var mixedReported = false
    var last = 0
    // The message is built only for an issue that is listed.
    func note(
      at offset: Int, severity: ValidationIssue.Severity = .error,
      _ issue: @autoclosure () -> ValidationIssue
    ) {
      bounded.add(severity, range: offset..<(offset + 1), issue)
    }
    for (offset, scalar) in input.unicodeScalars.enumerated() {
      last = offset + 1
      let value: Int?
      if scalar.value &- 0x30 < 10 {
        value = Int(scalar.value - 0x30)
      } else if scalar.isASCII {
        value = nil
      } else {
        value = scalar.icu.digitValue
      }
      guard let value else {
        note(
          at: offset,
          ValidationIssue(NumberIssue.notADigit(scalar), at: offset))
        continue
      }
      if keyboard == .asciiCapableNumberPad && !scalar.isASCII {
        note(
          at: offset,
          ValidationIssue(NumberIssue.notASCIIDigit(scalar, digit: Int(value)), at: offset))
        continue
      }
      let zero = scalar.value - UInt32(value)
      if let firstZero, firstZero != zero, !mixedReported {
        mixedReported = true
        note(
          at: offset, severity: .warning,
          ValidationIssue(NumberIssue.mixedDigitsInCode(scalar), at: offset))
      }
      if firstZero == nil { firstZero = zero }
      digits.append(Unicode.Scalar(UInt8(0x30 + value)))
    }
    var issues = bounded.all(inputEnd: last)
    if input.isEmpty {
      issues.append(ValidationIssue(InputIssue.emptyNumber, range: 0..<0))
    }
    let value = String(digits)
    if !issues.hasError {
      issues += constraintIssues(value, digitCount: digits.count)
    }
    let valid = !issues.hasError
    return ValidationResult(input: input, value: valid ? value : nil, issues: issues)
  }

  /// The length and Luhn issues of an all-ASCII-digit value.
  /// - Parameters:
  ///   - digits: The ASCII digits.
  ///   - digitCount: Their number.
  /// - Returns: The issues (empty when the value meets the options).
  func constraintIssues(_ digits: String, digitCount: Int) -> [ValidationIssue] {
    let minLength = options.minLength
    let maxLength = options.maxLength
    guard minLength != nil || maxLength != nil || options.luhn else { return [] }
    var issues: [ValidationIssue] = []
    let whole = 0..<digitCount
    if let minLength, digitCount < minLength {
      let exact = minLength == maxLength
      issues.append(
        ValidationIssue(
          NumberIssue.tooShort(limit: minLength, count: digitCount, exact: exact), range: whole))
    }
    if let maxLength, digitCount > maxLength {
      let exact = minLength == maxLength
      issues.append(
        ValidationIssue(
          NumberIssue.tooLong(limit: maxLength, count: digitCount, exact: exact), range: whole))
    }
    if options.luhn && issues.isEmpty && !NumberPadValidator.passesLuhn(digits) {
      issues.append(
        ValidationIssue(NumberIssue.luhnFailed, range: whole))
    }
    return issues
  }

  /// The Luhn mod-10 check over ASCII digits (card numbers, IMEI).
  /// - Parameter digits: ASCII digits; other bytes make it fail.
  /// - Returns: `true` when the check digit matches (at least two digits).
  /// - Complexity: O(*n*).
  public static func passesLuhn(_ digits: String) -> Bool {
    var sum = 0
    var double = false
    var count = 0
    for byte in digits.utf8.reversed() {
      guard byte &- 0x30 < 10 else { return false }
      var d = Int(byte - 0x30)
      if double {
        d *= 2
        if d > 9 { d -= 9 }
      }
      sum += d
      double.toggle()
      count += 1
    }
    return count >= 2 && sum % 10 == 0
  }
}

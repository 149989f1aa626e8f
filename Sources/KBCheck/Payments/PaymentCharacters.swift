/// The letters (upper-cased) and digits of an account code as typed, each
/// with its scalar offset in the input: what the IBAN and BIC validators
/// read before their own checks, skipping the separators each allows.
struct PaymentCharacters {
  /// The letters, upper-cased, and the digits, as ASCII.
  var bytes: [UInt8] = []
  /// The scalar offset in the input of each of ``bytes``.
  var offsets: [Int] = []
  /// The number of scalars of the input.
  var scalarCount = 0

  /// What reading an input gave: its characters, or the result that
  /// refuses it.
  enum Reading {
    /// At least one letter or digit, and nothing that is not one or a
    /// skipped separator.
    case read(PaymentCharacters)
    /// A character that is neither (`notAlphanumeric`), or no character
    /// at all (`empty`).
    case refused(ValidationResult)
  }

  /// Reads the letters and digits of `input`.
  /// - Parameters:
  ///   - input: The code as typed.
  ///   - field: The field, for the issues.
  ///   - asciiDigitsOnly: Whether a digit of another script is refused.
  ///   - skips: Whether a separator (``PaymentScalar/separator``) is
  ///     skipped; one it does not skip is refused.
  /// - Returns: The characters, or the invalid result.
  /// - Complexity: O(*n*) in the length of `input`.
  static func read(
    _ input: String, field: PaymentField, asciiDigitsOnly: Bool,
    skips: (Unicode.Scalar) -> Bool
  ) -> Reading {
    var found = PaymentCharacters()
    for (offset, scalar) in input.unicodeScalars.enumerated() {
      found.scalarCount = offset + 1
      switch PaymentScalar.classify(scalar) {
      case .digit(let ascii, let isASCII) where isASCII || !asciiDigitsOnly:
        found.bytes.append(ascii)
        found.offsets.append(offset)
      case .letter(let upper, _):
        found.bytes.append(upper)
        found.offsets.append(offset)
      case .separator where skips(scalar):
        continue
      default:
        return .refused(
          .invalid(
            input, [ValidationIssue(PaymentIssue.notAlphanumeric(field, scalar), at: offset)]))
      }
    }
    guard !found.bytes.isEmpty else {
      return .refused(.invalid(input, [ValidationIssue(PaymentIssue.empty(field), range: 0..<0)]))
    }
    return .read(found)
  }
}

extension TextValidator {
  /// Whether a scalar can appear in a phone number typed as text: digits of
  /// any script, space, `+ - ( ) . / * # , ;` and the no-break spaces.
  /// - Parameter scalar: The scalar.
  /// - Returns: `true` for a phone character.
  static func isPhoneCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case " ", "+", "-", "(", ")", ".", "/", "*", "#", ",", ";", "\u{00A0}", "\u{202F}",
      "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}":
      return true
    default:
      return scalar.icu.generalCategory == .decimalNumber
    }
  }

  /// Reads a namePhonePad value as a name or a phone number.
  /// - Parameter input: The input.
  /// - Returns: The kind (`name` or `phone`) and the issues.
  /// - Complexity: O(*n*).
  func checkNameOrPhone(_ input: String) -> (TextKind, [ValidationIssue]) {
    var digits = 0
    var phoneLike = true
    for scalar in input.unicodeScalars {
      if scalar.icu.generalCategory == .decimalNumber { digits += 1 }
      if !TextValidator.isPhoneCharacter(scalar) { phoneLike = false }
    }
    let isPhone: Bool
    switch options.profile {
    case .phone: isPhone = true
    case .name: isPhone = false
    default: isPhone = phoneLike && digits > 0
    }
    return isPhone ? (.phone, phoneIssues(input, digits: digits)) : (.name, nameIssues(input))
  }

  private func phoneIssues(_ input: String, digits: Int) -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    for (i, scalar) in input.unicodeScalars.enumerated()
    where !TextValidator.isPhoneCharacter(scalar) && scalar.value >= 0x20 {
      issues.append(
        ValidationIssue(TextIssue.notAPhoneNumber(scalar), at: i))
    }
    if digits == 0 && !input.isEmpty {
      issues.append(
        ValidationIssue(
          TextIssue.phoneNumberWithoutDigits, range: 0..<input.unicodeScalars.count))
    }
    return issues
  }

  /// Warnings for a name: digits in it, and words that mix scripts (a
  /// Cyrillic `а` in a Latin name).
  private func nameIssues(_ input: String) -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    var wordStart = 0
    var word = String.UnicodeScalarView()
    var position = 0
    func finishWord() {
      defer {
        word = String.UnicodeScalarView()
      }
      guard word.contains(where: { !$0.isASCII }) else { return }
      let text = String(word)
      if SpoofCheck.check(text).isMixedScript {
        issues.append(
          ValidationIssue(
            TextIssue.mixedScriptWord(text, skeleton: SpoofCheck.skeleton(text)),
            range: wordStart..<(wordStart + word.count)))
      }
    }
    for scalar in input.unicodeScalars {
      if scalar.properties.isWhitespace {
        finishWord()
        wordStart = position + 1
      } else {
        word.append(scalar)
        if scalar.icu.generalCategory == .decimalNumber {
          issues.append(
            ValidationIssue(TextIssue.nameContainsDigit(scalar), at: position)
          )
        }
      }
      position += 1
    }
    finishWord()
    return issues
  }
}

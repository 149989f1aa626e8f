/// The single pass behind ``DecimalPadValidator``: classifies each scalar
/// through `LocaleNumberSymbols`, checks grouping sizes as it goes, and
/// records what the second pass needs to write the canonical value.
struct DecimalScan {
  let symbols: LocaleNumberSymbols
  let grouping: Bool
  let signed: Bool
  let acceptOtherSeparator: Bool
  let keyboard: KeyboardType

  private enum Phase { case prefix, integer, fraction }

  /// The issues, at most 100 one by one then one `number.more-issues`
  /// (``BoundedIssues/Policy/number``); complete once the scan has run.
  private(set) var issues: [ValidationIssue] = []
  /// The issues so far (only counted once the limit is reached).
  private var reported = BoundedIssues(.number)
  var scalarCount = 0
  var digitCount = 0
  var integerDigits = 0
  var integerLeadingZeros = 0
  var fractionDigits = 0
  var significantFractionDigits = 0
  var negative = false
  var decimalOffset: Int?
  /// The character read as the decimal separator.
  var decimalScalar: Unicode.Scalar = "."
  private var forcedDecimalOffset: Int?
  private var rerunAt: Int?
  private var phase = Phase.prefix
  private var decimalIsASCIIPeriod = true
  private var sawSign = false
  private var sawPlus = false
  private var sawBidi = false
  private var sawGrouping = false
  private var nonASCII = false
  private var groupSeparators = 0
  private var currentGroup = 0
  private var lastGroupOffset = 0
  private var lastGroupScalar: Unicode.Scalar = ","
  private var groupFamily: UInt32?
  private var groupingOK = true
  private var pendingBadFirstGroup: Int?
  private var firstZero: UInt32?
  private var mixedReported = false

  init(
    symbols: LocaleNumberSymbols, grouping: Bool, signed: Bool, acceptOtherSeparator: Bool,
    keyboard: KeyboardType
  ) {
    self.symbols = symbols
    self.grouping = grouping
    self.signed = signed
    self.acceptOtherSeparator = acceptOtherSeparator
    self.keyboard = keyboard
  }

  /// Scans `input`; when the other convention's separator turns out to be
  /// the decimal separator (`acceptOtherSeparator`), scans once more with it
  /// fixed as such.
  mutating func run(_ input: String) {
    pass(input)
    if let offset = rerunAt {
      self = DecimalScan(
        symbols: symbols, grouping: grouping, signed: signed,
        acceptOtherSeparator: acceptOtherSeparator, keyboard: keyboard)
      forcedDecimalOffset = offset
      pass(input)
    }
  }

  private mutating func pass(_ input: String) {
    var offset = 0
    for scalar in input.unicodeScalars {
      step(scalar, at: offset)
      offset += 1
    }
    scalarCount = offset
    if phase != .fraction { finishIntegerPart(atEnd: true) }
    if let decimalOffset, fractionDigits == 0, digitCount > 0 {
      reported.add(
        ValidationIssue(DecimalIssue.trailingSeparator, at: decimalOffset))
    }
    if let decimalOffset, decimalScalar == "." || decimalScalar == ",", !sawGrouping,
      case .decimalSeparator = symbols.classify(decimalScalar), forcedDecimalOffset == nil,
      fractionDigits == 3, integerDigits - integerLeadingZeros == integerDigits,
      (1...3).contains(integerDigits)
    {
      // `2.500` / `2,500`: where this mark groups digits (de_DE, en_US) the
      // same text is two thousand five hundred.
      reported.add(
        ValidationIssue(
          DecimalIssue.ambiguousDecimal(separator: decimalScalar, locale: symbols.locale),
          at: decimalOffset))
    }
    issues = reported.all(inputEnd: scalarCount)
  }

  /// Whether the canonical value is the input itself.
  var isCanonical: Bool {
    let significant = integerDigits - integerLeadingZeros
    return !nonASCII && !sawGrouping && !sawPlus && !sawBidi
      && (decimalOffset == nil || (decimalIsASCIIPeriod && significantFractionDigits > 0))
      && integerDigits == max(significant, 1) && fractionDigits == significantFractionDigits
      && !(negative && significant == 0 && significantFractionDigits == 0)
  }

  // MARK: - One scalar

  private mutating func step(_ scalar: Unicode.Scalar, at offset: Int) {
    if !scalar.isASCII { nonASCII = true }
    if offset == forcedDecimalOffset {
      takeDecimalSeparator(scalar, at: offset)
      return
    }
    switch symbols.classify(scalar) {
    case .digit(let d): takeDigit(d, scalar: scalar, at: offset)
    case .decimalSeparator: takeDecimalSeparator(scalar, at: offset)
    case .otherDecimalSeparator: takeOtherSeparator(scalar, at: offset)
    case .groupingSeparator: takeGroupingSeparator(scalar, at: offset)
    case .minus: takeSign(scalar, negative: true, at: offset)
    case .plus: takeSign(scalar, negative: false, at: offset)
    case .bidiMark:
      sawBidi = true
      if phase != .prefix {
        reported.add(
          ValidationIssue(DecimalIssue.misplacedBidiMark(scalar), at: offset))
      }
    case .exponent:
      reported.add(
        ValidationIssue(DecimalIssue.exponentNotAllowed(scalar), at: offset))
    case .other:
      reported.add(
        CharacterHygiene().classify(scalar, at: offset)
          ?? ValidationIssue(DecimalIssue.invalidCharacter(scalar), at: offset))
    }
  }

  private mutating func takeDigit(_ d: UInt8, scalar: Unicode.Scalar, at offset: Int) {
    let zero = scalar.value &- UInt32(d)
    if let firstZero, firstZero != zero, !mixedReported {
      mixedReported = true
      reported.add(
        ValidationIssue(NumberIssue.mixedDigits(scalar), at: offset))
    }
    if firstZero == nil { firstZero = zero }
    digitCount += 1
    if phase == .fraction {
      fractionDigits += 1
      if d != 0 { significantFractionDigits = fractionDigits }
    } else {
      phase = .integer
      if d == 0 && integerLeadingZeros == integerDigits { integerLeadingZeros += 1 }
      integerDigits += 1
      currentGroup += 1
    }
  }

  private mutating func takeDecimalSeparator(_ scalar: Unicode.Scalar, at offset: Int) {
    if phase == .fraction {
      reported.add(
        ValidationIssue(DecimalIssue.multipleDecimalSeparators, at: offset))
      return
    }
    finishIntegerPart(atEnd: false)
    phase = .fraction
    decimalOffset = offset
    decimalScalar = scalar
    decimalIsASCIIPeriod = scalar == "."
  }

  private mutating func takeOtherSeparator(_ scalar: Unicode.Scalar, at offset: Int) {
    if !acceptOtherSeparator && phase != .fraction {
      reported.add(wrongSeparator(scalar, at: offset))
    }
    takeDecimalSeparator(scalar, at: offset)
  }

  private func wrongSeparator(_ scalar: Unicode.Scalar, at offset: Int) -> ValidationIssue {
    ValidationIssue(
      DecimalIssue.wrongDecimalSeparator(
        scalar, separator: symbols.decimalSeparator, locale: symbols.locale),
      at: offset)
  }

  private mutating func takeGroupingSeparator(_ scalar: Unicode.Scalar, at offset: Int) {
    if !grouping && symbols.isOtherConventionMark(scalar) {
      takeOtherSeparator(scalar, at: offset)
      return
    }
    sawGrouping = true
    let isSpace =
      scalar.value == 0x20 || scalar.value == 0xA0 || scalar.value == 0x2007
      || scalar.value == 0x2009 || scalar.value == 0x202F
    guard grouping else {
      reported.add(
        ValidationIssue(DecimalIssue.groupingNotAllowed(scalar), at: offset))
      return
    }
    switch phase {
    case .prefix:
      reported.add(
        isSpace
          ? ValidationIssue(DecimalIssue.spaceBefore, at: offset)
          : ValidationIssue(DecimalIssue.groupingAtStart(scalar), at: offset))
    case .fraction:
      reported.add(
        ValidationIssue(DecimalIssue.groupingInFraction(scalar), at: offset))
    case .integer:
      let family = isSpace ? 0x20 : (scalar.value == 0x27 ? 0x2019 : scalar.value)
      if let groupFamily, groupFamily != family {
        reported.add(
          ValidationIssue(DecimalIssue.mixedGrouping(scalar), at: offset))
        groupingOK = false
      }
      groupFamily = family
      let ok =
        groupSeparators == 0
        ? (1...symbols.secondaryGroupingSize).contains(currentGroup)
        : currentGroup == symbols.secondaryGroupingSize
      if let pending = pendingBadFirstGroup {
        // A second separator: the first one really was misplaced grouping.
        pendingBadFirstGroup = nil
        groupingOK = false
        reported.add(misplacedGroup(lastGroupScalar, at: pending))
      }
      if !ok && groupingOK {
        if groupSeparators == 0 && symbols.isOtherConventionMark(scalar) {
          // `1234.5` in de_DE: more likely a decimal point than grouping;
          // decided at the end of the integer part.
          pendingBadFirstGroup = offset
        } else {
          groupingOK = false
          reported.add(misplacedGroup(scalar, at: offset))
        }
      }
      groupSeparators += 1
      lastGroupOffset = offset
      lastGroupScalar = scalar
      currentGroup = 0
    }
  }

  private func misplacedGroup(_ scalar: Unicode.Scalar, at offset: Int) -> ValidationIssue {
    let p = symbols.primaryGroupingSize
    let s = symbols.secondaryGroupingSize
    return ValidationIssue(
      p == s
        ? DecimalIssue.misplacedGroup(scalar, locale: symbols.locale, primary: p)
        : DecimalIssue.misplacedSecondaryGroup(
          scalar, locale: symbols.locale, primary: p, secondary: s),
      at: offset)
  }

  /// Checks the last group of the integer part; `1.5` in de_DE (grouping
  /// that cannot be grouping) becomes a wrong-separator issue, or the decimal
  /// separator with `acceptOtherSeparator`.
  private mutating func finishIntegerPart(atEnd: Bool) {
    guard groupSeparators > 0, groupingOK else { return }
    let otherMark = symbols.isOtherConventionMark(lastGroupScalar)
    if currentGroup == symbols.primaryGroupingSize && pendingBadFirstGroup == nil {
      if atEnd && groupSeparators == 1 && otherMark && lastGroupScalar.isASCII {
        reported.add(
          ValidationIssue(
            DecimalIssue.ambiguousGrouping(
              lastGroupScalar, locale: symbols.locale, separator: symbols.decimalSeparator),
            at: lastGroupOffset))
      }
      return
    }
    groupingOK = false
    if atEnd && groupSeparators == 1 && otherMark {
      if acceptOtherSeparator {
        rerunAt = lastGroupOffset
      } else if currentGroup == symbols.primaryGroupingSize {
        // `123,456` in hi_IN: grouping, only not the locale's.
        reported.add(misplacedGroup(lastGroupScalar, at: lastGroupOffset))
      } else {
        reported.add(wrongSeparator(lastGroupScalar, at: lastGroupOffset))
      }
    } else if atEnd && currentGroup == 0 && lastGroupScalar.properties.isWhitespace {
      reported.add(
        ValidationIssue(DecimalIssue.spaceAfter, at: lastGroupOffset))
    } else {
      reported.add(misplacedGroup(lastGroupScalar, at: lastGroupOffset))
    }
  }

  private mutating func takeSign(_ scalar: Unicode.Scalar, negative: Bool, at offset: Int) {
    guard signed else {
      reported.add(
        ValidationIssue(DecimalIssue.signWithoutSignKey(scalar, keyboard: keyboard), at: offset))
      return
    }
    guard phase == .prefix && !sawSign else {
      reported.add(
        ValidationIssue(DecimalIssue.signNotAllowed, at: offset))
      return
    }
    sawSign = true
    self.negative = negative
    if !negative { sawPlus = true }
  }
}

extension DecimalScan {
  /// Writes the canonical ASCII value of a scanned input (second pass).
  /// - Parameter input: The input that was scanned.
  /// - Returns: `[-]digits[.digits]` without leading or trailing zeros.
  func canonical(_ input: String) -> String {
    let significant = integerDigits - integerLeadingZeros
    let fraction = significantFractionDigits
    let isNegative = negative && (significant > 0 || fraction > 0)
    let length = (isNegative ? 1 : 0) + max(significant, 1) + (fraction > 0 ? 1 + fraction : 0)
    let decimal = decimalOffset ?? Int.max
    return String(unsafeUninitializedCapacity: length) { buffer in
      var i = 0
      if isNegative {
        buffer[i] = 0x2D
        i += 1
      }
      if significant == 0 {
        buffer[i] = 0x30
        i += 1
      }
      var offset = 0
      var integerSeen = 0
      var fractionSeen = 0
      for scalar in input.unicodeScalars {
        defer { offset += 1 }
        if offset == decimal {
          if fraction > 0 {
            buffer[i] = 0x2E
            i += 1
          }
          continue
        }
        guard case .digit(let d) = symbols.classify(scalar), i < length else { continue }
        if offset < decimal {
          integerSeen += 1
          if integerSeen <= integerLeadingZeros { continue }
        } else {
          fractionSeen += 1
          if fractionSeen > fraction { continue }
        }
        buffer[i] = 0x30 + d
        i += 1
      }
      return i
    }
  }
}

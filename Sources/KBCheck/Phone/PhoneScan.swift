/// The single pass behind ``PhonePadValidator``: collects the digits, the
/// `+`, the post-dial part and the issues of one input.
struct PhoneScan {
  let vanity: Bool
  /// The issues, at most 100 one by one then one `phone.more-issues`
  /// (``BoundedIssues/Policy/phone``); complete once the scan has run.
  private(set) var issues: [ValidationIssue] = []
  /// The issues so far (only counted once the limit is reached).
  private var reported = BoundedIssues(.phone)
  var scalarCount = 0
  /// The digit values (0–9) before the post-dial part.
  var digits: [UInt8] = []
  var hasPlus = false
  var hasServiceCharacters = false
  /// The post-dial part from the first pause or wait (`,123`), ASCII.
  var postDial = ""
  /// Every pad character in order, digits folded, as ASCII bytes: the
  /// dial string (kept as bytes: most inputs never need it as text).
  private var dialBytes: [UInt8] = []
  /// Every pad character in order, digits folded: the dial string.
  var dialString: String { String(decoding: dialBytes, as: UTF8.self) }
  private var inPostDial = false
  private var parenDepth = 0
  private var openParenOffset = 0
  private var parenStartDigit = 0
  private var parenZeroIndex: Int?
  private var letterRun: Range<Int>?

  init(vanity: Bool) { self.vanity = vanity }

  mutating func run(_ input: String) {
    // At most one digit per byte: one allocation each, not a regrowth.
    let capacity = min(input.utf8.count, 64)
    digits.reserveCapacity(capacity)
    dialBytes.reserveCapacity(capacity)
    var offset = 0
    for scalar in input.unicodeScalars {
      step(scalar, at: offset)
      offset += 1
    }
    scalarCount = offset
    flushLetters()
    if parenDepth > 0 {
      reported.add(
        ValidationIssue(PhoneIssue.unclosedParenthesis, at: openParenOffset))
    }
    issues = reported.all(inputEnd: scalarCount)
  }

  /// The digits, without a trunk `0` written `(0)` right after the country
  /// code (`+44 (0)20 …`).
  var digitsDroppingTrunkZero: [UInt8] {
    guard let index = parenZeroIndex, index < digits.count,
      CallingCodes.countryCode(of: digits)?.length == index
    else { return digits }
    var copy = digits
    copy.remove(at: index)
    return copy
  }

  private mutating func step(_ scalar: Unicode.Scalar, at offset: Int) {
    let kind = PhoneCharacter.classify(scalar)
    if case .letter = kind {} else { flushLetters() }
    switch kind {
    case .digit(let d):
      dialBytes.append(ASCII.zero + d)
      if inPostDial {
        postDial.unicodeScalars.append(Unicode.Scalar(ASCII.zero + d))
      } else {
        digits.append(d)
      }
    case .letter(let d):
      letterRun = (letterRun?.lowerBound ?? offset)..<(offset + 1)
      if vanity && !inPostDial {
        digits.append(d)
        dialBytes.append(ASCII.zero + d)
      }
    case .plus:
      // `(+1) 201 …`: a `+` right after the first `(` still starts the
      // number (libphonenumber's extractPossibleNumber starts at the first
      // `+` or digit).
      if digits.isEmpty && !hasPlus && !inPostDial {
        hasPlus = true
        dialBytes.append(ASCII.plus)
      } else {
        reported.add(
          ValidationIssue(PhoneIssue.misplacedPlus, at: offset))
      }
    case .star, .hash:
      let key = kind == .star ? "*" : "#"
      dialBytes.append(kind == .star ? ASCII.asterisk : ASCII.hash)
      if inPostDial { postDial += key } else { hasServiceCharacters = true }
    case .pause, .wait:
      let key = kind == .pause ? "," : ";"
      if digits.isEmpty && !inPostDial {
        reported.add(
          ValidationIssue(PhoneIssue.pauseFirst, at: offset))
        return
      }
      inPostDial = true
      postDial += key
      dialBytes.append(kind == .pause ? ASCII.comma : ASCII.semicolon)
    case .separator:
      if scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x061C {
        reported.add(
          ValidationIssue(TextIssue.bidiControlAsPhoneSeparator(scalar), at: offset))
      }
    case .openParenthesis:
      if parenDepth > 0 {
        reported.add(
          ValidationIssue(PhoneIssue.nestedParentheses, at: offset))
        return
      }
      parenDepth = 1
      openParenOffset = offset
      parenStartDigit = digits.count
    case .closeParenthesis:
      guard parenDepth > 0 else {
        reported.add(
          ValidationIssue(PhoneIssue.unopenedParenthesis, at: offset))
        return
      }
      parenDepth = 0
      if hasPlus && digits.count == parenStartDigit + 1 && digits.last == 0 {
        parenZeroIndex = parenStartDigit
      }
    case .other:
      reported.add(
        CharacterHygiene().classify(scalar, at: offset)
          ?? ValidationIssue(PhoneIssue.invalidCharacter(scalar), at: offset))
    }
  }

  /// Reports the run of letters just ended.
  private mutating func flushLetters() {
    guard let run = letterRun else { return }
    letterRun = nil
    if vanity && !inPostDial {
      reported.add(
        ValidationIssue(PhoneIssue.vanityLetters, range: run))
    } else {
      reported.add(
        ValidationIssue(PhoneIssue.letters, range: run))
    }
  }
}

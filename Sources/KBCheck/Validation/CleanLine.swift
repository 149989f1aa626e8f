/// A batch line that its validator decided from the line's bytes alone:
/// valid with no issue, or (a mistyped card or IBAN) with one known issue,
/// an error or (a brand that needs no check digit) a warning, its value
/// and details known without a `String` or a ``ValidationResult``. The CLI's batch writes such a line's record
/// straight from the bytes; the record must be the full path's, byte for
/// byte, in every format (`BatchLaneTests`, `EmailFastPathTests`,
/// `PaymentLaneTests`).
package enum CleanLine {
  /// An email address that ``EmailValidator/canonicalLine(_:)`` accepted.
  case email(EmailValidator.CleanLine)
  /// A card number of 12 to 19 ASCII digits and nothing else, of a known
  /// (and accepted) brand, of a length the brand issues, passing the Luhn
  /// check: the value is the line itself.
  case cardNumber(CardBrand)
  /// A line like ``cardNumber(_:)`` but for its check digit: the Luhn
  /// check fails and the brand requires it. Invalid, with one issue,
  /// `card.check-digit` (``PaymentIssue/cardCheckDigit``) at the last digit.
  case cardCheckDigit(CardBrand)
  /// A line like ``cardCheckDigit(_:)`` of a brand that does not require
  /// the Luhn check (UnionPay): valid, with one warning,
  /// `card.check-digit` (``PaymentIssue/cardCheckDigitNotRequired(brand:)``)
  /// at the last digit.
  case cardCheckDigitNotRequired(CardBrand)
  /// An IBAN in electronic form (upper-case letters and digits, no space)
  /// of a registry country that passes every check: the value is the line
  /// itself.
  case iban(IBANRegistry.Index)
  /// A line like ``iban(_:)`` but for its check digits: MOD 97-10 fails
  /// or they are 00, 01 or 99. Invalid, with one issue, `iban.check-digits`
  /// (``PaymentIssue/ibanCheckDigits``) on the two check digits.
  case ibanCheckDigits(IBANRegistry.Index)
}

/// A validator with a shortcut for batch lines: the batch asks
/// ``cleanLine(_:)`` first and takes the full path only when it answers
/// `nil`. A conformance is a promise that `validate` of the same text gives
/// the result the ``CleanLine`` describes (valid with no issue, or its one
/// issue), whose record is what ``CleanLine`` writes.
package protocol CleanLineValidator: Validator {
  /// The clean line `bytes` is, if it is one.
  /// - Parameter bytes: One line as read, without its line ending (any
  ///   bytes, malformed UTF-8 included).
  /// - Returns: The clean line, or `nil` when the line needs the full path.
  func cleanLine(_ bytes: UnsafeBufferPointer<UInt8>) -> CleanLine?

  /// The validator whose ``cleanLine(_:)`` answers for this one: itself,
  /// or for a wrapper the family validator it wraps (so the batch asks it
  /// directly, one dynamic call a line), or `nil` when there is no
  /// shortcut after all.
  var cleanLineShortcut: (any CleanLineValidator)? { get }

  /// Whether the lines this validator decides are card or IBAN lines:
  /// read in print form too, and written by
  /// ``writeLaneRecords(of:firstLine:style:into:capacity:)`` in TSV as well
  /// as text (`false` unless a validator says so: an email validator's
  /// lines are written by the loop in text only).
  var decidesPaymentLines: Bool { get }

  /// Whether this validator's lines are decided only in runs of text or
  /// JSON records (``writeLaneRecords(of:firstLine:style:into:capacity:)``),
  /// never one by one (``cleanLine(_:)`` answers `nil`): a URL validator's,
  /// whose href is written in place in the output (`false` unless a
  /// validator says so).
  var decidesLinesInRunsOnly: Bool { get }

  /// Writes the records of the lane lines (card, IBAN or, in text, email)
  /// at the start of a buffer in one loop (a requirement, so that each
  /// validator's copy is specialized and calls its ``cleanLine(_:)``
  /// directly; the one implementation is the protocol extension's).
  func writeLaneRecords(
    of input: UnsafeBufferPointer<UInt8>, firstLine: Int, style: LaneRecordStyle,
    into output: UnsafeMutablePointer<UInt8>, capacity: Int
  ) -> LaneRecordRun
}

extension CleanLineValidator {
  /// Itself.
  package var cleanLineShortcut: (any CleanLineValidator)? { self }
  /// No: an email validator's lines have no print form, and their TSV
  /// records are written from their results.
  package var decidesPaymentLines: Bool { false }
  /// No: the lines are decided one by one too.
  package var decidesLinesInRunsOnly: Bool { false }
}

extension EmailValidator: CleanLineValidator {
  /// ``canonicalLine(_:)`` as a ``CleanLine``.
  /// (`KBCheck.` because ``EmailValidator/CleanLine`` shadows the name here.)
  package func cleanLine(_ bytes: UnsafeBufferPointer<UInt8>) -> KBCheck.CleanLine? {
    canonicalLine(bytes).map(KBCheck.CleanLine.email)
  }
}

extension CleanLine {
  /// The line's one issue (``cardCheckDigit(_:)``,
  /// ``cardCheckDigitNotRequired(_:)``, ``ibanCheckDigits(_:)``), or `nil`
  /// for a line without one.
  var paymentIssue: PaymentIssue? {
    switch self {
    case .cardCheckDigit: .cardCheckDigit
    case .cardCheckDigitNotRequired(let brand): .cardCheckDigitNotRequired(brand: brand)
    case .ibanCheckDigits: .ibanCheckDigits
    case .email, .cardNumber, .iban: nil
    }
  }

  /// Whether the line is valid (it has no issue, or a warning).
  package var isValid: Bool {
    switch self {
    case .cardCheckDigit, .ibanCheckDigits: false
    case .email, .cardNumber, .cardCheckDigitNotRequired, .iban: true
    }
  }

  /// The line's one issue, in a language, or `nil` for a line without
  /// one: a card's at its last digit, an IBAN's on its two check
  /// digits (where `validate` reports them: in a print form, where they
  /// stand in it, separators between them included).
  /// - Parameters:
  ///   - bytes: The line, or the electronic form copied out of its print form.
  ///   - printed: The line in print form that `bytes` was copied out of
  ///     (``PrintFormLine``), or `nil` when `bytes` is the line.
  ///   - language: The language of the message.
  /// - Returns: The issue.
  package func issue(
    of bytes: UnsafeBufferPointer<UInt8>, printedAs printed: UnsafeBufferPointer<UInt8>? = nil,
    in language: MessageLanguage
  ) -> ValidationIssue? {
    guard let paymentIssue else { return nil }
    let line = printed ?? bytes
    let range =
      paymentIssue == .ibanCheckDigits
      ? PrintFormLine.range(ofCharacters: 2..<4, in: line) : (line.count - 1)..<line.count
    return ValidationIssue(paymentIssue, range: range).localized(language)
  }

  /// Writes the line's value as the text and TSV formats show it: a card
  /// number masked (``SecretMask/cardNumber``) unless `revealingSecrets`;
  /// an IBAN as it is (its electronic form).
  /// - Parameters:
  ///   - bytes: The line.
  ///   - out: Where the value goes.
  ///   - revealingSecrets: Whether a secret is written unmasked.
  package func writeValue(
    of bytes: UnsafeBufferPointer<UInt8>, to out: some JSONOutput, revealingSecrets: Bool
  ) {
    switch self {
    case .email(let clean):
      if let domain = clean.unicodeDomain {
        out.write(UnsafeBufferPointer(rebasing: bytes[...clean.at]))
        out.write(domain)
      } else if clean.lowercasesDomain {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { buffer in
          guard let start = buffer.baseAddress else { return }
          clean.writeLowercased(bytes, into: start)
          out.write(UnsafeBufferPointer(start: start, count: bytes.count))
        }
      } else {
        out.write(bytes)
      }
    case .cardNumber, .cardCheckDigit, .cardCheckDigitNotRequired, .iban, .ibanCheckDigits:
      let bound = CleanLine.paymentValueBound(count: bytes.count)
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bound) { buffer in
        guard let start = buffer.baseAddress else { return }
        let count = writePaymentValue(of: bytes, into: start, revealingSecrets: revealingSecrets)
        out.write(UnsafeBufferPointer(start: start, count: count))
      }
    }
  }

  /// Writes the line's JSON record into `buffer` after emptying it: what
  /// ``ValidationResult/writeJSONRecord(into:type:line:revealingSecrets:)``
  /// writes for the line's result.
  /// - Parameters:
  ///   - bytes: The line (well-formed UTF-8, as every clean line is).
  ///   - buffer: The buffer, emptied first.
  ///   - type: The type name to report, if any.
  ///   - line: The 1-based input line, written first when given.
  ///   - revealingSecrets: Whether a secret is written unmasked.
  ///   - language: The language of an invalid line's message.
  package func writeJSONRecord(
    utf8 bytes: UnsafeBufferPointer<UInt8>, into buffer: JSONRecordBuffer, type: String?,
    line: Int?, revealingSecrets: Bool, language: MessageLanguage = .english
  ) {
    switch self {
    case .email(let clean):
      ValidationResult.writeCanonicalEmailRecord(
        utf8: bytes, clean: clean, into: buffer, type: type, line: line)
    case .cardNumber(let brand), .cardCheckDigit(let brand),
      .cardCheckDigitNotRequired(let brand):
      let details = CardNumberDetails(
        brand: brand, length: bytes.count,
        lastFour: String(decoding: UnsafeBufferPointer(rebasing: bytes.suffix(4)), as: UTF8.self))
      writeRecord(
        bytes, details: details, into: buffer, type: type, line: line,
        revealingSecrets: revealingSecrets, issue: issue(of: bytes, in: language))
    case .iban(let index), .ibanCheckDigits(let index):
      let details = IBANDetails(
        electronic: String(decoding: bytes, as: UTF8.self), country: index.country)
      writeRecord(
        bytes, details: details, into: buffer, type: type, line: line,
        revealingSecrets: revealingSecrets, issue: issue(of: bytes, in: language))
    }
  }

  /// Writes `{"line","input","type","valid":true,"value","issues":[],…}`
  /// for a line whose input and value are the same ASCII text (needing no
  /// JSON escape) followed by its details' members, with the line's one
  /// issue in `"issues"` if it has one; for an invalid line,
  /// `"valid":false,"value":null`.
  private func writeRecord(
    _ bytes: UnsafeBufferPointer<UInt8>, details: some ContentDetails,
    into buffer: JSONRecordBuffer,
    type: String?, line: Int?, revealingSecrets: Bool, issue: ValidationIssue? = nil
  ) {
    buffer.reset()
    ValidationResult.writeRecordStart(to: buffer, line: line)
    buffer.write(byte: 0x22)
    writeValue(of: bytes, to: buffer, revealingSecrets: revealingSecrets)
    buffer.write(byte: 0x22)
    ValidationResult.writeType(to: buffer, type)
    if isValid {
      buffer.write(",\"valid\":true,\"value\":\"")
      writeValue(of: bytes, to: buffer, revealingSecrets: revealingSecrets)
      buffer.write("\",\"issues\":[")
    } else {
      buffer.write(",\"valid\":false,\"value\":null,\"issues\":[")
    }
    issue?.writeJSON(to: buffer)
    buffer.write(byte: 0x5D)
    details.writeJSONMembers(to: buffer)
    buffer.write(byte: 0x7D)
  }

  /// Whether the line is a card number or an IBAN: its value is plain
  /// ASCII (or masked digits) that ``writePaymentValue(of:into:revealingSecrets:)``
  /// writes into memory, and its TSV record is written from its bytes too
  /// (value and input the same text, nothing to escape). An email line's
  /// TSV takes the full path.
  package var isPayment: Bool {
    if case .email = self { return false }
    return true
  }

  /// The most bytes ``writePaymentValue(of:into:revealingSecrets:)`` writes
  /// for a line of `count` bytes: three per byte (a masked digit is `•`).
  /// - Parameter count: The line's length in bytes.
  /// - Returns: The bound.
  @inline(__always)
  package static func paymentValueBound(count: Int) -> Int { 3 &* count }

  /// Writes a card or IBAN line's value (what ``writeValue(of:to:revealingSecrets:)``
  /// writes) into memory: for the batch, which copies a record into its
  /// output in one piece.
  /// - Parameters:
  ///   - bytes: The line (a payment line, ``isPayment``).
  ///   - start: Room for ``paymentValueBound(count:)`` bytes.
  ///   - revealingSecrets: Whether a card number is written unmasked.
  /// - Returns: The bytes written.
  @inline(__always)
  package func writePaymentValue(
    of bytes: UnsafeBufferPointer<UInt8>, into start: UnsafeMutablePointer<UInt8>,
    revealingSecrets: Bool
  ) -> Int {
    switch self {
    case .cardNumber, .cardCheckDigit, .cardCheckDigitNotRequired:
      if !revealingSecrets { return CleanLine.writeMaskedDigits(bytes, into: start) }
    case .iban, .ibanCheckDigits, .email:
      break
    }
    guard let base = bytes.baseAddress else { return 0 }
    SmallCopy.copy(from: base, to: start, count: bytes.count)
    return bytes.count
  }

  /// The most bytes ``writePaymentRecord(of:printedAs:line:tsv:onlyInvalid:revealingSecrets:into:)``
  /// writes for a line of `count` bytes.
  /// - Parameter count: The line's length in bytes.
  /// - Returns: The bound.
  @inline(__always)
  package static func paymentRecordBound(count: Int) -> Int {
    64 &+ 2 &* paymentValueBound(count: count)
  }

  /// Writes a card or IBAN line's text or TSV record (what the CLI's full
  /// path writes for its result) into memory in one piece: text `value`
  /// (`line TAB input` with `onlyInvalid`; an empty line for an invalid
  /// value otherwise), TSV `line TAB true TAB value TAB TAB input` or
  /// `line TAB false TAB TAB code TAB input`, each ending in LF. The input
  /// is the line: its value as written, or its print form. (In this
  /// module, so that the digit, copy and mask helpers inline into one loop.)
  /// - Parameters:
  ///   - bytes: The line (a payment line, ``isPayment``), or the electronic
  ///     form copied out of a line in print form.
  ///   - printed: The line in print form that `bytes` was copied out of
  ///     (``PrintFormLine``), or `nil` when `bytes` is the line: the TSV's
  ///     input column shows it (a card's masked).
  ///   - line: The 1-based line number's decimal digits (a batch counts
  ///     them up as text: ``DecimalCounter``).
  ///   - tsv: TSV, else text.
  ///   - onlyInvalid: Whether only invalid lines are written (the caller
  ///     skips valid ones); text then leads with the line number.
  ///   - revealingSecrets: Whether a card number is written unmasked.
  ///   - start: Room for ``paymentRecordBound(count:)`` bytes.
  /// - Returns: The bytes written.
  package func writePaymentRecord(
    of bytes: UnsafeBufferPointer<UInt8>, printedAs printed: UnsafeBufferPointer<UInt8>? = nil,
    line: UnsafeBufferPointer<UInt8>, tsv: Bool, onlyInvalid: Bool,
    revealingSecrets: Bool, into start: UnsafeMutablePointer<UInt8>
  ) -> Int {
    let issue = paymentIssue
    let valid = isValid
    var at = 0
    if !tsv {
      if onlyInvalid {
        // `line TAB input`.
        at = Self.copy(line, to: start)
        start[at] = ASCII.tab
        at &+= 1
        at &+= writeInput(
          of: bytes, printedAs: printed, into: start + at,
          revealingSecrets: revealingSecrets)
      } else if valid {
        at &+= writePaymentValue(of: bytes, into: start + at, revealingSecrets: revealingSecrets)
      }
      start[at] = ASCII.lineFeed
      return at &+ 1
    }
    at = Self.copy(line, to: start)
    if valid {
      at &+= Self.copy("\ttrue\t", to: start + at)
      at &+= writePaymentValue(of: bytes, into: start + at, revealingSecrets: revealingSecrets)
      start[at] = ASCII.tab
      at &+= 1
      if let issue { at &+= Self.copy(Self.codeText(of: issue), to: start + at) }
      start[at] = ASCII.tab
      at &+= 1
    } else {
      at &+= Self.copy("\tfalse\t\t", to: start + at)
      if let issue { at &+= Self.copy(Self.codeText(of: issue), to: start + at) }
      start[at] = ASCII.tab
      at &+= 1
    }
    at &+= writeInput(
      of: bytes, printedAs: printed, into: start + at,
      revealingSecrets: revealingSecrets)
    start[at] = ASCII.lineFeed
    return at &+ 1
  }

  /// Writes the line as the records show their input: its print form
  /// (``writePrintedInput(_:digits:into:revealingSecrets:)``), or the value
  /// as written (written again, not copied: a copy would load what was
  /// just stored in pieces).
  @inline(__always)
  private func writeInput(
    of bytes: UnsafeBufferPointer<UInt8>, printedAs printed: UnsafeBufferPointer<UInt8>?,
    into start: UnsafeMutablePointer<UInt8>, revealingSecrets: Bool
  ) -> Int {
    if let printed {
      return writePrintedInput(
        printed, digits: bytes.count, into: start, revealingSecrets: revealingSecrets)
    }
    return writePaymentValue(of: bytes, into: start, revealingSecrets: revealingSecrets)
  }

  /// Writes a line in print form as the TSV's input column shows it: a
  /// card number's masked (``PrintFormLine/writeMaskedCard(_:digits:into:)``)
  /// unless `revealingSecrets`, an IBAN's as it is.
  /// - Parameters:
  ///   - printed: The line.
  ///   - digits: The length of its electronic form.
  ///   - start: Room for three bytes per byte of `printed`.
  ///   - revealingSecrets: Whether a card number is written unmasked.
  /// - Returns: The bytes written.
  @inline(__always)
  private func writePrintedInput(
    _ printed: UnsafeBufferPointer<UInt8>, digits: Int, into start: UnsafeMutablePointer<UInt8>,
    revealingSecrets: Bool
  ) -> Int {
    switch self {
    case .cardNumber, .cardCheckDigit, .cardCheckDigitNotRequired:
      if !revealingSecrets {
        return PrintFormLine.writeMaskedCard(printed, digits: digits, into: start)
      }
    case .iban, .ibanCheckDigits, .email:
      break
    }
    return Self.copy(printed, to: start)
  }

  /// The code of a lane line's issue as static text (the TSV record's
  /// `issues` column): ``PaymentIssue/code``'s spelling, checked by
  /// `PaymentLaneKernelTests`.
  /// - Parameter issue: ``PaymentIssue/cardCheckDigit``,
  ///   ``PaymentIssue/cardCheckDigitNotRequired(brand:)`` or
  ///   ``PaymentIssue/ibanCheckDigits``.
  /// - Returns: The code's text.
  @inline(__always)
  package static func codeText(of issue: PaymentIssue) -> StaticString {
    issue == .ibanCheckDigits ? "iban.check-digits" : "card.check-digit"
  }

  /// Copies bytes (at most a few dozen) to `start`.
  /// - Returns: The bytes copied.
  @inline(__always)
  private static func copy(
    _ bytes: UnsafeBufferPointer<UInt8>, to start: UnsafeMutablePointer<UInt8>
  )
    -> Int
  {
    guard let base = bytes.baseAddress else { return 0 }
    SmallCopy.copy(from: base, to: start, count: bytes.count)
    return bytes.count
  }

  /// Copies a static string's bytes to `start`.
  /// - Returns: The bytes copied.
  @inline(__always)
  private static func copy(_ text: StaticString, to start: UnsafeMutablePointer<UInt8>) -> Int {
    SmallCopy.copy(from: text.utf8Start, to: start, count: text.utf8CodeUnitCount)
    return text.utf8CodeUnitCount
  }

  /// Writes ASCII digits as ``SecretMask/cardNumber`` shows them: the first
  /// six and last four of 13 or more, the last four of 8 to 12, each other
  /// digit as `•` (U+2022, three bytes).
  /// - Parameters:
  ///   - digits: At most 19 ASCII digits.
  ///   - start: Room for three bytes per digit.
  /// - Returns: The bytes written.
  @inline(__always)
  private static func writeMaskedDigits(
    _ digits: UnsafeBufferPointer<UInt8>, into start: UnsafeMutablePointer<UInt8>
  ) -> Int {
    guard let base = digits.baseAddress else { return 0 }
    let count = digits.count
    // Nineteen bullets (U+2022, three bytes each): the most a card hides.
    let bullets: StaticString = "•••••••••••••••••••"
    if count >= 13 && count <= 19 {
      // Fixed-size moves, no branch: eight bytes of the head (the last two
      // then covered by bullets), 32 bytes of bullets (those past the
      // hidden digits then covered by the tail or left past the end: 6 +
      // 32 ≤ 3 × 13, within the room), the last four digits.
      let raw = UnsafeMutableRawPointer(start)
      raw.storeBytes(
        of: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self), toByteOffset: 0,
        as: UInt64.self)
      let dots = UnsafeRawPointer(bullets.utf8Start)
      raw.storeBytes(
        of: dots.loadUnaligned(as: (UInt64, UInt64).self), toByteOffset: 6,
        as: (UInt64, UInt64).self)
      raw.storeBytes(
        of: dots.loadUnaligned(fromByteOffset: 16, as: (UInt64, UInt64).self), toByteOffset: 22,
        as: (UInt64, UInt64).self)
      let at = 6 &+ 3 &* (count &- 10)
      raw.storeBytes(
        of: UnsafeRawPointer(base + (count &- 4)).loadUnaligned(as: UInt32.self),
        toByteOffset: at, as: UInt32.self)
      return at &+ 4
    }
    let head = count >= 13 ? 6 : 0
    let tail = count >= 8 ? 4 : 0
    let hidden = max(0, count - head - tail)
    let shown = min(hidden, 19)
    SmallCopy.copy(from: base, to: start, count: head)
    SmallCopy.copy(from: bullets.utf8Start, to: start + head, count: 3 &* shown)
    let at = head &+ 3 &* shown
    SmallCopy.copy(from: base + (count - tail), to: start + at, count: tail)
    return at &+ tail
  }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a batch writes the records it composes from a line's bytes: a card
/// or IBAN line's (``CleanLine/writePaymentRecord(of:printedAs:line:tsv:onlyInvalid:revealingSecrets:into:)``),
/// an email line's in text (``EmailValidator/CleanLine/writeTextRecord(of:into:room:)``).
package struct LaneRecordStyle: Sendable {
  /// TSV, else text.
  package var tsv: Bool
  /// Whether only invalid lines are written.
  package var onlyInvalid: Bool
  /// Whether a card number is written unmasked.
  package var revealingSecrets: Bool
  /// The longest line validated, in bytes: a longer one is left to the
  /// full path (which reports it too long).
  package var maxLength: Int
  /// JSON records (a URL validator's loop only; a card, IBAN or email
  /// line's JSON record is written one line at a time), else text or TSV.
  package var json: Bool
  /// The type name a JSON record reports (`"type"`), if any.
  package var typeName: String?

  /// Creates a style.
  package init(
    tsv: Bool, onlyInvalid: Bool, revealingSecrets: Bool, maxLength: Int, json: Bool = false,
    typeName: String? = nil
  ) {
    self.tsv = tsv
    self.onlyInvalid = onlyInvalid
    self.revealingSecrets = revealingSecrets
    self.maxLength = maxLength
    self.json = json
    self.typeName = typeName
  }
}

/// What ``CleanLineValidator/writeLaneRecords(of:firstLine:style:into:capacity:)``
/// did with the lines at the start of a buffer.
package struct LaneRecordRun: Sendable {
  /// The input bytes consumed (whole lines with their line endings).
  package var bytesRead = 0
  /// The lines consumed.
  package var lines = 0
  /// The output bytes written.
  package var bytesWritten = 0
  /// The invalid lines.
  package var invalid = 0
  /// Lines with a wrong card check digit, an error or (a brand that needs
  /// none) a warning: the code `card.check-digit`.
  package var cardCheckDigits = 0
  /// Lines with wrong IBAN check digits (``PaymentIssue/ibanCheckDigits``).
  package var ibanCheckDigits = 0
  /// Whether the line the run stopped before was asked and is no line the
  /// loop writes (``CleanLineValidator/cleanLine(_:)`` answered `nil`, or
  /// an email line in TSV): the batch's lane would decline it too, so the
  /// full path takes it without asking again.
  package var declinedNext = false

  /// Creates an empty run.
  package init() {}

  /// The line that starts at `at`: its length without its line ending (LF
  /// or CRLF) and its line feed, or `nil` when no line feed ends it before
  /// `end` (a line not read whole yet).
  /// - Parameters:
  ///   - at: The line's first byte.
  ///   - end: The end of the buffered input.
  /// - Returns: The length and the line feed's address, or `nil`.
  @inline(__always)
  package static func nextLine(at: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) -> (
    Int, UnsafePointer<UInt8>
  )? {
    guard at < end, let found = memchr(at, 0x0A, end - at) else { return nil }
    let lineFeed = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
    var last = lineFeed
    if last > at && last[-1] == ASCII.carriageReturn { last -= 1 }
    return (at.distance(to: last), lineFeed)
  }

  /// Counts one lane line: invalid or not, and its issue's code.
  /// - Parameter clean: The line's verdict.
  @inline(__always)
  package mutating func count(_ clean: CleanLine) {
    if !clean.isValid { invalid &+= 1 }
    switch clean {
    case .cardCheckDigit, .cardCheckDigitNotRequired: cardCheckDigits &+= 1
    case .ibanCheckDigits: ibanCheckDigits &+= 1
    case .email, .cardNumber, .iban: break
    }
  }
}

extension CleanLineValidator {
  /// Writes the records of the complete lines at the start of `input` that
  /// this validator decides from their bytes (``cleanLine(_:)``) as card,
  /// IBAN or (text only) email lines, in order, in one loop: the batch's
  /// lane for a buffer of lines, with no per-line call across modules or
  /// reference counting.
  ///
  /// A card or IBAN line in print form (``PrintFormLine``) is decided by its
  /// electronic form. Stops before the first line that is none of these
  /// (``LaneRecordRun/declinedNext``), that ends without a line feed, that
  /// is longer than the style's limit, whose record might not fit in the
  /// output's room, or (text) that has an issue: its issue line goes to
  /// another stream. The caller takes that line through its full path. A
  /// line's record is what
  /// ``CleanLine/writePaymentRecord(of:printedAs:line:tsv:onlyInvalid:revealingSecrets:into:)``
  /// or ``EmailValidator/CleanLine/writeTextRecord(of:into:room:)`` writes
  /// (nothing for a valid line when only invalid lines are written).
  /// - Parameters:
  ///   - input: Buffered input, starting at a line's start.
  ///   - firstLine: The 1-based number of the first line.
  ///   - style: The output format and its flags.
  ///   - output: Where the records go.
  ///   - capacity: The room at `output`, in bytes.
  /// - Returns: What was read and written.
  package func writeLaneRecords(
    of input: UnsafeBufferPointer<UInt8>, firstLine: Int, style: LaneRecordStyle,
    into output: UnsafeMutablePointer<UInt8>, capacity: Int
  ) -> LaneRecordRun {
    var run = LaneRecordRun()
    guard !style.json, let base = input.baseAddress else { return run }
    var number = DecimalCounter(firstLine)
    var at = base
    let end = base + input.count
    let takesPrintForms = decidesPaymentLines
    // Where a line in print form has its electronic form copied out.
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: PrintFormLine.capacity)
    defer { scratch.deallocate() }
    while let (count, lineFeed) = LaneRecordRun.nextLine(at: at, end: end) {
      guard count <= style.maxLength,
        capacity - run.bytesWritten >= CleanLine.paymentRecordBound(count: count)
      else { break }
      var bytes = UnsafeBufferPointer(start: at, count: count)
      var printed: UnsafeBufferPointer<UInt8>? = nil
      // A card or IBAN line that looks printed is no electronic form: read
      // as a print form first; any other line as an electronic form first.
      let looksPrinted = takesPrintForms && PrintFormLine.looksPrinted(bytes)
      var decided = looksPrinted ? nil : cleanLine(bytes)
      if decided == nil, takesPrintForms,
        let compact = PrintFormLine.compact(bytes, into: scratch)
      {
        printed = bytes
        bytes = UnsafeBufferPointer(start: scratch, count: compact)
        decided = cleanLine(bytes)
      }
      guard let clean = decided else {
        run.declinedNext = true
        break
      }
      if case .email(let email) = clean {
        // Text only: an email line's TSV record takes the full path.
        guard !style.tsv else {
          run.declinedNext = true
          break
        }
        if !style.onlyInvalid {
          guard
            let written = email.writeTextRecord(
              of: bytes, into: output + run.bytesWritten, room: capacity - run.bytesWritten)
          else { break }
          run.bytesWritten &+= written
        }
      } else {
        if !style.tsv && clean.paymentIssue != nil { break }
        run.count(clean)
        if !clean.isValid || !style.onlyInvalid {
          run.bytesWritten &+= clean.writePaymentRecord(
            of: bytes, printedAs: printed, line: number.digits, tsv: style.tsv,
            onlyInvalid: style.onlyInvalid, revealingSecrets: style.revealingSecrets,
            into: output + run.bytesWritten)
        }
      }
      run.lines &+= 1
      number.increment()
      at = lineFeed + 1
      run.bytesRead = base.distance(to: at)
    }
    return run
  }
}

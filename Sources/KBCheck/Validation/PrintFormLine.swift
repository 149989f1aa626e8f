/// A card number or IBAN line in print form — groups joined by single
/// spaces or hyphens, `4111 1111 1111 1111`, `DE89 3704 0044 0532 0130 00`
/// (ISO 13616-1's print format; a card's embossed grouping) — read for the
/// batch's record loop: its groups are copied together into scratch memory,
/// and the clean line of that electronic form stands for the line. The
/// card and IBAN validators drop these separators without an issue
/// (``CardNumberValidator``, ``IBANValidator``), so the record is the
/// electronic form's but for its input, which is the line as read
/// (masked for a card): `PaymentLaneTests` checks it against the full path.
package enum PrintFormLine {
  /// The most bytes an electronic form copied out of a print form has: the
  /// longest IBAN (ISO 13616-1: 34 characters); a card number has at most 19.
  package static let capacity = 34

  /// Whether a line is worth reading as a print form before its electronic
  /// form is tried: its fifth byte is a space or a hyphen (groups of four:
  /// the print form of every IBAN and of most card numbers), which no
  /// electronic form has.
  /// - Parameter bytes: One line.
  /// - Returns: Whether its fifth byte is a space or a hyphen.
  @inline(__always)
  package static func looksPrinted(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count > 4 else { return false }
    return isSeparator(bytes[4])
  }

  /// Copies the groups of `bytes` into `scratch` when the line is in print
  /// form: it starts and ends with neither a space nor a hyphen, has at
  /// least one of them and never two in a row, and has at most
  /// ``capacity`` other bytes. What the groups hold is for the clean line
  /// check to judge.
  /// - Parameters:
  ///   - bytes: One line, without its line ending.
  ///   - scratch: Room for ``capacity`` bytes.
  /// - Returns: The bytes copied, or `nil` when the line is not in print
  ///   form.
  @inline(__always)
  package static func compact(
    _ bytes: UnsafeBufferPointer<UInt8>, into scratch: UnsafeMutablePointer<UInt8>
  ) -> Int? {
    guard let base = bytes.baseAddress, bytes.count >= 3 else { return nil }
    return compactFours(base, count: bytes.count, into: scratch)
      ?? compactAny(base, count: bytes.count, into: scratch)
  }

  /// ``compact(_:into:)`` for groups of four (the last of one to four):
  /// a word a group, the separators checked where groups of four put them
  /// and looked for in the groups a word at a time; `nil` for any other
  /// line (``compactAny(_:count:into:)`` then reads it).
  @inline(__always)
  private static func compactFours(
    _ base: UnsafePointer<UInt8>, count: Int, into scratch: UnsafeMutablePointer<UInt8>
  ) -> Int? {
    var at = 0
    var copied = 0
    // The high bit of a byte is set where a group holds a space or a hyphen.
    var inGroups: UInt32 = 0
    while at &+ 4 < count {
      guard isSeparator(base[at &+ 4]), copied &+ 4 <= capacity else { return nil }
      let group = UnsafeRawPointer(base + at).loadUnaligned(as: UInt32.self)
      inGroups |= zeroBytes(group ^ 0x2020_2020) | zeroBytes(group ^ 0x2D2D_2D2D)
      UnsafeMutableRawPointer(scratch + copied).storeBytes(of: group, as: UInt32.self)
      copied &+= 4
      at &+= 5
    }
    let rest = count &- at
    guard at > 0, rest > 0, rest <= 4, copied &+ rest <= capacity, inGroups == 0 else {
      return nil
    }
    for index in 0..<rest {
      let byte = base[at &+ index]
      if isSeparator(byte) { return nil }
      scratch[copied &+ index] = byte
    }
    return copied &+ rest
  }

  /// The high bit of each byte of `word` that is zero (and perhaps of a
  /// byte above such a byte: enough to say whether there is one).
  @inline(__always)
  private static func zeroBytes(_ word: UInt32) -> UInt32 {
    (word &- 0x0101_0101) & ~word & 0x8080_8080
  }

  /// ``compact(_:into:)`` for any grouping, a byte at a time.
  private static func compactAny(
    _ base: UnsafePointer<UInt8>, count: Int, into scratch: UnsafeMutablePointer<UInt8>
  ) -> Int? {
    var copied = 0
    var afterSeparator = true
    for index in 0..<count {
      let byte = base[index]
      if isSeparator(byte) {
        if afterSeparator { return nil }
        afterSeparator = true
      } else {
        guard copied < capacity else { return nil }
        scratch[copied] = byte
        copied &+= 1
        afterSeparator = false
      }
    }
    guard !afterSeparator, copied < count else { return nil }
    return copied
  }

  /// ``writeMaskedCard(_:digits:into:)`` for the commonest print form, 16
  /// digits in four groups of four (`4111 11•• •••• 1111`), with
  /// fixed-size moves: the first eight bytes (the eighth then covered), two
  /// bullets, the second separator, four bullets, the third separator, the
  /// last four digits.
  /// - Parameters:
  ///   - base: The 19 bytes of the line.
  ///   - start: Room for 57 bytes.
  /// - Returns: The bytes written: 31.
  @inline(__always)
  private static func writeMaskedFours(
    _ base: UnsafePointer<UInt8>, into start: UnsafeMutablePointer<UInt8>
  ) -> Int {
    let raw = UnsafeMutableRawPointer(start)
    let line = UnsafeRawPointer(base)
    // Four bullets (U+2022, three bytes each) and more.
    let bullets: StaticString = "••••••"
    let dots = UnsafeRawPointer(bullets.utf8Start)
    raw.storeBytes(of: line.loadUnaligned(as: UInt64.self), as: UInt64.self)
    raw.storeBytes(of: dots.loadUnaligned(as: UInt64.self), toByteOffset: 7, as: UInt64.self)
    start[13] = base[9]
    raw.storeBytes(of: dots.loadUnaligned(as: UInt64.self), toByteOffset: 14, as: UInt64.self)
    raw.storeBytes(
      of: dots.loadUnaligned(fromByteOffset: 8, as: UInt32.self), toByteOffset: 22, as: UInt32.self)
    start[26] = base[14]
    raw.storeBytes(
      of: line.loadUnaligned(fromByteOffset: 15, as: UInt32.self), toByteOffset: 27,
      as: UInt32.self)
    return 31
  }

  /// Whether a byte joins the groups of a print form: a space or a hyphen.
  @inline(__always)
  private static func isSeparator(_ byte: UInt8) -> Bool {
    byte == ASCII.space || byte == ASCII.hyphen
  }

  /// Where characters of the electronic form stand in a line: from the
  /// first's byte to past the last's, separators between them included
  /// (where the full path reports an issue on them).
  /// - Parameters:
  ///   - characters: Offsets into the electronic form (not empty).
  ///   - line: The line, in print form or electronic.
  /// - Returns: The byte range in `line`.
  package static func range(
    ofCharacters characters: Range<Int>, in line: UnsafeBufferPointer<UInt8>
  )
    -> Range<Int>
  {
    var seen = 0
    var start = characters.lowerBound
    for (index, byte) in line.enumerated() where !isSeparator(byte) {
      if seen == characters.lowerBound { start = index }
      if seen == characters.upperBound &- 1 { return start..<(index &+ 1) }
      seen &+= 1
    }
    return characters
  }

  /// Writes a card number's print form as ``SecretMask/cardNumber`` shows
  /// it: its digits masked as in the electronic form (the first six and
  /// last four of 13 or more, the last four of 8 to 12), the separators kept.
  /// - Parameters:
  ///   - printed: The line: ASCII digits, spaces and hyphens.
  ///   - digits: How many digits it has (at least one).
  ///   - start: Room for three bytes per byte of `printed`.
  /// - Returns: The bytes written.
  @inline(__always)
  package static func writeMaskedCard(
    _ printed: UnsafeBufferPointer<UInt8>, digits: Int, into start: UnsafeMutablePointer<UInt8>
  ) -> Int {
    guard let base = printed.baseAddress else { return 0 }
    if digits == 16 && printed.count == 19 && isSeparator(base[4]) && isSeparator(base[9])
      && isSeparator(base[14])
    {
      return writeMaskedFours(base, into: start)
    }
    let head = digits >= 13 ? 6 : 0
    let tail = digits >= 8 ? digits &- 4 : digits
    var seen = 0
    var read = 0
    var at = 0
    // The shown head: bytes up to its last digit.
    while seen < head {
      let byte = base[read]
      start[at] = byte
      at &+= 1
      read &+= 1
      seen &+= byte &- 0x30 < 10 ? 1 : 0
    }
    // The hidden digits as U+2022 BULLET, separators kept.
    while seen < tail {
      let byte = base[read]
      read &+= 1
      if byte &- 0x30 < 10 {
        start[at] = 0xE2
        start[at &+ 1] = 0x80
        start[at &+ 2] = 0xA2
        at &+= 3
        seen &+= 1
      } else {
        start[at] = byte
        at &+= 1
      }
    }
    // The shown tail as it is.
    SmallCopy.copy(from: base + read, to: start + at, count: printed.count &- read)
    at &+= printed.count &- read
    return at
  }
}

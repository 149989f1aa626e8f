import Testing

@testable import KBCheck

/// The batch lane's kernels for card numbers and IBANs (word-at-a-time
/// digit check, branch-free Luhn and MOD 97-10, the IBAN structure as bit
/// sets, the six-digit IIN lookup, small copies) answer what the plain
/// per-character rules answer: ISO/IEC 7812-1 Annex B (Luhn), ISO 13616-1
/// and ISO/IEC 7064 (MOD 97-10), the registry's BBAN structures.
@Suite struct PaymentLaneKernelTests {
  /// A small deterministic generator (no dependence on the run).
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  static func luhnReference(_ digits: [UInt8]) -> Bool {
    var sum = 0
    for (i, byte) in digits.reversed().enumerated() {
      var d = Int(byte - 0x30)
      if i % 2 == 1 {
        d *= 2
        if d > 9 { d -= 9 }
      }
      sum += d
    }
    return sum % 10 == 0
  }

  @Test func digitCheckFindsEveryNonDigitAtEveryPlace() {
    let intruders: [UInt8] = [0x2F, 0x3A, 0x3F, 0x20, 0x00, 0x41, 0x7F, 0x80, 0xB0, 0xFF, 0xF9]
    var misses: [String] = []
    for length in 8...19 {
      let digits = [UInt8](repeating: 0x37, count: length)
      let allDigits = digits.withUnsafeBufferPointer { Luhn.allASCIIDigits(atLeastEight: $0) }
      if !allDigits { misses.append("\(length) digits refused") }
      for place in 0..<length {
        for intruder in intruders {
          var line = digits
          line[place] = intruder
          if line.withUnsafeBufferPointer({ Luhn.allASCIIDigits(atLeastEight: $0) }) {
            misses.append("\(length): 0x\(String(intruder, radix: 16)) at \(place)")
          }
        }
      }
    }
    #expect(misses.isEmpty, "\(misses.prefix(5))")
  }

  /// The random lines (of `lengths`, characters from `alphabet`) on which
  /// `agree` is false.
  static func disagreements(
    seed: UInt64, lengths: ClosedRange<Int>, alphabet: String,
    _ agree: ([UInt8]) -> Bool
  ) -> [String] {
    var generator = Generator(state: seed)
    let characters = Array(alphabet.utf8)
    var found: [String] = []
    for _ in 0..<20_000 {
      let length = lengths.lowerBound + generator.next(lengths.count)
      let line = (0..<length).map { _ in characters[generator.next(characters.count)] }
      if !agree(line) { found.append(String(decoding: line, as: UTF8.self)) }
    }
    return found
  }

  @Test func luhnAgreesWithTheDigitByDigitRule() {
    let found = Self.disagreements(seed: 7812, lengths: 2...19, alphabet: "0123456789") {
      digits in
      digits.withUnsafeBufferPointer { Luhn.isValid(asciiDigits: $0) }
        == Self.luhnReference(digits)
    }
    #expect(found.isEmpty, "\(found.prefix(5))")
  }

  /// The one-pass scan of an electronic IBAN: its remainder is the
  /// character-by-character MOD 97-10 remainder, its digit positions the
  /// BBAN's digits, and it refuses a BBAN with any other byte (lower case,
  /// space, punctuation, a UTF-8 byte) at any place, runs of eight digits
  /// included.
  @Test func electronicScanIsTheCharacterByCharacterReading() {
    var generator = Generator(state: 13616)
    let alphanumeric = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
    let intruders: [UInt8] = [0x61, 0x7A, 0x20, 0x2D, 0x2F, 0x3A, 0x40, 0x5B, 0xC3, 0x00]
    var found: [String] = []
    for _ in 0..<20_000 {
      let length = 5 + generator.next(30)
      // Mostly digits (runs of eight), some letters, now and then an intruder.
      var chars = (0..<length).map { _ -> UInt8 in
        generator.next(3) == 0 ? alphanumeric[generator.next(36)] : 0x30 + UInt8(generator.next(10))
      }
      if generator.next(4) == 0 {
        chars[4 + generator.next(length - 4)] = intruders[generator.next(intruders.count)]
      }
      let scan = chars.withUnsafeBufferPointer { IBANValidator.scanElectronic($0) }
      let bban = chars.dropFirst(4)
      let valid = bban.allSatisfy { alphanumeric.contains($0) }
      var digits: UInt64 = 0
      for (i, byte) in bban.enumerated() where byte >= 0x30 && byte <= 0x39 { digits |= 1 << i }
      let agrees =
        valid
        ? scan?.remainder == IBANValidator.mod97(chars) && scan?.digits == digits : scan == nil
      if !agrees { found.append(String(decoding: chars, as: UTF8.self).debugDescription) }
    }
    #expect(found.isEmpty, "\(found.prefix(5))")
  }

  @Test func bbanBitSetsAgreeWithTheRegistryStructure() {
    var generator = Generator(state: 9362)
    var disagreements: [String] = []
    for (position, country) in IBANRegistry.countries.enumerated() {
      let facts = IBANRegistry.lane.facts[position]
      #expect(facts.length == country.length, "\(country.code)")
      for _ in 0..<200 {
        let bban = country.bbanKinds.map { kind -> UInt8 in
          // Mostly the right kind, sometimes the other one.
          let letter = generator.next(8) == 0 ? kind != .letter : kind == .letter
          return letter ? UInt8(0x41 + generator.next(26)) : UInt8(0x30 + generator.next(10))
        }
        let slow = zip(country.bbanKinds, bban).allSatisfy { $0.matches($1) }
        let fast = bban.withUnsafeBufferPointer { facts.hasStructure(alphanumeric: $0) }
        if slow != fast {
          disagreements.append("\(country.code) \(String(decoding: bban, as: UTF8.self))")
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }

  @Test func countryPositionsFindEveryRegistryCode() {
    for (position, country) in IBANRegistry.countries.enumerated() {
      let letters = Array(country.code.utf8)
      let index = Int(letters[0] - 0x41) * 26 + Int(letters[1] - 0x41)
      #expect(Int(IBANRegistry.lane.positions[index]) == position, "\(country.code)")
    }
    #expect(IBANRegistry.lane.positions.filter { $0 >= 0 }.count == IBANRegistry.countries.count)
  }

  @Test func sixDigitLookupIsTheLongestPrefixRuleForEveryPrefix() {
    var disagreements: [Int] = []
    var digits = [UInt8](repeating: 0x30, count: 16)
    for six in 0..<1_000_000 {
      var rest = six
      for i in stride(from: 5, through: 0, by: -1) {
        digits[i] = UInt8(0x30 + rest % 10)
        rest /= 10
      }
      let fast = digits.withUnsafeBufferPointer { CardBrandTable.match(asciiDigits: $0) }
      let slow = CardBrandTable.match(six: six, count: 6)
      if fast?.brand != slow?.brand || fast?.low != slow?.low || fast?.digits != slow?.digits {
        disagreements.append(six)
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }

  @Test func smallCopiesCopyExactlyTheirBytes() {
    let source = (0..<80).map { UInt8($0 + 1) }
    for count in 0...64 {
      var target = [UInt8](repeating: 0, count: 80)
      source.withUnsafeBufferPointer { from in
        target.withUnsafeMutableBufferPointer { to in
          SmallCopy.copy(from: from.baseAddress!, to: to.baseAddress!, count: count)
        }
      }
      #expect(Array(target[..<count]) == Array(source[..<count]), "\(count)")
      #expect(target[count...].allSatisfy { $0 == 0 }, "\(count) wrote past its end")
    }
  }

  /// A print form's groups (ISO 13616-1's print format: groups joined by
  /// single spaces; hyphens too) read as the line without its separators
  /// when it neither starts nor ends with one nor doubles one; any other
  /// line is refused.
  @Test func printFormCompactionIsTheSeparatorRule() {
    var generator = Generator(state: 13_616)
    let alphabet = Array("0123456789AZ -".utf8)
    var disagreements: [String] = []
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: PrintFormLine.capacity)
    defer { scratch.deallocate() }
    for round in 0..<60_000 {
      var line: [UInt8]
      if round % 2 == 0 {
        // Groups of two to six, each joined by one separator (the common case).
        line = []
        for _ in 0..<(1 + generator.next(9)) {
          if !line.isEmpty { line.append(generator.next(2) == 0 ? 0x20 : 0x2D) }
          for _ in 0..<(4 + generator.next(3) - 1) { line.append(alphabet[generator.next(11)]) }
        }
      } else {
        line = (0..<generator.next(48)).map { _ in alphabet[generator.next(alphabet.count)] }
      }
      let separators: Set<UInt8> = [0x20, 0x2D]
      let isSeparator = line.map { separators.contains($0) }
      let wellFormed =
        !line.isEmpty && !isSeparator.first! && !isSeparator.last!
        && !zip(isSeparator, isSeparator.dropFirst()).contains { $0 && $1 }
        && isSeparator.contains(true)
      let groups = line.filter { !separators.contains($0) }
      let want: [UInt8]? =
        wellFormed && groups.count <= PrintFormLine.capacity && line.count >= 3 ? groups : nil
      let got = line.withUnsafeBufferPointer { bytes in
        PrintFormLine.compact(bytes, into: scratch).map {
          Array(UnsafeBufferPointer(start: scratch, count: $0))
        }
      }
      if got != want { disagreements.append(String(decoding: line, as: UTF8.self)) }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }

  /// A card number's print form is masked as `SecretMask.cardNumber`
  /// masks it (PCI DSS 3.4.1: at most the first six and last four digits).
  @Test func printFormMaskIsTheSecretMask() {
    var generator = Generator(state: 7_812)
    var disagreements: [String] = []
    let output = UnsafeMutablePointer<UInt8>.allocate(capacity: 3 * 64)
    defer { output.deallocate() }
    for round in 0..<20_000 {
      // Every other line 16 digits in groups of four (the fixed-size path).
      let fours = round % 2 == 0
      let digits = fours ? 16 : 1 + generator.next(19)
      var line: [UInt8] = []
      for index in 0..<digits {
        if index > 0 && (fours ? index % 4 == 0 : generator.next(4) == 0) {
          line.append(generator.next(2) == 0 ? 0x20 : 0x2D)
        }
        line.append(0x30 + UInt8(generator.next(10)))
      }
      let text = String(decoding: line, as: UTF8.self)
      let count = line.withUnsafeBufferPointer {
        PrintFormLine.writeMaskedCard($0, digits: digits, into: output)
      }
      let got = String(decoding: UnsafeBufferPointer(start: output, count: count), as: UTF8.self)
      if got != SecretMask.cardNumber.apply(text) { disagreements.append(text) }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }
}

/// The IIN ranges and lengths of the card brands kbcheck recognises, each
/// with the public source it was taken from. A number belongs to the brand
/// whose range has the longest matching prefix; on a tie, the first listed.
enum CardBrandTable {
  /// One IIN range: numbers whose first `digits` digits are within
  /// `low...high`.
  struct Range: Sendable {
    let brand: CardBrand
    let digits: Int
    let low: Int
    let high: Int
    /// The brand's lengths as a bit set (bit *n*: *n* digits are issued).
    let lengthBits: UInt32

    /// Whether the brand issues numbers of `length` digits.
    @inline(__always)
    func issues(length: Int) -> Bool { length < 32 && lengthBits & (1 << length) != 0 }
  }

  /// A brand's lengths and where its ranges come from.
  struct Rule: Sendable {
    let lengths: [Int]
    let source: String
  }

  /// Lengths and sources, per brand.
  static let rules: [CardBrand: Rule] = [
    .visa: Rule(
      lengths: [13, 16, 19],
      source:
        "Visa Core Rules and Visa Product and Service Rules (IIN 4); lengths per Wikipedia, Payment card number"
    ),
    .mastercard: Rule(
      lengths: [16],
      source: "Mastercard, 2-Series BIN expansion (2221-2720, 2016) and Mastercard Rules (51-55)"),
    .amex: Rule(
      lengths: [15], source: "American Express, Global Merchant Operating Guide: 34, 37, 15 digits"),
    .discover: Rule(
      lengths: [16, 17, 18, 19],
      source: "Discover Global Network, IIN ranges (6011, 622126-622925, 644-649, 65)"),
    .dinersClub: Rule(
      lengths: [14, 15, 16, 17, 18, 19],
      source:
        "Discover Global Network, Diners Club International IIN ranges (300-305, 3095, 36, 38-39)"),
    .jcb: Rule(lengths: [16, 17, 18, 19], source: "JCB International, IIN range 3528-3589"),
    .unionPay: Rule(
      lengths: [16, 17, 18, 19], source: "UnionPay International, IIN 62 (Luhn not required)"),
    .maestro: Rule(
      lengths: [12, 13, 14, 15, 16, 17, 18, 19],
      source: "Mastercard Rules, Maestro IIN ranges (5018, 5020, 5038, 5893, 6304, 6759, 6761-6763)"
    ),
    .mir: Rule(
      lengths: [16, 17, 18, 19], source: "NSPK (National Payment Card System), Mir IIN 2200-2204"),
    .rupay: Rule(lengths: [16], source: "NPCI, RuPay IIN ranges (60, 508, 81, 82)"),
    .elo: Rule(lengths: [16], source: "Elo Serviços S.A., Elo BIN table (published ranges)"),
    .hipercard: Rule(
      lengths: [16, 19], source: "Hipercard (Itaú Unibanco), BINs 384100, 384140, 384160, 606282"),
  ]

  /// 10⁰ … 10⁶.
  static let powersOfTen = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000]

  /// Every range.
  static let ranges: [Range] = {
    func r(_ brand: CardBrand, _ low: Int, _ high: Int? = nil) -> Range {
      let bits = (rules[brand]?.lengths ?? []).reduce(UInt32(0)) { $0 | 1 << $1 }
      return Range(
        brand: brand, digits: String(low).count, low: low, high: high ?? low, lengthBits: bits)
    }
    return [
      r(.visa, 4),
      r(.mastercard, 51, 55), r(.mastercard, 2221, 2720),
      r(.amex, 34), r(.amex, 37),
      r(.discover, 6011), r(.discover, 644, 649), r(.discover, 65), r(.discover, 622126, 622925),
      r(.dinersClub, 300, 305), r(.dinersClub, 3095), r(.dinersClub, 36), r(.dinersClub, 38, 39),
      r(.jcb, 3528, 3589),
      r(.unionPay, 62),
      r(.maestro, 5018), r(.maestro, 5020), r(.maestro, 5038), r(.maestro, 5893),
      r(.maestro, 6304), r(.maestro, 6759), r(.maestro, 6761, 6763),
      r(.mir, 2200, 2204),
      r(.rupay, 60), r(.rupay, 508), r(.rupay, 81), r(.rupay, 82),
      r(.elo, 401178, 401179), r(.elo, 431274), r(.elo, 438935), r(.elo, 451416),
      r(.elo, 457393), r(.elo, 457631, 457632), r(.elo, 504175), r(.elo, 506699, 506778),
      r(.elo, 509000, 509999), r(.elo, 627780), r(.elo, 636297), r(.elo, 636368),
      r(.elo, 650031, 650033), r(.elo, 650035, 650051), r(.elo, 650405, 650439),
      r(.elo, 650485, 650538), r(.elo, 650541, 650598), r(.elo, 650700, 650718),
      r(.elo, 650720, 650727), r(.elo, 650901, 650978), r(.elo, 651652, 651679),
      r(.elo, 655000, 655019), r(.elo, 655021, 655058),
      r(.hipercard, 384100), r(.hipercard, 384140), r(.hipercard, 384160), r(.hipercard, 606282),
    ]
  }()

  /// The ranges by their first digit, the longest prefix first (a stable
  /// sort, so on a tie the first listed comes first): the first range of a
  /// number's bucket that matches is its brand's.
  static let byFirstDigit: [[Range]] = (0..<10).map { first in
    ranges.enumerated()
      .filter { $0.element.low / powersOfTen[$0.element.digits - 1] == first }
      .sorted { ($0.element.digits, -$0.offset) > ($1.element.digits, -$1.offset) }
      .map(\.element)
  }

  /// The ranges by their first two digits, the longest prefix first (a
  /// stable sort, so on a tie the first listed comes first): a range of
  /// one digit is in the ten buckets it covers, a longer one in those of
  /// the two-digit prefixes from its low to its high end. A number's bucket
  /// holds only the ranges that can match it (Visa's `4` scans the few
  /// ranges of its `4x` bucket, not every Elo range under `4`).
  static let byFirstTwoDigits: [[Range]] = (0..<100).map { prefix in
    ranges.enumerated()
      .filter { _, range in
        if range.digits == 1 { return range.low <= prefix / 10 && prefix / 10 <= range.high }
        let scale = powersOfTen[range.digits - 2]
        return range.low / scale <= prefix && prefix <= range.high / scale
      }
      .sorted { ($0.element.digits, -$0.offset) > ($1.element.digits, -$1.offset) }
      .map(\.element)
  }

  /// The range a card number's leading digits fall in: the one with the
  /// longest matching prefix (Elo's `401178` before Visa's `4`), `nil` when
  /// none matches.
  /// - Parameter digits: The ASCII digits of the number (at least the first
  ///   six are needed to tell every brand apart).
  /// - Returns: The range, or `nil`.
  static func match(_ digits: some Collection<UInt8>) -> Range? {
    // The first six digits as a number, and how many there are.
    var six = 0
    var count = 0
    for digit in digits.prefix(6) {
      six = six * 10 + Int(digit &- ASCII.zero)
      count += 1
    }
    return match(six: six, count: count)
  }

  /// The range of a number whose first `count` (at most six) digits have
  /// the value `six`: what ``match(_:)`` answers, from the two-digit
  /// bucket when there are two digits or more.
  /// - Parameters:
  ///   - six: The value of the leading digits.
  ///   - count: How many there are.
  /// - Returns: The range, or `nil`.
  @inline(__always)
  static func match(six: Int, count: Int) -> Range? {
    guard count > 0 && count <= 6 else { return nil }
    let bucket: [Range]
    if count >= 2 {
      let two = six / powersOfTen[count - 2]
      guard two >= 0 && two < 100 else { return nil }
      bucket = byFirstTwoDigits[two]
    } else {
      guard six >= 0 && six < 10 else { return nil }
      bucket = byFirstDigit[six]
    }
    for range in bucket where range.digits <= count {
      let value = six / powersOfTen[count - range.digits]
      if range.low <= value && value <= range.high { return range }
    }
    return nil
  }

  /// Every range of ``byFirstTwoDigits`` with its bounds scaled to six
  /// digits (`low` then zeros, `high` then nines), bucket after bucket, in
  /// the bucket's order; ``sixDigitBucketStarts`` says where each bucket
  /// starts. Six leading digits match a range when they lie within its
  /// scaled bounds: no division per range.
  static let sixDigitRanges: [(low: Int, high: Int, range: Range)] = byFirstTwoDigits.flatMap {
    bucket in
    bucket.map { range in
      let scale = powersOfTen[6 - range.digits]
      return (range.low * scale, (range.high + 1) * scale - 1, range)
    }
  }

  /// Where bucket *n* (the two-digit prefix *n*) of ``sixDigitRanges``
  /// starts; entry 100 is the end.
  static let sixDigitBucketStarts: [Int] = byFirstTwoDigits.reduce(into: [0]) {
    $0.append(($0.last ?? 0) + $1.count)
  }

  /// What the first four digits say of a number's range, for each of
  /// 0000…9999: ``unmatched`` when no six digits under them match a range,
  /// ``undecided`` when the fifth and sixth digits decide, else the
  /// position in ``sixDigitRanges`` of the range all of them match. A
  /// four-digit block is decided when the first range of its bucket that
  /// meets the block covers all of it (no earlier range meets it, so that
  /// range is the first match of each of its numbers).
  static let byFirstFourDigits: [UInt8] = {
    precondition(sixDigitRanges.count < Int(undecided), "positions fit a byte")
    return (0..<10_000).map { four -> UInt8 in
      let low = four * 100
      let high = low + 99
      let bucket = sixDigitBucketStarts[four / 100]..<sixDigitBucketStarts[four / 100 + 1]
      guard
        let first = bucket.first(where: {
          sixDigitRanges[$0].low <= high && low <= sixDigitRanges[$0].high
        })
      else { return unmatched }
      let range = sixDigitRanges[first]
      return range.low <= low && high <= range.high ? UInt8(first) : undecided
    }
  }()

  /// ``byFirstFourDigits``: no range.
  static let unmatched: UInt8 = 0xFF
  /// ``byFirstFourDigits``: the fifth and sixth digits decide.
  static let undecided: UInt8 = 0xFE

  /// ``match(_:)`` for a line of ASCII digits (at least six of them, which
  /// the caller has checked), without a generic walk or a division per
  /// range: most numbers' range is known from their first four digits
  /// (``byFirstFourDigits``), the others' from a scan of their bucket.
  /// - Parameter digits: The line's bytes, every one an ASCII digit.
  /// - Returns: The range, or `nil`.
  @inline(__always)
  static func match(asciiDigits digits: UnsafeBufferPointer<UInt8>) -> Range? {
    var four = 0
    for i in 0..<4 { four = four &* 10 &+ Int(digits[i] &- ASCII.zero) }
    let known = byFirstFourDigits.withUnsafeBufferPointer { $0[four] }
    return sixDigitRanges.withUnsafeBufferPointer { ranges in
      if known < undecided { return ranges[Int(known)].range }
      if known == unmatched { return nil }
      let six = four &* 100 &+ Int(digits[4] &- ASCII.zero) &* 10 &+ Int(digits[5] &- ASCII.zero)
      let bucket = sixDigitBucketStarts.withUnsafeBufferPointer {
        $0[four / 100]..<$0[four / 100 + 1]
      }
      for i in bucket where ranges[i].low <= six && six <= ranges[i].high {
        return ranges[i].range
      }
      return nil
    }
  }
}

/// An exact decimal number kept as ASCII digit strings, so that comparisons
/// (`minValue`, `maxValue`) never round: `0.1` is `0.1` and thirty digits
/// stay thirty digits.
public struct ExactDecimal: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Whether the number is below zero (never set for zero).
  public let isNegative: Bool
  /// The integer digits without leading zeros (empty for a zero integer
  /// part).
  public let integerDigits: String
  /// The fraction digits without trailing zeros.
  public let fractionDigits: String

  /// Parses the ASCII form `[-|+]digits[.digits]` (`.5` and `5.` too); this
  /// is the form of option values and of canonical decimal values.
  /// `nil` when `text` is not in that form.
  /// - Parameter text: The text.
  /// - Complexity: O(*n*).
  public init?(_ text: String) {
    var bytes = Substring(text).utf8[...]
    var negative = false
    if let first = bytes.first, first == 0x2D || first == 0x2B {
      negative = first == 0x2D
      bytes = bytes.dropFirst()
    }
    let dot = bytes.firstIndex(of: 0x2E)
    let intPart = bytes[..<(dot ?? bytes.endIndex)]
    let fracPart = dot.map { bytes[bytes.index(after: $0)...] } ?? bytes[bytes.endIndex...]
    guard intPart.count + fracPart.count > 0,
      intPart.allSatisfy({ $0 &- 0x30 < 10 }), fracPart.allSatisfy({ $0 &- 0x30 < 10 })
    else { return nil }
    let intTrimmed = intPart.drop { $0 == 0x30 }
    var fracEnd = fracPart.endIndex
    while fracEnd > fracPart.startIndex {
      let before = fracPart.index(before: fracEnd)
      guard fracPart[before] == 0x30 else { break }
      fracEnd = before
    }
    let fracTrimmed = fracPart[fracPart.startIndex..<fracEnd]
    integerDigits = String(decoding: intTrimmed, as: UTF8.self)
    fractionDigits = String(decoding: fracTrimmed, as: UTF8.self)
    isNegative = negative && !(intTrimmed.isEmpty && fracTrimmed.isEmpty)
  }

  /// Whether the number is zero.
  public var isZero: Bool { integerDigits.isEmpty && fractionDigits.isEmpty }

  /// The shortest ASCII form: `-12.5`, `0.25`, `0`.
  public var description: String {
    (isNegative ? "-" : "") + (integerDigits.isEmpty ? "0" : integerDigits)
      + (fractionDigits.isEmpty ? "" : "." + fractionDigits)
  }

  /// Orders two numbers exactly.
  /// - Parameters:
  ///   - lhs: A number.
  ///   - rhs: Another number.
  /// - Returns: `true` when `lhs` is smaller.
  /// - Complexity: O(*n*) in the digits.
  public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
    if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
    let magnitudeLess = lessMagnitude(lhs, rhs)
    return lhs.isNegative ? (!magnitudeLess && lhs != rhs) : magnitudeLess
  }

  private static func lessMagnitude(_ a: ExactDecimal, _ b: ExactDecimal) -> Bool {
    let ai = a.integerDigits.utf8
    let bi = b.integerDigits.utf8
    if ai.count != bi.count { return ai.count < bi.count }
    if !ai.elementsEqual(bi) { return ai.lexicographicallyPrecedes(bi) }
    return a.fractionDigits.utf8.lexicographicallyPrecedes(b.fractionDigits.utf8)
  }

  /// A whole number, such as a catalogue sample's limit.
  /// - Parameter whole: The number.
  init(whole: UInt) {
    isNegative = false
    integerDigits = whole == 0 ? "" : String(whole)
    fractionDigits = ""
  }
}

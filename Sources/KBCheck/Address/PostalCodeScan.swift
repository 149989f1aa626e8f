/// One pass over a postal code: its characters folded to ASCII capitals,
/// spaces and hyphens, with every change and every refused character noted.
struct PostalCodeScan {
  /// The letters and digits, in capitals.
  var skeleton: [UInt8] = []
  /// The folded characters, in capitals, as typed (separators included).
  var upper: [UInt8] = []
  /// ``upper`` without leading or trailing separators, runs of them as one.
  var collapsed: [UInt8] = []
  /// The folded characters before capitals (what `postal.folded` shows).
  var folded: [UInt8] = []
  /// Whether a full-width character, another space or dash was folded.
  var didFold = false
  /// Whether a small letter was written as a capital.
  var didUpperCase = false
  /// The refused characters.
  var issues: [ValidationIssue] = []
  /// The whole input's range, in scalars.
  var fullRange: Range<Int> = 0..<0

  /// Scans the input.
  /// - Parameters:
  ///   - input: The postal code.
  ///   - numeric: Whether letters are refused.
  ///   - region: The region, for messages.
  init(_ input: String, numeric: Bool, region: String) {
    var offset = 0
    for scalar in input.unicodeScalars {
      defer { offset += 1 }
      var value = scalar.value
      if (0xFF01...0xFF5E).contains(value) {
        value -= 0xFEE0
        didFold = true
      }
      var byte: UInt8
      switch value {
      case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x20, 0x2D:
        byte = UInt8(value)
      case 0x09, 0xA0, 0x2000...0x200A, 0x202F, 0x3000:
        byte = 0x20
        didFold = true
      case 0x2010...0x2015, 0x2212, 0xFE63:
        byte = 0x2D
        didFold = true
      default:
        issues.append(
          ValidationIssue(
            AddressIssue.postalCodeCharacter(scalar, region: region), range: offset..<(offset + 1)))
        continue
      }
      folded.append(byte)
      if byte >= 0x61 && byte <= 0x7A {
        byte -= 0x20
        didUpperCase = true
      }
      if numeric && byte >= 0x41 && byte <= 0x5A {
        issues.append(
          ValidationIssue(
            AddressIssue.postalCodeLetter(scalar, region: region), range: offset..<(offset + 1)))
        continue
      }
      upper.append(byte)
      if byte == 0x20 || byte == 0x2D {
        if let last = collapsed.last, last != 0x20 && last != 0x2D { collapsed.append(byte) }
      } else {
        collapsed.append(byte)
        skeleton.append(byte)
      }
    }
    if let last = collapsed.last, last == 0x20 || last == 0x2D { collapsed.removeLast() }
    fullRange = 0..<offset
  }

  /// The warnings for what the scan changed: folding, then capitals.
  /// - Parameter input: The input.
  /// - Returns: The warnings.
  func changes(input: String) -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    let foldedText = String(decoding: folded, as: UTF8.self)
    if didFold {
      issues.append(
        ValidationIssue(
          AddressIssue.postalCodeFolded(from: input, to: foldedText), range: fullRange))
    }
    if didUpperCase {
      issues.append(
        ValidationIssue(
          AddressIssue.postalCodeUpperCased(
            from: foldedText, to: String(decoding: upper, as: UTF8.self)),
          range: fullRange))
    }
    return issues
  }
}

/// A deterministic automaton over the characters of postal codes, compiled
/// from one of libaddressinput's patterns by `Scripts/ci/address-metadata.py`.
///
/// Symbols: the digits `0`–`9` (0–9), the capital letters `A`–`Z` (10–35),
/// space (36) and hyphen (37). Matching reads each character once: no regex
/// engine runs at run time and nothing backtracks.
struct PostalCodeDFA: Sendable, Hashable {
  /// The number of symbols (columns of `table`).
  static let symbolCount = 38
  /// `table[state * symbolCount + symbol]`: the next state, or -1.
  let table: [Int16]
  /// Whether each state accepts.
  let accepting: [Bool]

  /// The symbol of an ASCII byte, or `nil` for a byte no pattern uses.
  /// - Parameter byte: An ASCII byte (letters must be capitals).
  /// - Returns: The symbol.
  @inline(__always) static func symbol(_ byte: UInt8) -> Int? {
    switch byte {
    case 0x30...0x39: Int(byte &- 0x30)
    case 0x41...0x5A: Int(byte &- 0x41) &+ 10
    case 0x20: 36
    case 0x2D: 37
    default: nil
    }
  }

  /// Whether the whole string matches.
  /// - Parameter bytes: The postal code's ASCII bytes.
  /// - Returns: Whether the pattern matches them all.
  /// - Complexity: O(*n*).
  func matches<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
    var state = 0
    for byte in bytes {
      guard let symbol = PostalCodeDFA.symbol(byte) else { return false }
      state = Int(table[state &* PostalCodeDFA.symbolCount &+ symbol])
      if state < 0 { return false }
    }
    return accepting[state]
  }

  /// Whether a prefix of the string matches (the subdivision patterns,
  /// `sub_zips`, which libaddressinput matches at the start).
  /// - Parameter bytes: The postal code's ASCII bytes.
  /// - Returns: Whether some prefix matches.
  /// - Complexity: O(*n*).
  func matchesPrefix<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
    var state = 0
    if accepting[0] { return true }
    for byte in bytes {
      guard let symbol = PostalCodeDFA.symbol(byte) else { return false }
      state = Int(table[state &* PostalCodeDFA.symbolCount &+ symbol])
      if state < 0 { return false }
      if accepting[state] { return true }
    }
    return false
  }

  /// The symbols some transition reads: the characters the pattern can use.
  var usedSymbols: Set<Int> {
    var used = Set<Int>()
    for (index, target) in table.enumerated() where target >= 0 {
      used.insert(index % PostalCodeDFA.symbolCount)
    }
    return used
  }

  /// Decodes `state;state…`, a state being `[A]sym:target,lo-hi:target…`.
  /// - Parameter encoded: The encoded automaton.
  init(encoded: Substring) {
    var table: [Int16] = []
    var accepting: [Bool] = []
    for stateText in encoded.split(separator: ";", omittingEmptySubsequences: false) {
      var row = [Int16](repeating: -1, count: PostalCodeDFA.symbolCount)
      var text = stateText
      let isAccepting = text.first == "A"
      if isAccepting { text = text.dropFirst() }
      accepting.append(isAccepting)
      for part in text.split(separator: ",") {
        let halves = part.split(separator: ":")
        let target = Int16(halves[1]) ?? -1
        let bounds = halves[0].split(separator: "-").compactMap { Int($0) }
        for symbol in (bounds.first ?? 0)...(bounds.last ?? 0) { row[symbol] = target }
      }
      table.append(contentsOf: row)
    }
    self.table = table
    self.accepting = accepting
  }
}

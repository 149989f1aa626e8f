/// A deterministic automaton over ASCII digits, compiled from one of
/// libphonenumber's regular expressions by `Scripts/phone/phone-metadata.py`.
///
/// Symbols 0–9 are the digits; then, for each capturing group *g*, an open
/// and a close marker (10 + 2(*g*−1), 11 + 2(*g*−1)); the last symbol is the
/// end of input (`$`). Matching walks the table once per digit: O(*n*) for
/// `fullMatch` and `prefixMatch`, O(*n* × states) for `captures`. No regex
/// engine runs at run time.
struct PhoneDFA: Sendable {
  /// The number of symbols (columns of `table`).
  let symbolCount: Int
  /// `table[state * symbolCount + symbol]`: the next state, or -1.
  let table: [Int32]
  /// Whether each state accepts.
  let accepting: [Bool]

  /// The number of capturing groups.
  var groupCount: Int { (symbolCount - 11) / 2 }
  private var endSymbol: Int { symbolCount - 1 }

  @inline(__always) private func next(_ state: Int, _ symbol: Int) -> Int {
    Int(table[state &* symbolCount &+ symbol])
  }

  /// Whether the whole digit string matches (Java's `matches()`).
  func fullMatch<C: Collection>(_ digits: C) -> Bool where C.Element == UInt8 {
    var state = 0
    for d in digits {
      state = next(state, Int(d))
      if state < 0 { return false }
    }
    return accepts(atEnd: state)
  }

  /// Whether a prefix of the digit string matches (Java's `lookingAt()`).
  func prefixMatch<C: Collection>(_ digits: C) -> Bool where C.Element == UInt8 {
    var state = 0
    if accepting[0] { return true }
    var remaining = digits.count
    for d in digits {
      state = next(state, Int(d))
      remaining -= 1
      if state < 0 { return false }
      if accepting[state] || (remaining == 0 && accepts(atEnd: state)) { return true }
    }
    return false
  }

  private func accepts(atEnd state: Int) -> Bool {
    if accepting[state] { return true }
    let end = next(state, endSymbol)
    return end >= 0 && accepting[end]
  }

  /// A match and its capturing groups.
  struct Match {
    /// Where the match ends (digits consumed).
    var end: Int
    /// Each group's range, or `nil` when the group did not take part.
    var groups: [Range<Int>?]
  }

  /// Matches with capturing groups: the whole string (`whole == true`), or
  /// the longest matching prefix (`lookingAt`). Where several placements of
  /// the groups match, the one found first (groups closed earliest are
  /// tried first, so the first group takes the most digits) wins.
  func captures(_ digits: [UInt8], whole: Bool) -> Match? {
    let groups = groupCount
    if groups == 0 { return plainMatch(digits, whole: whole) }
    // One configuration per state: its state and its capture positions (2
    // per group), stored flat in two buffers reused at every step (no array
    // per configuration or per step).
    let width = 2 * groups
    var states: [Int] = [0]
    var marks = [Int](repeating: -1, count: width)
    var nextStates: [Int] = []
    var nextMarks: [Int] = []
    var bestMarks: [Int] = []
    var bestEnd: Int?
    func close(at position: Int) {
      var i = 0
      while i < states.count {
        let state = states[i]
        // Close markers first, in reverse group order, then opens. The list
        // holds at most one configuration per state (a handful): a linear
        // search beats hashing.
        for symbol in stride(from: 10 + width - 1, through: 10, by: -1) {
          let target = next(state, symbol)
          guard target >= 0, !states.contains(target) else { continue }
          states.append(target)
          let base = i * width
          for k in 0..<width { marks.append(marks[base + k]) }
          marks[marks.count - width + symbol - 10] = position
        }
        i += 1
      }
    }
    func record(at position: Int) {
      for (i, state) in states.enumerated() {
        var ok = accepting[state]
        if !ok && position == digits.count {
          let end = next(state, endSymbol)
          ok = end >= 0 && accepting[end]
        }
        guard ok else { continue }
        bestMarks.removeAll(keepingCapacity: true)
        bestMarks.append(contentsOf: marks[(i * width)..<((i + 1) * width)])
        bestEnd = position
        return
      }
    }
    close(at: 0)
    if !whole || digits.isEmpty { record(at: 0) }
    for (index, d) in digits.enumerated() {
      nextStates.removeAll(keepingCapacity: true)
      nextMarks.removeAll(keepingCapacity: true)
      for (i, state) in states.enumerated() {
        let target = next(state, Int(d))
        if target >= 0 && !nextStates.contains(target) {
          nextStates.append(target)
          nextMarks.append(contentsOf: marks[(i * width)..<((i + 1) * width)])
        }
      }
      if nextStates.isEmpty { break }
      swap(&states, &nextStates)
      swap(&marks, &nextMarks)
      close(at: index + 1)
      if !whole || index + 1 == digits.count { record(at: index + 1) }
    }
    guard let end = bestEnd else { return nil }
    var ranges: [Range<Int>?] = []
    ranges.reserveCapacity(groups)
    for g in 0..<groups {
      let s = bestMarks[2 * g]
      let e = bestMarks[2 * g + 1]
      ranges.append(s >= 0 && e >= s ? s..<e : nil)
    }
    return Match(end: end, groups: ranges)
  }
}

extension PhoneDFA {
  /// ``captures(_:whole:)`` for an automaton without groups: one walk, the
  /// longest accepted prefix (or the whole string), no allocation.
  private func plainMatch(_ digits: [UInt8], whole: Bool) -> Match? {
    if whole { return fullMatch(digits) ? Match(end: digits.count, groups: []) : nil }
    var state = 0
    var best: Int? = accepting[0] || (digits.isEmpty && acceptsAtEnd(0)) ? 0 : nil
    for (index, d) in digits.enumerated() {
      state = Int(table[state &* symbolCount &+ Int(d)])
      if state < 0 { break }
      if accepting[state] || (index + 1 == digits.count && acceptsAtEnd(state)) { best = index + 1 }
    }
    return best.map { Match(end: $0, groups: []) }
  }

  /// Whether a state accepts, or accepts once the end of input is read.
  private func acceptsAtEnd(_ state: Int) -> Bool {
    if accepting[state] { return true }
    let end = Int(table[state &* symbolCount &+ symbolCount &- 1])
    return end >= 0 && accepting[end]
  }

  /// Decodes `nsym/state;state…`, a state being `[A]sym:target,lo-hi:target…`,
  /// from the blob's bytes in one pass.
  init(encoded bytes: UnsafeBufferPointer<UInt8>) {
    var i = 0
    func number() -> Int {
      var value = 0
      var digits = 0
      while i < bytes.count, bytes[i] &- ASCII.zero < 10 {
        value = value &* 10 &+ Int(bytes[i] &- ASCII.zero)
        i += 1
        digits += 1
      }
      guard digits > 0 else { preconditionFailure("phone metadata blob: a number expected") }
      return value
    }
    let nsym = number()
    guard i < bytes.count, bytes[i] == UInt8(ascii: "/") else {
      preconditionFailure("phone metadata blob: no '/' after the symbol count")
    }
    i += 1
    var table: [Int32] = []
    var accepting: [Bool] = []
    // One state per `;`-separated part (an empty part is a state without transitions).
    while true {
      let row = table.count
      table.append(contentsOf: repeatElement(-1, count: nsym))
      if i < bytes.count, bytes[i] == UInt8(ascii: "A") {
        accepting.append(true)
        i += 1
      } else {
        accepting.append(false)
      }
      while i < bytes.count, bytes[i] != UInt8(ascii: ";") {
        if bytes[i] == UInt8(ascii: ",") { i += 1 }
        let low = number()
        var high = low
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") {
          i += 1
          high = number()
        }
        guard i < bytes.count, bytes[i] == UInt8(ascii: ":"), high < nsym else {
          preconditionFailure("phone metadata blob: a transition without ':'")
        }
        i += 1
        let target = Int32(number())
        for s in low...high { table[row + s] = target }
      }
      if i >= bytes.count { break }
      i += 1  // the `;`
    }
    self.init(symbolCount: nsym, table: table, accepting: accepting)
  }
}

/// Reading the generated metadata blob (`Scripts/phone/phone-metadata.py`), the
/// product's own data, decoded once and checked by the conformance tests: a
/// field that does not read as expected means the blob is corrupt, which
/// stops the program with a message rather than a bare force unwrap.
enum MetadataBlob {
  /// The number a field holds.
  /// - Parameter text: The field.
  /// - Returns: Its value.
  static func int(_ text: some StringProtocol) -> Int {
    guard let value = Int(text) else {
      preconditionFailure("phone metadata blob: '\(text)' is not a number")
    }
    return value
  }
}

extension PhoneDFA {
  /// The one digit string the automaton accepts (`011` for `011`), or `nil`
  /// when it accepts several or none (`0(?:0|1[0-9])`).
  var onlyString: [UInt8]? {
    var digits: [UInt8] = []
    var state = 0
    while true {
      var nextState = -1
      for symbol in 0..<10 where table[state * symbolCount + symbol] >= 0 {
        guard nextState < 0 else { return nil }
        nextState = Int(table[state * symbolCount + symbol])
        digits.append(UInt8(symbol))
      }
      if nextState < 0 { return acceptsAtEnd(state) && !digits.isEmpty ? digits : nil }
      if accepting[state] || digits.count > 8 { return nil }
      state = nextState
    }
  }
}

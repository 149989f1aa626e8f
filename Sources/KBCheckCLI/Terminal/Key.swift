/// A key or a paste, decoded from the terminal's bytes.
enum Key: Equatable {
  case text(String)
  case paste(String)
  case enter, tab, shiftTab, escape, interrupt
  case up, down, left, right, home, end
  case backspace, delete, deleteToStart, deleteWord
}

/// Decodes the bytes of a terminal in raw mode into keys: UTF-8 text, the
/// control keys readline users expect (Ctrl-A/E/U/W, Backspace), the ANSI
/// and xterm sequences for arrows, Home/End, Delete and Shift-Tab, and
/// bracketed paste (`ESC [ 200 ~ … ESC [ 201 ~`). Incomplete input is kept
/// until more bytes come.
struct KeyDecoder {
  private var pending: [UInt8] = []
  private var pasting: [UInt8]?

  /// Whether a lone ESC is waiting: the caller decides after a short wait
  /// whether it was the Esc key or the start of a sequence.
  var hasPendingEscape: Bool { pending == [0x1B] }

  /// Feeds bytes and returns the keys they complete.
  mutating func feed(_ bytes: [UInt8]) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    while let key = next() {
      // Text that arrived in one read was still typed key by key: each
      // character is its own keystroke (only a bracketed paste is a paste).
      if case .text(let text) = key {
        keys += text.map { Key.text(String($0)) }
      } else {
        keys.append(key)
      }
    }
    return keys
  }

  /// Ends a lone ESC as the Esc key.
  mutating func flushEscape() -> Key? {
    guard hasPendingEscape else { return nil }
    pending = []
    return .escape
  }

  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  private mutating func next() -> Key? {
    if var paste = pasting {
      if let end = find(KeyDecoder.pasteEnd) {
        paste += pending[..<end]
        pending.removeFirst(end + KeyDecoder.pasteEnd.count)
        pasting = nil
        return .paste(String(decoding: paste, as: UTF8.self))
      }
      // Keep a tail that may be the start of the end marker.
      let keep = min(pending.count, KeyDecoder.pasteEnd.count - 1)
      paste += pending[..<(pending.count - keep)]
      pending = Array(pending[(pending.count - keep)...])
      pasting = paste
      return nil
    }
    guard let first = pending.first else { return nil }
    switch first {
    case 0x1B: return escapeSequence()
    case 0x0D, 0x0A: return take(1, .enter)
    case 0x09: return take(1, .tab)
    case 0x7F, 0x08: return take(1, .backspace)
    case 0x01: return take(1, .home)
    case 0x05: return take(1, .end)
    case 0x02: return take(1, .left)
    case 0x06: return take(1, .right)
    case 0x15: return take(1, .deleteToStart)
    case 0x17: return take(1, .deleteWord)
    case 0x03: return take(1, .interrupt)
    case 0x04: return take(1, .delete)
    case 0x00..<0x20:
      pending.removeFirst()
      return next()
    default: return utf8Text()
    }
  }

  private mutating func take(_ count: Int, _ key: Key) -> Key {
    pending.removeFirst(count)
    return key
  }

  /// A run of UTF-8 text up to the next control byte (an incomplete
  /// sequence at the end waits for more bytes).
  private mutating func utf8Text() -> Key? {
    var end = 0
    while end < pending.count && pending[end] >= 0x20 && pending[end] != 0x7F { end += 1 }
    var cut = end
    // Do not split a multi-byte sequence at the end of what arrived.
    var back = cut - 1
    while back >= 0 && back >= cut - 4 && pending[back] & 0xC0 == 0x80 { back -= 1 }
    if back >= 0 && back < cut && pending[back] >= 0xC0 {
      let need = pending[back] >= 0xF0 ? 4 : pending[back] >= 0xE0 ? 3 : 2
      if cut - back < need && end == pending.count { cut = back }
    }
    guard cut > 0 else { return nil }
    let text = String(decoding: pending[..<cut], as: UTF8.self)
    pending.removeFirst(cut)
    return .text(text)
  }

  private mutating func escapeSequence() -> Key? {
    guard pending.count >= 2 else { return nil }
    let second = pending[1]
    if second == 0x4F {  // ESC O x (application mode)
      guard pending.count >= 3 else { return nil }
      let map: [UInt8: Key] = [
        0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end,
      ]
      let key = map[pending[2]]
      pending.removeFirst(3)
      return key ?? next()
    }
    guard second == 0x5B else {  // ESC + a key: Alt-key; read it as Esc
      pending.removeFirst(1)
      return .escape
    }
    // CSI: parameters, then a final byte 0x40–0x7E.
    var i = 2
    while i < pending.count && !(0x40...0x7E).contains(pending[i]) { i += 1 }
    guard i < pending.count else { return nil }
    let params = String(decoding: pending[2..<i], as: UTF8.self)
    let final = pending[i]
    pending.removeFirst(i + 1)
    switch (final, params) {
    case (0x41, _): return .up
    case (0x42, _): return .down
    case (0x43, _): return .right
    case (0x44, _): return .left
    case (0x48, _): return .home
    case (0x46, _): return .end
    case (0x5A, _): return .shiftTab
    case (0x7E, "1"), (0x7E, "7"): return .home
    case (0x7E, "4"), (0x7E, "8"): return .end
    case (0x7E, "3"): return .delete
    case (0x7E, "200"):
      pasting = []
      return next()
    default: return next()
    }
  }

  private func find(_ needle: [UInt8]) -> Int? {
    guard pending.count >= needle.count else { return nil }
    for i in 0...(pending.count - needle.count) where pending[i] == needle[0] {
      if Array(pending[i..<(i + needle.count)]) == needle { return i }
    }
    return nil
  }
}

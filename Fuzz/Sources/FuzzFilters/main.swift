import FuzzSupport
import KBCheck

// Each input is a script of edits: the first byte picks the keyboard and
// locale, then each edit is [start byte][length byte][origin byte][count
// byte][count bytes of replacement text]. Invariants after every edit: the
// text changes only inside the edited range, the caret is inside the text,
// every character of the replacement is either inserted or reported, and
// the filter's output is a fixed point (pasting it again changes nothing).
let locales = ["en_US", "de_DE", "ar_EG", "fa_IR", "hi_IN", "fr_FR"]
let filters: [InputFilter] = KeyboardType.allCases.flatMap { type in
  locales.compactMap { try? InputFilter(type, locale: $0) }
}

@_cdecl("FuzzFilters_main")
public func fuzzMain(_ argc: CInt, _ argv: FuzzArgv) -> CInt { runFuzzer(argc, argv, fuzzOne) }

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let first = bytes.first else { return 0 }
  let filter = filters[Int(first) % filters.count]
  var text = ""
  var i = 1
  while i + 4 <= bytes.count {
    let length = text.unicodeScalars.count
    let start = length == 0 ? 0 : Int(bytes[i]) % (length + 1)
    let end = min(length, start + Int(bytes[i + 1]) % 4)
    let origin: TextEdit.Origin = bytes[i + 2] & 1 == 0 ? .typed : .pasted
    let count = min(Int(bytes[i + 3]), bytes.count - i - 4)
    let replacement = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[(i + 4)..<(i + 4 + count)]), as: UTF8.self)
    i += 4 + count
    let edit = TextEdit(range: start..<end, replacement: replacement, origin: origin)
    let result = filter.apply(edit, to: text)
    let label = "\(filter.keyboard.rawValue)/\(filter.locale)"
    let newCount = result.text.unicodeScalars.count
    invariant(
      result.caret >= 0 && result.caret <= newCount, "\(label): caret \(result.caret) outside text",
      input: replacement)
    let before = Array(text.unicodeScalars)
    let after = Array(result.text.unicodeScalars)
    if result.refused {
      invariant(after == before, "\(label): a refused edit changed the text", input: replacement)
    } else {
      let inserted = Array(result.inserted.unicodeScalars)
      invariant(
        Array(after.prefix(start)) == Array(before.prefix(start))
          && Array(after.suffix(before.count - end)) == Array(before.suffix(before.count - end))
          && after.count >= before.count - (end - start),
        "\(label): text changed outside the edited range", input: replacement)
      // Every replacement scalar is inserted as is or reported.
      let reported = result.changes.count
      invariant(
        inserted.count + reported >= replacement.unicodeScalars.count
          || result.folded.contains { ($0.replacement ?? "").isEmpty == false },
        "\(label): \(replacement.unicodeScalars.count) scalars in, \(inserted.count) inserted, \(reported) reported",
        input: replacement)
      // What the filter inserted is a fixed point: pasting the whole text
      // again changes nothing there. (A deletion can orphan a variation
      // selector or a mark outside the edit, which no filter may touch.)
      let again = filter.filter(result.text)
      let insertedRange = start..<(start + inserted.count)
      // A typed space at the edge of the field stays (the person is still
      // typing: `john ` before `doe`); only a paste loses its surrounding
      // white space, so a pasted copy of the text may lose those spaces.
      let edge = edgeWhiteSpace(of: after)
      let fresh = again.changes.filter {
        insertedRange.contains($0.offset)
          && !(origin == .typed && $0.code == .filterSpace && edge.contains($0.offset))
      }
      invariant(
        fresh.isEmpty,
        "\(label): filter output \(result.text.debugDescription) is not a fixed point: \(fresh.map(\.code))",
        input: replacement)
    }
    text = result.text
    if text.unicodeScalars.count > 4096 { break }
  }
  return 0
}

/// The offsets of the white space at the start and at the end of a text.
func edgeWhiteSpace(of scalars: [Unicode.Scalar]) -> Set<Int> {
  let lead = scalars.prefix { $0.properties.isWhitespace }.count
  let trail = scalars.reversed().prefix { $0.properties.isWhitespace }.count
  return Set(0..<lead).union((scalars.count - trail)..<scalars.count)
}

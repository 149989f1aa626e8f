/// Wraps a keyboard's policy with a maximum length in grapheme clusters
/// (user-perceived characters, Swift `Character`s).
///
/// A typed keystroke that would overflow is refused whole. A paste that
/// overflows is cut at a grapheme-cluster boundary, and every scalar cut is
/// reported with code `filter.too-long` at its offset in the edit's
/// replacement: nothing is silently truncated.
struct LengthLimitPolicy: FilterPolicy {
  /// The policy whose result is limited.
  let base: any FilterPolicy
  /// The maximum length of the whole text, in grapheme clusters.
  let maxLength: Int

  /// Creates the wrapper.
  /// - Parameters:
  ///   - base: The keyboard's policy.
  ///   - maxLength: The maximum length in grapheme clusters.
  init(_ base: any FilterPolicy, maxLength: Int) {
    self.base = base
    self.maxLength = maxLength
  }

  /// Applies the base policy, then the length limit.
  /// - Parameters:
  ///   - edit: The edit.
  ///   - text: The current text.
  /// - Returns: The base policy's result, cut or refused when it overflows.
  /// - Complexity: O(*n*) in the length of `text` plus the replacement.
  func filter(_ edit: TextEdit, in text: String) -> FilterResult {
    let result = base.filter(edit, in: text)
    // A deletion is always allowed, even in a text already over the limit.
    if result.refused || result.inserted.isEmpty || result.text.count <= maxLength {
      return result
    }
    let scalars = text.unicodeScalars
    let lower = min(max(edit.range.lowerBound, 0), scalars.count)
    let upper = min(max(edit.range.upperBound, lower), scalars.count)
    let start = scalars.index(scalars.startIndex, offsetBy: lower)
    let end = scalars.index(start, offsetBy: upper - lower)
    let remaining =
      String(String.UnicodeScalarView(scalars[..<start])).count
      + String(String.UnicodeScalarView(scalars[end...])).count
    let available = max(0, maxLength - remaining)
    if result.inserted.count <= available { return result }
    if edit.origin == .typed {
      return .refusal(text, edit: edit, FilterIssue.tooLong(limit: maxLength))
    }
    let keptCharacters = result.inserted.prefix(available)
    let keptScalarCount = String(keptCharacters).unicodeScalars.count
    let offsets = LengthLimitPolicy.replacementOffsets(of: result, in: edit)
    // The replacement offsets whose output was cut. A folded character that
    // is cut is reported once, as cut (with the character as given).
    var cut: [Int] = []
    for i in keptScalarCount..<offsets.count where cut.last != offsets[i] {
      cut.append(offsets[i])
    }
    let cutSet = Set(cut)
    var changes = result.changes.filter { !(cutSet.contains($0.offset) && $0.replacement != nil) }
    var given = edit.replacement.unicodeScalars.makeIterator()
    var position = 0
    for offset in cut {
      while position < offset, given.next() != nil { position += 1 }
      guard let scalar = given.next() else { break }
      position += 1
      changes.append(
        FilterChange(
          character: scalar, offset: offset, replacement: nil, FilterIssue.tooLong(limit: maxLength)
        ))
    }
    changes.sort { $0.offset < $1.offset }
    return .splice(text, edit: edit, inserted: String(keptCharacters), changes: changes)
  }

  /// For each scalar of `result.inserted`, the offset in the edit's
  /// replacement it came from (a folded character's scalars all map to it).
  /// - Parameters:
  ///   - result: The base policy's result.
  ///   - edit: The edit.
  /// - Returns: One replacement offset per inserted scalar.
  static func replacementOffsets(of result: FilterResult, in edit: TextEdit) -> [Int] {
    var byOffset: [Int: FilterChange] = [:]
    for change in result.changes where byOffset[change.offset] == nil {
      byOffset[change.offset] = change
    }
    var offsets: [Int] = []
    for (i, _) in edit.replacement.unicodeScalars.enumerated() {
      if let change = byOffset[i] {
        if let replacement = change.replacement {
          offsets.append(contentsOf: repeatElement(i, count: replacement.unicodeScalars.count))
        }
      } else {
        offsets.append(i)
      }
    }
    return offsets
  }
}

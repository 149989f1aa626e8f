/// The input filter of the payment fields: what a keystroke or a paste may
/// insert, and the grouping shown as the person types.
///
/// The field keeps its characters (digits, and upper-case letters where the
/// field takes them) and shows them in groups: the filter removes the
/// group separators of the old text and inserts them again after each edit
/// (card numbers 4-4-4-4 or Amex 4-6-5, IBANs in fours, expiry dates
/// `MM/YY`), reporting each separator the edit made appear. A pasted
/// separator (a space, a dash) is removed and reported; a digit of another
/// script is folded to ASCII and reported; a typed keystroke the field does
/// not take is refused whole.
struct PaymentFilterPolicy: FilterPolicy {
  /// The field, for messages.
  let field: PaymentField
  /// Whether letters are kept (IBAN, BIC), upper-cased.
  var acceptsLetters = false
  /// The most characters (not counting separators) the field holds.
  var maxLength: Int
  /// The separator shown between groups.
  var separator: Unicode.Scalar = " "
  /// The group sizes for the kept characters; empty for no grouping.
  var groups: @Sendable ([UInt8]) -> [Int] = { _ in [] }
  /// Whether a paste that is a whole text (an SMS) yields the one code in it.
  var extractsCode: ClosedRange<Int>? = nil

  /// Applies one edit.
  /// - Parameters:
  ///   - edit: The typed or pasted edit.
  ///   - text: The field's current text.
  /// - Returns: The new text, the caret, and every change.
  /// - Complexity: O(*n*) in the text and the replacement.
  func filter(_ edit: TextEdit, in text: String) -> FilterResult {
    let scalars = Array(text.unicodeScalars)
    let lower = min(max(edit.range.lowerBound, 0), scalars.count)
    let upper = min(max(edit.range.upperBound, lower), scalars.count)
    let before = kept(scalars[..<lower])
    let after = kept(scalars[upper...])
    var room = max(0, maxLength - before.count - after.count)
    var inserted: [UInt8] = []
    var changes: [FilterChange] = []
    if edit.origin == .pasted, let lengths = extractsCode,
      let extraction = OneTimeCodeScan.extract(edit.replacement, lengths: lengths)
    {
      switch extraction {
      case .one(let digits, let kept):
        for (offset, scalar) in edit.replacement.unicodeScalars.enumerated()
        where !kept.contains(offset) {
          changes.append(
            FilterChange(
              character: scalar, offset: offset, replacement: nil,
              PaymentFilterIssue.codeExtracted))
        }
        inserted = Array(digits.prefix(room))
      case .several(let count):
        let change = FilterChange(
          character: edit.replacement.unicodeScalars.first ?? " ", offset: 0, replacement: nil,
          PaymentFilterIssue.codeAmbiguous(count: count))
        return .refusal(text, edit: edit, as: change)
      }
    } else {
      for (offset, scalar) in edit.replacement.unicodeScalars.enumerated() {
        func drop(_ issue: PaymentFilterIssue) {
          changes.append(FilterChange(character: scalar, offset: offset, replacement: nil, issue))
        }
        var byte: UInt8
        switch PaymentScalar.classify(scalar) {
        case .digit(let ascii, let isASCII):
          byte = ascii
          if !isASCII {
            guard room > 0 else {
              drop(.tooLong(field, limit: maxLength))
              continue
            }
            changes.append(
              FilterChange(
                character: scalar, offset: offset, replacement: String(UnicodeScalar(ascii)),
                PaymentFilterIssue.digitFolded(field)))
          }
        case .letter(let upper, let wasLower) where acceptsLetters:
          byte = upper
          if wasLower && room > 0 {
            changes.append(
              FilterChange(
                character: scalar, offset: offset, replacement: String(UnicodeScalar(upper)),
                PaymentFilterIssue.letterUppercased(field)))
          }
        case .separator:
          drop(.separatorRemoved(field))
          continue
        case .letter, .other:
          drop(scalar == separator ? .separatorRemoved(field) : .characterRemoved(field))
          continue
        }
        guard room > 0 else {
          drop(.tooLong(field, limit: maxLength))
          continue
        }
        room -= 1
        inserted.append(byte)
      }
    }
    if edit.origin == .typed, let first = changes.first(where: { $0.replacement == nil }) {
      return .refusal(text, edit: edit, as: first)
    }
    let all = before + inserted + after
    return layout(
      all, editStart: before.count, caretIndex: before.count + inserted.count,
      inserted: inserted, changes: changes)
  }

  /// The characters of a part of the old text that the field keeps (its
  /// own separators are dropped: they are inserted again).
  private func kept(_ part: ArraySlice<Unicode.Scalar>) -> [UInt8] {
    var bytes: [UInt8] = []
    for scalar in part {
      switch PaymentScalar.classify(scalar) {
      case .digit(let ascii, _): bytes.append(ascii)
      case .letter(let upper, _) where acceptsLetters: bytes.append(upper)
      default: continue
      }
    }
    return bytes
  }

  /// The grouped text, its caret, and the separators this edit made appear.
  private func layout(
    _ all: [UInt8], editStart: Int, caretIndex: Int, inserted: [UInt8], changes: [FilterChange]
  ) -> FilterResult {
    var boundaries = Set<Int>()
    var at = 0
    for size in groups(all) {
      at += size
      if at < all.count { boundaries.insert(at) }
    }
    var out = String.UnicodeScalarView()
    var changes = changes
    var caret = 0
    for (index, byte) in all.enumerated() {
      if boundaries.contains(index) {
        if index >= editStart && index < caretIndex {
          changes.append(
            FilterChange(
              character: separator, offset: out.count, replacement: String(separator),
              PaymentFilterIssue.separatorInserted(field)))
        }
        out.append(separator)
      }
      out.append(Unicode.Scalar(byte))
      if index + 1 == caretIndex { caret = out.count }
    }
    return FilterResult(
      text: String(out), caret: caret,
      inserted: String(decoding: inserted, as: UTF8.self), changes: changes)
  }
}

/// The postal-code field's filter: digits, letters, spaces and hyphens, as
/// the region allows them. Where the region's codes are digits only
/// (United States, Germany …) letters are refused; where the region writes
/// its codes in capitals (`upper`), small letters become capitals.
struct PostalCodeFilterPolicy: FilterPolicy {
  /// The region, or `nil` when the country is not known yet (every letter
  /// and digit is then let in).
  let region: AddressRegion?

  /// Applies one edit.
  /// - Parameters:
  ///   - edit: The typed or pasted edit.
  ///   - text: The field's current text.
  /// - Returns: The new text, the caret, and every change.
  /// - Complexity: O(*n*) in the replacement.
  func filter(_ edit: TextEdit, in text: String) -> FilterResult {
    let numeric = region?.postalCodesAreNumeric ?? false
    let upper = region.map { $0.upperCaseFields.contains(.postalCode) } ?? false
    var inserted = String.UnicodeScalarView()
    var changes: [FilterChange] = []
    for (offset, scalar) in edit.replacement.unicodeScalars.enumerated() {
      var value = scalar.value
      var folded = false
      if (0xFF01...0xFF5E).contains(value) {
        value -= 0xFEE0
        folded = true
      }
      switch value {
      case 0x09, 0xA0, 0x2000...0x200A, 0x202F, 0x3000:
        value = 0x20
        folded = true
      case 0x2010...0x2015, 0x2212, 0xFE63:
        value = 0x2D
        folded = true
      default: break
      }
      let isLetter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
      let isKept = isLetter || (0x30...0x39).contains(value) || value == 0x20 || value == 0x2D
      guard isKept else {
        changes.append(
          FilterChange(
            character: scalar, offset: offset, replacement: nil,
            AddressFilterIssue.characterRemoved))
        continue
      }
      if isLetter && numeric {
        changes.append(
          FilterChange(
            character: scalar, offset: offset, replacement: nil,
            AddressFilterIssue.letterRemoved(region: region?.code ?? "")))
        continue
      }
      if upper && (0x61...0x7A).contains(value) {
        value -= 0x20
        changes.append(
          FilterChange(
            character: scalar, offset: offset,
            replacement: String(Unicode.Scalar(UInt8(value))), AddressFilterIssue.upperCased))
      } else if folded {
        changes.append(
          FilterChange(
            character: scalar, offset: offset,
            replacement: String(Unicode.Scalar(UInt8(value))), AddressFilterIssue.folded))
      }
      inserted.append(Unicode.Scalar(UInt8(value)))
    }
    if edit.origin == .typed, let first = changes.first(where: { $0.replacement == nil }) {
      return .refusal(text, edit: edit, as: first)
    }
    return .splice(text, edit: edit, inserted: String(inserted), changes: changes)
  }
}

/// How the phone pad filter reads a paste before removing anything: the
/// extension label it turns into a pause, and letters inside the number
/// that it may not remove.
///
/// Removing characters from a paste must never join digits into another
/// number. `(650) 253-0000 ext. 12` with its letters removed would read
/// `650253000012`, a number that does not exist; `1-800-FLOWERS` would read
/// `1800`. So an extension label (libphonenumber's extension patterns, the
/// same ones ``PhonePadValidator`` reads) becomes the pad's pause `,` (the
/// phone dials the extension once the call connects), and letters after
/// the number's first digit refuse the paste unless `vanity=true` maps them.
/// Letters before the first digit (`Tel: `) are a label and are removed.
struct PhonePadPasteReading {
  /// The scalar offsets of the replacement that spell an extension label
  /// with characters not on the pad (`ext.`, ` x`, `~`, `;ext=`); they
  /// become one pause `,`.
  var extensionLabel: Range<Int>?
  /// The offset of the first letter after the number's first digit (with
  /// `vanity=false`): the paste is refused there.
  var letterInNumber: Int?

  /// Reads a paste.
  /// - Parameters:
  ///   - replacement: The pasted scalars.
  ///   - digitsBefore: Whether the field has a digit or `+` before the
  ///     insertion point.
  ///   - vanity: Whether letters become keypad digits.
  init(_ replacement: [Unicode.Scalar], digitsBefore: Bool, vanity: Bool) {
    // A tel: URI's scheme (RFC 3966) is a label before the number: blanked
    // (offsets kept) so that the number before `;ext=` reads as viable.
    var blanked = replacement
    if blanked.count > 4,
      String(String.UnicodeScalarView(blanked[..<4])).lowercased() == "tel:"
    {
      blanked.replaceSubrange(..<4, with: repeatElement(" ", count: 4))
    }
    var numberPart = String(String.UnicodeScalarView(blanked))
    if let digits = PhoneNumberParser.stripExtension(&numberPart, postDialAware: true) {
      var digitStart = replacement.count
      if digitStart > 0, PhoneCharacter.classify(replacement[digitStart - 1]) == .hash {
        digitStart -= 1
      }
      digitStart -= digits.unicodeScalars.count
      let label = numberPart.unicodeScalars.count..<digitStart
      let offPad = label.contains { offset in
        switch PhoneCharacter.classify(replacement[offset]) {
        case .letter, .other: return true
        default: return false
        }
      }
      if offPad, !label.isEmpty { extensionLabel = label }
    }
    guard !vanity else { return }
    var seenDigit = digitsBefore
    for (offset, scalar) in replacement.enumerated() {
      if let label = extensionLabel, label.contains(offset) { break }
      switch PhoneCharacter.classify(scalar) {
      case .digit, .plus: seenDigit = true
      case .letter where seenDigit:
        letterInNumber = offset
        return
      default: continue
      }
    }
  }
}

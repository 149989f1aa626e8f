/// The filter of `phonePad`: the pad's keys `0-9 * # +` and pause `,` /
/// wait `;` (the classes of ``PhonePadValidator``), with `+` only at the
/// start of the field.
///
/// Digits of other scripts are folded to ASCII (reported). Typed, anything
/// else is refused whole. Pasted, formatting (spaces, dashes, dots, slashes,
/// parentheses, bidi marks) and other characters are removed and each one
/// reported; a `(0)` trunk prefix after `+` and the country code is removed
/// with its parentheses; an extension label (`ext.`, `x`, `;ext=`) becomes
/// the pause `,` (`phone.extension-as-pause`); letters before the first
/// digit (a label such as `Tel:`) are removed; letters inside the number
/// refuse the paste (`phone.letters`: removing them would join the digits
/// into another number), or are mapped to their keypad digits with
/// `vanity=true` (reported as folds). See `PhonePadPasteReading`.
///
/// With `defaultRegion`, the field is formatted as the number is typed
/// (``PhoneAsYouTypeFormatter``: `2015550123` in US → `(201) 555-0123`);
/// each inserted space, dash or parenthesis is reported as a change with
/// code `phone.format-inserted` whose offset is in the new text.
/// `formatAsYouType=false` turns it off.
struct PhonePadFilterPolicy: FilterPolicy {
  /// Whether pasted letters become their keypad digits.
  var vanity: Bool
  /// The region whose formats apply as the number is typed; `nil` (no
  /// `defaultRegion`, or `formatAsYouType=false`) leaves the digits ungrouped.
  var formatRegion: String?

  /// Creates the policy.
  /// - Parameters:
  ///   - vanity: Whether pasted letters become their keypad digits.
  ///   - formatRegion: The region whose formats apply as digits are typed
  ///     (as-you-type formatting), or `nil`.
  init(vanity: Bool, formatRegion: String?) {
    self.vanity = vanity
    self.formatRegion = formatRegion
  }

  /// Applies one edit.
  /// - Parameters:
  ///   - edit: The typed or pasted edit.
  ///   - text: The field's current text.
  /// - Returns: The new text and every removed or folded character.
  /// - Complexity: O(*n*) in the text and the replacement.
  func filter(_ edit: TextEdit, in text: String) -> FilterResult {
    let count = text.unicodeScalars.count
    let lower = min(max(edit.range.lowerBound, 0), count)
    let upper = min(max(edit.range.upperBound, lower), count)
    var plusElsewhere = false
    // A '+' after an edit at the start: nothing may be inserted before it.
    var plusAfter = false
    for (offset, scalar) in text.unicodeScalars.enumerated()
    where !edit.range.contains(offset) && PhoneCharacter.classify(scalar) == .plus {
      plusElsewhere = true
      if lower == 0 && offset >= upper { plusAfter = true }
    }
    let replacement = Array(edit.replacement.unicodeScalars)
    let reading =
      edit.origin == .typed
      ? PhonePadPasteReading([], digitsBefore: false, vanity: true)
      : PhonePadPasteReading(
        replacement,
        digitsBefore: text.unicodeScalars.prefix(lower).contains {
          switch PhoneCharacter.classify($0) {
          case .digit, .plus: return true
          default: return false
          }
        },
        vanity: vanity)
    if let offset = reading.letterInNumber {
      let word = replacement[offset...].prefix {
        if case .letter = PhoneCharacter.classify($0) { true } else { false }
      }
      return Self.refusal(
        text, edit: edit,
        PhoneIssue.lettersInsideNumber(
          letters: String(String.UnicodeScalarView(word)), offset: offset))
    }
    var kept = String.UnicodeScalarView()
    var changes: [FilterChange] = []
    var startsWithPlus = false
    var skip = Set<Int>()
    for (offset, scalar) in replacement.enumerated() {
      func drop(_ issue: some FamilyIssue) {
        changes.append(FilterChange(character: scalar, offset: offset, replacement: nil, issue))
      }
      if plusAfter {
        drop(PhoneIssue.nothingBeforePlus)
        continue
      }
      if let label = reading.extensionLabel, label.contains(offset) {
        if offset == label.lowerBound {
          kept.append(",")
          changes.append(
            FilterChange(
              character: scalar, offset: offset, replacement: ",",
              PhoneFilterIssue.extensionAsPause))
        } else {
          drop(PhoneFilterIssue.extensionLabelPart)
        }
        continue
      }
      if skip.contains(offset) {
        drop(PhoneFilterIssue.trunkZero)
        continue
      }
      switch PhoneCharacter.classify(scalar) {
      case .digit(let d):
        DigitFolding.append(
          scalar, value: d, at: offset, keeping: false, PhoneFilterIssue.digitFolded, to: &kept,
          changes: &changes)
      case .plus:
        if lower == 0 && kept.isEmpty && !plusElsewhere {
          kept.append("+")
          startsWithPlus = true
          plusElsewhere = true
          if scalar != "+" {
            changes.append(
              FilterChange(
                character: scalar, offset: offset, replacement: "+", PhoneFilterIssue.plusFolded))
          }
        } else {
          drop(PhoneIssue.misplacedPlusEntered)
        }
      case .star: kept.append("*")
      case .hash: kept.append("#")
      case .pause: kept.append(",")
      case .wait: kept.append(";")
      case .openParenthesis:
        // "+44 (0)20 …": the (0) is a trunk prefix not dialed after +44.
        // At most "+" and three digits before a trunk (0): O(1) per '('.
        let keptDigits =
          kept.count > 4
          ? []
          : kept.compactMap { s -> UInt8? in
            s.value &- ASCII.CodePoint.zero < 10 ? UInt8(s.value - ASCII.CodePoint.zero) : nil
          }
        if startsWithPlus, lower == 0, !keptDigits.isEmpty, kept.count == keptDigits.count + 1,
          CallingCodes.countryCode(of: keptDigits)?.length == keptDigits.count,
          offset + 2 < replacement.count,
          PhoneCharacter.classify(replacement[offset + 1]) == .digit(0),
          PhoneCharacter.classify(replacement[offset + 2]) == .closeParenthesis
        {
          skip.insert(offset + 1)
        }
        drop(PhoneFilterIssue.parenthesis)
      case .separator, .closeParenthesis:
        drop(PhoneFilterIssue.notOnPad(scalar))
      case .letter(let d):
        if vanity {
          let digit = Unicode.Scalar(ASCII.zero + d)
          kept.append(digit)
          changes.append(
            FilterChange(
              character: scalar, offset: offset, replacement: String(digit),
              PhoneIssue.vanityLetterEntered))
        } else {
          drop(PhoneIssue.lettersEntered)
        }
      case .other:
        drop(PhoneIssue.invalidCharacterEntered)
      }
    }
    if edit.origin == .typed,
      let reason = changes.first(where: { $0.replacement == nil })?.familyIssue
    {
      return Self.refusal(text, edit: edit, reason.base)
    }
    let spliced = FilterResult.splice(text, edit: edit, inserted: String(kept), changes: changes)
    guard let region = formatRegion else { return spliced }
    return formatAsYouType(spliced, region: region)
  }

  /// The edit refused whole: every character of the replacement is
  /// reported with the message of `reason`.
  private static func refusal(_ text: String, edit: TextEdit, _ reason: some FamilyIssue)
    -> FilterResult
  {
    let changes = edit.replacement.unicodeScalars.enumerated().map {
      FilterChange(character: $1, offset: $0, replacement: nil, reason)
    }
    let caret = min(max(edit.range.lowerBound, 0), text.unicodeScalars.count)
    return FilterResult(text: text, caret: caret, inserted: "", changes: changes, refused: true)
  }

  /// Re-formats the whole field: the formatting characters of the text are
  /// dropped, the digits typed again into the formatter, and each character
  /// it inserts is reported. A field with `*`, `#`, pause or wait is left as
  /// it is (a dial string, not a number to group).
  private func formatAsYouType(_ result: FilterResult, region: String) -> FilterResult {
    var bare: [Character] = []
    var digitsBeforeCaret = 0
    for (offset, scalar) in result.text.unicodeScalars.enumerated() {
      switch PhoneCharacter.classify(scalar) {
      case .digit, .plus:
        bare.append(Character(scalar))
        if offset < result.caret { digitsBeforeCaret += 1 }
      case .separator, .openParenthesis, .closeParenthesis:
        continue
      default:
        return result
      }
    }
    var formatter = PhoneNumberingPlans.production.asYouTypeFormatter(region: region)
    var formatted = ""
    for c in bare { formatted = formatter.inputDigit(c) }
    var changes = result.changes
    var caret = 0
    var seen = 0
    for (offset, scalar) in formatted.unicodeScalars.enumerated() {
      if scalar.properties.numericType == .decimal || scalar == "+" {
        seen += 1
        if seen == digitsBeforeCaret { caret = offset + 1 }
      } else {
        changes.append(
          FilterChange(
            character: scalar, offset: offset, replacement: String(scalar),
            PhoneFilterIssue.formatInserted(region: region)))
      }
    }
    if digitsBeforeCaret == 0 { caret = 0 }
    return FilterResult(
      text: formatted, caret: caret, inserted: result.inserted, changes: changes,
      refused: result.refused)
  }
}

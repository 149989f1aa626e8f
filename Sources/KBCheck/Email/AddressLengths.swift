/// The octet lengths of an address in the forms its limits are measured
/// on (see ``EmailValidator`` `checkLengths`): as written (comments and
/// folding white space left out), canonical with U-labels, canonical with
/// A-labels.
struct AddressLengths {
  /// The local part as written.
  var writtenLocal: Int
  /// The address as written.
  var written: Int
  /// The canonical local part (the same in both canonical forms).
  var canonicalLocal: Int
  /// The canonical address with U-labels (`value`).
  var unicode: Int
  /// The canonical address with A-labels (`asciiValue`).
  var ascii: Int

  /// The longest form of a part over its limit, as the message names it.
  struct Over {
    /// The message variant naming the form: `nil` (canonical form),
    /// `as-written` or `ascii`.
    var variant: String?
    /// The message arguments: `length`, and `canonical` for `as-written`.
    var arguments: MessageArguments
  }

  /// The local part's longest form when it is over `limit`.
  func localOver(_ limit: Int) -> Over? {
    guard max(writtenLocal, canonicalLocal) > limit else { return nil }
    return writtenLocal > canonicalLocal
      ? Over(
        variant: "as-written",
        arguments: ["length": String(writtenLocal), "canonical": String(canonicalLocal)])
      : Over(variant: nil, arguments: ["length": String(canonicalLocal)])
  }

  /// The address's longest form when it is over `limit`.
  func addressOver(_ limit: Int) -> Over? {
    let longest = max(written, unicode, ascii)
    guard longest > limit else { return nil }
    if ascii == longest && ascii > unicode {
      return Over(variant: "ascii", arguments: ["length": String(ascii)])
    }
    if written == longest && written > unicode {
      return Over(
        variant: "as-written",
        arguments: ["length": String(written), "canonical": String(unicode)])
    }
    return Over(variant: nil, arguments: ["length": String(unicode)])
  }
}

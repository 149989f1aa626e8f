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

  /// The local part's issue when its longest form is over `limit`: the
  /// form named is the longest one.
  func localOver(_ limit: Int) -> EmailIssue? {
    guard max(writtenLocal, canonicalLocal) > limit else { return nil }
    return writtenLocal > canonicalLocal
      ? .localTooLongAsWritten(bytes: writtenLocal, canonical: canonicalLocal)
      : .localTooLong(bytes: canonicalLocal)
  }

  /// The address's issue when its longest form is over `limit`: the form
  /// named is the longest one.
  func addressOver(_ limit: Int) -> EmailIssue? {
    let longest = max(written, unicode, ascii)
    guard longest > limit else { return nil }
    if ascii == longest && ascii > unicode { return .tooLongASCII(bytes: ascii) }
    if written == longest && written > unicode {
      return .tooLongAsWritten(bytes: written, canonical: unicode)
    }
    return .tooLong(bytes: unicode)
  }
}

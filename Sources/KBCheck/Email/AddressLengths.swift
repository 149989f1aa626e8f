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

  /// The local part's longest form when it is over `limit`: its length and
  /// a phrase naming the form.
  func localOver(_ limit: Int) -> (Int, String)? {
    guard max(writtenLocal, canonicalLocal) > limit else { return nil }
    return writtenLocal > canonicalLocal
      ? (writtenLocal, "as written (\(canonicalLocal) in canonical form)")
      : (canonicalLocal, "in canonical form")
  }

  /// The address's longest form when it is over `limit`: its length and a
  /// phrase naming the form.
  func addressOver(_ limit: Int) -> (Int, String)? {
    let longest = max(written, unicode, ascii)
    guard longest > limit else { return nil }
    if ascii == longest && ascii > unicode {
      return (ascii, "in its ASCII (A-label) form")
    }
    if written == longest && written > unicode {
      return (written, "as written (\(unicode) in canonical form)")
    }
    return (unicode, "in canonical form")
  }
}

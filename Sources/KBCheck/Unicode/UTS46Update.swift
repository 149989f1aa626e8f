/// The IDNA Mapping Table (UTS #46 §5) of a newer Unicode than ICU 72's,
/// applied before ICU for the code points whose row changed.
///
/// ICU 72 implements UTS #46 for Unicode 15.0. Later versions map more
/// code points that Unicode 15.0 already had: ẞ U+1E9E to ß (ICU: `ss`),
/// the Georgian capitals U+10A0–U+10C5 to their small letters, U+04C0,
/// U+2132 and U+2183 to their lower case, five CJK compatibility
/// ideographs to their decompositions; and they ignore Default_Ignorable
/// characters ICU still refuses (U+180E, the Hangul fillers, U+206A–U+206F,
/// the musical beam and slur controls, …). UTS #46 §4 Processing step 1
/// maps each code point on its own, so replacing these before ICU runs the
/// rest (NFC, labels, Punycode, the validity checks) gives what the newer
/// table gives. ``rows`` is generated (`Scripts/dev/uts46-update.py`);
/// code points assigned after Unicode 15.0 stay refused (ICU has no
/// properties for them), and so does U+1806, valid now but not in ICU.
enum UTS46Update {
  /// The mapping of a code point whose row changed: `nil` when it did not,
  /// 0 when it is now ignored, else the code point it maps to.
  /// - Parameter value: A code point.
  /// - Returns: The newer mapping, or `nil`.
  /// - Complexity: O(log *r*) in the rows (one comparison below U+04C0).
  static func mapping(of value: UInt32) -> UInt32? {
    guard value >= rows[0].codePoint, value <= rows[rows.count - 1].codePoint else { return nil }
    var low = 0
    var high = rows.count
    while low < high {
      let mid = (low + high) / 2
      if rows[mid].codePoint < value { low = mid + 1 } else { high = mid }
    }
    return low < rows.count && rows[low].codePoint == value ? rows[low].mapping : nil
  }

  /// `name` with the newer mappings applied, or `nil` when none applies
  /// (the common case: no copy is made).
  /// - Parameter name: A domain name or label, before UTS #46 processing.
  /// - Returns: The name to give ICU instead, or `nil`.
  /// - Complexity: O(*n*).
  static func apply(_ name: String) -> String? {
    // Every changed code point is U+04C0 or above: two UTF-8 bytes from 0xD3.
    guard name.utf8.contains(where: { $0 >= 0xD3 }) else { return nil }
    guard name.unicodeScalars.contains(where: { mapping(of: $0.value) != nil }) else { return nil }
    var out = String.UnicodeScalarView()
    for s in name.unicodeScalars {
      switch mapping(of: s.value) {
      case nil: out.append(s)
      case 0: continue
      case let mapped?: out.append(Unicode.Scalar(mapped) ?? s)
      }
    }
    return String(out)
  }
}

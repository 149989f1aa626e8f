/// The "Bidi Rule" of RFC 5893 §2, which the username profiles apply to
/// strings with right-to-left characters (RFC 8265 §3.3.1 and §3.4.1, rule 5).
package enum BidiRule {
  /// ICU's `UCharDirection` numbers of the classes the rule names.
  private enum Class {
    static let l: Int32 = 0, r: Int32 = 1, en: Int32 = 2, es: Int32 = 3, et: Int32 = 4
    static let an: Int32 = 5, cs: Int32 = 6, on: Int32 = 10, al: Int32 = 13
    static let nsm: Int32 = 17, bn: Int32 = 18
  }

  /// Whether a string has a right-to-left character (R, AL or AN: an "RTL
  /// label" in RFC 5893 §1.4).
  /// - Parameter scalars: The string.
  /// - Returns: `true` when the rule applies.
  /// - Complexity: O(*n*).
  package static func appliesTo(_ scalars: [Unicode.Scalar]) -> Bool {
    scalars.contains { scalar in
      guard scalar.value >= 0x0590 else { return false }
      let bidi = PRECISCharacterData.bidiClass(scalar.value)
      return bidi == Class.r || bidi == Class.al || bidi == Class.an
    }
  }

  /// The first condition of RFC 5893 §2 (1–6) the string breaks, or `nil`
  /// when it satisfies the rule.
  /// - Parameter scalars: The string (not empty).
  /// - Returns: The number of the condition that fails.
  /// - Complexity: O(*n*).
  package static func violatedCondition(_ scalars: [Unicode.Scalar]) -> Int? {
    guard let first = scalars.first else { return nil }
    let classes = scalars.map { PRECISCharacterData.bidiClass($0.value) }
    // 1. The first character is L, R or AL.
    let start = PRECISCharacterData.bidiClass(first.value)
    guard start == Class.l || start == Class.r || start == Class.al else { return 1 }
    // The last character that is not NSM.
    let last = classes.last { $0 != Class.nsm }
    if start == Class.l {
      // 5. LTR: only L, EN, ES, CS, ET, ON, BN, NSM.
      let allowed: Set<Int32> = [
        Class.l, Class.en, Class.es, Class.cs, Class.et, Class.on, Class.bn, Class.nsm,
      ]
      if classes.contains(where: { !allowed.contains($0) }) { return 5 }
      // 6. LTR: ends with L or EN, then NSM*.
      guard let last, last == Class.l || last == Class.en else { return 6 }
      return nil
    }
    // 2. RTL: only R, AL, AN, EN, ES, CS, ET, ON, BN, NSM.
    let allowed: Set<Int32> = [
      Class.r, Class.al, Class.an, Class.en, Class.es, Class.cs, Class.et, Class.on, Class.bn,
      Class.nsm,
    ]
    if classes.contains(where: { !allowed.contains($0) }) { return 2 }
    // 3. RTL: ends with R, AL, EN or AN, then NSM*.
    guard let last, [Class.r, Class.al, Class.en, Class.an].contains(last) else { return 3 }
    // 4. RTL: not both EN and AN.
    if classes.contains(Class.en) && classes.contains(Class.an) { return 4 }
    return nil
  }
}

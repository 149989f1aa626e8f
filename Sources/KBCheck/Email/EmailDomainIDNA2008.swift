/// What IDNA2008 (RFC 5891 §4–5, RFC 5892) says of a domain that UTS #46
/// has already mapped (UTS #46 is the mapping step, as RFC 5895 describes):
/// the code points of its U-labels that RFC 5892's derived property does not
/// allow, the CONTEXTO rules broken, and whether transitional processing
/// (IDNA2003 compatibility) would give another name.
struct EmailDomainIDNA2008: Sendable, Hashable {
  /// Code points of the U-label form that are DISALLOWED or UNASSIGNED
  /// (RFC 5892 §3), in order, each once.
  var disallowed: [Unicode.Scalar] = []
  /// A CONTEXTO character out of its context (RFC 5892 Appendix A.3–A.9:
  /// the middle dot outside `l·l`, the Greek keraia, Hebrew geresh and
  /// gershayim, the katakana middle dot, mixed Arabic-Indic digits).
  var contextO = false
  /// The A-label form under transitional processing (UTS #46 §4, ß → ss,
  /// ς → σ, ZWJ and ZWNJ removed), when it differs from the
  /// nontransitional one: IDNA2003 software looks up another name.
  var transitionalASCII: String?

  /// Nothing to report.
  var isClean: Bool { disallowed.isEmpty && !contextO && transitionalASCII == nil }

  /// The verdict on a domain whose UTS #46 forms are `unicode` and `ascii`.
  /// - Parameters:
  ///   - domain: The domain as written.
  ///   - unicode: Its U-label form (UTS #46 ToUnicode, nontransitional).
  ///   - ascii: Its A-label form (UTS #46 ToASCII, nontransitional).
  ///   - options: The UTS #46 options the forms were made with.
  /// - Complexity: O(*n*), plus a UTS #46 conversion for a form with a
  ///   CONTEXTO code point and one for a form with a deviation character.
  init(domain: String, unicode: String, ascii: String, options: IDNAOptions) {
    var hasDeviation = false
    var hasContextO = false
    // On the UTF-8 bytes (a `String`'s: well-formed), non-ASCII only. A
    // domain has few disallowed code points (almost always none), so a
    // linear search keeps each once without a set.
    var text = unicode
    disallowed = text.withUTF8 { u -> [Unicode.Scalar] in
      var found: [Unicode.Scalar] = []
      var i = 0
      while i < u.count {
        guard u[i] >= 0x80 else {
          i += 1
          continue
        }
        let (value, length) = EmailBytes.decode(u, i)
        i += length
        guard let s = Unicode.Scalar(value) else { continue }
        switch IDNA2008Property(s) {
        case .disallowed, .unassigned:
          if !found.contains(s) { found.append(s) }
        case .contextO: hasContextO = true
        case .pvalid, .contextJ: break
        }
        // UTS #46 §6 deviation characters.
        if value == 0xDF || value == 0x3C2 || value == 0x200C || value == 0x200D {
          hasDeviation = true
        }
      }
      return found
    }
    // The CONTEXTO rules concern the CONTEXTO code points alone (RFC 5892
    // Appendix A.3–A.9): without one, ICU's check has nothing to find.
    if hasContextO {
      var strict = options
      strict.checkContextO = true
      let checked = IDNA.toASCII(unicode, options: strict)
      contextO = !checked.errors.isDisjoint(with: [.contextOPunctuation, .contextODigits])
    }
    if hasDeviation {
      var transitional = options
      transitional.transitional = true
      let other = IDNA.toASCII(domain, options: transitional)
      if !other.value.isEmpty && !other.value.utf8.elementsEqual(ascii.utf8) {
        transitionalASCII = other.value
      }
    }
  }
}

extension EmailDomainIDNA2008 {
  /// The verdict on an all-ASCII domain: nothing to report (IDNA2008 judges
  /// the code points of U-labels, and an ASCII label has none).
  init() {}
}

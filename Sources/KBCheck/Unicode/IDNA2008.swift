internal import CKBCheckICU

/// The RFC 5892 derived property of a code point (IDNA2008), computed from
/// ICU's Unicode properties with the algorithm of RFC 5892 §3.
package enum IDNA2008Property: Int32, Sendable, Hashable, CaseIterable {
  /// PVALID: allowed in a U-label.
  case pvalid = 0
  /// CONTEXTJ: a join control, allowed where RFC 5892 Appendix A.1/A.2 says.
  case contextJ = 1
  /// CONTEXTO: allowed where its RFC 5892 Appendix A rule says.
  case contextO = 2
  /// DISALLOWED: never in a U-label (symbols, punctuation, emoji,
  /// compatibility characters, upper case, …).
  case disallowed = 3
  /// UNASSIGNED in ICU's Unicode version.
  case unassigned = 4

  /// The derived property of one scalar.
  /// - Parameter scalar: The code point.
  /// - Complexity: O(1); the value is RFC 5892 §3's.
  package init(_ scalar: Unicode.Scalar) {
    self =
      IDNA2008Property(rawValue: kbc_idna2008_property(Int32(bitPattern: scalar.value)))
      ?? .disallowed
  }
}

/// Unicode's Decomposition_Type property (UAX #44), numbered as ICU's
/// `UDecompositionType`.
package enum DecompositionType: Int32, Sendable, Hashable, CaseIterable {
  /// No decomposition.
  case none = 0
  /// A canonical decomposition (NFC/NFD).
  case canonical
  /// `<compat>`: an unspecified compatibility character (Roman numerals, ligatures, …).
  case compat
  /// `<circle>`: an encircled form.
  case circle
  /// `<final>`: an Arabic final presentation form.
  case final
  /// `<font>`: a font variant (mathematical alphanumerics, …).
  case font
  /// `<fraction>`: a vulgar fraction.
  case fraction
  /// `<initial>`: an Arabic initial presentation form.
  case initial
  /// `<isolated>`: an Arabic isolated presentation form.
  case isolated
  /// `<medial>`: an Arabic medial presentation form.
  case medial
  /// `<narrow>`: a half-width form.
  case narrow
  /// `<noBreak>`: a no-break version of a space or hyphen.
  case noBreak
  /// `<small>`: a small variant.
  case small
  /// `<square>`: a CJK squared form (㎒, ㍿).
  case square
  /// `<sub>`: a subscript.
  case sub
  /// `<super>`: a superscript.
  case `super`
  /// `<vertical>`: a vertical layout presentation form.
  case vertical
  /// `<wide>`: a full-width form.
  case wide

  /// The decomposition type of one scalar.
  /// - Parameter scalar: The code point.
  /// - Complexity: O(1); the value is its Decomposition_Type.
  package init(_ scalar: Unicode.Scalar) {
    self =
      DecompositionType(
        rawValue: kbc_char_decomposition_type(Int32(bitPattern: scalar.value))) ?? .none
  }
}

/// The derived property of a code point in a PRECIS string class
/// (RFC 8264 §8): whether it is valid, valid in context, or not allowed.
package enum DerivedProperty: String, Sendable, Hashable, CaseIterable, Codable {
  /// PVALID: valid in both classes.
  case pvalid = "PVALID"
  /// FREE_PVAL: valid in the FreeformClass only (ID_DIS in the
  /// IdentifierClass).
  case freePVal = "FREE_PVAL"
  /// CONTEXTJ: a join control, valid where RFC 5892 Appendix A.1 / A.2
  /// says.
  case contextJ = "CONTEXTJ"
  /// CONTEXTO: valid where its rule in RFC 5892 Appendix A.3–A.9 says.
  case contextO = "CONTEXTO"
  /// DISALLOWED (ID_DIS in the IdentifierClass).
  case disallowed = "DISALLOWED"
  /// UNASSIGNED: not assigned in the Unicode version of the linked ICU.
  case unassigned = "UNASSIGNED"

  /// The derived property of a scalar in a string class (RFC 8264 §8).
  /// - Parameters:
  ///   - scalar: The scalar.
  ///   - stringClass: The IdentifierClass or the FreeformClass.
  /// - Returns: The property.
  /// - Complexity: O(1).
  package static func of(_ scalar: Unicode.Scalar, in stringClass: PRECISStringClass)
    -> DerivedProperty
  {
    of(scalar, category: PRECISCategory.of(scalar), in: stringClass)
  }

  /// The derived property of a scalar whose category is known.
  static func of(
    _ scalar: Unicode.Scalar, category: PRECISCategory, in stringClass: PRECISStringClass
  ) -> DerivedProperty {
    switch category {
    case .exceptions: return PRECISExceptions.value(of: scalar.value) ?? .disallowed
    case .backwardCompatible, .oldHangulJamo, .ignorable, .controls, .other: return .disallowed
    case .unassigned: return .unassigned
    case .ascii7, .letterDigits: return .pvalid
    case .joinControl: return .contextJ
    case .hasCompat, .otherLetterDigits, .spaces, .symbols, .punctuation:
      return stringClass == .freeform ? .freePVal : .disallowed
    }
  }
}

/// The two string classes of RFC 8264 §4.
public enum PRECISStringClass: String, Sendable, Hashable, CaseIterable, Codable {
  /// IdentifierClass (RFC 8264 §4.2): letters and digits, for usernames.
  case identifier = "IdentifierClass"
  /// FreeformClass (RFC 8264 §4.3): also spaces, symbols, punctuation and
  /// compatibility characters, for passwords and nicknames.
  case freeform = "FreeformClass"

  /// Whether a derived property is valid in this class without a context
  /// rule (PVALID, and FREE_PVAL in the FreeformClass).
  /// - Parameter property: The derived property.
  /// - Returns: `true` when valid as it stands.
  package func allows(_ property: DerivedProperty) -> Bool {
    property == .pvalid || (self == .freeform && property == .freePVal)
  }
}

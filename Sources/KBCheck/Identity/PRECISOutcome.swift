/// What the rules of a profile changed in a string.
public struct PRECISChanges: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public var rawValue: UInt8
  /// Creates a set from raw bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Full-width or half-width characters were mapped (width mapping rule).
  public static let widthMapped = PRECISChanges(rawValue: 1)
  /// Spaces were mapped, trimmed or collapsed (additional mapping rule).
  public static let spacesMapped = PRECISChanges(rawValue: 2)
  /// Upper-case or title-case characters were mapped (case mapping rule).
  public static let caseMapped = PRECISChanges(rawValue: 4)
  /// Normalization (NFC or NFKC) changed the string.
  public static let normalized = PRECISChanges(rawValue: 8)
}

/// A string a profile enforced: the result and what the rules changed.
public struct PRECISEnforcement: Sendable, Hashable {
  /// The enforced string.
  public var value: String
  /// What the rules changed.
  public var changes: PRECISChanges
}

/// Why a profile refuses a string.
public struct PRECISViolation: Error, Sendable, Hashable {
  /// The rule that refuses it.
  public enum Reason: Sendable, Hashable {
    /// Empty after the rules (RFC 8265 §3.3.3 and §4.2.3, RFC 8266 §2.3).
    case empty
    /// A code point whose derived property is DISALLOWED (or ID_DIS), with
    /// the RFC 8264 §9 category it fell in.
    case disallowed(PRECISCategory)
    /// A code point unassigned in the Unicode version of the linked ICU
    /// (RFC 8264 §9.10).
    case unassigned
    /// A CONTEXTJ or CONTEXTO code point whose context rule fails.
    case context(PRECISContextRule)
    /// The string breaks a condition (1–6) of the RFC 5893 §2 Bidi Rule.
    case bidiRule(condition: Int)
    /// The rules do not reach a stable string (RFC 8266 §2.3), or change a
    /// string again that they should leave alone.
    case notIdempotent
    /// ICU could not map or normalize the text (a text longer than its
    /// 32-bit lengths): nothing could be decided.
    case unicodeFailure
  }

  /// The rule that refuses the string.
  public var reason: Reason
  /// The code point concerned, when one is.
  public var scalar: Unicode.Scalar?
  /// Its offset, in Unicode scalars, in the string after the rules.
  public var offset: Int?
}

internal import CKBCheckICU

/// The UTS #39 restriction levels, from most to least restrictive.
package enum RestrictionLevel: Int32, Sendable, Hashable, Comparable, CaseIterable {
  /// Only ASCII.
  case ascii = 0x1000_0000
  /// One script only.
  case singleScript = 0x2000_0000
  /// One script, or Latin with Han + Hiragana/Katakana, Han + Bopomofo, Han + Hangul.
  case highlyRestrictive = 0x3000_0000
  /// Latin plus one other Recommended script (not Cyrillic or Greek).
  case moderatelyRestrictive = 0x4000_0000
  /// Any mix of Recommended scripts.
  case minimallyRestrictive = 0x5000_0000
  /// Anything.
  case unrestricted = 0x6000_0000

  /// Orders from most to least restrictive.
  package static func < (lhs: RestrictionLevel, rhs: RestrictionLevel) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// The UTS #39 checks a string failed (ICU's `USpoofChecks`).
package struct SpoofChecks: OptionSet, Sendable, Hashable {
  /// The raw `USPOOF_*` bits.
  package var rawValue: Int32
  /// Creates a set from raw bits.
  /// - Parameter rawValue: `USPOOF_*` bits.
  package init(rawValue: Int32) { self.rawValue = rawValue }
  /// The string is less restrictive than moderately restrictive (mixed scripts).
  package static let restrictionLevel = SpoofChecks(rawValue: 16)
  /// The string has invisible characters stacked on the same base.
  package static let invisible = SpoofChecks(rawValue: 32)
  /// The string has characters outside the allowed set.
  package static let charLimit = SpoofChecks(rawValue: 64)
  /// The string mixes digits from different numbering systems.
  package static let mixedNumbers = SpoofChecks(rawValue: 128)
  /// The string has a hidden overlay (a dotless i with a dot above, …).
  package static let hiddenOverlay = SpoofChecks(rawValue: 256)
}

/// The outcome of ``SpoofCheck/check(_:)``.
package struct SpoofCheckResult: Sendable, Hashable {
  /// The checks that failed.
  package var failed: SpoofChecks
  /// The least restrictive level the string satisfies.
  package var restrictionLevel: RestrictionLevel
  /// Whether the string mixes scripts beyond what UTS #39's moderately
  /// restrictive level allows.
  package var isMixedScript: Bool { failed.contains(.restrictionLevel) }
}

/// UTS #39 security mechanisms through ICU's spoof checker.
package enum SpoofCheck {
  /// Runs the restriction-level, invisible, mixed-number and hidden-overlay
  /// checks (moderately restrictive is the accepted level).
  /// - Parameter text: The identifier or label to check.
  /// - Returns: The failed checks and the restriction level found.
  /// - Complexity: O(*n*).
  package static func check(_ text: String) -> SpoofCheckResult {
    var copy = text
    var level: Int32 = 0
    var status: Int32 = 0
    let bits = copy.withUTF8 { buf in
      buf.withMemoryRebound(to: CChar.self) {
        kbc_spoof_check($0.baseAddress, Int32($0.count), &level, &status)
      }
    }
    let checks = SpoofChecks(rawValue: bits).subtracting(.charLimit)
    return SpoofCheckResult(
      failed: status > 0 ? [] : checks,
      restrictionLevel: RestrictionLevel(rawValue: level) ?? .unrestricted)
  }

  /// The UTS #39 confusable skeleton: two strings that look alike have the
  /// same skeleton (`pаypal` with a Cyrillic а and `paypal` both give `paypal`).
  /// - Parameter text: The text.
  /// - Returns: Its skeleton.
  /// - Complexity: O(*n*).
  package static func skeleton(_ text: String) -> String {
    var copy = text
    let result = copy.withUTF8 { buf in
      buf.withMemoryRebound(to: CChar.self) { src in
        ICUBuffers.utf8(initialCapacity: src.count * 3 + 16) { out, cap, status in
          kbc_spoof_skeleton(src.baseAddress, Int32(src.count), out, cap, &status)
        }
      }
    }
    return (try? result.get()) ?? text
  }
  /// What a cheap pre-check (one pass over the scalars, no allocation) rules
  /// out before ``check(_:)`` and ``skeleton(_:)``, each exact when it says
  /// no: `mayBeMixedScript` is false when the text's scripts pass the
  /// moderately restrictive level (one script; Latin with Han, Japanese or
  /// Korean; Latin with one other script but Cyrillic, Greek or Cherokee),
  /// `mayImitateASCII` is false
  /// when its skeleton cannot be an ASCII string with as many scalars as the
  /// text (a character decomposes under NFD, or its own skeleton is not ASCII).
  /// - Parameter text: The text to check.
  /// - Returns: The two flags; both true when the pre-check cannot tell.
  /// - Complexity: O(*n*) in the text's length.
  static func preCheck(_ text: String) -> (mayBeMixedScript: Bool, mayImitateASCII: Bool) {
    var copy = text
    return copy.withUTF8 { preCheck(utf8: $0) }
  }

  /// ``preCheck(_:)`` on valid UTF-8 bytes.
  /// - Complexity: O(*n*).
  static func preCheck(utf8 bytes: UnsafeBufferPointer<UInt8>)
    -> (mayBeMixedScript: Bool, mayImitateASCII: Bool)
  {
    let bits = bytes.withMemoryRebound(to: CChar.self) {
      kbc_spoof_quick($0.baseAddress, Int32($0.count))
    }
    return (bits & KBC_SPOOF_MAY_MIX != 0, bits & KBC_SPOOF_MAY_IMITATE_ASCII != 0)
  }

  /// Whether two strings are confusable with each other (UTS #39).
  /// - Parameters:
  ///   - a: One string.
  ///   - b: The other.
  /// - Returns: `true` when they have the same skeleton.
  package static func areConfusable(_ a: String, _ b: String) -> Bool {
    skeleton(a) == skeleton(b)
  }
}

internal import CKBCheckICU

/// An ICU error code (`UErrorCode`), wrapped the way swift-system wraps
/// `Errno`.
package struct ICUStatus: RawRepresentable, Error, Sendable, Hashable,
  CustomStringConvertible
{
  /// ICU's numeric `UErrorCode`.
  package var rawValue: Int32
  /// Creates a status from ICU's numeric code.
  /// - Parameter rawValue: The `UErrorCode` value.
  package init(rawValue: Int32) { self.rawValue = rawValue }

  /// ICU's name for the code, such as `U_ILLEGAL_ARGUMENT_ERROR`.
  package var name: String { String(cString: kbc_error_name(rawValue)) }
  /// The name, for printing.
  package var description: String { name }
  /// Whether the code is a failure (ICU's `U_FAILURE`).
  package var isFailure: Bool { rawValue > 0 }
  /// `U_BUFFER_OVERFLOW_ERROR`: the output needs a larger buffer.
  package static let bufferOverflow = ICUStatus(rawValue: KBC_BUFFER_OVERFLOW)
}

/// The versions of the ICU library in use.
package enum ICUVersion {
  /// The ICU version, such as `72.1`.
  package static var icu: String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buf in
      guard let base = buf.baseAddress else { return "" }
      kbc_icu_version(base, 32)
      return String(cString: base)
    }
  }
  /// The Unicode version of ICU's data, such as `15.0`.
  package static var unicode: String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buf in
      guard let base = buf.baseAddress else { return "" }
      kbc_unicode_version(base, 32)
      return String(cString: base)
    }
  }
}

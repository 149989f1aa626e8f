internal import CKBCheckICU

/// An immutable set of code points built by ICU from a UnicodeSet pattern
/// such as `[[:Nd:]]`, `[\u0030-\u0039]` or `[[:L:][:M:]-[:Lu:]]`.
///
/// Sets are frozen after creation, so one instance can be shared between
/// threads. Membership of code points below U+0080 is answered from a bitmap
/// without calling ICU.
package final class UnicodeSet: @unchecked Sendable {
  private let handle: OpaquePointer
  private let asciiLow: UInt64
  private let asciiHigh: UInt64
  /// The pattern the set was built from.
  package let pattern: String

  /// Builds a set from a UnicodeSet pattern.
  /// - Parameter pattern: A pattern in ICU's UnicodeSet syntax.
  /// - Throws: ``UnicodeSet/PatternError`` with ICU's status and the offset
  ///   of the syntax error.
  package init(pattern: String) throws(PatternError) {
    let units = Array(pattern.utf16)
    var status: Int32 = 0
    var errorOffset: Int32 = -1
    let raw = units.withUnsafeBufferPointer {
      kbc_uset_open_pattern($0.baseAddress, Int32($0.count), &errorOffset, &status)
    }
    guard let raw, status <= 0 else {
      throw PatternError(
        pattern: pattern, status: ICUStatus(rawValue: status),
        offset: errorOffset >= 0 ? Int(errorOffset) : nil)
    }
    handle = OpaquePointer(raw)
    self.pattern = pattern
    var low: UInt64 = 0
    var high: UInt64 = 0
    for cp in 0..<128 where kbc_uset_contains(UnsafeRawPointer(raw), Int32(cp)) != 0 {
      if cp < 64 { low |= 1 << UInt64(cp) } else { high |= 1 << UInt64(cp - 64) }
    }
    asciiLow = low
    asciiHigh = high
  }

  deinit { kbc_uset_close(UnsafeMutableRawPointer(handle)) }

  /// Whether the set contains the scalar.
  /// - Parameter scalar: The scalar to look up.
  /// - Returns: `true` when the scalar is in the set.
  /// - Complexity: O(1) for ASCII, O(log *r*) in the number of ranges otherwise.
  package func contains(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    if v < 64 { return asciiLow & (1 << UInt64(v)) != 0 }
    if v < 128 { return asciiHigh & (1 << UInt64(v - 64)) != 0 }
    return kbc_uset_contains(UnsafeRawPointer(handle), Int32(bitPattern: v)) != 0
  }

  /// The number of leading UTF-8 bytes of `text` whose scalars are all in
  /// the set (or, with `contained: false`, all outside it).
  /// - Parameters:
  ///   - text: The text to scan.
  ///   - contained: Whether to span members (`true`) or non-members.
  /// - Returns: A byte offset into `text.utf8`.
  /// - Complexity: O(*n*).
  package func spanUTF8(_ text: String, contained: Bool = true) -> Int {
    var copy = text
    return copy.withUTF8 { buf in
      buf.withMemoryRebound(to: CChar.self) {
        Int(
          kbc_uset_span_utf8(
            UnsafeRawPointer(handle), $0.baseAddress, Int32($0.count),
            contained ? 1 : 0))
      }
    }
  }

  /// The number of leading scalars of `text` in the set (or outside it).
  /// - Parameters:
  ///   - text: The text to scan.
  ///   - contained: Whether to span members (`true`) or non-members.
  /// - Returns: A count of Unicode scalars.
  /// - Complexity: O(*n*).
  package func span(_ text: String, contained: Bool = true) -> Int {
    var count = 0
    for scalar in text.unicodeScalars {
      guard contains(scalar) == contained else { break }
      count += 1
    }
    return count
  }

  /// The number of code points in the set.
  package var count: Int { Int(kbc_uset_size(UnsafeRawPointer(handle))) }

  /// The set's code point ranges, ascending.
  package var ranges: [ClosedRange<UInt32>] {
    let n = kbc_uset_range_count(UnsafeRawPointer(handle))
    return (0..<n).map { i in
      var start: Int32 = 0
      var end: Int32 = 0
      kbc_uset_range(UnsafeRawPointer(handle), i, &start, &end)
      return UInt32(start)...UInt32(end)
    }
  }
}

extension UnicodeSet {
  /// A UnicodeSet pattern that ICU could not parse.
  package struct PatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pattern as given.
    package var pattern: String
    /// ICU's status.
    package var status: ICUStatus
    /// The UTF-16 offset of the syntax error, when ICU gives one.
    package var offset: Int?
    /// A one-line description.
    package var description: String {
      "invalid UnicodeSet pattern \(pattern): \(status.name)"
        + (offset.map { " at \($0)" } ?? "")
    }
  }

  /// Builds a set from a pattern known to be valid at compile time.
  /// - Parameter pattern: A valid pattern.
  /// - Returns: The set; an invalid pattern traps, as it is a programming error.
  static func known(_ pattern: String) -> UnicodeSet {
    do { return try UnicodeSet(pattern: pattern) } catch {
      preconditionFailure(error.description)
    }
  }
}

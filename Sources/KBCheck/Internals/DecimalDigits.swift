/// A whole number's decimal digits written into memory, without a
/// `String`: the one digit writer behind ``JSONOutput/write(decimal:)`` and
/// the CLI batch's line numbers.
package enum DecimalDigits {
  /// The most bytes ``write(_:into:)`` writes (`UInt64.max` has 20 digits).
  package static let maximumCount = 20

  /// Writes `value`'s decimal digits to `start`, most significant first.
  /// - Parameters:
  ///   - value: The number.
  ///   - start: Room for ``maximumCount`` bytes.
  /// - Returns: The bytes written.
  @inline(__always)
  package static func write(_ value: UInt, into start: UnsafeMutablePointer<UInt8>) -> Int {
    var count = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    rest = value
    var at = count
    repeat {
      at -= 1
      start[at] = UInt8(truncatingIfNeeded: rest % 10) &+ 0x30
      rest /= 10
    } while rest > 0
    return count
  }
}

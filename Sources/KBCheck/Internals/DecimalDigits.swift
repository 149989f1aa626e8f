/// A whole number's decimal digits written into memory, without a
/// `String`: the one digit writer behind ``JSONOutput/write(decimal:)``,
/// the CLI batch's line numbers and ``DecimalCounter``'s first number.
package enum DecimalDigits {
  /// The most bytes ``write(_:into:)`` writes (`UInt64.max` has 20 digits).
  package static let maximumCount = 20

  /// How many decimal digits `value` has (1 for 0).
  /// - Parameter value: The number.
  /// - Returns: From 1 to 20.
  @inline(__always)
  package static func count(of value: UInt) -> Int {
    var count = 1
    var bound: UInt = 10
    while value >= bound {
      count &+= 1
      if count == 20 { break }
      bound &*= 10
    }
    return count
  }

  /// Writes `value`'s decimal digits to `start`, most significant first,
  /// two digits per division.
  /// - Parameters:
  ///   - value: The number.
  ///   - start: Room for ``maximumCount`` bytes.
  /// - Returns: The bytes written.
  @inline(__always)
  package static func write(_ value: UInt, into start: UnsafeMutablePointer<UInt8>) -> Int {
    let count = count(of: value)
    var rest = value
    var at = count
    while rest >= 100 {
      let pair = rest % 100
      rest /= 100
      at &-= 2
      start[at] = UInt8(truncatingIfNeeded: pair / 10) &+ 0x30
      start[at &+ 1] = UInt8(truncatingIfNeeded: pair % 10) &+ 0x30
    }
    if rest >= 10 {
      start[at &- 2] = UInt8(truncatingIfNeeded: rest / 10) &+ 0x30
      start[at &- 1] = UInt8(truncatingIfNeeded: rest % 10) &+ 0x30
    } else {
      start[at &- 1] = UInt8(truncatingIfNeeded: rest) &+ 0x30
    }
    return count
  }
}

/// A line number kept as its decimal digits and counted up in place: a
/// batch writes one per record, and adding one to text costs a byte or two
/// where writing a number costs a division per two digits.
package struct DecimalCounter: ~Copyable {
  /// Room for ``DecimalDigits/maximumCount`` digits and one more.
  private let storage = UnsafeMutablePointer<UInt8>.allocate(
    capacity: DecimalDigits.maximumCount + 1)
  /// How many digits the number has.
  private var count: Int

  /// A counter at `value`.
  /// - Parameter value: The first number.
  package init(_ value: Int) {
    count = DecimalDigits.write(UInt(max(0, value)), into: storage)
  }

  deinit { storage.deallocate() }

  /// The number's digits (valid until the next ``increment()``).
  package var digits: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: storage, count: count)
  }

  /// Adds one: trailing nines become zeros and the digit before them goes
  /// up, or a `1` leads when every digit was a nine.
  @inline(__always)
  package mutating func increment() {
    var i = count &- 1
    while i >= 0 && storage[i] == ASCII.nine {
      storage[i] = ASCII.zero
      i &-= 1
    }
    if i >= 0 {
      storage[i] &+= 1
    } else if count < DecimalDigits.maximumCount {
      (storage + 1).update(from: storage, count: count)
      storage[0] = ASCII.zero &+ 1
      count &+= 1
    }
  }
}

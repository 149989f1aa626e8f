#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A calendar month: what an expiry date names, and what the expiry
/// validator's clock says "now" is.
public struct YearMonth: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The year, such as 2029.
  public var year: Int
  /// The month, 1–12.
  public var month: Int

  /// Creates a month.
  /// - Parameters:
  ///   - year: The year.
  ///   - month: The month, 1–12.
  public init(year: Int, month: Int) {
    self.year = year
    self.month = month
  }

  /// Orders by year, then month.
  public static func < (a: YearMonth, b: YearMonth) -> Bool {
    (a.year, a.month) < (b.year, b.month)
  }

  /// `YYYY-MM`.
  public var description: String {
    let m = month < 10 ? "0\(month)" : "\(month)"
    return "\(year)-\(m)"
  }

  /// `MM/YYYY`, as the expiry messages write it.
  public var printed: String {
    let m = month < 10 ? "0\(month)" : "\(month)"
    return "\(m)/\(year)"
  }

  /// The month `years` years later.
  /// - Parameter years: The number of years.
  /// - Returns: The month.
  public func adding(years: Int) -> YearMonth { YearMonth(year: year + years, month: month) }

  /// The current month in UTC, from the system clock.
  public static func now() -> YearMonth {
    var seconds = time(nil)
    var parts = tm()
    gmtime_r(&seconds, &parts)
    return YearMonth(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1)
  }
}

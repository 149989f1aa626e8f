import Foundation

@testable import KBCheck

/// Loads the libphonenumber expectations that `Scripts/phone/phone-tests-extract.py`
/// wrote into `Fixtures/phone-tests/` (from PhoneNumberUtilTest.java,
/// AsYouTypeFormatterTest.java and, for example numbers, PhoneNumberMetadata.xml).
enum PhoneConformanceFixtures {
  /// The folder `Fixtures/phone-tests` of the package.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/phone-tests")

  /// One fixture file: its cases under `cases`.
  struct File<Case: Decodable>: Decodable {
    /// The cases, in the order of the Java source.
    var cases: [Case]
  }

  /// The cases of one fixture file.
  /// - Parameters:
  ///   - name: The file name without `.json` (`parse`, `format`, …).
  ///   - _: The case type.
  /// - Returns: The cases, in file order.
  /// - Throws: When the file cannot be read or decoded.
  static func cases<Case: Decodable>(_ name: String, as _: Case.Type = Case.self) throws -> [Case] {
    let data = try Data(contentsOf: directory.appendingPathComponent("\(name).json"))
    return try JSONDecoder().decode(File<Case>.self, from: data).cases
  }
}

/// A number as the Java tests build it (`new PhoneNumber().setCountryCode(1)…`).
struct PhoneCaseNumber: Decodable, CustomStringConvertible {
  var countryCode: Int
  var nationalNumber: UInt64
  var italianLeadingZero: Bool?
  var numberOfLeadingZeros: Int?
  var `extension`: String?

  /// The kbcheck value.
  var number: PhoneNumber {
    PhoneNumber(
      countryCode: countryCode, nationalNumber: nationalNumber,
      italianLeadingZero: italianLeadingZero ?? false,
      numberOfLeadingZeros: numberOfLeadingZeros ?? 1, extension: `extension`)
  }

  var description: String { PhoneCaseNumber.describe(number) }

  /// The fields libphonenumber's `PhoneNumber.equals` compares after `parse`
  /// (raw input, country code source and carrier code are not kept by `parse`).
  static func describe(_ n: PhoneNumber) -> String {
    var s = "cc=\(n.countryCode) nn=\(n.nationalNumber)"
    if n.italianLeadingZero { s += " ilz(\(n.numberOfLeadingZeros))" }
    if let e = n.extension { s += " ext=\(e)" }
    return s
  }
}

/// Counts passes and keeps every failure with its input, expectation and result,
/// so a run prints `passed/total` and the full list.
struct PhoneConformanceTally {
  /// The suite name printed in the summary line.
  var name: String
  private(set) var passed = 0
  private(set) var failures: [String] = []
  var total: Int { passed + failures.count }

  init(_ name: String) { self.name = name }

  /// Records one case.
  mutating func check(
    _ ok: Bool, _ id: String, input: @autoclosure () -> String,
    expected: @autoclosure () -> String, actual: @autoclosure () -> String
  ) {
    if ok {
      passed += 1
    } else {
      failures.append("  ✗ \(id): input \(input()) expected \(expected()) got \(actual())")
    }
  }

  /// Prints `name: passed/total` and every failing case.
  func report() {
    print("phone conformance \(name): \(passed)/\(total) passed")
    for f in failures { print(f) }
  }

  /// Whether more than 95 % of the cases passed.
  var aboveThreshold: Bool { total > 0 && passed * 100 > total * 95 }
}

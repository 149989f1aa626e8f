import Testing

@testable import KBCheck

/// The validation-error kinds' lookups that avoid hashing their raw strings.
@Suite struct URLValidationErrorKindTests {
  /// `ordinal` is the place in `allCases`, and each fits a bit of the
  /// validator's 64-bit refusal mask.
  @Test func ordinalIsThePlaceInAllCases() {
    for (place, kind) in URLValidationErrorKind.allCases.enumerated() {
      #expect(kind.ordinal == place, "\(kind)")
    }
    #expect(URLValidationErrorKind.allCases.count <= 64)
  }

  /// Each code is `url.` and the lower-cased spec name.
  @Test func codesAreTheSpecNames() {
    for kind in URLValidationErrorKind.allCases {
      #expect(kind.code.rawValue == "url." + kind.rawValue.lowercased())
    }
  }

  /// A kind in `refusedValidationErrors` is an error, any other a warning.
  @Test func refusedKindsAreErrors() {
    for kind in URLValidationErrorKind.allCases {
      var options = URLValidator.Options.whatwg
      options.refusedValidationErrors = [kind]
      let validator = URLValidator(options: options)
      for other in URLValidationErrorKind.allCases {
        var spec = URLValidator.SpecIssues(refusedErrorBits: validator.refusedErrorBits)
        spec.append(URLValidationError(kind: other, offset: 0, isFailure: false), atInputEnd: false)
        let issue = spec.takeIssues(input: "x")[0]
        #expect(issue.severity == (other == kind ? .error : .warning), "\(kind) \(other)")
      }
    }
  }

  /// The issues made as the parser reports: an error where parsing
  /// stopped, a one-scalar range clamped to the input (an error at its end
  /// has an empty range), and `invalid-credentials` remembered for the
  /// policy.
  @Test func specIssuesAsReported() {
    // The parser says which error is at the input's end (its byte offset
    // is the input's length): only then are the scalars counted.
    var spec = URLValidator.SpecIssues(refusedErrorBits: 0)
    spec.append(
      URLValidationError(kind: .invalidCredentials, offset: 2, isFailure: false), atInputEnd: false)
    spec.append(
      URLValidationError(kind: .hostMissing, offset: 4, isFailure: true), atInputEnd: true)
    #expect(spec.sawCredentials)
    let issues = spec.takeIssues(input: "hé@x")
    #expect(issues.map(\.range) == [2..<3, 4..<4])
    #expect(issues.map(\.severity) == [.warning, .error])
    #expect(spec.takeIssues(input: "hé@x").isEmpty)
  }

  /// Through the parser: an error at the end of an input with non-ASCII
  /// before it (its byte offset is past the last scalar's) points at the
  /// empty range at the end, and an error before the end keeps its scalar.
  /// (URL Standard: host-missing is reported at the end of `http://ü:ö@`.)
  @Test func anErrorAtTheEndOfNonASCIIInputIsClampedToIt() {
    let input = "http://\u{FC}:\u{F6}@"
    let result = URLValidator(options: .whatwg).validate(input)
    let count = input.unicodeScalars.count
    #expect(result.issues.allSatisfy { $0.range.upperBound <= count })
    let missing = result.issues.first { $0.code == URLValidationErrorKind.hostMissing.code }
    #expect(missing?.range == count..<count)
    let credentials = result.issues.first {
      $0.code == URLValidationErrorKind.invalidCredentials.code
    }
    #expect(credentials.map { $0.range.count == 1 && $0.range.upperBound <= count } == true)
  }

  /// The parser keeps the first finding of each kind, in the order found,
  /// past the four it holds without an array too.
  @Test func findingsOnePerKindInOrder() {
    var findings = URLParser.Findings()
    #expect(findings.count == 0)
    let kinds = Array(URLValidationErrorKind.allCases.reversed())
    for (k, kind) in kinds.enumerated() {
      findings.record(kind, at: k)
      findings.record(kind, at: 1000 + k)
      findings.record(kinds[0], at: 2000 + k)
    }
    var seen: [(URLValidationErrorKind, Int)] = []
    findings.forEach { seen.append(($0.kind, $0.at)) }
    #expect(findings.count == kinds.count)
    #expect(seen.map(\.0) == kinds)
    #expect(seen.map(\.1) == Array(0..<kinds.count))
  }
}

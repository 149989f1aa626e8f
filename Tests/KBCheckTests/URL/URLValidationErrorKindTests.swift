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
        let issue = validator.issue(
          URLValidationError(kind: other, offset: 0, isFailure: false), scalarCount: 1)
        #expect(issue.severity == (other == kind ? .error : .warning), "\(kind) \(other)")
      }
    }
  }
}

/// Validates URLs with the WHATWG URL Standard's parser and a policy on top.
///
/// The canonical value is the href; ``ValidationResult/url`` is the parsed
/// record (scheme, username, password, host, port, pathname, search and hash
/// are views on it). The spec's
/// validation errors are reported under their own names (`url.port-out-of-range`):
/// as errors when parsing fails, as warnings otherwise. Presets: ``Options/form``
/// (default) and ``Options/whatwg``.
public struct URLValidator: Validator {
  /// The policy in use.
  public let options: Options
  /// The base URL relative references resolve against, if any.
  public let base: WHATWGURL?
  /// ``Options/allowedSchemes`` as bytes, compared with the href's scheme
  /// without building a string.
  let allowedSchemeBytes: [[UInt8]]?
  /// Whether ``Options/allowedSchemes`` is exactly http and https (the
  /// presets' list), checked in O(1) with ``WHATWGURL/isHTTPFamily``.
  let allowsHTTPFamilyOnly: Bool
  /// ``Options/refusedValidationErrors`` as a bit per kind
  /// (``URLValidationErrorKind/ordinal``), looked up without hashing.
  let refusedErrorBits: UInt64
  /// Whether the allowed schemes include `https`, so that input without a
  /// scheme may get `https://` suggested (``missingSchemeSuggestion(_:parsed:)``).
  let suggestsHTTPS: Bool

  /// Creates a validator.
  /// - Parameters:
  ///   - options: The policy; defaults to the ``Options/form`` preset.
  ///   - base: The base URL relative references resolve against, if any.
  public init(options: Options = .form, base: WHATWGURL? = nil) {
    self.options = options
    self.base = base
    allowedSchemeBytes = options.allowedSchemes?.map { Array($0.utf8) }
    allowsHTTPFamilyOnly = options.allowedSchemes.map { Set($0) == ["http", "https"] } ?? false
    refusedErrorBits = options.refusedValidationErrors.reduce(0) { $0 | 1 << $1.ordinal }
    suggestsHTTPS = options.allowedSchemes?.contains("https") ?? false
  }

  /// Validates one URL.
  /// - Parameter input: The URL as typed or submitted.
  /// - Returns: The verdict, the href as canonical value, the components and
  ///   every issue.
  /// - Complexity: O(*n*) (plus UTS #46 and UTS #39 for non-ASCII hosts).
  public func validate(_ input: String) -> ValidationResult {
    if ValidationResult.isOversized(input) { return .oversized(input) }
    // An input that is already its own href up to the case of its scheme
    // and host (``WHATWGURL/parseCanonical(_:)``) has no validation error, only printable ASCII (no hygiene issue) and a
    // special scheme (no missing-scheme suggestion): only the policy is left.
    guard case .none = base else { return validateFully(input) }
    var lowered = false
    var resume: URLResumePoint?
    if let url = WHATWGURL.parseCanonical(input, lowered: &lowered, resume: &resume) {
      var policy: [ValidationIssue] = []
      appendPolicyIssues(url, input: input, to: &policy)
      let valid = policy.isEmpty || !policy.hasError
      // The href is usually the input here: a valid result holds it once.
      // (It differs only in the case of the scheme's and host's letters,
      // which the parser lowers without a validation error; then it is a
      // lowered copy, and not equal to the input.)
      if valid && !lowered {
        // The record is kept whole: its href is the input, and holding
        // only its offsets would release it here instead of with the result.
        return ValidationResult(
          canonicalInput: input, issues: policy, payload: .url(url, suggestion: nil))
      }
      return URLValidator.result(input, url, valid: valid, issues: policy)
    }
    return validateFully(input, resume: resume)
  }

  /// Validates one URL, with or without the canonical-input fast path
  /// (tests check that both give the same result).
  func validate(_ input: String, fastPath: Bool) -> ValidationResult {
    fastPath ? validate(input) : validateFully(input)
  }

  /// Validates one URL on the whole path, without the canonical-input fast
  /// path: the parser with its validation errors, the character hygiene, the
  /// missing-scheme suggestion, the policy. Test-only SPI (the tests and the
  /// fuzzer check that ``validate(_:)`` gives the same result):
  /// `@_spi(Testing) import KBCheck`.
  /// - Parameter input: The URL as typed or submitted.
  /// - Returns: The result ``validate(_:)`` must give.
  /// - Complexity: O(*n*) (plus UTS #46 and UTS #39 for non-ASCII hosts).
  @_spi(Testing) public func validateFully(_ input: String) -> ValidationResult {
    validateFully(input, resume: nil)
  }

  /// ``validateFully(_:)``, its parser resuming where a declined canonical
  /// scan left off (``URLResumePoint``).
  func validateFully(_ input: String, resume: URLResumePoint?) -> ValidationResult {
    guard input.utf8.count < 1 << 28 else {
      return .invalid(
        input,
        [
          ValidationIssue(URLIssue.tooLongInput, range: 0..<input.unicodeScalars.count)
        ])
    }
    // The parser's errors become issues as it reports them.
    var spec = SpecIssues(refusedErrorBits: refusedErrorBits)
    // Not `WHATWGURL.parse`: its canonical scan has already failed (or is
    // skipped on purpose) when this runs.
    let parsed = WHATWGURL.parseFully(
      input, base: base, errors: &spec, collect: true, resume: resume)
    let sawAt = spec.sawCredentials
    var issues = spec.takeIssues(input: input)
    appendHygieneIssues(input, to: &issues)
    if let suggestion = missingSchemeSuggestion(input, parsed: parsed) {
      return missingScheme(input, suggestion: suggestion, specIssues: issues)
    }
    guard let url = parsed else { return .invalid(input, issues) }
    appendPolicyIssues(url, input: input, sawAt: sawAt, to: &issues)
    if URLValidator.hostMayBeRewritten(url, input: input, base: base) {
      issues += hostChangeIssues(url, input: input)
    }
    let valid = issues.isEmpty || !issues.hasError
    return URLValidator.result(input, url, valid: valid, issues: issues)
  }

  /// The result of a parsed URL: a valid one holds its href once, as the
  /// value (``ResultPayload/urlOfValue(_:)``); a refused one keeps the
  /// record in its payload.
  /// (`consuming`: borrowed, the record was copied, a retain and a
  /// release of its href, also on the canonical path's other branch.)
  @inline(__always)
  static func result(
    _ input: String, _ url: consuming WHATWGURL, valid: Bool, issues: [ValidationIssue]
  ) -> ValidationResult {
    valid
      ? ValidationResult(
        input: input, value: url.href, issues: issues, payload: .urlOfValue(url.offsets))
      : ValidationResult(
        input: input, value: nil, issues: issues, payload: .url(url, suggestion: nil))
  }

  /// The number of Unicode scalars of `input`, counted on its UTF-8 bytes
  /// (every byte but a continuation byte starts one), eight at a time
  /// (`unicodeScalars.count` decodes each scalar).
  /// - Parameter input: The text.
  /// - Returns: `input.unicodeScalars.count`.
  /// - Complexity: O(*n*), no allocation.
  static func scalarCount(_ input: String) -> Int {
    if let r = input.utf8.withContiguousStorageIfAvailable({ UTF8Validation.scalarCount(of: $0) }) {
      return r
    }
    var copy = input
    return copy.withUTF8 { UTF8Validation.scalarCount(of: $0) }
  }

  /// The scalar ranges of UTF-8 byte ranges of `input` that start and end
  /// on scalar boundaries.
  /// - Parameters:
  ///   - input: The text.
  ///   - ranges: Byte ranges.
  /// - Returns: The same ranges in scalars.
  /// - Complexity: O(*n*) per range; one allocation, the returned array.
  static func scalarRanges(_ input: String, _ ranges: [Range<Int>]) -> [Range<Int>] {
    func convert(_ b: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
      ranges.map { r in
        let lower = UTF8Validation.scalarCount(of: b, prefix: r.lowerBound)
        return lower..<(lower + UTF8Validation.scalarCount(of: UnsafeBufferPointer(rebasing: b[r])))
      }
    }
    if let r = input.utf8.withContiguousStorageIfAvailable(convert) { return r }
    var copy = input
    return copy.withUTF8(convert)
  }
}

/// Validates email addresses: RFC 5322 addr-spec as RFC 5321 restricts it,
/// extended by RFC 6531 (UTF-8 local parts and domains), with UTS #46 domains
/// and UTS #39 warnings; or, in the `html` profile, exactly the WHATWG HTML
/// "valid e-mail address" rule.
///
/// The canonical value has the local part in NFC (quoted only when it must
/// be) and the domain lowercased in U-label form; the details carry
/// `asciiValue` (the domain in A-label form) and `smtputf8` (whether the
/// local part needs SMTPUTF8).
///
/// ```swift
/// let result = EmailValidator(options: .form).validate("josé@Bücher.example")
/// result.value                  // "josé@bücher.example"
/// result.email?.asciiValue      // "josé@xn--bcher-kva.example"
/// ```
public struct EmailValidator: Validator {
  /// The options in force.
  public let options: Options

  /// Creates a validator.
  /// - Parameter options: The options; defaults to the ``Options/form`` preset.
  public init(options: Options = .form) {
    self.options = options
  }

  /// Validates one address.
  /// - Parameter input: The address as entered.
  /// - Returns: The verdict, the canonical value, every issue, and the
  ///   `asciiValue` and `smtputf8` details.
  /// - Complexity: O(*n*) in the length of `input`. An all-ASCII address
  ///   whose domain is already lowercase allocates nothing but the result's
  ///   details.
  public func validate(_ input: String) -> ValidationResult {
    if ValidationResult.isOversized(input) { return .oversized(input) }
    // `withCString` reads a native string in place; `utf8.withContiguous-
    // StorageIfAvailable` returned an optional that was then copied out
    // field by field (a retain and a release per string). The count comes
    // first: an input may hold NUL.
    let count = input.utf8.count
    func reading<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
      input.withCString { start in
        start.withMemoryRebound(to: UInt8.self, capacity: count) {
          body(UnsafeBufferPointer(start: $0, count: count))
        }
      }
    }
    guard options.grammar != .html else {
      return reading { validate(bytes: $0, input: input) }
    }
    // The fast pass answers with a few bytes; the result of a clean address
    // (most of them) is made here rather than carried out of the closures,
    // which copied its 137 bytes at each level.
    let rules = FastScanRules(options)
    switch reading({ EmailValidator.fastScan($0, rules: rules) }) {
    case .canonical(let localNonASCII):
      return ValidationResult(
        canonicalInput: input, issues: [], payload: .emailValueIsASCII(smtputf8: localNonASCII))
    case .convertDomain(let at, let localNonASCII):
      return reading {
        convertedDomainResult($0, at: at, input: input, localNonASCII: localNonASCII)
          ?? validate(bytes: $0, input: input, fastPath: false)
      }
    case .lowercaseDomain(let at, let localNonASCII):
      return reading {
        EmailValidator.lowercasedDomainResult(
          $0, at: at, input: input, localNonASCII: localNonASCII)
      }
    case .declined:
      return reading { validate(bytes: $0, input: input, fastPath: false) }
    }
  }

  /// The full scanner's answer, skipping the fast path: wherever the fast
  /// path answers, ``validate(_:)`` must equal this (checked by tests and by
  /// the `FuzzEmail` target).
  /// - Parameter input: The address as typed.
  /// - Returns: The same result ``validate(_:)`` gives.
  @_spi(Testing) public func validateWithFullScanner(_ input: String) -> ValidationResult {
    var copy = input
    return copy.withUTF8 { validate(bytes: $0, input: input, fastPath: false) }
  }

  /// Validates the address whose UTF-8 bytes are `bytes`; `fastPath: false`
  /// forces the full scanner (the tests compare both).
  func validate(bytes: UnsafeBufferPointer<UInt8>, input: String, fastPath: Bool = true)
    -> ValidationResult
  {
    if options.grammar == .html { return validateHTML(bytes: bytes, input: input) }
    if fastPath, let result = self.fastPath(bytes, input: input) { return result }
    var sink = EmailIssueSink()
    var range = 0..<bytes.count
    var scalarBase = 0
    var displayName: String? = nil
    switch EmailValidator.addressShape(bytes, strict: options.allowDisplayName) {
    case .bare:
      break
    case .malformed(let issue):
      sink.add(issue)
      return EmailValidator.invalid(input, sink)
    case .nameAddr(let angle):
      range = angle.address
      scalarBase = angle.scalarBase
      displayName = angle.name
      if options.allowDisplayName {
        for issue in angle.issues { sink.add(issue) }
      } else {
        sink.add(.displayName, range: 0..<scalarBase)
      }
    }
    var scanner = EmailScanner(
      bytes: bytes, range: range, scalarBase: scalarBase, options: options, sink: sink)
    scanner.run()
    return finish(&scanner, bytes: bytes, input: input, displayName: displayName)
  }
}

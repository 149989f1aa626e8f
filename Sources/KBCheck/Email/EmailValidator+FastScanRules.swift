extension EmailValidator {
  /// The options the fast pass reads, packed in one byte.
  ///
  /// The pass runs inside `String.withCString`, whose closure captures
  /// what it reads: capturing the validator spilled its thirteen options
  /// byte by byte onto the stack on every call (~40 instructions an
  /// address, measured with callgrind on `emails-100k`); one byte costs
  /// one store.
  struct FastScanRules: OptionSet {
    let rawValue: UInt8

    /// Non-ASCII letters may appear (``Options/allowSMTPUTF8``).
    static let smtputf8 = FastScanRules(rawValue: 1 << 0)
    /// The domain needs a dot (``Options/requireDotInDomain``).
    static let dotInDomain = FastScanRules(rawValue: 1 << 1)
    /// The top-level label ends in a letter (``Options/requireLetterInTLD``).
    static let letterInTLD = FastScanRules(rawValue: 1 << 2)
    /// Special-use domains pass (``Options/allowSpecialUseDomains``).
    static let specialUseDomains = FastScanRules(rawValue: 1 << 3)
    /// Mixed scripts and look-alikes are looked for (``Options/spoofChecks``).
    static let spoofChecks = FastScanRules(rawValue: 1 << 4)

    /// The rules of `options`.
    /// - Parameter options: The validator's options.
    @inline(__always)
    init(_ options: Options) {
      var raw: UInt8 = 0
      if options.allowSMTPUTF8 { raw |= FastScanRules.smtputf8.rawValue }
      if options.requireDotInDomain { raw |= FastScanRules.dotInDomain.rawValue }
      if options.requireLetterInTLD { raw |= FastScanRules.letterInTLD.rawValue }
      if options.allowSpecialUseDomains { raw |= FastScanRules.specialUseDomains.rawValue }
      if options.spoofChecks { raw |= FastScanRules.spoofChecks.rawValue }
      self.init(rawValue: raw)
    }

    /// Creates rules from their bits.
    /// - Parameter rawValue: The bits.
    init(rawValue: UInt8) {
      self.rawValue = rawValue
    }
  }
}

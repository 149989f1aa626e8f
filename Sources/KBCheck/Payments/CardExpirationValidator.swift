/// Validates a card's expiry date: `MM/YY`, `MM/YYYY` or `MM-YY` (spaces
/// around the separator allowed; `MMYY` and `MMYYYY` as a number pad gives
/// them; the value's own `YYYY-MM`), month 01–12, not in the past (a card is valid through the last
/// day of its expiry month) and not further ahead than
/// ``Options/maxYearsAhead``, both against a clock the caller can inject.
/// The value is `YYYY-MM`.
public struct CardExpirationValidator: Validator {
  /// What the validator accepts.
  public struct Options: Sendable, Hashable {
    /// How many years ahead an expiry date may be; defaults to 20.
    public var maxYearsAhead: Int

    /// Creates options.
    /// - Parameter maxYearsAhead: The limit in years; defaults to 20.
    public init(maxYearsAhead: Int = 20) { self.maxYearsAhead = maxYearsAhead }

    /// The option names: `maxYearsAhead`.
    public static let settingNames = ["maxYearsAhead"]

    /// Reads the options from `name=value` settings.
    /// - Parameters:
    ///   - settings: `maxYearsAhead`.
    ///   - profile: Must be `nil`.
    /// - Throws: ``ConfigurationError`` for an unknown option or a bad value.
    public init(settings: [String: String], profile: String? = nil) throws(ConfigurationError) {
      if let profile { throw .unknownProfile(profile, known: []) }
      let reader = try Settings(settings, known: Options.settingNames)
      maxYearsAhead = try reader.int("maxYearsAhead") ?? 20
    }
  }

  /// The options.
  public let options: Options
  /// The clock: the current month.
  public let today: @Sendable () -> YearMonth

  /// Creates the validator.
  /// - Parameters:
  ///   - options: The limit ahead.
  ///   - today: The clock; defaults to the system's (UTC). Tests pass a
  ///     fixed month.
  public init(
    options: Options = Options(), today: @escaping @Sendable () -> YearMonth = YearMonth.now
  ) {
    self.options = options
    self.today = today
  }

  /// Validates an expiry date.
  /// - Parameter input: The date as typed.
  /// - Returns: The verdict; the value is `YYYY-MM`.
  /// - Complexity: O(*n*) in the length of `input`.
  public func validate(_ input: String) -> ValidationResult {
    var month: [UInt8] = []
    var year: [UInt8] = []
    var separators = 0
    var count = 0
    var malformed = false
    for scalar in input.unicodeScalars {
      count += 1
      switch PaymentScalar.classify(scalar) {
      case .digit(let ascii, _):
        if separators == 0 { month.append(ascii) } else { year.append(ascii) }
      case .separator where scalar == " ":
        continue
      case .separator where scalar == "-" && separators == 0 && !month.isEmpty:
        separators += 1
      case .other where scalar == "/" && separators == 0 && !month.isEmpty:
        separators += 1
      default:
        malformed = true
      }
    }
    if count == 0 {
      return .invalid(input, [ValidationIssue(PaymentIssue.empty(.expiry), range: 0..<0)])
    }
    if separators == 0 && (month.count == 4 || month.count == 6) {
      year = Array(month[2...])
      month = Array(month[..<2])
    } else if month.count == 4 && (1...2).contains(year.count) {
      // The value's own form, ISO 8601 `YYYY-MM`.
      swap(&month, &year)
    }
    let whole = 0..<count
    guard !malformed, (1...2).contains(month.count), year.count == 2 || year.count == 4 else {
      return .invalid(input, [ValidationIssue(PaymentIssue.expiryFormat, range: whole)])
    }
    let m = month.reduce(0) { $0 * 10 + Int($1 - ASCII.zero) }
    var y = year.reduce(0) { $0 * 10 + Int($1 - ASCII.zero) }
    if year.count == 2 { y += 2000 }
    guard (1...12).contains(m) else {
      return .invalid(input, [ValidationIssue(PaymentIssue.expiryMonth(m), range: whole)])
    }
    let expiry = YearMonth(year: y, month: m)
    let now = today()
    var issues: [ValidationIssue] = []
    if expiry < now {
      issues.append(ValidationIssue(PaymentIssue.expiryPast(expiry.printed), range: whole))
    } else if expiry > now.adding(years: options.maxYearsAhead) {
      issues.append(
        ValidationIssue(PaymentIssue.expiryTooFar(years: options.maxYearsAhead), range: whole))
    }
    return ValidationResult(
      input: input, value: issues.isEmpty ? expiry.description : nil, issues: issues,
      contentDetails: ExpiryDetails(expiry: expiry))
  }
}

/// An expiry date's month and year.
public struct ExpiryDetails: ContentDetails {
  /// The expiry month.
  public var expiry: YearMonth

  /// Creates the details.
  /// - Parameter expiry: The month.
  public init(expiry: YearMonth) { self.expiry = expiry }

  /// `creditCardExpiration`.
  package static var contentTypes: [ContentType] { [.creditCardExpiration] }

  /// Reads `year`, `month`.
  /// - Parameter members: The members.
  package init?(members: [JSONMember]) {
    guard let year = members[member: "year"]?.integerValue,
      let month = members[member: "month"]?.integerValue
    else { return nil }
    self.init(expiry: YearMonth(year: year, month: month))
  }

  /// `year`, `month`.
  /// - Parameter out: Where the members go.
  package func writeJSONMembers(to out: some JSONOutput) {
    out.writeMember("year", expiry.year)
    out.writeMember("month", expiry.month)
  }
}

extension ValidationResult {
  /// The expiry month of a `creditCardExpiration` result; `nil` otherwise.
  public var expiry: YearMonth? { contentDetails(as: ExpiryDetails.self)?.expiry }
}

/// Validates a postal code against its region's libaddressinput pattern and
/// writes it in the region's canonical spacing and capitals.
///
/// ```swift
/// let gb = try PostalCodeValidator(country: "GB")
/// gb.validate("sw1a1aa").value   // "SW1A 1AA" (issues: postal.upper-cased, postal.spacing)
/// try PostalCodeValidator(country: "US").validate("9021").isValid   // false: postal.pattern
/// ```
/// Each change to the input (capitals, full-width or other spaces and
/// dashes, spacing) is reported as a warning. A region without postal codes
/// accepts only an empty field. With a subdivision, a code of another
/// subdivision (`sub_zips`) is an error naming both.
public struct PostalCodeValidator: Validator {
  /// The region whose codes are checked.
  public let region: AddressRegion
  /// The subdivision the code must belong to, if any.
  public let subdivision: AddressSubdivision?

  /// Creates a validator for a region.
  /// - Parameters:
  ///   - region: The region.
  ///   - subdivision: The subdivision the codes must belong to.
  public init(region: AddressRegion, subdivision: AddressSubdivision? = nil) {
    self.region = region
    self.subdivision = subdivision
  }

  /// Creates a validator from a country code and an optional subdivision
  /// (its key, name, Latin name or ISO 3166-2 code, any case).
  /// - Parameters:
  ///   - country: The ISO 3166-1 alpha-2 code.
  ///   - subdivision: The subdivision.
  /// - Throws: ``ConfigurationError`` when the country is missing or unknown,
  ///   or the subdivision is not one of the region's.
  public init(country: String?, subdivision: String? = nil) throws(ConfigurationError) {
    let region = try AddressRegion.configured(country)
    var chosen: AddressSubdivision?
    if let subdivision {
      guard let found = region.subdivision(named: subdivision) else {
        throw ConfigurationError(
          AddressConfigurationIssue.subdivisionUnknown(subdivision, region: region.code))
      }
      chosen = found
    }
    self.init(region: region, subdivision: chosen)
  }

  /// Validates one postal code.
  /// - Parameter input: The code as typed or submitted.
  /// - Returns: The verdict, the canonical code and every change made.
  /// - Complexity: O(*n*) in the length of `input`.
  public func validate(_ input: String) -> ValidationResult {
    let scan = PostalCodeScan(input, numeric: region.postalCodesAreNumeric, region: region.code)
    guard scan.issues.isEmpty else { return .invalid(input, scan.issues) }
    guard let pattern = region.postalCodePattern else {
      if scan.skeleton.isEmpty { return result(input, value: "", issues: []) }
      return .invalid(
        input,
        [ValidationIssue(AddressIssue.postalCodeUnused(region: region.code), range: scan.fullRange)]
      )
    }
    if scan.skeleton.isEmpty {
      return .invalid(
        input,
        [ValidationIssue(AddressIssue.postalCodeEmpty(region: region.code), range: scan.fullRange)])
    }
    guard let canonical = canonical(of: scan, pattern: pattern) else {
      return .invalid(
        input,
        [
          ValidationIssue(
            AddressIssue.postalCodePattern(
              region: region.code, example: region.postalCodeExamples.first ?? ""),
            range: scan.fullRange)
        ])
    }
    var issues = scan.changes(input: input)
    let value = String(decoding: canonical, as: UTF8.self)
    if canonical != scan.upper {
      issues.append(
        ValidationIssue(
          AddressIssue.postalCodeSpacing(
            from: String(decoding: scan.upper, as: UTF8.self), to: value),
          range: scan.fullRange))
    }
    if let subdivision, subdivision.contains(postalCode: value) == false {
      let other = region.subdivisions.first { $0.contains(postalCode: value) == true }
      issues.append(
        ValidationIssue(
          AddressIssue.postalCodeSubdivision(
            code: value, subdivision: subdivision.name, belongsTo: other?.name),
          range: scan.fullRange))
      return ValidationResult(input: input, value: nil, issues: issues, payload: .none)
    }
    return result(input, value: value, issues: issues)
  }

  /// The code's canonical form: the first of the region's spacing layouts
  /// that the pattern accepts, else the code as typed (capitals, one
  /// separator between parts) when the pattern accepts that; `nil` when
  /// neither matches.
  private func canonical(of scan: PostalCodeScan, pattern: PostalCodeDFA) -> [UInt8]? {
    for layout in region.layouts {
      if let candidate = layout.apply(to: scan.skeleton), pattern.matches(candidate) {
        return candidate
      }
    }
    return pattern.matches(scan.collapsed) ? scan.collapsed : nil
  }

  private func result(_ input: String, value: String, issues: [ValidationIssue]) -> ValidationResult
  {
    let details = PostalCodeDetails(
      region: region.code, subdivision: subdivision?.key, label: region.postalCodeLabel.rawValue)
    let payload = ResultPayload.content(AnyContentDetails(details))
    if issues.isEmpty && value == input {
      return ValidationResult(canonicalInput: input, issues: [], payload: payload)
    }
    return ValidationResult(input: input, value: value, issues: issues, payload: payload)
  }
}

extension AddressRegion {
  /// The region of a configured country code.
  /// - Parameter country: The code, or `nil` when none was given.
  /// - Returns: The region.
  /// - Throws: ``ConfigurationError`` when it is missing or unknown.
  static func configured(_ country: String?) throws(ConfigurationError) -> AddressRegion {
    guard let country, !country.isEmpty else {
      throw ConfigurationError(AddressConfigurationIssue.countryMissing)
    }
    guard let region = AddressRegion(code: country) else {
      throw ConfigurationError(AddressConfigurationIssue.countryUnknown(country))
    }
    return region
  }

  /// The subdivision with this key, name, Latin name or ISO 3166-2 code
  /// (`CA`, `California`, `US-CA`), compared without regard to case.
  /// - Parameter text: The subdivision.
  /// - Returns: The subdivision, or `nil`.
  public func subdivision(named text: String) -> AddressSubdivision? {
    let wanted = text.lowercased()
    let iso = wanted.hasPrefix(code.lowercased() + "-") ? String(wanted.dropFirst(3)) : wanted
    return subdivisions.first {
      $0.key.lowercased() == wanted || $0.name.lowercased() == wanted
        || $0.latinName?.lowercased() == wanted || $0.isoCode?.lowercased() == iso
    }
  }
}

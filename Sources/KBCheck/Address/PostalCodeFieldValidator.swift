/// The validator of a `postalCode` field: a ``PostalCodeValidator`` for the
/// configured country, or, with `country=*`, for the country of the form's
/// field playing the role `country` (and the subdivision of the role
/// `subdivision`, when the form has one).
struct PostalCodeFieldValidator: CrossFieldValidator {
  /// The validator of the configured country, or `nil` with `country=*`.
  let fixed: PostalCodeValidator?

  /// Reads the settings.
  /// - Parameter context: The field's configuration.
  /// - Throws: ``ConfigurationError`` for a missing or unknown country or
  ///   subdivision, or an unknown setting.
  init(context: ValidationContext) throws(ConfigurationError) {
    let settings = try Settings(context.options, known: ContentTypeDescriptor.postalCodeSettings)
    if settings.string("country") == "*" {
      fixed = nil
    } else {
      fixed = try PostalCodeValidator(
        country: settings.string("country"), subdivision: settings.string("subdivision"))
    }
  }

  /// Validates with the configured country.
  /// - Parameter input: The postal code.
  /// - Returns: The verdict.
  func validate(_ input: String) -> ValidationResult {
    validate(input, related: .none)
  }

  /// Validates with the country (and subdivision) of the related fields.
  /// - Parameters:
  ///   - input: The postal code.
  ///   - related: The results of the `country` and `subdivision` fields.
  /// - Returns: The verdict.
  func validate(_ input: String, related: RelatedFields) -> ValidationResult {
    if let fixed {
      guard let chosen = subdivision(in: fixed.region, related), fixed.subdivision == nil else {
        return fixed.validate(input)
      }
      return PostalCodeValidator(region: fixed.region, subdivision: chosen).validate(input)
    }
    guard let code = related["country"].flatMap({ $0.isValid ? $0.value : nil }),
      let region = AddressRegion(code: code)
    else {
      return .invalid(
        input,
        [
          ValidationIssue(
            AddressIssue.postalCodeCountryNeeded, range: 0..<input.unicodeScalars.count)
        ])
    }
    return PostalCodeValidator(region: region, subdivision: subdivision(in: region, related))
      .validate(input)
  }

  /// The subdivision the related `subdivision` field chose, if any.
  private func subdivision(in region: AddressRegion, _ related: RelatedFields)
    -> AddressSubdivision?
  {
    guard let result = related["subdivision"], result.isValid, let value = result.value else {
      return nil
    }
    return region.subdivision(named: value)
  }
}

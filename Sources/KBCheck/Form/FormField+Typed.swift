extension FormField {
  /// A field checked by a validator already built, typed, rather than one
  /// configured from strings: nothing is read per submission, so nothing
  /// can fail per submission.
  ///
  /// ```swift
  /// let schema = try FormSchema(validating: [
  ///   FormField(name: "email", validator: EmailValidator(options: .rfc), as: .keyboard(.emailAddress)),
  ///   try FormField(name: "card", .content(.creditCardNumber)),
  /// ])
  /// ```
  ///
  /// `kind` names what the validator checks: the report's `type`, the HTML
  /// input's keyboard and whether the field is a secret come from it. The
  /// validator keeps its own configuration, so a request's locale does not
  /// reach it; a field whose locale should follow the request keeps a
  /// ``type`` name. Encoded, the field writes its ``type`` only (a
  /// validator has no JSON form); two typed fields are equal only when they
  /// share the same validator instance.
  /// - Parameters:
  ///   - name: The key in a submission.
  ///   - validator: The validator.
  ///   - kind: What it checks: a keyboard or a content type.
  ///   - required: Whether a value must be given; defaults to `true`.
  ///   - label: A label for HTML forms.
  ///   - autocomplete: An HTML `autocomplete` token.
  public init(
    name: String, validator: some Validator, as kind: FieldKind, required: Bool = true,
    label: String? = nil, autocomplete: String? = nil
  ) {
    self.init(
      name: name, type: kind.name, required: required, label: label, autocomplete: autocomplete)
    pinned = PinnedValidator(validator)
  }

  /// A field of a keyboard or content type whose validator is configured
  /// now, when the field is made: a configuration the library rejects
  /// (an unknown profile or option) throws here, at start-up, never per
  /// submission.
  ///
  /// ```swift
  /// try FormField(name: "iban", .content(.iban))
  /// try FormField(name: "site", .keyboard(.URL), ValidationContext(profile: "whatwg"))
  /// ```
  /// - Parameters:
  ///   - name: The key in a submission.
  ///   - kind: The keyboard or content type (a picker is made with
  ///     ``picker(_:choices:caseInsensitive:required:label:)``).
  ///   - context: Profile, locale, base URL and settings.
  ///   - required: Whether a value must be given; defaults to `true`.
  ///   - label: A label for HTML forms.
  ///   - autocomplete: An HTML `autocomplete` token.
  /// - Throws: ``ConfigurationError`` for a configuration the library rejects.
  public init(
    name: String, _ kind: FieldKind, _ context: ValidationContext = ValidationContext(),
    required: Bool = true, label: String? = nil, autocomplete: String? = nil
  ) throws(ConfigurationError) {
    let validator = try kind.validator(context)
    self.init(
      name: name, type: kind.name, required: required, profile: context.profile,
      locale: context.locale, base: context.base, options: context.options, label: label,
      autocomplete: autocomplete)
    pinned = PinnedValidator(validator)
  }

  /// The validator the field was made with, typed; `nil` for a field
  /// configured from its ``type`` name and options.
  public var typedValidator: (any Validator)? { pinned?.validator }
}

/// A typed field's validator: equal and hashed by identity, so that a field
/// holding one stays `Hashable`.
final class PinnedValidator: Sendable, Hashable {
  /// The validator.
  let validator: any Validator

  /// Holds a validator.
  init(_ validator: any Validator) { self.validator = validator }

  static func == (lhs: PinnedValidator, rhs: PinnedValidator) -> Bool { lhs === rhs }

  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

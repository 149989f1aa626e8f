extension FormSchema {
  /// Validates one submission given as text values by field name, as a
  /// service has them after decoding a request of its own.
  ///
  /// An absent key and an empty string count as missing. Keys are read in
  /// their sorted order, so the report's ``FormReport/unknown`` is sorted.
  /// - Parameters:
  ///   - values: The submitted values by field name.
  ///   - locale: The locale for fields that do not pin one (for example from
  ///     a request's `Accept-Language`); `nil` means `en_US`.
  /// - Returns: The per-field report.
  /// - Complexity: O(*n*) in the size of the submission and the schema.
  public func validate(values: [String: String], locale: String? = nil) -> FormReport {
    validate(values.mapValues(JSONValue.string), locale: locale)
  }

  /// Validates one submission given as a dictionary of JSON values.
  ///
  /// Values may be strings or numbers (a number is validated through its
  /// exact JSON text, so `1234.50` reaches a decimalPad validator as
  /// `1234.50`); `null`, an absent key and an empty string count as missing.
  /// - Parameters:
  ///   - submission: The submitted values by field name.
  ///   - locale: The locale for fields that do not pin one (for example from
  ///     a request's `Accept-Language`); `nil` means `en_US`.
  /// - Returns: The per-field report.
  /// - Complexity: O(*n*) in the size of the submission and the schema.
  package func validate(_ submission: [String: JSONValue], locale: String? = nil) -> FormReport {
    let members = submission.sorted { $0.key < $1.key }.map { JSONMember($0.key, $0.value) }
    return validate(members: members, locale: locale)
  }

  /// Validates a submission given as JSON text (one object).
  ///
  /// Malformed JSON, invalid UTF-8 and a value that is not an object give a
  /// report with a form-level issue (`form.invalid-json`,
  /// `input.invalid-utf8`, `form.not-an-object`), never a crash; nesting is
  /// limited, so deeply nested input is refused rather than recursed into.
  /// - Parameters:
  ///   - json: The submission's UTF-8 bytes.
  ///   - locale: The locale for fields that do not pin one; `nil` means `en_US`.
  /// - Returns: The per-field report.
  /// - Complexity: O(*n*) in the length of the text and the size of the schema.
  public func validate(json: some Collection<UInt8>, locale: String? = nil) -> FormReport {
    validate(json: json, prepared: PreparedSchema(self, locale: locale))
  }

  /// ``validate(json:locale:)`` with the schema prepared beforehand (for
  /// JSON lines: one submission a line, one schema).
  /// - Parameters:
  ///   - json: The submission's UTF-8 bytes.
  ///   - prepared: This schema, prepared.
  /// - Returns: The per-field report.
  package func validate(json: some Collection<UInt8>, prepared: PreparedSchema) -> FormReport {
    let bytes = Array(json)
    if let bad = UTF8Validation.firstInvalidByteOffset(in: bytes) {
      let at = bytes.withUnsafeBufferPointer { UTF8Validation.scalarCount(of: $0, prefix: bad) }
      return rejected(
        ValidationIssue(InputIssue.submissionNotUTF8(byte: bad), at: at))
    }
    let value: JSONValue
    do {
      value = try JSONValue(parsing: bytes)
    } catch {
      let at = bytes.withUnsafeBufferPointer {
        UTF8Validation.scalarCount(of: $0, prefix: error.byteOffset)
      }
      return rejected(
        ValidationIssue(FormIssue.invalidJSON(error), at: at))
    }
    return validate(jsonValue: value, prepared: prepared)
  }

  /// Validates a submission given as JSON text (one object).
  /// - Parameters:
  ///   - json: The submission's JSON text.
  ///   - locale: The locale for fields that do not pin one; `nil` means `en_US`.
  /// - Returns: The per-field report.
  /// - Complexity: O(*n*) in the length of the text and the size of the schema.
  public func validate(json: String, locale: String? = nil) -> FormReport {
    validate(json: Array(json.utf8), locale: locale)
  }

  /// Validates a submission given as a parsed JSON value (it must be an
  /// object).
  /// - Parameters:
  ///   - value: The submission.
  ///   - locale: The locale for fields that do not pin one; `nil` means `en_US`.
  /// - Returns: The per-field report.
  /// - Complexity: O(*n*) in the size of the submission and the schema.
  package func validate(jsonValue value: JSONValue, locale: String? = nil) -> FormReport {
    validate(jsonValue: value, prepared: PreparedSchema(self, locale: locale))
  }

  /// ``validate(jsonValue:locale:)`` with the schema prepared beforehand.
  /// - Parameters:
  ///   - value: The submission.
  ///   - prepared: This schema, prepared.
  /// - Returns: The per-field report.
  package func validate(jsonValue value: JSONValue, prepared: PreparedSchema) -> FormReport {
    guard case .object(let members) = value else {
      return rejected(
        ValidationIssue(FormIssue.notAnObject, range: 0..<0))
    }
    return validate(members: members, prepared: prepared)
  }

  /// The most unknown and repeated keys a report names one by one
  /// (``FormReport/unknown`` and its `form.unknown-field` /
  /// `form.duplicate-field` issues); past it, one `form.more-issues` issue
  /// counts the rest, so that a body of 64,000 made-up keys costs one hash
  /// lookup per key and gets a short answer.
  public static let listedKeyLimit = 20

  /// Validates the members of a submission object, in submission order.
  ///
  /// Unknown and repeated keys are found with one hash lookup each; at most
  /// ``listedKeyLimit`` of them are listed, then one `form.more-issues`
  /// issue says how many more there are.
  ///
  /// An address group whose country comes from a field is validated in the
  /// layout of the submitted country when that country is valid (its
  /// fields and required set, as ``FormEditor`` lays it out), else in the
  /// layout it has.
  /// - Parameters:
  ///   - members: The submitted keys and values.
  ///   - locale: The locale for fields that do not pin one.
  /// - Returns: The per-field report.
  /// - Complexity: O(*n*) in the size of the submission and the schema.
  package func validate(members: [JSONMember], locale: String? = nil) -> FormReport {
    validate(members: members, prepared: PreparedSchema(self, locale: locale))
  }

  /// ``validate(members:locale:)`` with the schema prepared beforehand (its
  /// names, fields by name and validators for one locale): a caller that
  /// validates many submissions with the same schema (a table, JSON lines)
  /// prepares it once, and each submission then skips the shared cache's
  /// key (a copy and a hash of the whole field) and the lookup tables.
  /// - Parameters:
  ///   - members: The submitted keys and values.
  ///   - prepared: This schema, prepared (``PreparedSchema/init(_:locale:)``).
  /// - Returns: The per-field report.
  func validate(members: [JSONMember], prepared: PreparedSchema) -> FormReport {
    let locale = prepared.locale
    if let laidOut = laidOut(for: members, locale: locale) {
      return laidOut.validate(members: members, locale: locale)
    }
    var byName: [String: JSONValue] = [:]
    byName.reserveCapacity(min(members.count, fields.count + FormSchema.listedKeyLimit))
    var formIssues = BoundedIssues(.form)
    var unknown: [String] = []
    var unknownSeen: Set<String> = []
    var unlistedUnknown = 0
    let names = prepared.names
    for member in members {
      let known = names.contains(member.key)
      if known {
        if byName.updateValue(member.value, forKey: member.key) != nil {
          formIssues.add(.error, range: 0..<0) {
            ValidationIssue(FormIssue.duplicateField(member.key), range: 0..<0)
          }
        }
        continue
      }
      guard unknownSeen.insert(member.key).inserted else {
        formIssues.add(.error, range: 0..<0) {
          ValidationIssue(FormIssue.duplicateField(member.key), range: 0..<0)
        }
        continue
      }
      if unknown.count < FormSchema.listedKeyLimit {
        unknown.append(member.key)
      } else {
        unlistedUnknown += 1
      }
      if !allowUnknownFields {
        formIssues.add(.error, range: 0..<0) {
          ValidationIssue(FormIssue.unknownField(member.key), range: 0..<0)
        }
      }
    }
    var issues = formIssues.all()
    if allowUnknownFields && unlistedUnknown > 0 {
      issues.append(
        ValidationIssue(FormIssue.moreUnknownKeys(count: unlistedUnknown), range: 0..<0))
    }
    // Fields that read others (cross-field rules) are validated after them.
    var done: [String: FieldReport] = [:]
    var visiting: Set<String> = []
    let fieldIndexByName = prepared.fieldIndexByName
    // Without cross-field rules and with distinct names, each field is
    // validated once, in order: no memo and no cycle guard are needed.
    let independent = prepared.fieldsAreIndependent
    // `index`: the field's index in `fields` (its prepared validator is
    // found by it).
    // The field borrowed: passed by value, each call copied it (a large
    // struct) and destroyed the copy.
    func report(_ field: borrowing FormField, at index: Int) -> FieldReport {
      if !independent, let made = done[field.name] { return made }
      var related: [String: ValidationResult] = [:]
      if !independent {
        visiting.insert(field.name)
        for (role, other) in field.context where !visiting.contains(other) {
          guard let otherIndex = fieldIndexByName[other] else { continue }
          if let result = report(fields[otherIndex], at: otherIndex).result {
            related[role] = result
          }
        }
        visiting.remove(field.name)
      }
      // Options read from other fields' values (`optionsFrom`), then the
      // related fields' results (`context`).
      // (The prepared validator, or one made for the values read.)
      let made = validate(
        field, value: byName[field.name], related: RelatedFields(related),
        validator: prepared.validator(at: index, for: field, reading: byName))
      if !independent { done[field.name] = made }
      return made
    }
    var reports: [FieldReport] = []
    reports.reserveCapacity(fields.count)
    var missing: [String] = []
    // By index: a `for` over the fields copied each one (a large struct).
    for i in fields.indices {
      let report = report(fields[i], at: i)
      // `case .none` rather than `== nil`, which copies the optional result.
      if case .none = report.result, fields[i].required { missing.append(fields[i].name) }
      reports.append(report)
    }
    return FormReport(
      fields: reports, missing: missing, unknown: unknown, formIssues: issues,
      unknownCount: unknown.count + unlistedUnknown)
  }

  /// One field's report: its value validated by `validator` (a missing
  /// or empty value is reported as missing when required).
  func validate(
    _ field: borrowing FormField, value: JSONValue?, related: RelatedFields,
    validator: Result<any Validator, ConfigurationError>
  ) -> FieldReport {
    let text: String
    switch value {
    case .none, .null?: text = ""
    case .string(let s)?: text = s
    case .number(let n)?: text = n
    case .int(let i)?: text = String(i)
    case .bool(let b)?:
      return notText(field, b ? "true" : "false")
    case .array?, .object?:
      return notText(field, value?.jsonText ?? "")
    }
    if text.isEmpty {
      let issues =
        field.required
        ? [
          ValidationIssue(FormIssue.missingField(field.name), range: 0..<0)
        ] : []
      return FieldReport(name: field.name, type: field.typeName, result: nil, issues: issues)
    }
    switch validator {
    case .success(let validator):
      let result =
        if !field.context.isEmpty, let crossField = validator as? any CrossFieldValidator {
          crossField.validate(text, related: related)
        } else {
          validator.validate(text)
        }
      return FieldReport(name: field.name, type: field.typeName, result: result)
    case .failure(let error):
      let result = ValidationResult.invalid(
        text,
        [ValidationIssue(FormIssue.configuration(error), range: 0..<0)])
      return FieldReport(name: field.name, type: field.typeName, result: result)
    }
  }

  private func notText(_ field: FormField, _ shown: String) -> FieldReport {
    let result = ValidationResult.invalid(
      shown,
      [
        ValidationIssue(
          FormIssue.notText(field: field.name), range: 0..<shown.unicodeScalars.count)
      ])
    return FieldReport(name: field.name, type: field.typeName, result: result)
  }

  private func rejected(_ issue: ValidationIssue) -> FormReport {
    let reports = fields.map { FieldReport(name: $0.name, type: $0.typeName, result: nil) }
    return FormReport(fields: reports, formIssues: [issue])
  }
}

extension FormField {
  /// The cache key of a field's validator: the field and, when the field
  /// does not pin a locale, the request's.
  struct ValidatorKey: Hashable, Sendable {
    var field: FormField
    var locale: String?

    /// Hashes what tells fields apart in practice (a schema's fields have
    /// distinct names), not every option and choice: the key is hashed for
    /// every field of every submission. Equality still compares it all.
    /// The options a field reads from other fields (`optionsFrom`,
    /// `regionFrom`) are hashed too, since they vary by submission: without
    /// them a table with a region column puts every region's validator
    /// under one hash, and each row compares them all.
    func hash(into hasher: inout Hasher) {
      hasher.combine(field.name)
      hasher.combine(field.type)
      hasher.combine(field.profile)
      hasher.combine(field.locale)
      hasher.combine(locale)
      guard !field.optionsFrom.isEmpty else { return }
      // Order-independent: two equal dictionaries may iterate differently.
      var read = 0
      for option in field.optionsFrom.keys {
        var one = Hasher()
        one.combine(option)
        one.combine(field.options[option])
        read ^= one.finalize()
      }
      hasher.combine(read)
    }
  }

  /// Validators built for form fields, so that a service validating many
  /// submissions builds each once. Bounded: request locales are
  /// caller-controlled.
  static let validators = LockedCache<ValidatorKey, Result<any Validator, ConfigurationError>>(
    capacity: 512)

  /// The validator of `field` under `locale`, built on first use.
  static func validator(for field: FormField, locale: String?)
    -> Result<any Validator, ConfigurationError>
  {
    if let pinned = field.pinned { return .success(pinned.validator) }
    let key = ValidatorKey(field: field, locale: field.locale == nil ? locale : nil)
    if let cached = validators.value(for: key) { return cached }
    let made = Result { () throws(ConfigurationError) in try field.makeValidator(locale: locale) }
    validators.store(made, for: key)
    return made
  }
}

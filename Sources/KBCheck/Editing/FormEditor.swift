/// A whole form being filled: one ``FieldEditor`` per schema field, focus
/// driven by ``FocusNavigator`` (order keys, disabled and hidden fields
/// skipped), the return key and the accessory bar as the navigator says, and
/// submission validated with the schema. `kbcheck fill` is this type with
/// terminal I/O around it.
///
/// ```swift
/// var form = try FormEditor(schema: schema)
/// form.edit { $0.type("ada@example.com") }
/// form.pressReturn()                 // .moved: focus goes to the next field
/// if case .submitted(let values) = form.submit() { save(values) }
/// ```
public struct FormEditor: Sendable {
  /// The schema; an address group whose country comes from a field is laid
  /// out again when that field changes (``commitCountry()``).
  public internal(set) var schema: FormSchema
  /// The fields' editors, in schema order.
  public internal(set) var fields: [FieldEditor]
  /// The navigator over the field names.
  public internal(set) var navigator: FocusNavigator<String>
  /// The report of the last submission that failed, if any.
  public internal(set) var lastReport: FormReport?
  /// The locale for fields that do not pin one.
  public let locale: String?
  /// What the last move did instead of moving, when focus stayed on a
  /// country field (``CountryCommit``); `nil` after an ordinary move.
  public internal(set) var countryCommit: CountryCommit?
  /// The notes of the last address layout, by country field name: each
  /// value dropped (`address.value-dropped`).
  public internal(set) var layoutNotes: [String: [ValidationIssue]] = [:]
  /// The country fields' texts the address layout was last decided on.
  var committedCountries: [String: String] = [:]

  /// Creates the editor of a schema, focused on the first navigable field.
  /// - Parameters:
  ///   - schema: The form.
  ///   - locale: The locale for fields that do not pin one; `nil` for `en_US`.
  ///   - values: Values to pre-fill, by field name (taken as pasted, so each
  ///     goes through the field's filter; a picker value must be one of its
  ///     options).
  /// - Throws: ``ConfigurationError`` when a field cannot be built.
  public init(schema: FormSchema, locale: String? = nil, values: [String: String] = [:])
    throws(ConfigurationError)
  {
    self.schema = schema
    self.locale = locale
    var editors: [FieldEditor] = []
    for field in schema.fields {
      editors.append(
        try FormEditor.makeEditor(field, locale: locale, text: values[field.name] ?? ""))
    }
    fields = editors
    navigator = FocusNavigator(schema.fields.map(\.focusField))
    layOutPrefilledCountries()
    if let first = navigator.navigableIDs.first { navigator.focus(first) }
  }

  /// The editor of one field, with its initial text.
  /// - Parameters:
  ///   - field: The field.
  ///   - locale: The form's locale for fields that do not pin one.
  ///   - text: The initial text, taken as pasted (a picker's option).
  /// - Returns: The editor.
  /// - Throws: ``ConfigurationError`` when the field cannot be built.
  static func makeEditor(_ field: FormField, locale: String?, text: String)
    throws(ConfigurationError) -> FieldEditor
  {
    switch field.kind {
    case .picker:
      return FieldEditor(
        choices: field.choices ?? [], caseInsensitive: field.caseInsensitive ?? false,
        selected: text.isEmpty ? nil : text)
    case .keyboard(let keyboard):
      let fieldLocale = field.locale ?? locale ?? ValidationContext.defaultLocale
      let filter = try InputFilter.Options(settings: field.options, keyboard: keyboard)
      return try FieldEditor(
        keyboard: keyboard, locale: fieldLocale, filter: filter,
        validator: try field.makeValidator(locale: locale), text: text)
    case .content(let content):
      let context = ValidationContext(
        profile: field.profile, locale: field.locale ?? locale ?? ValidationContext.defaultLocale,
        base: field.base,
        options: field.options)
      return try FieldEditor(
        contentType: content, context: context,
        validator: try field.makeValidator(locale: locale), text: text)
    case nil:
      // An unknown type: building its validator throws the unknown-type error.
      return try FieldEditor(
        keyboard: .default, locale: field.locale ?? locale ?? ValidationContext.defaultLocale,
        validator: try field.makeValidator(locale: locale), text: text)
    }
  }

  /// The index of the focused field in ``fields``, if any.
  public var focusedIndex: Int? {
    navigator.focusedID.flatMap { id in schema.fields.firstIndex { $0.name == id } }
  }

  /// The focused field's editor.
  public var focusedField: FieldEditor? { focusedIndex.map { fields[$0] } }

  /// Applies an edit to the focused field (a keystroke, a paste, a caret
  /// move); a disabled or hidden field is never focused, so never edited.
  /// - Parameter body: The edit.
  public mutating func edit(_ body: (inout FieldEditor) -> Void) {
    guard let i = focusedIndex else { return }
    body(&fields[i])
  }

  /// Moves focus to the next navigable field (Tab, Down, the bar's Next).
  /// Leaving a changed country field first commits it (``commitCountry()``):
  /// when that lays the address out again or finds the country invalid,
  /// focus stays (``countryCommit`` says why).
  /// - Returns: Whether focus moved.
  @discardableResult public mutating func next() -> Bool {
    countryCommit = commitCountry()
    guard countryCommit == nil else { return false }
    return navigator.next().didChange
  }

  /// Moves focus to the previous navigable field (Shift-Tab, Up, the bar's
  /// Previous); a changed country field is committed first, as by ``next()``.
  /// - Returns: Whether focus moved.
  @discardableResult public mutating func previous() -> Bool {
    countryCommit = commitCountry()
    guard countryCommit == nil else { return false }
    return navigator.previous().didChange
  }

  /// What Enter does on the focused field: the return key's action
  /// (next field or done) or, on a keyboard without a return key, the
  /// accessory bar's Next (Done on the last field).
  /// - Returns: ``ReturnOutcome/moved`` or the submission's outcome.
  public mutating func pressReturn() -> ReturnOutcome {
    countryCommit = commitCountry()
    if let countryCommit { return .stayed(countryCommit) }
    guard let id = navigator.focusedID else { return .submitted(submit()) }
    switch navigator.returnKeyAction(for: id) {
    case .focus(let target):
      navigator.focus(target)
      return .moved
    case .done:
      return .submitted(submit())
    case .none:
      // No return key (number pads, pickers): the accessory bar's Next, or
      // Done on the last navigable field.
      if navigator.canGoNext {
        navigator.next()
        return .moved
      }
      return .submitted(submit())
    }
  }

  /// The accessory bar of the focused field, when its keyboard has no
  /// return key.
  public var accessoryBar: AccessoryBarState<String>? { navigator.accessoryBar }

  /// Validates the whole form with the schema. When a field is invalid,
  /// focus moves to the first invalid field (in navigation order) and the
  /// report is kept in ``lastReport``.
  /// - Returns: The canonical values in schema order, or the report.
  public mutating func submit() -> SubmitOutcome {
    var members: [JSONMember] = []
    for (field, editor) in zip(schema.fields, fields) where !editor.text.isEmpty {
      members.append(JSONMember(field.name, .string(editor.text)))
    }
    let report = schema.validate(members: members, locale: locale)
    guard report.isValid else {
      lastReport = report
      let invalid = Set(report.fields.filter { !$0.isValid }.map(\.name) + report.missing)
      if let first = navigator.orderedIDs.first(where: { invalid.contains($0) }),
        navigator.field(first)?.isFocusable == true
      {
        navigator.focus(first)
      }
      return .invalid(report)
    }
    lastReport = nil
    let values = schema.fields.compactMap { field in
      report[field: field.name]?.value.map { FormValue(name: field.name, value: $0) }
    }
    return .valid(values)
  }

  /// The issues of a field: from the last failed submission when there was
  /// one, else those of its current text (empty text: none).
  /// - Parameter index: The field's index in ``fields``.
  /// - Returns: The issues to show beside the field.
  public func issues(of index: Int) -> [ValidationIssue] {
    let name = schema.fields[index].name
    if let report = lastReport, let field = report[field: name] {
      if fields[index].text.isEmpty || field.result?.input == fields[index].text {
        return field.issues
      }
    }
    return fields[index].text.isEmpty ? [] : fields[index].result.issues
  }
}

/// What Enter did.
public enum ReturnOutcome: Sendable, Hashable {
  /// Focus moved to another field.
  case moved
  /// Focus stayed on the country field: the address was laid out again for
  /// the new country, or the country is not valid (see ``CountryCommit``).
  case stayed(CountryCommit)
  /// The form was submitted.
  case submitted(SubmitOutcome)
}

/// The outcome of submitting a form.
public enum SubmitOutcome: Sendable, Hashable {
  /// Every field is valid: the canonical values, in schema order (fields
  /// left empty and optional are not listed).
  case valid([FormValue])
  /// Some field is invalid or missing: the report.
  case invalid(FormReport)
}

/// One submitted value: a field's name and its canonical value.
public struct FormValue: Sendable, Hashable, Codable {
  /// The field's name.
  public var name: String
  /// The canonical value.
  public var value: String
  /// Creates a value.
  /// - Parameters:
  ///   - name: The field's name.
  ///   - value: The canonical value.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

extension ValidationResult {
  /// The result with every issue's message in another language.
  ///
  /// ```swift
  /// let result = EmailValidator(options: .form).validate("joe..x@example.com")
  /// result.localized(.german).issues[0].message
  /// // "Die Adresse hat vor dem @ zwei Punkte hintereinander."
  /// ```
  /// - Parameter language: The language.
  /// - Returns: The result; codes, severities, ranges and values are unchanged.
  public func localized(_ language: MessageLanguage) -> ValidationResult {
    guard language != .english || !isEnglishRendering else { return self }
    var copy = self
    copy.issues = issues.map { $0.localized(language) }
    return copy
  }

  /// Whether ``localized(_:)`` in English gives the result back as it is.
  var isEnglishRendering: Bool { issues.areEnglishRenderings }
}

extension FieldReport {
  /// The report with every message in another language.
  /// - Parameter language: The language.
  /// - Returns: The report; only messages differ.
  public func localized(_ language: MessageLanguage) -> FieldReport {
    guard language != .english || !isEnglishRendering else { return self }
    var copy = self
    copy.result = result?.localized(language)
    copy.issues = issues.map { $0.localized(language) }
    return copy
  }

  /// Whether ``localized(_:)`` in English gives the report back as it is.
  var isEnglishRendering: Bool {
    issues.areEnglishRenderings && (result?.isEnglishRendering ?? true)
  }
}

extension FormReport {
  /// The report with every message in another language: each field's
  /// issues and the form's own.
  /// - Parameter language: The language.
  /// - Returns: The report; codes, values and validity are unchanged.
  public func localized(_ language: MessageLanguage) -> FormReport {
    guard language != .english || !isEnglishRendering else { return self }
    var copy = self
    copy.fields = fields.map { $0.localized(language) }
    copy.formIssues = formIssues.map { $0.localized(language) }
    return copy
  }

  /// Whether ``localized(_:)`` in English gives the report back as it is.
  var isEnglishRendering: Bool {
    guard formIssues.areEnglishRenderings else { return false }
    for i in fields.indices where !fields[i].isEnglishRendering { return false }
    return true
  }
}

extension [ValidationIssue] {
  /// Whether every issue's `localized(.english)` is the issue itself. The
  /// issues are read in place by index: a batch asks this of every record,
  /// and `allSatisfy` over the array (or a key path) copies each issue out.
  var areEnglishRenderings: Bool {
    for i in indices where !self[i].isEnglishRendering { return false }
    return true
  }
}

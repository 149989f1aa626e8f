/// What the picker validator reports about a choice.
public enum PickerIssue: FamilyIssue {
  /// The value is none of the options (`picker.not-an-option`); the
  /// message lists the first 20.
  case notAnOption(options: [String])

  /// The picker family.
  public static let family = IssueFamily.picker
  /// One of each case.
  public static let samples: [PickerIssue] = [.notAnOption(options: ["Red", "Green"])]

  /// The code.
  public var code: ValidationIssue.Code { .pickerNotAnOption }
  /// An error.
  public var severity: ValidationIssue.Severity { .error }
  /// What the code means.
  public var meaning: String { "The value is not one of the picker's choices." }
  /// What the code means, in German.
  public var germanMeaning: String { "Der Wert ist keine der Optionen der Auswahl." }

  private var shownOptions: String {
    switch self {
    case .notAnOption(let options):
      options.prefix(20).joined(separator: ", ") + (options.count > 20 ? ", …" : "")
    }
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .notAnOption: "This is not one of the options: \(shownOptions)."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .notAnOption: "Dies ist keine der Optionen: \(shownOptions)."
    }
  }
}

/// A picker configuration that cannot be used (a ``ConfigurationError``).
public enum PickerConfigurationIssue: FamilyIssue {
  /// A picker without options (`config.picker-no-choices`).
  case noChoices

  /// The picker family.
  public static let family = IssueFamily.picker
  /// Reported as ``ConfigurationError``.
  public static let kind = IssueCodeInfo.Kind.configuration
  /// One of each case.
  public static let samples: [PickerConfigurationIssue] = [.noChoices]

  /// The code.
  public var code: ValidationIssue.Code { .pickerNoChoices }
  /// An error.
  public var severity: ValidationIssue.Severity { .error }
  /// What the code means.
  public var meaning: String { "A picker configured without choices." }
  /// What the code means, in German.
  public var germanMeaning: String { "Eine Auswahl, die ohne Optionen konfiguriert ist." }
  /// The message in English.
  public var english: String {
    switch self {
    case .noChoices: "A picker needs at least one option (--option NAME, or \"choices\")."
    }
  }
  /// The message in German.
  public var german: String {
    switch self {
    case .noChoices: "Eine Auswahl braucht mindestens eine Option (--option NAME oder „choices“)."
    }
  }
}

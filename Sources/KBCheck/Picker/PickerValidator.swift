/// Validates a choice from a fixed list of options (an HTML `<select>`, a
/// segmented control, a picker wheel).
///
/// The input and the options are compared in Unicode NFC, so `Cafe\u{301}`
/// matches the option `Café`; with ``caseInsensitive`` both sides are
/// compared in NFKC_Casefold (which also folds full-width and other
/// compatibility variants). The canonical value is the option's own
/// spelling, and ``ValidationResult/picker`` gives its position in the list.
public struct PickerValidator: Validator, Hashable {
  /// The options, in their own spelling and order.
  public let choices: [String]
  /// Whether matching ignores case.
  public let caseInsensitive: Bool
  private let indexByKey: [String: Int]

  /// Creates a picker over a list of options.
  ///
  /// When two options have the same matching key (after NFC, or after
  /// NFKC_Casefold when case-insensitive), the first one wins.
  /// - Parameters:
  ///   - choices: The options, in their own spelling.
  ///   - caseInsensitive: Whether matching ignores case; defaults to `false`.
  /// - Complexity: O(*n*) in the total length of the options.
  public init(choices: [String], caseInsensitive: Bool = false) {
    self.choices = choices
    self.caseInsensitive = caseInsensitive
    var table: [String: Int] = [:]
    for (i, choice) in choices.enumerated() {
      let key = PickerValidator.key(choice, caseInsensitive: caseInsensitive)
      if table[key] == nil { table[key] = i }
    }
    self.indexByKey = table
  }

  /// The string adapter for the CLI and form schemas: settings `choices` (a
  /// comma-separated list) and `caseInsensitive` (a boolean).
  /// - Parameters:
  ///   - choices: Options given directly, placed before those of the settings.
  ///   - settings: `choices` and `caseInsensitive`.
  ///   - profile: Must be `nil`: pickers have no profiles.
  /// - Throws: ``ConfigurationError`` for an unknown option, a malformed
  ///   boolean, a profile, or no options at all.
  public init(choices: [String] = [], settings: [String: String], profile: String? = nil)
    throws(ConfigurationError)
  {
    let reader = try Settings(settings, known: ["choices", "caseInsensitive"])
    let all = choices + (reader.list("choices") ?? [])
    guard !all.isEmpty else {
      throw ConfigurationError(PickerConfigurationIssue.noChoices)
    }
    if let profile {
      throw .unknownProfile(profile, known: [])
    }
    self.init(choices: all, caseInsensitive: try reader.bool("caseInsensitive") ?? false)
  }

  /// The matching key of a string: NFC, or NFKC_Casefold when
  /// case-insensitive.
  /// - Parameters:
  ///   - text: The option or input.
  ///   - caseInsensitive: Whether to fold case.
  /// - Returns: The key.
  /// - Complexity: O(*n*).
  static func key(_ text: String, caseInsensitive: Bool) -> String {
    text.normalized(caseInsensitive ? .nfkcCasefold : .nfc)
  }

  /// Validates one choice.
  /// - Parameter input: The submitted choice.
  /// - Returns: Valid with the option's own spelling, or `picker.not-an-option`
  ///   (`input.empty` for an empty input).
  /// - Complexity: O(*n*) in the length of `input`.
  public func validate(_ input: String) -> ValidationResult {
    if ValidationResult.isOversized(input) { return .oversized(input) }
    guard !input.isEmpty else {
      return .invalid(
        input, [ValidationIssue(InputIssue.emptyPicker, range: 0..<0)])
    }
    if let i = indexByKey[PickerValidator.key(input, caseInsensitive: caseInsensitive)] {
      return ValidationResult(
        input: input, value: choices[i], issues: [], payload: .picker(index: i))
    }
    return .invalid(
      input,
      [
        ValidationIssue(
          PickerIssue.notAnOption(options: choices), range: 0..<input.unicodeScalars.count)
      ])
  }
}

extension ValidationIssue.Code {
  /// The value is not one of the picker's options.
  public static let pickerNotAnOption: Self = "picker.not-an-option"
  /// A picker was configured without options.
  public static let pickerNoChoices: Self = "config.picker-no-choices"
}

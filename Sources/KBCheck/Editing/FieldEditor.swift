/// One field being edited: its text and caret, every keystroke and paste
/// applied through the keyboard's ``InputFilter``, and the validation of the
/// current value. The terminal front ends (`kbcheck prompt`, `kbcheck fill`)
/// drive it; an app can drive it the same way from its own key events.
///
/// ```swift
/// var editor = try FieldEditor(keyboard: .decimalPad, locale: "de_DE")
/// editor.type("1")
/// editor.paste("２３4,5")     // folded to "234,5"; editor.feedback lists the folds
/// editor.text                // "1234,5"
/// editor.result.value        // "1234.5"
/// ```
public struct FieldEditor: Sendable {
  /// What the field validates.
  public let kind: FieldKind
  /// The current text, as the filter let it in.
  public internal(set) var text: String = ""
  /// The caret, as a scalar offset into ``text``.
  public internal(set) var caret: Int = 0
  /// What the last edit changed or why it was refused; `nil` when it went
  /// in as typed.
  public internal(set) var feedback: EditFeedback?
  /// A picker's options; empty for keyboards.
  public let choices: [String]
  /// Whether a picker's type-ahead ignores case.
  public let caseInsensitive: Bool
  let filter: InputFilter?
  let validator: any Validator
  /// A picker's type-ahead text.
  var typeAhead = ""

  /// Creates the editor of a keyboard field.
  /// - Parameters:
  ///   - keyboard: The keyboard type.
  ///   - locale: The locale of the filter and the validator.
  ///   - filter: The filter's options.
  ///   - validator: The validator; `nil` for the keyboard's default one.
  ///   - text: The initial text (a default or a pre-filled value), taken as
  ///     pasted, so the filter cleans it and says what it changed.
  /// - Throws: ``ConfigurationError`` for an unknown locale or bad options.
  public init(
    keyboard: KeyboardType, locale: String = ValidationContext.defaultLocale,
    filter: InputFilter.Options = .init(),
    validator: (any Validator)? = nil, text: String = ""
  ) throws(ConfigurationError) {
    kind = .keyboard(keyboard)
    self.filter = try InputFilter(keyboard, locale: locale, options: filter)
    if let validator {
      self.validator = validator
    } else {
      self.validator = try keyboard.validator(ValidationContext(locale: locale))
    }
    choices = []
    caseInsensitive = false
    if !text.isEmpty { paste(text) }
    feedback = nil
  }

  /// Creates the editor of a content type's field (a card number, a
  /// one-time code): the type's filter and validator.
  /// - Parameters:
  ///   - contentType: The registered content type.
  ///   - context: The field's configuration.
  ///   - validator: The validator; `nil` for the type's own.
  ///   - text: The initial text, taken as pasted.
  /// - Throws: ``ConfigurationError`` for an unregistered type or bad options.
  public init(
    contentType: ContentType, context: ValidationContext = ValidationContext(),
    validator: (any Validator)? = nil, text: String = ""
  ) throws(ConfigurationError) {
    kind = .content(contentType)
    self.filter = try FieldKind.content(contentType).filter(context)
    if let validator {
      self.validator = validator
    } else {
      self.validator = try FieldKind.content(contentType).validator(context)
    }
    choices = []
    caseInsensitive = false
    if !text.isEmpty { paste(text) }
    feedback = nil
  }

  /// Whether the field holds a secret (a card number): a front end shows
  /// ``shownText(focused:)`` rather than ``text``.
  public var isSecret: Bool { filter?.secret != nil }

  /// The text a front end shows: the text itself while the field has the
  /// focus (the person is typing it), masked (``SecretMask``) once a secret
  /// field loses it; any other field's text as it is.
  /// - Parameter focused: Whether the field has the focus.
  /// - Returns: The text to show.
  public func shownText(focused: Bool) -> String {
    guard !focused, let mask = filter?.secret else { return text }
    return mask.apply(text)
  }

  /// Creates the editor of a picker field: Left/Right cycle through the
  /// options, typing selects the first option that starts with the typed
  /// text.
  /// - Parameters:
  ///   - choices: The options, in their own spelling and order.
  ///   - caseInsensitive: Whether type-ahead and matching ignore case.
  ///   - selected: The option selected at first, if any.
  public init(choices: [String], caseInsensitive: Bool = false, selected: String? = nil) {
    kind = .picker
    filter = nil
    validator = PickerValidator(choices: choices, caseInsensitive: caseInsensitive)
    self.choices = choices
    self.caseInsensitive = caseInsensitive
    if let selected, let match = choices.first(where: { matches($0, selected, prefix: false) }) {
      setText(match)
    }
  }

  /// The validation of the current text.
  public var result: ValidationResult { validator.validate(text) }

  /// The scalars of the text.
  private var scalars: [Unicode.Scalar] { Array(text.unicodeScalars) }
}

/// What an edit changed, or why it was refused.
public struct EditFeedback: Sendable, Hashable {
  /// Whether the edit was refused whole (the text did not change).
  public var refused: Bool
  /// Every character the filter removed or folded, with its reason.
  public var changes: [FilterChange]
  /// A short message for a person, in English: the reason that matters
  /// most (a change of meaning before removed formatting), and how many more.
  public var summary: String { summary(in: .english) }

  /// A short message for a person in a language: the reason that matters
  /// most (a change of meaning before removed formatting), and how many more.
  /// - Parameter language: The language.
  /// - Returns: The message; empty when nothing changed.
  public func summary(in language: MessageLanguage) -> String {
    let phrases = EditFeedbackPhrases.of(language)
    guard let first = changes.first else { return refused ? phrases.refused : "" }
    if refused && changes.count > 1 && changes.allSatisfy({ $0.code == first.code }) {
      return phrases.pasteRefused(first.localized(language).message)
    }
    let formatting: Set<ValidationIssue.Code> = [
      .phoneNotOnPad, .phoneFormatInserted, .numberGroupingRemoved,
    ]
    let shown = (changes.first { !formatting.contains($0.code) } ?? first).localized(language)
    let character = shown.character.codePointDescription
    let what =
      shown.replacement.map { phrases.became(character, $0) }
      ?? (refused ? phrases.wasRefused(character) : phrases.wasRemoved(character))
    let more = changes.count > 1 ? phrases.more(changes.count - 1) : ""
    return "\(what): \(shown.message)\(more)"
  }
}

extension KeyboardType {
  /// Whether the iPhone keyboard of this type has a return key. The number,
  /// decimal and phone pads have none, so a form needs an accessory bar with
  /// previous / next / done for them.
  public var hasReturnKey: Bool {
    switch self {
    case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: false
    default: true
    }
  }

  /// Whether values of this type are numeric (a pad family keyboard).
  public var isNumeric: Bool {
    switch self {
    case .numberPad, .decimalPad, .asciiCapableNumberPad, .phonePad: true
    default: false
    }
  }

  /// The return key this keyboard shows on its own, when the form does not
  /// ask for `next` or `done`: `go` for URLs, `search` for web search.
  public var preferredReturnKey: ReturnKey? {
    switch self {
    case .URL: .go
    case .webSearch: .search
    default: nil
    }
  }

  /// What the keyboard itself can produce, in words.
  public var produces: String {
    switch self {
    case .default:
      "anything the active input method produces: any script, emoji, smart punctuation"
    case .asciiCapable:
      "an ASCII layout, but other keyboards remain reachable"
    case .numbersAndPunctuation:
      "digits and punctuation, letters one tap away; the usual way to a minus sign"
    case .URL: "a full keyboard with `.`, `/` and `.com` in place of the space bar"
    case .numberPad: "the digits 0-9 of the locale's numbering system (0-9, ٠-٩, ۰-۹, ०-९ …)"
    case .phonePad: "0-9, *, #, + (and pause `,` / wait `;` in the Phone app)"
    case .namePhonePad: "a full keyboard for a name or a phone number"
    case .emailAddress: "a full keyboard with space, `@` and `.` prominent"
    case .decimalPad: "the locale's digits and its decimal separator (`.`, `,` or `٫`)"
    case .twitter: "a full keyboard with `@` and `#` prominent"
    case .webSearch: "a full keyboard with space and `.` prominent"
    case .asciiCapableNumberPad: "the ASCII digits 0-9 only"
    }
  }

  /// The HTML `<input type>` that matches this keyboard best.
  public var htmlInputType: String {
    switch self {
    case .URL: "url"
    case .emailAddress: "email"
    case .phonePad: "tel"
    case .webSearch: "search"
    default: "text"
    }
  }

  /// The HTML `inputmode` attribute value.
  public var htmlInputMode: String {
    switch self {
    case .URL: "url"
    case .numberPad, .asciiCapableNumberPad: "numeric"
    case .decimalPad: "decimal"
    case .phonePad: "tel"
    case .emailAddress: "email"
    case .webSearch: "search"
    default: "text"
    }
  }

  /// The HTML `pattern` attribute that the keyboard implies, if any.
  public var htmlPattern: String? {
    switch self {
    case .numberPad, .asciiCapableNumberPad: "[0-9]*"
    default: nil
    }
  }

  /// The HTML `enterkeyhint` the field shows when it is not part of a
  /// navigated form.
  public var htmlEnterKeyHint: String {
    (preferredReturnKey ?? (hasReturnKey ? .default : .done)).enterKeyHint
  }

  /// The HTML `autocomplete` token that usually fits, if any.
  public var htmlAutocomplete: String? {
    switch self {
    case .emailAddress: "email"
    case .URL: "url"
    case .phonePad: "tel"
    case .namePhonePad: "name"
    case .numberPad, .asciiCapableNumberPad: "one-time-code"
    default: nil
    }
  }

  /// The Android `android:inputType` XML value.
  public var androidInputType: String {
    switch self {
    case .default, .asciiCapable: "text"
    case .numbersAndPunctuation: "numberSigned|numberDecimal"
    case .URL: "textUri"
    case .numberPad, .asciiCapableNumberPad: "number"
    case .phonePad: "phone"
    case .namePhonePad: "textPersonName"
    case .emailAddress: "textEmailAddress"
    case .decimalPad: "numberDecimal"
    case .twitter: "textShortMessage"
    case .webSearch: "text"
    }
  }

  /// The numeric `InputType` flags Android uses for ``androidInputType``.
  public var androidInputTypeValue: Int {
    switch self {
    case .default, .asciiCapable, .webSearch: 0x1
    case .numbersAndPunctuation: 0x2 | 0x1000 | 0x2000
    case .URL: 0x1 | 0x10
    case .numberPad, .asciiCapableNumberPad: 0x2
    case .phonePad: 0x3
    case .namePhonePad: 0x1 | 0x60
    case .emailAddress: 0x1 | 0x20
    case .decimalPad: 0x2 | 0x2000
    case .twitter: 0x1 | 0x40
    }
  }

  /// Whether the field is a single line (every keyboard here but the free
  /// text `default` keyboard, whose multi-line use is the caller's choice).
  public var isSingleLine: Bool { true }

  /// Whether the keyboard type changes case automatically by default on iOS.
  public var autocapitalizes: Bool {
    switch self {
    case .default, .asciiCapable, .twitter: true
    default: false
    }
  }
}

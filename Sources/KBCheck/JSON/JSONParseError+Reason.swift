extension JSONParseError {
  /// What is wrong with a JSON text, one case per message: the variant of
  /// `form.invalid-json` and `schema.invalid-json` that reports it.
  enum Reason: String, CaseIterable, Sendable {
    /// The text ends where a value should start.
    case unexpectedEnd = "unexpected-end"
    /// A character that starts no JSON value.
    case expectedValue = "expected-value"
    /// An array item is followed by something else than `,` or `]`.
    case arraySeparator = "array-separator"
    /// An object member is followed by something else than `,` or `}`.
    case objectSeparator = "object-separator"
    /// Arrays and objects nest deeper than the parser's limit (`limit`).
    case tooDeep = "too-deep"
    /// An object member does not start with a string key.
    case expectedKey = "expected-key"
    /// An object key is not followed by `:`.
    case expectedColon = "expected-colon"
    /// A misspelt `true`, `false` or `null` (`literal`).
    case expectedLiteral = "expected-literal"
    /// A number without a digit.
    case numberDigit = "number-digit"
    /// A number with nothing after its decimal point.
    case fractionDigit = "fraction-digit"
    /// A number with nothing after its `e`.
    case exponentDigit = "exponent-digit"
    /// A raw control character inside a string.
    case unescapedControl = "unescaped-control"
    /// A `\u` escape of half a surrogate pair.
    case loneSurrogate = "lone-surrogate"
    /// A `\u` escape that names no Unicode scalar.
    case notAScalar = "not-a-scalar"
    /// A backslash followed by a letter JSON does not define.
    case unknownEscape = "unknown-escape"
    /// A string without its closing quote.
    case unterminatedString = "unterminated-string"
    /// A `\u` not followed by four hex digits.
    case hexDigits = "hex-digits"
    /// The bytes are not UTF-8.
    case invalidUTF8 = "invalid-utf8"
    /// Text after the one JSON value.
    case trailingText = "trailing-text"

    /// The English message, with its placeholders.
    var english: String {
      switch self {
      case .unexpectedEnd: "Unexpected end of the JSON text; expected a value."
      case .expectedValue: "Expected a JSON value."
      case .arraySeparator: "Expected ',' or ']' in an array."
      case .objectSeparator: "Expected ',' or '}}' in an object."
      case .tooDeep: "The JSON text nests deeper than {limit} levels."
      case .expectedKey: "Expected a string key in an object."
      case .expectedColon: "Expected ':' after an object key."
      case .expectedLiteral: "Expected '{literal}'."
      case .numberDigit: "Expected a digit in a number."
      case .fractionDigit: "Expected a digit after the decimal point."
      case .exponentDigit: "Expected a digit in the exponent."
      case .unescapedControl: "A control character must be escaped in a string."
      case .loneSurrogate: "A lone surrogate escape cannot be decoded."
      case .notAScalar: "An escape does not name a Unicode scalar."
      case .unknownEscape: "Unknown escape in a string."
      case .unterminatedString: "Unterminated string."
      case .hexDigits: "Expected four hex digits after \\u."
      case .invalidUTF8: "The text is not valid UTF-8."
      case .trailingText: "Unexpected text after the JSON value."
      }
    }

    /// The German message, with the same placeholders.
    var german: String {
      switch self {
      case .unexpectedEnd: "Der JSON-Text endet unerwartet; erwartet wurde ein Wert."
      case .expectedValue: "Erwartet wurde ein JSON-Wert."
      case .arraySeparator: "In einem Array wurde „,“ oder „]“ erwartet."
      case .objectSeparator: "In einem Objekt wurde „,“ oder „}}“ erwartet."
      case .tooDeep: "Der JSON-Text ist tiefer als {limit} Ebenen verschachtelt."
      case .expectedKey: "In einem Objekt wurde ein Schlüssel als Zeichenkette erwartet."
      case .expectedColon: "Nach einem Objektschlüssel wurde „:“ erwartet."
      case .expectedLiteral: "Erwartet wurde „{literal}“."
      case .numberDigit: "In einer Zahl wurde eine Ziffer erwartet."
      case .fractionDigit: "Nach dem Dezimalpunkt wurde eine Ziffer erwartet."
      case .exponentDigit: "Im Exponenten wurde eine Ziffer erwartet."
      case .unescapedControl: "Ein Steuerzeichen muss in einer Zeichenkette maskiert werden."
      case .loneSurrogate: "Ein einzelnes Surrogat-Escape kann nicht dekodiert werden."
      case .notAScalar: "Ein Escape bezeichnet keinen Unicode-Skalarwert."
      case .unknownEscape: "Unbekanntes Escape in einer Zeichenkette."
      case .unterminatedString: "Nicht abgeschlossene Zeichenkette."
      case .hexDigits: "Nach \\u wurden vier Hexadezimalziffern erwartet."
      case .invalidUTF8: "Der Text ist kein gültiges UTF-8."
      case .trailingText: "Unerwarteter Text nach dem JSON-Wert."
      }
    }
  }

  /// Creates an error for one of the parser's reasons; the message is the
  /// reason's English text.
  /// - Parameters:
  ///   - reason: What is wrong.
  ///   - arguments: The values its message names (`limit`, `literal`).
  ///   - byteOffset: Where in the input the problem was found.
  init(_ reason: Reason, arguments: MessageArguments = .none, at byteOffset: Int) {
    self.init(MessageTemplate(reason.english).render(arguments), at: byteOffset)
    self.reason = reason
    self.arguments = arguments
  }
}

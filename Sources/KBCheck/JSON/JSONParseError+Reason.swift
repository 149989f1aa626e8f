extension JSONParseError {
  /// What is wrong with a JSON text, one case per message: the typed
  /// reason ``FormIssue/invalidJSON(_:)`` and ``SchemaIssue/invalidJSON(_:)``
  /// report.
  enum Reason: Sendable, Hashable {
    /// The text ends where a value should start.
    case unexpectedEnd
    /// A character that starts no JSON value.
    case expectedValue
    /// An array item is followed by something else than `,` or `]`.
    case arraySeparator
    /// An object member is followed by something else than `,` or `}`.
    case objectSeparator
    /// Arrays and objects nest deeper than the parser's limit.
    case tooDeep(limit: Int)
    /// An object member does not start with a string key.
    case expectedKey
    /// An object key is not followed by `:`.
    case expectedColon
    /// A misspelt `true`, `false` or `null`: the literal expected.
    case expectedLiteral(String)
    /// A number without a digit.
    case numberDigit
    /// A number with nothing after its decimal point.
    case fractionDigit
    /// A number with nothing after its `e`.
    case exponentDigit
    /// A raw control character inside a string.
    case unescapedControl
    /// A `\u` escape of half a surrogate pair.
    case loneSurrogate
    /// A `\u` escape that names no Unicode scalar.
    case notAScalar
    /// A backslash followed by a letter JSON does not define.
    case unknownEscape
    /// A string without its closing quote.
    case unterminatedString
    /// A `\u` not followed by four hex digits.
    case hexDigits
    /// The bytes are not UTF-8.
    case invalidUTF8
    /// Text after the one JSON value.
    case trailingText

    /// One of each case, for the catalogue.
    static let samples: [Reason] = [
      .unexpectedEnd, .expectedValue, .arraySeparator, .objectSeparator, .tooDeep(limit: 512),
      .expectedKey, .expectedColon, .expectedLiteral("true"), .numberDigit, .fractionDigit,
      .exponentDigit, .unescapedControl, .loneSurrogate, .notAScalar, .unknownEscape,
      .unterminatedString, .hexDigits, .invalidUTF8, .trailingText,
    ]

    /// The English message.
    var english: String {
      switch self {
      case .unexpectedEnd: "Unexpected end of the JSON text; expected a value."
      case .expectedValue: "Expected a JSON value."
      case .arraySeparator: "Expected ',' or ']' in an array."
      case .objectSeparator: "Expected ',' or '}' in an object."
      case .tooDeep(let limit): "The JSON text nests deeper than \(limit) levels."
      case .expectedKey: "Expected a string key in an object."
      case .expectedColon: "Expected ':' after an object key."
      case .expectedLiteral(let literal): "Expected '\(literal)'."
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

    /// The German message.
    var german: String {
      switch self {
      case .unexpectedEnd: "Der JSON-Text endet unerwartet; erwartet wurde ein Wert."
      case .expectedValue: "Erwartet wurde ein JSON-Wert."
      case .arraySeparator: "In einem Array wurde „,“ oder „]“ erwartet."
      case .objectSeparator: "In einem Objekt wurde „,“ oder „}“ erwartet."
      case .tooDeep(let limit): "Der JSON-Text ist tiefer als \(limit) Ebenen verschachtelt."
      case .expectedKey: "In einem Objekt wurde ein Schlüssel als Zeichenkette erwartet."
      case .expectedColon: "Nach einem Objektschlüssel wurde „:“ erwartet."
      case .expectedLiteral(let literal): "Erwartet wurde „\(literal)“."
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
  ///   - byteOffset: Where in the input the problem was found.
  init(_ reason: Reason, at byteOffset: Int) {
    self.init(reason.english, at: byteOffset)
    self.reason = reason
  }
}

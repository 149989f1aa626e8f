extension URLValidationErrorKind {
  /// Whether the error always ends parsing (the URL is a failure); the
  /// others are reported and parsing goes on.
  var alwaysEndsParsing: Bool {
    switch self {
    case .domainToASCII, .domainInvalidCodePoint, .hostInvalidCodePoint, .ipv4TooManyParts,
      .ipv4NonNumericPart, .ipv6Unclosed, .ipv6InvalidCompression, .ipv6TooManyPieces,
      .ipv6MultipleCompression, .ipv6InvalidCodePoint, .ipv6TooFewPieces, .ipv4InIPv6TooManyPieces,
      .ipv4InIPv6InvalidCodePoint, .ipv4InIPv6OutOfRangePart, .ipv4InIPv6TooFewParts,
      .missingSchemeNonRelativeURL, .hostMissing, .portOutOfRange, .portInvalid:
      true
    case .ipv4EmptyPart, .ipv4NonDecimalPart, .ipv4OutOfRangePart, .invalidURLUnit,
      .specialSchemeMissingFollowingSolidus, .invalidReverseSolidus, .invalidCredentials,
      .fileInvalidWindowsDriveLetter, .fileInvalidWindowsDriveLetterHost:
      false
    }
  }

  /// What the error means, as the URL Standard defines it.
  var meaning: String {
    switch self {
    case .domainToASCII: "UTS #46 ToASCII failed or returned the empty string."
    case .domainInvalidCodePoint: "The domain contains a forbidden domain code point."
    case .hostInvalidCodePoint: "An opaque host contains a forbidden host code point."
    case .ipv4EmptyPart: "An IPv4 address ends with a dot."
    case .ipv4TooManyParts: "An IPv4 address has more than four parts."
    case .ipv4NonNumericPart: "An IPv4 part is not a number."
    case .ipv4NonDecimalPart: "An IPv4 part is written in hex or octal."
    case .ipv4OutOfRangePart:
      "An IPv4 part is out of range (a failure when it is not the last part that may be)."
    case .ipv6Unclosed: "An IPv6 address has no closing ]."
    case .ipv6InvalidCompression: "An IPv6 address starts with a single colon."
    case .ipv6TooManyPieces: "An IPv6 address has more than eight pieces."
    case .ipv6MultipleCompression: "An IPv6 address has :: twice."
    case .ipv6InvalidCodePoint:
      "An IPv6 address contains a character that is not a hex digit or a colon."
    case .ipv6TooFewPieces: "An IPv6 address without :: has fewer than eight pieces."
    case .ipv4InIPv6TooManyPieces:
      "An IPv6 address with an embedded IPv4 address has too many pieces."
    case .ipv4InIPv6InvalidCodePoint: "An embedded IPv4 address is malformed."
    case .ipv4InIPv6OutOfRangePart: "An embedded IPv4 part is above 255."
    case .ipv4InIPv6TooFewParts: "An embedded IPv4 address has fewer than four parts."
    case .invalidURLUnit:
      "A code point that is not a URL code point, a % not followed by two hex digits, or leading, trailing or inner blanks that are removed."
    case .specialSchemeMissingFollowingSolidus: "A special URL's scheme is not followed by //."
    case .missingSchemeNonRelativeURL: "No scheme and no usable base URL."
    case .invalidReverseSolidus: "A backslash used as a path separator in a special URL."
    case .invalidCredentials: "The URL has credentials (user:pass@)."
    case .hostMissing: "A host is required but missing."
    case .portOutOfRange: "The port is above 65535."
    case .portInvalid: "The port contains a non-digit."
    case .fileInvalidWindowsDriveLetter: "A relative file URL starts with a Windows drive letter."
    case .fileInvalidWindowsDriveLetterHost: "A file URL's host is a Windows drive letter."
    }
  }

  /// What the error means, as the URL Standard defines it, in German.
  var germanMeaning: String {
    switch self {
    case .domainToASCII:
      "UTS #46 ToASCII ist fehlgeschlagen oder hat die leere Zeichenkette geliefert."
    case .domainInvalidCodePoint: "Die Domain enthält einen verbotenen Domain-Codepunkt."
    case .hostInvalidCodePoint: "Ein opaker Host enthält einen verbotenen Host-Codepunkt."
    case .ipv4EmptyPart: "Eine IPv4-Adresse endet mit einem Punkt."
    case .ipv4TooManyParts: "Eine IPv4-Adresse hat mehr als vier Teile."
    case .ipv4NonNumericPart: "Ein IPv4-Teil ist keine Zahl."
    case .ipv4NonDecimalPart: "Ein IPv4-Teil ist hexadezimal oder oktal geschrieben."
    case .ipv4OutOfRangePart:
      "Ein IPv4-Teil liegt außerhalb des Wertebereichs (ein Fehlschlag, wenn es nicht der letzte Teil ist, der es darf)."
    case .ipv6Unclosed: "Einer IPv6-Adresse fehlt die schließende ]."
    case .ipv6InvalidCompression: "Eine IPv6-Adresse beginnt mit einem einzelnen Doppelpunkt."
    case .ipv6TooManyPieces: "Eine IPv6-Adresse hat mehr als acht Gruppen."
    case .ipv6MultipleCompression: "Eine IPv6-Adresse enthält :: zweimal."
    case .ipv6InvalidCodePoint:
      "Eine IPv6-Adresse enthält ein Zeichen, das weder Hexadezimalziffer noch Doppelpunkt ist."
    case .ipv6TooFewPieces: "Eine IPv6-Adresse ohne :: hat weniger als acht Gruppen."
    case .ipv4InIPv6TooManyPieces:
      "Eine IPv6-Adresse mit eingebetteter IPv4-Adresse hat zu viele Gruppen."
    case .ipv4InIPv6InvalidCodePoint: "Eine eingebettete IPv4-Adresse ist fehlerhaft."
    case .ipv4InIPv6OutOfRangePart: "Ein eingebetteter IPv4-Teil ist größer als 255."
    case .ipv4InIPv6TooFewParts: "Eine eingebettete IPv4-Adresse hat weniger als vier Teile."
    case .invalidURLUnit:
      "Ein Codepunkt, der kein URL-Codepunkt ist, ein %, auf das keine zwei Hexadezimalziffern folgen, oder Leerraum am Anfang, am Ende oder im Inneren, der entfernt wird."
    case .specialSchemeMissingFollowingSolidus: "Auf das Schema einer speziellen URL folgt kein //."
    case .missingSchemeNonRelativeURL: "Kein Schema und keine verwendbare Basis-URL."
    case .invalidReverseSolidus: "Ein Backslash als Pfadtrennzeichen in einer speziellen URL."
    case .invalidCredentials: "Die URL enthält Zugangsdaten (user:pass@)."
    case .hostMissing: "Ein Host ist verlangt, fehlt aber."
    case .portOutOfRange: "Der Port ist größer als 65535."
    case .portInvalid: "Der Port enthält ein Zeichen, das keine Ziffer ist."
    case .fileInvalidWindowsDriveLetter:
      "Eine relative file-URL beginnt mit einem Windows-Laufwerksbuchstaben."
    case .fileInvalidWindowsDriveLetterHost:
      "Der Host einer file-URL ist ein Windows-Laufwerksbuchstabe."
    }
  }

  /// An English description a user can act on.
  var english: String {
    switch self {
    case .domainToASCII: "The domain name is not a valid internationalized domain name."
    case .domainInvalidCodePoint: "The domain contains a character that is not allowed in a host."
    case .hostInvalidCodePoint: "The host contains a character that is not allowed in a host."
    case .ipv4EmptyPart: "The IPv4 address ends with a dot."
    case .ipv4TooManyParts: "The IPv4 address has more than four parts."
    case .ipv4NonNumericPart: "A part of the IPv4 address is not a number."
    case .ipv4NonDecimalPart: "A part of the IPv4 address is written in hex or octal."
    case .ipv4OutOfRangePart: "A part of the IPv4 address is too large."
    case .ipv6Unclosed: "The IPv6 address has no closing ']'."
    case .ipv6InvalidCompression: "The IPv6 address starts with a single ':'."
    case .ipv6TooManyPieces: "The IPv6 address has more than eight pieces."
    case .ipv6MultipleCompression: "The IPv6 address uses '::' more than once."
    case .ipv6InvalidCodePoint: "The IPv6 address contains an unexpected character."
    case .ipv6TooFewPieces: "The IPv6 address has fewer than eight pieces and no '::'."
    case .ipv4InIPv6TooManyPieces: "The IPv6 address has too many pieces before its IPv4 part."
    case .ipv4InIPv6InvalidCodePoint: "The IPv4 part of the IPv6 address is malformed."
    case .ipv4InIPv6OutOfRangePart: "A part of the IPv4 part of the IPv6 address is above 255."
    case .ipv4InIPv6TooFewParts: "The IPv4 part of the IPv6 address has fewer than four parts."
    case .invalidURLUnit:
      "This character is not a URL code point; it was percent-encoded or removed."
    case .specialSchemeMissingFollowingSolidus: "The scheme should be followed by '//'."
    case .missingSchemeNonRelativeURL: "The URL has no scheme (such as https:)."
    case .invalidReverseSolidus: "A backslash is used where a slash is expected."
    case .invalidCredentials: "The URL contains a user name or password."
    case .hostMissing: "The URL has no host."
    case .portOutOfRange: "The port is above 65535."
    case .portInvalid: "The port contains a character that is not a digit."
    case .fileInvalidWindowsDriveLetter: "A relative file URL starts with a Windows drive letter."
    case .fileInvalidWindowsDriveLetterHost: "A file URL's host is a Windows drive letter."
    }
  }

  /// A German description a user can act on.
  var german: String {
    switch self {
    case .domainToASCII: "Der Domainname ist kein gültiger internationalisierter Domainname."
    case .domainInvalidCodePoint:
      "Die Domain enthält ein Zeichen, das in einem Host nicht zulässig ist."
    case .hostInvalidCodePoint:
      "Der Host enthält ein Zeichen, das in einem Host nicht zulässig ist."
    case .ipv4EmptyPart: "Die IPv4-Adresse endet mit einem Punkt."
    case .ipv4TooManyParts: "Die IPv4-Adresse hat mehr als vier Teile."
    case .ipv4NonNumericPart: "Ein Teil der IPv4-Adresse ist keine Zahl."
    case .ipv4NonDecimalPart: "Ein Teil der IPv4-Adresse ist hexadezimal oder oktal geschrieben."
    case .ipv4OutOfRangePart: "Ein Teil der IPv4-Adresse ist zu groß."
    case .ipv6Unclosed: "Der IPv6-Adresse fehlt die schließende „]“."
    case .ipv6InvalidCompression: "Die IPv6-Adresse beginnt mit einem einzelnen „:“."
    case .ipv6TooManyPieces: "Die IPv6-Adresse hat mehr als acht Gruppen."
    case .ipv6MultipleCompression: "Die IPv6-Adresse verwendet „::“ mehr als einmal."
    case .ipv6InvalidCodePoint: "Die IPv6-Adresse enthält ein unerwartetes Zeichen."
    case .ipv6TooFewPieces: "Die IPv6-Adresse hat weniger als acht Gruppen und kein „::“."
    case .ipv4InIPv6TooManyPieces: "Die IPv6-Adresse hat zu viele Gruppen vor ihrem IPv4-Teil."
    case .ipv4InIPv6InvalidCodePoint: "Der IPv4-Teil der IPv6-Adresse ist fehlerhaft."
    case .ipv4InIPv6OutOfRangePart: "Ein Teil des IPv4-Teils der IPv6-Adresse ist größer als 255."
    case .ipv4InIPv6TooFewParts: "Der IPv4-Teil der IPv6-Adresse hat weniger als vier Teile."
    case .invalidURLUnit:
      "Dieses Zeichen ist kein URL-Codepunkt; es wurde prozentcodiert oder entfernt."
    case .specialSchemeMissingFollowingSolidus: "Auf das Schema sollte „//“ folgen."
    case .missingSchemeNonRelativeURL: "Die URL hat kein Schema (wie https:)."
    case .invalidReverseSolidus: "Ein Backslash steht dort, wo ein Schrägstrich erwartet wird."
    case .invalidCredentials: "Die URL enthält einen Benutzernamen oder ein Passwort."
    case .hostMissing: "Die URL hat keinen Host."
    case .portOutOfRange: "Der Port ist größer als 65535."
    case .portInvalid: "Der Port enthält ein Zeichen, das keine Ziffer ist."
    case .fileInvalidWindowsDriveLetter:
      "Eine relative file-URL beginnt mit einem Windows-Laufwerksbuchstaben."
    case .fileInvalidWindowsDriveLetterHost:
      "Der Host einer file-URL ist ein Windows-Laufwerksbuchstabe."
    }
  }
}

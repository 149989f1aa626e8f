/// Named ASCII characters as bytes, for the scanners that compare UTF-8
/// input byte by byte (URL, email, phone, payment cards and IBANs): `b ==
/// ASCII.dot` rather than `b == 0x2E`. Letters that spell a word (a scheme,
/// `xn--`) are written `UInt8(ascii: "h")`; a bit mask stays a number
/// (`b | 0x20` is the ASCII case bit, not a space).
///
/// Constants with a literal value: the compiler folds them, in debug builds
/// too, so a comparison costs what it did with the number.
enum ASCII {
  /// Whether a byte is `A`–`Z` or `a`–`z`.
  @inline(__always) static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- lowerA < 26 }

  /// Whether a byte is `0`–`9`.
  @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- zero < 10 }

  /// A byte with `A`–`Z` lowered, any other byte as it is.
  @inline(__always) static func lowered(_ b: UInt8) -> UInt8 { b &- upperA < 26 ? b | 0x20 : b }

  /// The upper-case hex digit for a nibble (percent-encoding, `U+` numbers).
  /// - Parameter nibble: 0…15.
  /// - Returns: `0`–`9` or `A`–`F`.
  @inline(__always) static func upperHexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? nibble &+ zero : nibble &+ (upperA &- 10)
  }

  /// U+0009 horizontal tab (`\t`).
  static let tab: UInt8 = 0x09
  /// U+000A line feed (`\n`).
  static let lineFeed: UInt8 = 0x0A
  /// U+000D carriage return (`\r`).
  static let carriageReturn: UInt8 = 0x0D
  /// U+0020 space.
  static let space: UInt8 = 0x20
  /// U+0021 exclamation mark `!`.
  static let exclamation: UInt8 = 0x21
  /// U+0022 quotation mark `"`.
  static let quote: UInt8 = 0x22
  /// U+0023 number sign `#`.
  static let hash: UInt8 = 0x23
  /// U+0024 dollar sign `$`.
  static let dollar: UInt8 = 0x24
  /// U+0025 percent sign `%`.
  static let percent: UInt8 = 0x25
  /// U+0028 left parenthesis `(`.
  static let leftParen: UInt8 = 0x28
  /// U+0029 right parenthesis `)`.
  static let rightParen: UInt8 = 0x29
  /// U+002A asterisk `*`.
  static let asterisk: UInt8 = 0x2A
  /// U+002B plus sign `+`.
  static let plus: UInt8 = 0x2B
  /// U+002C comma `,`.
  static let comma: UInt8 = 0x2C
  /// U+002D hyphen-minus `-`.
  static let hyphen: UInt8 = 0x2D
  /// U+002E full stop `.`.
  static let dot: UInt8 = 0x2E
  /// U+002F solidus `/`.
  static let slash: UInt8 = 0x2F
  /// U+0030 digit zero `0`.
  static let zero: UInt8 = 0x30
  /// U+0039 digit nine `9`.
  static let nine: UInt8 = 0x39
  /// U+003A colon `:`.
  static let colon: UInt8 = 0x3A
  /// U+003B semicolon `;`.
  static let semicolon: UInt8 = 0x3B
  /// U+003C less-than sign `<`.
  static let lessThan: UInt8 = 0x3C
  /// U+003E greater-than sign `>`.
  static let greaterThan: UInt8 = 0x3E
  /// U+003F question mark `?`.
  static let question: UInt8 = 0x3F
  /// U+0040 commercial at `@`.
  static let at: UInt8 = 0x40
  /// U+0041 capital A `A`.
  static let upperA: UInt8 = 0x41
  /// U+005A capital Z `Z`.
  static let upperZ: UInt8 = 0x5A
  /// U+005B left square bracket `[`.
  static let leftBracket: UInt8 = 0x5B
  /// U+005C reverse solidus `\`.
  static let backslash: UInt8 = 0x5C
  /// U+005D right square bracket `]`.
  static let rightBracket: UInt8 = 0x5D
  /// U+005E circumflex accent `^`.
  static let caret: UInt8 = 0x5E
  /// U+005F low line `_`.
  static let underscore: UInt8 = 0x5F
  /// U+0061 small a `a`.
  static let lowerA: UInt8 = 0x61
  /// U+007A small z `z`.
  static let lowerZ: UInt8 = 0x7A
  /// U+007C vertical line `|`.
  static let pipe: UInt8 = 0x7C
  /// U+007E tilde `~`.
  static let tilde: UInt8 = 0x7E
  /// U+007F delete (the last ASCII control).
  static let delete: UInt8 = 0x7F

  /// The same characters as code points, for the scanners that compare
  /// decoded scalars (`UInt32`): the email grammar, the phone pad's
  /// characters.
  enum CodePoint {
    /// U+0009 horizontal tab (`\t`).
    static let tab: UInt32 = 0x09
    /// U+000A line feed (`\n`).
    static let lineFeed: UInt32 = 0x0A
    /// U+000D carriage return (`\r`).
    static let carriageReturn: UInt32 = 0x0D
    /// U+0020 space.
    static let space: UInt32 = 0x20
    /// U+0021 exclamation mark `!`.
    static let exclamation: UInt32 = 0x21
    /// U+0022 quotation mark `"`.
    static let quote: UInt32 = 0x22
    /// U+0023 number sign `#`.
    static let hash: UInt32 = 0x23
    /// U+0028 left parenthesis `(`.
    static let leftParen: UInt32 = 0x28
    /// U+0029 right parenthesis `)`.
    static let rightParen: UInt32 = 0x29
    /// U+002A asterisk `*`.
    static let asterisk: UInt32 = 0x2A
    /// U+002B plus sign `+`.
    static let plus: UInt32 = 0x2B
    /// U+002C comma `,`.
    static let comma: UInt32 = 0x2C
    /// U+002D hyphen-minus `-`.
    static let hyphen: UInt32 = 0x2D
    /// U+002E full stop `.`.
    static let dot: UInt32 = 0x2E
    /// U+0030 digit zero `0`.
    static let zero: UInt32 = 0x30
    /// U+0039 digit nine `9`.
    static let nine: UInt32 = 0x39
    /// U+003B semicolon `;`.
    static let semicolon: UInt32 = 0x3B
    /// U+0040 commercial at `@`.
    static let at: UInt32 = 0x40
    /// U+0041 capital A `A`.
    static let upperA: UInt32 = 0x41
    /// U+005A capital Z `Z`.
    static let upperZ: UInt32 = 0x5A
    /// U+005B left square bracket `[`.
    static let leftBracket: UInt32 = 0x5B
    /// U+005C reverse solidus `\`.
    static let backslash: UInt32 = 0x5C
    /// U+005D right square bracket `]`.
    static let rightBracket: UInt32 = 0x5D
    /// U+0061 small a `a`.
    static let lowerA: UInt32 = 0x61
    /// U+007A small z `z`.
    static let lowerZ: UInt32 = 0x7A
    /// U+007F delete (the last ASCII control).
    static let delete: UInt32 = 0x7F
  }
}

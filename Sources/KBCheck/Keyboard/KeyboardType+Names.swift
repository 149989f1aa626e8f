extension KeyboardType {
  /// Parses a keyboard type from its UIKit spelling or an alias,
  /// case-insensitively: `emailAddress`, `email`, `URL`, `url`, `number`,
  /// `decimal`, `phone`, `ascii`, `search`, `text`, …
  /// `nil` when the name is not known.
  /// - Parameter name: The spelling to parse.
  public init?(name: String) {
    let key = KeyboardType.normalizedName(name)
    guard let type = KeyboardType.namesByKey[key] else { return nil }
    self = type
  }

  /// The short aliases that name this type, besides its UIKit spelling.
  public var aliases: [String] {
    KeyboardType.aliasTable.filter { $0.1 == self }.map(\.0)
  }

  /// Every accepted name, UIKit spelling first, for help texts.
  public static var allNames: [String] {
    allCases.map(\.rawValue) + aliasTable.map(\.0)
  }

  private static let aliasTable: [(String, KeyboardType)] = [
    ("text", .default), ("free", .default),
    ("ascii", .asciiCapable),
    ("numbers", .numbersAndPunctuation), ("punctuation", .numbersAndPunctuation),
    ("signed", .numbersAndPunctuation),
    ("url", .URL), ("uri", .URL), ("link", .URL),
    ("number", .numberPad), ("numeric", .numberPad), ("digits", .numberPad),
    ("pin", .numberPad),
    ("phone", .phonePad), ("tel", .phonePad), ("telephone", .phonePad),
    ("name", .namePhonePad), ("namephone", .namePhonePad),
    ("email", .emailAddress), ("e-mail", .emailAddress), ("mail", .emailAddress),
    ("decimal", .decimalPad),
    ("social", .twitter), ("mention", .twitter), ("hashtag", .twitter),
    ("search", .webSearch), ("websearch", .webSearch),
    ("asciinumber", .asciiCapableNumberPad), ("asciidigits", .asciiCapableNumberPad),
    ("asciinumberpad", .asciiCapableNumberPad),
  ]

  private static let namesByKey: [String: KeyboardType] = {
    var table: [String: KeyboardType] = [:]
    for type in allCases { table[normalizedName(type.rawValue)] = type }
    for (alias, type) in aliasTable { table[normalizedName(alias)] = type }
    return table
  }()

  private static func normalizedName(_ name: String) -> String {
    String(
      name.unicodeScalars.filter { $0 != "_" && $0 != " " }.map {
        Character($0)
      }
    ).lowercased()
  }
}

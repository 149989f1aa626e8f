/// What the text validators report: characters that are dangerous or
/// invisible anywhere (every validator checks for them), mixed scripts,
/// normalization, ASCII fields, names, twitter mentions and hashtags,
/// namePhonePad.
public enum TextIssue: FamilyIssue {
  /// A class of characters that are dangerous or invisible wherever they
  /// appear, which every validator reports.
  public enum CharacterClass: Sendable, Hashable {
    /// CR, LF, NEL, U+2028, U+2029 (`text.line-break`).
    case lineBreak
    /// A C0 or C1 control other than a line break or tab (`text.control`).
    case control
    /// A tab (`text.control`).
    case tab
    /// A bidirectional control (`text.bidi-control`).
    case bidiControl
    /// A zero-width or other default-ignorable character (`text.invisible`).
    case invisible
    /// A noncharacter (`text.noncharacter`).
    case noncharacter
    /// A code point not assigned in ICU's Unicode (`text.unassigned`).
    case unassigned
    /// A private-use code point (`text.private-use`).
    case privateUse
  }

  /// How a character message is worded, which follows its severity.
  public enum Wording: Sendable, Hashable {
    /// An error: the character is not allowed.
    case notAllowed
    /// A warning: the character deserves a look.
    case warning
    /// A warning of the URL validator, which adds how the URL Standard
    /// treats the character.
    case urlWarning
  }

  /// A character of a dangerous or invisible class (``CharacterClass``).
  case character(CharacterClass, Unicode.Scalar, Wording)
  /// A line break read as a space (`text.line-break`, a warning).
  case lineBreakReadAsSpace(Unicode.Scalar)
  /// An invisible bidi control read as a phone number separator
  /// (`text.bidi-control`, a warning).
  case bidiControlAsPhoneSeparator(Unicode.Scalar)
  /// More characters of the kinds reported than are listed (`text.more-issues`).
  case moreCharacters(count: Int, severity: ValidationIssue.Severity)
  /// More characters not allowed in a mention or hashtag than are listed
  /// (`text.more-issues`, an error).
  case moreDisallowedCharacters(count: Int)
  /// A non-ASCII character in an ASCII field (`text.not-ascii`).
  case notASCII(Unicode.Scalar)
  /// A word that mixes scripts, and what it looks like (`text.mixed-script`, a warning).
  case mixedScriptWord(String, skeleton: String)
  /// A hashtag that mixes scripts, and what it looks like (`text.mixed-script`, a warning).
  case mixedScriptHashtag(skeleton: String)
  /// The text was normalized to NFC (`text.normalized`, a warning).
  case normalized
  /// A mention that is only @ (`twitter.mention.empty`).
  case mentionEmpty
  /// A mention longer than 15 characters (`twitter.mention.too-long`).
  case mentionTooLong(count: Int)
  /// A character a mention cannot have (`twitter.mention.invalid-character`).
  case mentionInvalidCharacter(Unicode.Scalar)
  /// A hashtag that is only # (`twitter.hashtag.empty`).
  case hashtagEmpty
  /// A character a hashtag cannot have (`twitter.hashtag.invalid-character`).
  case hashtagInvalidCharacter(Unicode.Scalar)
  /// A hashtag of digits only (`twitter.hashtag.all-digits`).
  case hashtagAllDigits
  /// A mention without its @ (`twitter.missing-prefix`).
  case mentionWithoutAt
  /// A hashtag without its # (`twitter.missing-prefix`).
  case hashtagWithoutHash
  /// A digit in a name (`name.contains-digits`, a warning).
  case nameContainsDigit(Unicode.Scalar)
  /// A character a phone number cannot have, on namePhonePad
  /// (`name-phone.not-a-phone-number`).
  case notAPhoneNumber(Unicode.Scalar)
  /// A phone number without digits, on namePhonePad (`name-phone.no-digits`).
  case phoneNumberWithoutDigits

  /// The text family.
  public static let family = IssueFamily.text

  private static func characters(_ kind: CharacterClass, _ scalar: Unicode.Scalar) -> [TextIssue] {
    [
      .character(kind, scalar, .notAllowed), .character(kind, scalar, .warning),
      .character(kind, scalar, .urlWarning),
    ]
  }

  /// One of each case.
  public static let samples: [TextIssue] =
    characters(.lineBreak, "\n") + [.lineBreakReadAsSpace("\u{2028}")]
    + characters(.control, "\u{7}") + characters(.tab, "\t")
    + characters(.bidiControl, "\u{202E}") + [.bidiControlAsPhoneSeparator("\u{200E}")]
    + characters(.invisible, "\u{200B}")
    + characters(.noncharacter, Unicode.Scalar(0xFDD0 as UInt32) ?? "\u{FFFD}")
    + characters(.unassigned, "\u{378}") + characters(.privateUse, "\u{E000}")
    + [
      .moreCharacters(count: 7, severity: .error), .moreCharacters(count: 7, severity: .warning),
      .moreDisallowedCharacters(count: 7),
      .notASCII("é"), .mixedScriptWord("pаypal", skeleton: "paypal"),
      .mixedScriptHashtag(skeleton: "paypal"), .normalized,
      .mentionEmpty, .mentionTooLong(count: 16), .mentionInvalidCharacter("-"),
      .hashtagEmpty, .hashtagInvalidCharacter("-"), .hashtagAllDigits,
      .mentionWithoutAt, .hashtagWithoutHash,
      .nameContainsDigit("0"), .notAPhoneNumber("x"), .phoneNumberWithoutDigits,
    ]

  /// The code.
  public var code: ValidationIssue.Code {
    switch self {
    case .character(let kind, _, _):
      switch kind {
      case .lineBreak: .textLineBreak
      case .control, .tab: .textControl
      case .bidiControl: .textBidiControl
      case .invisible: .textInvisible
      case .noncharacter: .textNoncharacter
      case .unassigned: .textUnassigned
      case .privateUse: .textPrivateUse
      }
    case .lineBreakReadAsSpace: .textLineBreak
    case .bidiControlAsPhoneSeparator: .textBidiControl
    case .moreCharacters, .moreDisallowedCharacters: .textMoreIssues
    case .notASCII: .textNotASCII
    case .mixedScriptWord, .mixedScriptHashtag: .textMixedScript
    case .normalized: .textNormalized
    case .mentionEmpty: .twitterMentionEmpty
    case .mentionTooLong: .twitterMentionTooLong
    case .mentionInvalidCharacter: .twitterMentionInvalidCharacter
    case .hashtagEmpty: .twitterHashtagEmpty
    case .hashtagInvalidCharacter: .twitterHashtagInvalidCharacter
    case .hashtagAllDigits: .twitterHashtagAllDigits
    case .mentionWithoutAt, .hashtagWithoutHash: .twitterMissingPrefix
    case .nameContainsDigit: .nameContainsDigits
    case .notAPhoneNumber: .namePhoneNotAPhoneNumber
    case .phoneNumberWithoutDigits: .namePhoneNoDigits
    }
  }

  /// The severity.
  public var severity: ValidationIssue.Severity {
    switch self {
    case .character(_, _, let wording): wording == .notAllowed ? .error : .warning
    case .moreCharacters(_, let severity): severity
    case .lineBreakReadAsSpace, .bidiControlAsPhoneSeparator, .mixedScriptWord,
      .mixedScriptHashtag, .normalized, .nameContainsDigit:
      .warning
    default: .error
    }
  }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .character(let kind, _, _):
      switch kind {
      case .lineBreak: "A line break (CR, LF, NEL, U+2028, U+2029) in a single-line field."
      case .control, .tab: "A control character (C0 or C1), or a tab."
      case .bidiControl: "A bidirectional control character (Trojan Source)."
      case .invisible: "A zero-width or other default-ignorable character."
      case .noncharacter: "A noncharacter code point (U+FDD0…, U+xFFFE/F)."
      case .unassigned: "A code point not assigned in the Unicode version of ICU's data."
      case .privateUse: "A private-use code point."
      }
    case .lineBreakReadAsSpace:
      TextIssue.character(.lineBreak, "\n", .notAllowed).meaning
    case .bidiControlAsPhoneSeparator:
      TextIssue.character(.bidiControl, "\u{202E}", .notAllowed).meaning
    case .moreCharacters, .moreDisallowedCharacters:
      "More characters of the kinds reported than are reported one by one; an error when any dropped one is."
    case .notASCII: "A non-ASCII character in an ASCII field (asciiCapable)."
    case .mixedScriptWord, .mixedScriptHashtag:
      "A word mixes scripts beyond UTS #39's moderately restrictive level."
    case .normalized: "The text was normalized to NFC."
    case .mentionEmpty: "A mention is only @."
    case .mentionTooLong: "A mention is longer than 15 characters after the @."
    case .mentionInvalidCharacter: "A mention has a character other than A-Z a-z 0-9 _."
    case .hashtagEmpty: "A hashtag is only #."
    case .hashtagInvalidCharacter:
      "A hashtag has a character other than a letter, mark, digit or _."
    case .hashtagAllDigits: "A hashtag is made only of digits."
    case .mentionWithoutAt, .hashtagWithoutHash:
      "A mention or hashtag does not start with its @ or #."
    case .nameContainsDigit: "A name contains digits."
    case .notAPhoneNumber:
      "A phone number (namePhonePad) has a character a phone number cannot have."
    case .phoneNumberWithoutDigits: "A phone number (namePhonePad) has no digit."
    }
  }

  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .character(let kind, _, _):
      switch kind {
      case .lineBreak: "Ein Zeilenumbruch (CR, LF, NEL, U+2028, U+2029) in einem einzeiligen Feld."
      case .control, .tab: "Ein Steuerzeichen (C0 oder C1) oder ein Tabulator."
      case .bidiControl: "Ein bidirektionales Steuerzeichen (Trojan Source)."
      case .invisible: "Ein breitenloses oder anderes standardmäßig ignorierbares Zeichen."
      case .noncharacter: "Ein Nichtzeichen-Codepunkt (U+FDD0…, U+xFFFE/F)."
      case .unassigned:
        "Ein Codepunkt, der in der Unicode-Version der ICU-Daten nicht vergeben ist."
      case .privateUse: "Ein Codepunkt für private Nutzung."
      }
    case .lineBreakReadAsSpace:
      TextIssue.character(.lineBreak, "\n", .notAllowed).germanMeaning
    case .bidiControlAsPhoneSeparator:
      TextIssue.character(.bidiControl, "\u{202E}", .notAllowed).germanMeaning
    case .moreCharacters, .moreDisallowedCharacters:
      "Mehr Zeichen der gemeldeten Arten, als einzeln gemeldet werden; ein Fehler, wenn eines der weggelassenen einer ist."
    case .notASCII: "Ein Nicht-ASCII-Zeichen in einem ASCII-Feld (asciiCapable)."
    case .mixedScriptWord, .mixedScriptHashtag:
      "Ein Wort mischt Schriftsysteme über die Stufe „moderately restrictive“ von UTS #39 hinaus."
    case .normalized: "Der Text wurde nach NFC normalisiert."
    case .mentionEmpty: "Eine Erwähnung besteht nur aus @."
    case .mentionTooLong: "Eine Erwähnung ist nach dem @ länger als 15 Zeichen."
    case .mentionInvalidCharacter: "Eine Erwähnung enthält ein anderes Zeichen als A-Z a-z 0-9 _."
    case .hashtagEmpty: "Ein Hashtag besteht nur aus #."
    case .hashtagInvalidCharacter:
      "Ein Hashtag enthält ein Zeichen, das weder Buchstabe, kombinierendes Zeichen, Ziffer noch _ ist."
    case .hashtagAllDigits: "Ein Hashtag besteht nur aus Ziffern."
    case .mentionWithoutAt, .hashtagWithoutHash:
      "Eine Erwähnung oder ein Hashtag beginnt nicht mit seinem @ oder #."
    case .nameContainsDigit: "Ein Name enthält Ziffern."
    case .notAPhoneNumber:
      "Eine Telefonnummer (namePhonePad) enthält ein Zeichen, das eine Telefonnummer nicht haben kann."
    case .phoneNumberWithoutDigits: "Eine Telefonnummer (namePhonePad) hat keine Ziffer."
    }
  }

  /// The class of characters, plural, as a character message names it.
  private static func englishClass(_ kind: CharacterClass) -> String {
    switch kind {
    case .lineBreak: "Line breaks"
    case .control: "Control characters"
    case .tab: "Tabs"
    case .bidiControl:
      "Bidirectional control characters (they can make text display in a different order than it is stored)"
    case .invisible: "Invisible characters"
    case .noncharacter: "Noncharacters"
    case .unassigned: "Code points not assigned in Unicode \(ICUVersion.unicode)"
    case .privateUse: "Private-use characters (they have no agreed meaning)"
    }
  }

  private static func germanClass(_ kind: CharacterClass) -> String {
    switch kind {
    case .lineBreak: "Zeilenumbrüche"
    case .control: "Steuerzeichen"
    case .tab: "Tabulatoren"
    case .bidiControl:
      "Bidirektionale Steuerzeichen (sie können Text in einer anderen Reihenfolge anzeigen, als er gespeichert ist)"
    case .invisible: "Unsichtbare Zeichen"
    case .noncharacter: "Nichtzeichen"
    case .unassigned: "In Unicode \(ICUVersion.unicode) nicht zugewiesene Codepunkte"
    case .privateUse: "Zeichen für den privaten Gebrauch (sie haben keine vereinbarte Bedeutung)"
    }
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .character(let kind, let scalar, let wording):
      let kind = TextIssue.englishClass(kind)
      let character = scalar.codePointDescription
      return switch wording {
      case .notAllowed: "\(kind) are not allowed here: \(character)."
      case .warning: "\(kind) are accepted here but easy to miss; check this one: \(character)."
      case .urlWarning:
        "\(kind) are accepted here but easy to miss; check this one: \(character). The URL Standard percent-encodes it in a path, query or fragment and drops or refuses it in a host."
      }
    case .lineBreakReadAsSpace(let scalar):
      return "\(scalar.codePointDescription) was read as a space."
    case .bidiControlAsPhoneSeparator(let scalar):
      return "\(scalar.codePointDescription) is invisible; it was read as a separator and dropped."
    case .moreCharacters(let count, _):
      return "\(count) more characters of the kinds above were found."
    case .moreDisallowedCharacters(let count):
      return "\(count) more characters that are not allowed here were found."
    case .notASCII(let scalar):
      return "Only ASCII characters are allowed: \(scalar.codePointDescription)."
    case .mixedScriptWord(let word, let skeleton):
      return
        "'\(word)' mixes scripts (looks like '\(skeleton)'); check that every letter is the one intended."
    case .mixedScriptHashtag(let skeleton):
      return
        "The hashtag mixes scripts (looks like '#\(skeleton)'); check that every letter is the one intended."
    case .normalized: return "The text contains decomposed characters; it was normalized to NFC."
    case .mentionEmpty: return "Add a username after '@'."
    case .mentionTooLong(let count):
      return "A username has at most 15 characters (this has \(count))."
    case .mentionInvalidCharacter(let scalar):
      return "A username has only letters A-Z, digits and '_': \(scalar.codePointDescription)."
    case .hashtagEmpty: return "Add a word after '#'."
    case .hashtagInvalidCharacter(let scalar):
      return "A hashtag has only letters, digits and '_': \(scalar.codePointDescription)."
    case .hashtagAllDigits: return "A hashtag needs at least one letter."
    case .mentionWithoutAt: return "A mention starts with '@'."
    case .hashtagWithoutHash: return "A hashtag starts with '#'."
    case .nameContainsDigit(let scalar):
      return "Names rarely contain digits: \(scalar.codePointDescription)."
    case .notAPhoneNumber(let scalar):
      return "A phone number has digits, spaces and + - ( ) only: \(scalar.codePointDescription)."
    case .phoneNumberWithoutDigits: return "A phone number needs digits."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .character(let kind, let scalar, let wording):
      let kind = TextIssue.germanClass(kind)
      let character = scalar.codePointDescription
      return switch wording {
      case .notAllowed: "\(kind) sind hier nicht erlaubt: \(character)."
      case .warning:
        "\(kind) sind hier zulässig, aber leicht zu übersehen; prüfen Sie diese Stelle: \(character)."
      case .urlWarning:
        "\(kind) sind hier zulässig, aber leicht zu übersehen; prüfen Sie diese Stelle: \(character). Der URL-Standard kodiert es in Pfad, Abfrage oder Fragment mit Prozentzeichen und entfernt oder verweigert es im Host."
      }
    case .lineBreakReadAsSpace(let scalar):
      return "\(scalar.codePointDescription) wurde als Leerzeichen gelesen."
    case .bidiControlAsPhoneSeparator(let scalar):
      return
        "\(scalar.codePointDescription) ist unsichtbar; es wurde als Trennzeichen gelesen und entfernt."
    case .moreCharacters(let count, _):
      return "\(count) weitere Zeichen der oben genannten Arten wurden gefunden."
    case .moreDisallowedCharacters(let count):
      return "\(count) weitere Zeichen, die hier nicht erlaubt sind, wurden gefunden."
    case .notASCII(let scalar):
      return "Nur ASCII-Zeichen sind erlaubt: \(scalar.codePointDescription)."
    case .mixedScriptWord(let word, let skeleton):
      return
        "„\(word)“ mischt Schriften (sieht aus wie „\(skeleton)“); prüfen Sie, ob jeder Buchstabe der gemeinte ist."
    case .mixedScriptHashtag(let skeleton):
      return
        "Der Hashtag mischt Schriften (sieht aus wie „#\(skeleton)“); prüfen Sie, ob jeder Buchstabe der gemeinte ist."
    case .normalized: return "Der Text enthält zerlegte Zeichen; er wurde nach NFC normalisiert."
    case .mentionEmpty: return "Geben Sie nach „@“ einen Benutzernamen ein."
    case .mentionTooLong(let count):
      return "Ein Benutzername hat höchstens 15 Zeichen (dieser hat \(count))."
    case .mentionInvalidCharacter(let scalar):
      return
        "Ein Benutzername besteht nur aus den Buchstaben A-Z, Ziffern und „_“: \(scalar.codePointDescription)."
    case .hashtagEmpty: return "Geben Sie nach „#“ ein Wort ein."
    case .hashtagInvalidCharacter(let scalar):
      return
        "Ein Hashtag besteht nur aus Buchstaben, Ziffern und „_“: \(scalar.codePointDescription)."
    case .hashtagAllDigits: return "Ein Hashtag braucht mindestens einen Buchstaben."
    case .mentionWithoutAt: return "Eine Erwähnung beginnt mit „@“."
    case .hashtagWithoutHash: return "Ein Hashtag beginnt mit „#“."
    case .nameContainsDigit(let scalar):
      return "Namen enthalten selten Ziffern: \(scalar.codePointDescription)."
    case .notAPhoneNumber(let scalar):
      return
        "Eine Telefonnummer besteht nur aus Ziffern, Leerzeichen und + - ( ): \(scalar.codePointDescription)."
    case .phoneNumberWithoutDigits: return "Eine Telefonnummer braucht Ziffern."
    }
  }
}

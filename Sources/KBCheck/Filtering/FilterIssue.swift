/// What an input filter changed in an edit (``FilterChange``): a character
/// removed, folded or refused.
public enum FilterIssue: FamilyIssue, PasteRefusing {
  /// A C0 or C1 control removed (`filter.control`).
  case control
  /// A bidirectional control removed (`filter.bidi-control`).
  case bidiControl
  /// A zero-width or other default-ignorable character removed (`filter.invisible`).
  case invisible
  /// A noncharacter removed (`filter.noncharacter`).
  case noncharacter
  /// A line break removed, or turned into a space, in a single-line field
  /// (`filter.line-break`).
  case lineBreak(becameSpace: Bool)
  /// A tab removed, or turned into a space, in a single-line field (`filter.tab`).
  case tab(becameSpace: Bool)
  /// A space removed from a field that takes none (`filter.space`).
  case space
  /// White space around a pasted email address removed (`filter.space`).
  case surroundingSpace
  /// A paste refused whole because removing a space would join the
  /// characters around it (`filter.space`).
  case refusedPaste(RefusedPaste)
  /// A non-ASCII character removed from an ASCII field (`filter.not-ascii`).
  case notASCII
  /// A full-width form folded to ASCII (`filter.full-width`).
  case fullWidth
  /// An ideographic full stop folded to '.' (`filter.ideographic-full-stop`).
  case ideographicFullStop
  /// A character cut at the field's maximum length (`filter.too-long`).
  case tooLong(limit: Int)
  /// A combining mark or joined scalar removed with the character it
  /// belongs to (`filter.part-of-removed`).
  case partOfRemoved(Unicode.Scalar)

  /// The filter family.
  public static let family = IssueFamily.filter
  /// Reported as ``FilterChange``.
  public static let kind = IssueCodeInfo.Kind.filter
  /// One of each case.
  public static let samples: [FilterIssue] = [
    .control, .bidiControl, .invisible, .noncharacter,
    .lineBreak(becameSpace: false), .lineBreak(becameSpace: true),
    .tab(becameSpace: false), .tab(becameSpace: true),
    .space, .surroundingSpace,
    .refusedPaste(
      RefusedPaste(.joins, pasted: "a b", character: " ", offset: 1, inserted: "ab")),
    .notASCII, .fullWidth, .ideographicFullStop, .tooLong(limit: 10), .partOfRemoved("e"),
  ]

  /// The code.
  public var code: ValidationIssue.Code {
    switch self {
    case .control: .filterControl
    case .bidiControl: .filterBidiControl
    case .invisible: .filterInvisible
    case .noncharacter: .filterNoncharacter
    case .lineBreak: .filterLineBreak
    case .tab: .filterTab
    case .space, .surroundingSpace, .refusedPaste: .filterSpace
    case .notASCII: .filterNotASCII
    case .fullWidth: .filterFullWidth
    case .ideographicFullStop: .filterIdeographicStop
    case .tooLong: .filterTooLong
    case .partOfRemoved: .filterPartOfRemoved
    }
  }

  /// Not a finding about a value (a filter note).
  public var severity: ValidationIssue.Severity { .warning }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .control: "A C0 or C1 control character was removed (or a keystroke refused)."
    case .bidiControl: "A bidirectional control (Trojan Source) was removed."
    case .invisible: "A zero-width or other default-ignorable character was removed."
    case .noncharacter: "A noncharacter code point was removed."
    case .lineBreak:
      "A line break was removed, or turned into a space, in a single-line field."
    case .tab: "A tab was removed, or turned into a space, in a single-line field."
    case .space, .surroundingSpace, .refusedPaste:
      "A space was removed from a field that takes none (URL, email, twitter)."
    case .notASCII: "A non-ASCII character was removed from an ASCII field."
    case .fullWidth: "A full-width (or other compatibility-width) form was folded to ASCII."
    case .ideographicFullStop: "An ideographic full stop was folded to '.'."
    case .tooLong: "A character was cut because the field's maximum length was reached."
    case .partOfRemoved: "A combining mark or joined scalar went with the character it belongs to."
    }
  }

  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .control: "Ein C0- oder C1-Steuerzeichen wurde entfernt (oder ein Tastendruck abgelehnt)."
    case .bidiControl: "Ein bidirektionales Steuerzeichen (Trojan Source) wurde entfernt."
    case .invisible:
      "Ein breitenloses oder anderes standardmäßig ignorierbares Zeichen wurde entfernt."
    case .noncharacter: "Ein Nichtzeichen-Codepunkt wurde entfernt."
    case .lineBreak:
      "Ein Zeilenumbruch wurde in einem einzeiligen Feld entfernt oder zu einem Leerzeichen."
    case .tab: "Ein Tabulator wurde in einem einzeiligen Feld entfernt oder zu einem Leerzeichen."
    case .space, .surroundingSpace, .refusedPaste:
      "Ein Leerzeichen wurde aus einem Feld entfernt, das keine aufnimmt (URL, E-Mail, Twitter)."
    case .notASCII: "Ein Nicht-ASCII-Zeichen wurde aus einem ASCII-Feld entfernt."
    case .fullWidth:
      "Eine Form in voller Breite (oder einer anderen Kompatibilitätsbreite) wurde in ASCII umgewandelt."
    case .ideographicFullStop: "Ein ideografischer Punkt wurde in '.' umgewandelt."
    case .tooLong: "Ein Zeichen wurde abgeschnitten, weil die Höchstlänge des Felds erreicht war."
    case .partOfRemoved:
      "Ein kombinierendes Zeichen oder ein verbundener Skalarwert wurde mit dem Zeichen entfernt, zu dem es gehört."
    }
  }

  /// The issue of a paste refused because of this change.
  func refusing(_ paste: RefusedPaste) -> FilterIssue { .refusedPaste(paste) }

  /// The message in English.
  public var english: String {
    switch self {
    case .control: "Control characters are not inserted."
    case .bidiControl:
      "Bidirectional controls can make text display in a different order than it is stored."
    case .invisible: "Invisible characters are not inserted."
    case .noncharacter: "Noncharacters are not inserted."
    case .lineBreak(false): "This is a single-line field: the line break was removed."
    case .lineBreak(true): "This is a single-line field: the line break became a space."
    case .tab(false): "This is a single-line field: the tab was removed."
    case .tab(true): "This is a single-line field: the tab became a space."
    case .space: "This field takes no spaces."
    case .surroundingSpace: "White space around a pasted address is not kept."
    case .refusedPaste(let paste):
      "'\(paste.pasted)' was not pasted: removing \(paste.character.codePointDescription) at \(paste.offset) would join the characters around it, and '\(paste.inserted)' is another value."
    case .notASCII: "Only ASCII characters go in this field."
    case .fullWidth: "Full-width forms are stored as ASCII."
    case .ideographicFullStop: "An ideographic full stop is stored as '.'."
    case .tooLong(let limit): "The field takes at most \(limit) characters."
    case .partOfRemoved(let character):
      "Removed with \(character.codePointDescription), the character it belongs to."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .control: "Steuerzeichen werden nicht eingefügt."
    case .bidiControl:
      "Bidirektionale Steuerzeichen können Text in einer anderen Reihenfolge anzeigen, als er gespeichert ist."
    case .invisible: "Unsichtbare Zeichen werden nicht eingefügt."
    case .noncharacter: "Nichtzeichen werden nicht eingefügt."
    case .lineBreak(false): "Dies ist ein einzeiliges Feld: Der Zeilenumbruch wurde entfernt."
    case .lineBreak(true):
      "Dies ist ein einzeiliges Feld: Der Zeilenumbruch wurde zu einem Leerzeichen."
    case .tab(false): "Dies ist ein einzeiliges Feld: Der Tabulator wurde entfernt."
    case .tab(true): "Dies ist ein einzeiliges Feld: Der Tabulator wurde zu einem Leerzeichen."
    case .space: "Dieses Feld nimmt keine Leerzeichen auf."
    case .surroundingSpace: "Leerraum um eine eingefügte Adresse wird nicht übernommen."
    case .refusedPaste(let paste):
      "„\(paste.pasted)“ wurde nicht eingefügt: Ohne \(paste.character.codePointDescription) an Position \(paste.offset) würden die Zeichen davor und danach zusammenrücken, und „\(paste.inserted)“ ist ein anderer Wert."
    case .notASCII: "In dieses Feld gehören nur ASCII-Zeichen."
    case .fullWidth: "Zeichen voller Breite werden als ASCII gespeichert."
    case .ideographicFullStop: "Ein ideografischer Punkt wird als „.“ gespeichert."
    case .tooLong(let limit): "Das Feld nimmt höchstens \(limit) Zeichen auf."
    case .partOfRemoved(let character):
      "Zusammen mit \(character.codePointDescription) entfernt, dem Zeichen, zu dem es gehört."
    }
  }
}

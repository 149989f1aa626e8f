/// What the phone-pad validator reports: what it reads from the characters
/// and digits, and what the numbering plans say (ITU-T E.164,
/// libphonenumber's metadata). Several are also changes of the phone-pad
/// filter (the `…Entered` cases).
public enum PhoneIssue: FamilyIssue {
  /// No digits (`phone.no-digits`).
  case noDigits
  /// A + that is not at the start (`phone.misplaced-plus`).
  case misplacedPlus
  /// A filter removed a + that is not at the start (`phone.misplaced-plus`).
  case misplacedPlusEntered
  /// A filter removed what came before the + that starts the number
  /// (`phone.misplaced-plus`).
  case nothingBeforePlus
  /// A ( never closed (`phone.unbalanced-parentheses`).
  case unclosedParenthesis
  /// A ) without ( (`phone.unbalanced-parentheses`).
  case unopenedParenthesis
  /// Nested parentheses (`phone.unbalanced-parentheses`).
  case nestedParentheses
  /// Letters without vanity numbers (`phone.letters`).
  case letters
  /// A filter removed a letter (`phone.letters`).
  case lettersEntered
  /// A paste refused whole: letters inside the number, whose removal
  /// would join the digits around them (`phone.letters`).
  case lettersInsideNumber(letters: String, offset: Int)
  /// Letters read as the keypad digits under them (`phone.vanity-letters`, a warning).
  case vanityLetters
  /// A filter turned a letter into its keypad digit (`phone.vanity-letters`).
  case vanityLetterEntered
  /// A character that has no place in a phone number (`phone.invalid-character`).
  case invalidCharacter(Unicode.Scalar)
  /// A pause or wait before the number (`phone.invalid-character`).
  case pauseFirst
  /// A filter removed such a character (`phone.invalid-character`).
  case invalidCharacterEntered
  /// Fewer than 3 digits (`phone.too-short`).
  case tooShort
  /// The text does not look like a phone number (`phone.too-short`).
  case notANumber
  /// Too few digits for a national number (`phone.too-short`).
  case nationalNumberTooShort
  /// Too few digits after the international prefix or + (`phone.too-short`).
  case tooShortAfterIDD
  /// An empty phone-context of a tel: URI (`phone.too-short`; RFC 3966 §5.1.5).
  case emptyPhoneContext
  /// A phone-context that is not a global number (`phone.too-short`).
  case phoneContextNotGlobal(String)
  /// A phone-context that is neither a global number nor a domain name (`phone.too-short`).
  case phoneContextInvalid(String)
  /// More than 15 digits (`phone.too-long`).
  case tooLong(count: Int)
  /// More than 15 digits with the country code (`phone.too-long`; ITU-T E.164).
  case tooLongForE164(count: Int)
  /// A text longer than the parser reads (`phone.too-long`).
  case textTooLong(limit: Int)
  /// A national number longer than any (`phone.too-long`).
  case nationalNumberTooLong(limit: Int)
  /// A country code without a numbering plan (`phone.invalid-country-code`).
  case invalidCountryCode(Int)
  /// No assigned country calling code at the start (`phone.invalid-country-code`).
  case unassignedCountryCode
  /// No country code and no default region (`phone.invalid-country-code`).
  case missingCountryCode
  /// No country code: kept in national form (`phone.no-country-code`; an
  /// error when `requireCountryCode`).
  case noCountryCode(required: Bool)
  /// A part of a `tel:` URI the number does not keep (`;isub=`, a domain
  /// phone-context, later parameters), dropped as libphonenumber drops it
  /// (`phone.tel-parameter-dropped`, a warning).
  case telParameterDropped(String)
  /// A `;phone-context=` that is neither a global number nor a domain name
  /// (`phone.tel-invalid-context`; RFC 3966 §3).
  case telInvalidContext
  /// Read with the plan of the locale's region (`phone.region-from-locale`, a warning).
  case regionFromLocale(region: String, locale: String)
  /// * or # make a service code (`phone.service-code`, a warning).
  case serviceCode
  /// More issues than are listed (`phone.more-issues`).
  case moreIssues(count: Int, severity: ValidationIssue.Severity)
  /// An extension read and kept (`phone.extension`, a warning).
  case `extension`(String)
  /// Shorter than every length of the plan (`phone.too-short-for-region`).
  case tooShortForRegion(countryCode: Int, length: Int)
  /// Longer than every length of the plan (`phone.too-long-for-region`).
  case tooLongForRegion(countryCode: Int, length: Int)
  /// Not one of the plan's lengths (`phone.invalid-length`).
  case invalidLength(countryCode: Int, length: Int)
  /// A length dialled only locally (`phone.local-only-length`).
  case localOnlyLength
  /// In no assigned range of the plan (`phone.unknown-range`): an error,
  /// or a warning when the number is `kept` because only a possible length
  /// is required.
  case unknownRange(countryCode: Int, number: String, kept: Bool)
  /// A number of another region sharing the calling code, or of none
  /// known (`phone.invalid-for-region`, a warning).
  case invalidForRegion(numberRegion: String?, countryCode: Int, region: String)
  /// The national prefix after the country code (`phone.national-prefix-in-number`).
  case nationalPrefixInNumber(countryCode: Int, e164: String, readAs: String)
  /// A type not among `allowedTypes` (`phone.type-not-allowed`).
  case typeNotAllowed(PhoneNumberType, allowed: Set<PhoneNumberType>)
  /// A region not among `allowedRegions`, or none known (`phone.region-not-allowed`).
  case regionNotAllowed(String?, allowed: Set<String>)
  /// A national prefix removed (`phone.national-prefix-removed`, a warning).
  case nationalPrefixRemoved(String)
  /// A national prefix rewritten by the plan (`phone.national-prefix-transformed`, a warning).
  case nationalPrefixTransformed(String, written: String, countryCode: Int)

  /// The phone family.
  public static let family = IssueFamily.phone
  /// One of each case.
  public static let samples: [PhoneIssue] = [
    .noDigits, .misplacedPlus, .misplacedPlusEntered, .nothingBeforePlus,
    .unclosedParenthesis, .unopenedParenthesis, .nestedParentheses,
    .letters, .lettersEntered, .lettersInsideNumber(letters: "CALL", offset: 4),
    .vanityLetters, .vanityLetterEntered,
    .invalidCharacter("x"), .pauseFirst, .invalidCharacterEntered,
    .tooShort, .notANumber, .nationalNumberTooShort, .tooShortAfterIDD, .emptyPhoneContext,
    .phoneContextNotGlobal("1234"), .phoneContextInvalid("-x-"),
    .tooLong(count: 16), .tooLongForE164(count: 16), .textTooLong(limit: 250),
    .nationalNumberTooLong(limit: 17),
    .invalidCountryCode(999), .unassignedCountryCode, .missingCountryCode,
    .telParameterDropped(";isub=1234"), .telInvalidContext,
    .noCountryCode(required: true), .noCountryCode(required: false),
    .regionFromLocale(region: "DE", locale: "de_DE"), .serviceCode,
    .moreIssues(count: 7, severity: .error), .moreIssues(count: 7, severity: .warning),
    .extension("12"),
    .tooShortForRegion(countryCode: 49, length: 2), .tooLongForRegion(countryCode: 49, length: 16),
    .invalidLength(countryCode: 1, length: 9), .localOnlyLength,
    .unknownRange(countryCode: 1, number: "2015550123", kept: false),
    .unknownRange(countryCode: 1, number: "2015550123", kept: true),
    .invalidForRegion(numberRegion: "CA", countryCode: 1, region: "US"),
    .invalidForRegion(numberRegion: nil, countryCode: 1, region: "US"),
    .nationalPrefixInNumber(countryCode: 49, e164: "+49030123456", readAs: "+4930123456"),
    .typeNotAllowed(.fixedLine, allowed: [.mobile]),
    .regionNotAllowed("US", allowed: ["DE"]), .regionNotAllowed(nil, allowed: ["DE"]),
    .nationalPrefixRemoved("0"), .nationalPrefixTransformed("015", written: "9", countryCode: 54),
  ]

  /// The code.
  public var code: ValidationIssue.Code {
    switch self {
    case .noDigits: .phoneNoDigits
    case .misplacedPlus, .misplacedPlusEntered, .nothingBeforePlus: .phoneMisplacedPlus
    case .unclosedParenthesis, .unopenedParenthesis, .nestedParentheses:
      .phoneUnbalancedParentheses
    case .letters, .lettersEntered, .lettersInsideNumber: .phoneLetters
    case .vanityLetters, .vanityLetterEntered: .phoneVanityLetters
    case .invalidCharacter, .pauseFirst, .invalidCharacterEntered: .phoneInvalidCharacter
    case .tooShort, .notANumber, .nationalNumberTooShort, .tooShortAfterIDD, .emptyPhoneContext,
      .phoneContextNotGlobal, .phoneContextInvalid:
      .phoneTooShort
    case .tooLong, .tooLongForE164, .textTooLong, .nationalNumberTooLong: .phoneTooLong
    case .invalidCountryCode, .unassignedCountryCode, .missingCountryCode:
      .phoneInvalidCountryCode
    case .noCountryCode: .phoneNoCountryCode
    case .telParameterDropped: .phoneTelParameterDropped
    case .telInvalidContext: .phoneTelInvalidContext
    case .regionFromLocale: .phoneRegionFromLocale
    case .serviceCode: .phoneServiceCode
    case .moreIssues: .phoneMoreIssues
    case .extension: .phoneExtension
    case .tooShortForRegion: .phoneTooShortForRegion
    case .tooLongForRegion: .phoneTooLongForRegion
    case .invalidLength: .phoneInvalidLength
    case .localOnlyLength: .phoneLocalOnlyLength
    case .unknownRange: .phoneUnknownRange
    case .invalidForRegion: .phoneInvalidForRegion
    case .nationalPrefixInNumber: .phoneNationalPrefixInNumber
    case .typeNotAllowed: .phoneTypeNotAllowed
    case .regionNotAllowed: .phoneRegionNotAllowed
    case .nationalPrefixRemoved: .phoneNationalPrefixRemoved
    case .nationalPrefixTransformed: .phoneNationalPrefixTransformed
    }
  }

  /// The severity.
  public var severity: ValidationIssue.Severity {
    switch self {
    case .vanityLetters, .vanityLetterEntered, .regionFromLocale, .serviceCode, .extension,
      .invalidForRegion, .nationalPrefixRemoved, .nationalPrefixTransformed, .telParameterDropped:
      .warning
    case .noCountryCode(let required): required ? .error : .warning
    case .moreIssues(_, let severity): severity
    case .unknownRange(_, _, let kept): kept ? .warning : .error
    default: .error
    }
  }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .noDigits: "The value has no digits."
    case .misplacedPlus, .misplacedPlusEntered, .nothingBeforePlus:
      "A + that is not at the start (also a phone-pad filter change)."
    case .unclosedParenthesis, .unopenedParenthesis, .nestedParentheses:
      "A ( without ), a ) without (, or nested parentheses."
    case .letters, .lettersEntered, .lettersInsideNumber:
      "Letters (vanity numbers such as 1-800-FLOWERS) without vanity=true (also a phone-pad filter change)."
    case .vanityLetters, .vanityLetterEntered:
      "Letters mapped to keypad digits with vanity=true (a warning; also a phone-pad filter change)."
    case .invalidCharacter, .pauseFirst, .invalidCharacterEntered:
      "A character that has no place in a phone number (also a phone-pad filter change)."
    case .tooShort, .notANumber, .nationalNumberTooShort, .tooShortAfterIDD, .emptyPhoneContext,
      .phoneContextNotGlobal, .phoneContextInvalid:
      "Fewer digits than a phone number has."
    case .tooLong, .tooLongForE164, .textTooLong, .nationalNumberTooLong:
      "More than 15 digits (the E.164 maximum)."
    case .invalidCountryCode, .unassignedCountryCode, .missingCountryCode:
      "A country code that starts with 0 or is not assigned."
    case .noCountryCode:
      "No country code and no default region: no E.164 form (a warning, or an error with requireCountryCode=true)."
    case .telParameterDropped:
      "A part of a tel: URI that the number does not keep (;isub=, a domain phone-context, later parameters), dropped as libphonenumber drops it."
    case .telInvalidContext:
      "A ;phone-context= that is neither a global number (+64) nor a domain name (RFC 3966 §3)."
    case .regionFromLocale:
      "A number read with the numbering plan of the locale's region because no defaultRegion was given."
    case .serviceCode: "* or # outside the post-dial part: a service code, kept as a dial string."
    case .moreIssues:
      "More issues of one value than are listed (the first 100 are); an error when a dropped one is."
    case .extension: "An extension (ext. 12, x12, ;ext=12) read and kept as ;ext=."
    case .tooShortForRegion: "Shorter than every possible length of the country's plan."
    case .tooLongForRegion: "Longer than every possible length of the country's plan."
    case .invalidLength: "Between the plan's possible lengths but not one of them."
    case .localOnlyLength: "A length only dialled locally: the area code is missing."
    case .unknownRange:
      "A possible length in no assigned range of the plan (an error with requireValid, a warning in lenient)."
    case .invalidForRegion:
      "A number written nationally for the default region that belongs to another region sharing its country code."
    case .nationalPrefixInNumber:
      "An invalid number whose E.164 form would be read differently (the national prefix after the country code)."
    case .typeNotAllowed: "The number's type is not among allowedTypes."
    case .regionNotAllowed: "The number's region is not among allowedRegions."
    case .nationalPrefixRemoved: "A national (trunk) prefix removed, as the plan says."
    case .nationalPrefixTransformed:
      "A national prefix rewritten by the plan's transform rule, such as Argentina's 0…15 becoming 9…."
    }
  }
  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .noDigits: "Der Wert hat keine Ziffern."
    case .misplacedPlus, .misplacedPlusEntered, .nothingBeforePlus:
      "Ein +, das nicht am Anfang steht (auch eine Änderung des Telefontastatur-Filters)."
    case .unclosedParenthesis, .unopenedParenthesis, .nestedParentheses:
      "Eine ( ohne ), eine ) ohne ( oder verschachtelte Klammern."
    case .letters, .lettersEntered, .lettersInsideNumber:
      "Buchstaben (Vanity-Nummern wie 1-800-FLOWERS) ohne vanity=true (auch eine Änderung des Telefontastatur-Filters)."
    case .vanityLetters, .vanityLetterEntered:
      "Buchstaben, mit vanity=true als Tastenziffern gelesen (eine Warnung; auch eine Änderung des Telefontastatur-Filters)."
    case .invalidCharacter, .pauseFirst, .invalidCharacterEntered:
      "Ein Zeichen, das in einer Telefonnummer nichts zu suchen hat (auch eine Änderung des Telefontastatur-Filters)."
    case .tooShort, .notANumber, .nationalNumberTooShort, .tooShortAfterIDD, .emptyPhoneContext,
      .phoneContextNotGlobal, .phoneContextInvalid:
      "Weniger Ziffern, als eine Telefonnummer hat."
    case .tooLong, .tooLongForE164, .textTooLong, .nationalNumberTooLong:
      "Mehr als 15 Ziffern (das Maximum nach E.164)."
    case .invalidCountryCode, .unassignedCountryCode, .missingCountryCode:
      "Eine Landesvorwahl, die mit 0 beginnt oder nicht vergeben ist."
    case .noCountryCode:
      "Keine Landesvorwahl und keine Standardregion: keine E.164-Form (eine Warnung, oder ein Fehler mit requireCountryCode=true)."
    case .telParameterDropped:
      "Ein Teil einer tel:-URI, den die Nummer nicht behält (;isub=, ein phone-context mit Domain, spätere Parameter), verworfen wie bei libphonenumber."
    case .telInvalidContext:
      "Ein ;phone-context=, der weder eine globale Nummer (+64) noch ein Domainname ist (RFC 3966 §3)."
    case .regionFromLocale:
      "Eine Nummer, mit dem Nummerierungsplan der Region des Gebietsschemas gelesen, weil keine defaultRegion angegeben ist."
    case .serviceCode:
      "* oder # außerhalb des Nachwahlteils: ein Dienstcode, als Wählfolge behalten."
    case .moreIssues:
      "Mehr Probleme eines Werts, als aufgeführt werden (die ersten 100 werden es); ein Fehler, wenn eines der weggelassenen einer ist."
    case .extension: "Eine Durchwahl (ext. 12, x12, ;ext=12), gelesen und als ;ext= behalten."
    case .tooShortForRegion: "Kürzer als jede mögliche Länge des Nummerierungsplans des Landes."
    case .tooLongForRegion: "Länger als jede mögliche Länge des Nummerierungsplans des Landes."
    case .invalidLength: "Zwischen den möglichen Längen des Plans, aber keine davon."
    case .localOnlyLength: "Eine Länge, die nur im Ortsnetz gewählt wird: Die Ortsvorwahl fehlt."
    case .unknownRange:
      "Eine mögliche Länge in keinem vergebenen Bereich des Plans (ein Fehler mit requireValid, eine Warnung mit lenient)."
    case .invalidForRegion:
      "Eine für die Standardregion national geschriebene Nummer, die zu einer anderen Region mit derselben Landesvorwahl gehört."
    case .nationalPrefixInNumber:
      "Eine ungültige Nummer, deren E.164-Form anders gelesen würde (das Inlandspräfix nach der Landesvorwahl)."
    case .typeNotAllowed: "Der Typ der Nummer ist nicht unter allowedTypes."
    case .regionNotAllowed: "Die Region der Nummer ist nicht unter allowedRegions."
    case .nationalPrefixRemoved:
      "Ein Inlandspräfix (Verkehrsausscheidungsziffer), wie vom Plan vorgesehen entfernt."
    case .nationalPrefixTransformed:
      "Ein Inlandspräfix, nach der Umwandlungsregel des Plans umgeschrieben, etwa Argentiniens 0…15, das zu 9… wird."
    }
  }

  private static func list(_ types: Set<PhoneNumberType>) -> String {
    types.map(\.rawValue).sorted().joined(separator: ", ")
  }

  private static func list(_ regions: Set<String>) -> String {
    regions.sorted().joined(separator: ", ")
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .noDigits: "A phone number needs digits."
    case .misplacedPlus: "'+' may only start the number (before the country code)."
    case .misplacedPlusEntered: "'+' can only start the number."
    case .nothingBeforePlus: "Nothing can go before the '+' that starts the number."
    case .unclosedParenthesis: "This '(' is never closed."
    case .unopenedParenthesis: "This ')' has no matching '('."
    case .nestedParentheses: "Parentheses cannot be nested."
    case .letters:
      "Letters are not part of a phone number; type the digits under them on the keypad (or enable vanity numbers)."
    case .lettersEntered: "Letters are not part of a phone number."
    case .lettersInsideNumber(let letters, let offset):
      "The paste has letters inside the number ('\(letters)' at \(offset)); removing them would join the digits around them into another number. Paste the digits only, or enable vanity numbers to read letters as the keypad digits under them."
    case .vanityLetters: "Letters were read as the keypad digits under them (ABC 2 … WXYZ 9)."
    case .vanityLetterEntered: "A letter becomes the keypad digit under it."
    case .invalidCharacter(let character):
      "\(character.codePointDescription) has no place in a phone number."
    case .pauseFirst: "A pause (',') or wait (';') comes after the number, not before it."
    case .invalidCharacterEntered: "Only digits, *, #, + and pause/wait can be entered here."
    case .tooShort: "A phone number has at least 3 digits."
    case .notANumber: "The text does not look like a phone number."
    case .nationalNumberTooShort: "Too few digits for a national number."
    case .tooShortAfterIDD: "Too few digits after the international prefix or '+'."
    case .emptyPhoneContext: "The phone-context parameter of the tel: URI is empty."
    case .phoneContextNotGlobal(let context):
      "The phone-context '\(context)' is not a global number."
    case .phoneContextInvalid(let context):
      "The phone-context '\(context)' is neither a global number nor a domain name."
    case .tooLong(let count): "A phone number has at most 15 digits; this has \(count)."
    case .tooLongForE164(let count):
      "A phone number has at most 15 digits with its country code (ITU-T E.164); this has \(count)."
    case .textTooLong(let limit): "The text is longer than \(limit) characters."
    case .nationalNumberTooLong(let limit): "A national number has at most \(limit) digits."
    case .invalidCountryCode(let countryCode): "+\(countryCode) has no numbering plan."
    case .unassignedCountryCode:
      "The number does not start with an assigned country calling code."
    case .missingCountryCode:
      "No country code: start with + and the country code, or give a default region."
    case .noCountryCode(required: true):
      "No country code: start with + and the country code, or configure defaultRegion (or a locale with a region)."
    case .noCountryCode(required: false):
      "No country code: start with + and the country code, or configure defaultRegion; the number is kept in national form."
    case .telParameterDropped(let parameter):
      "'\(parameter)' is not part of the phone number and is not kept."
    case .telInvalidContext:
      "The phone-context must be a country code and digits starting with + (such as +64) or a domain name."
    case .regionFromLocale(let region, let locale):
      "Read with the numbering plan of \(region), the region of the locale '\(locale)', because no defaultRegion is set."
    case .serviceCode:
      "'*' or '#' make this a service code or dial string, not a phone number; it is kept as dialed."
    case .moreIssues(let count, _): "\(count) more issues like these are not listed."
    case .extension(let ext):
      "The extension \(ext) is kept after the number as ';ext=\(ext)'."
    case .tooShortForRegion(let countryCode, let length):
      "Too short for +\(countryCode): \(length) digits after the country code."
    case .tooLongForRegion(let countryCode, let length):
      "Too long for +\(countryCode): \(length) digits after the country code."
    case .invalidLength(let countryCode, let length):
      "No number of +\(countryCode) has \(length) digits after the country code."
    case .localOnlyLength: "This length is dialled only locally; add the area code."
    case .unknownRange(let countryCode, let number, let kept):
      kept
        ? "+\(countryCode) \(number) is in no assigned range of the numbering plan; it is kept because only a possible length is required."
        : "+\(countryCode) \(number) is in no assigned range of the numbering plan."
    case .invalidForRegion(let numberRegion?, let countryCode, let region):
      "This number belongs to \(numberRegion) of +\(countryCode), not to \(region)."
    case .invalidForRegion(nil, let countryCode, let region):
      "This number belongs to another region of +\(countryCode), not to \(region)."
    case .nationalPrefixInNumber(let countryCode, let e164, let readAs):
      "After +\(countryCode) the number starts with the national prefix; \(e164) would be read as \(readAs)."
    case .typeNotAllowed(let type, let allowed):
      "A \(type.rawValue) number is not accepted here (allowed: \(PhoneIssue.list(allowed)))."
    case .regionNotAllowed(let region?, let allowed):
      "A number of \(region) is not accepted here (allowed: \(PhoneIssue.list(allowed)))."
    case .regionNotAllowed(nil, let allowed):
      "A number of an unknown region is not accepted here (allowed: \(PhoneIssue.list(allowed)))."
    case .nationalPrefixRemoved(let prefix):
      "The national prefix '\(prefix)' is dialled only inside the country; it is not part of the international number."
    case .nationalPrefixTransformed(let prefix, let written, let countryCode):
      "The national prefix '\(prefix)' is written '\(written)' in the international number, as the numbering plan of +\(countryCode) says."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .noDigits: "Eine Telefonnummer braucht Ziffern."
    case .misplacedPlus: "„+“ darf nur am Anfang der Nummer stehen (vor der Landesvorwahl)."
    case .misplacedPlusEntered: "„+“ kann nur am Anfang der Nummer stehen."
    case .nothingBeforePlus: "Vor dem „+“, mit dem die Nummer beginnt, kann nichts stehen."
    case .unclosedParenthesis: "Diese „(“ wird nie geschlossen."
    case .unopenedParenthesis: "Zu dieser „)“ gibt es keine „(“."
    case .nestedParentheses: "Klammern können nicht verschachtelt werden."
    case .letters:
      "Buchstaben gehören nicht zu einer Telefonnummer; geben Sie die Ziffern ein, die auf der Tastatur darunter stehen (oder erlauben Sie Vanity-Nummern)."
    case .lettersEntered: "Buchstaben gehören nicht zu einer Telefonnummer."
    case .lettersInsideNumber(let letters, let offset):
      "Der eingefügte Text enthält Buchstaben mitten in der Nummer („\(letters)“ an Position \(offset)); würden sie entfernt, ergäben die Ziffern davor und danach eine andere Nummer. Fügen Sie nur die Ziffern ein oder erlauben Sie Vanity-Nummern, damit Buchstaben als die Ziffern darunter gelesen werden."
    case .vanityLetters:
      "Buchstaben wurden als die Ziffern gelesen, unter denen sie auf der Tastatur stehen (ABC 2 … WXYZ 9)."
    case .vanityLetterEntered: "Ein Buchstabe wird zu der Ziffer, unter der er steht."
    case .invalidCharacter(let character):
      "\(character.codePointDescription) gehört nicht in eine Telefonnummer."
    case .pauseFirst: "Eine Pause („,“) oder ein Warten („;“) steht nach der Nummer, nicht davor."
    case .invalidCharacterEntered:
      "Hier können nur Ziffern, *, #, + und Pause/Warten eingegeben werden."
    case .tooShort: "Eine Telefonnummer hat mindestens 3 Ziffern."
    case .notANumber: "Der Text sieht nicht wie eine Telefonnummer aus."
    case .nationalNumberTooShort: "Zu wenige Ziffern für eine nationale Nummer."
    case .tooShortAfterIDD: "Zu wenige Ziffern nach der internationalen Vorwahl oder „+“."
    case .emptyPhoneContext: "Der Parameter phone-context der tel:-URI ist leer."
    case .phoneContextNotGlobal(let context):
      "Der phone-context „\(context)“ ist keine globale Nummer."
    case .phoneContextInvalid(let context):
      "Der phone-context „\(context)“ ist weder eine globale Nummer noch ein Domainname."
    case .tooLong(let count): "Eine Telefonnummer hat höchstens 15 Ziffern; diese hat \(count)."
    case .tooLongForE164(let count):
      "Eine Telefonnummer hat mit Landesvorwahl höchstens 15 Ziffern (ITU-T E.164); diese hat \(count)."
    case .textTooLong(let limit): "Der Text ist länger als \(limit) Zeichen."
    case .nationalNumberTooLong(let limit):
      "Eine nationale Nummer hat höchstens \(limit) Ziffern."
    case .invalidCountryCode(let countryCode):
      "Für +\(countryCode) gibt es keinen Nummerierungsplan."
    case .unassignedCountryCode: "Die Nummer beginnt nicht mit einer vergebenen Landesvorwahl."
    case .missingCountryCode:
      "Keine Landesvorwahl: Beginnen Sie mit + und der Landesvorwahl oder geben Sie eine Standardregion an."
    case .noCountryCode(required: true):
      "Keine Landesvorwahl: Beginnen Sie mit + und der Landesvorwahl oder konfigurieren Sie defaultRegion (oder ein Gebietsschema mit Region)."
    case .noCountryCode(required: false):
      "Keine Landesvorwahl: Beginnen Sie mit + und der Landesvorwahl oder konfigurieren Sie defaultRegion; die Nummer wird in nationaler Form behalten."
    case .telParameterDropped(let parameter):
      "„\(parameter)“ gehört nicht zur Telefonnummer und wird nicht übernommen."
    case .telInvalidContext:
      "Der phone-context muss eine Landesvorwahl mit Ziffern sein, die mit + beginnt (etwa +64), oder ein Domainname."
    case .regionFromLocale(let region, let locale):
      "Mit dem Nummerierungsplan von \(region) gelesen, der Region des Gebietsschemas „\(locale)“, weil keine defaultRegion festgelegt ist."
    case .serviceCode:
      "„*“ oder „#“ machen daraus einen Dienstcode oder eine Wählfolge, keine Telefonnummer; sie wird so behalten, wie sie gewählt wurde."
    case .moreIssues(let count, _): "\(count) weitere Probleme dieser Art werden nicht aufgeführt."
    case .extension(let ext):
      "Die Durchwahl \(ext) wird nach der Nummer als „;ext=\(ext)“ behalten."
    case .tooShortForRegion(let countryCode, let length):
      "Zu kurz für +\(countryCode): \(length) Ziffern nach der Landesvorwahl."
    case .tooLongForRegion(let countryCode, let length):
      "Zu lang für +\(countryCode): \(length) Ziffern nach der Landesvorwahl."
    case .invalidLength(let countryCode, let length):
      "Keine Nummer von +\(countryCode) hat \(length) Ziffern nach der Landesvorwahl."
    case .localOnlyLength:
      "Diese Länge wird nur im Ortsnetz gewählt; ergänzen Sie die Ortsvorwahl."
    case .unknownRange(let countryCode, let number, let kept):
      kept
        ? "+\(countryCode) \(number) liegt in keinem vergebenen Bereich des Nummerierungsplans; sie wird behalten, weil nur eine mögliche Länge verlangt ist."
        : "+\(countryCode) \(number) liegt in keinem vergebenen Bereich des Nummerierungsplans."
    case .invalidForRegion(let numberRegion?, let countryCode, let region):
      "Diese Nummer gehört zu \(numberRegion) von +\(countryCode), nicht zu \(region)."
    case .invalidForRegion(nil, let countryCode, let region):
      "Diese Nummer gehört zu einer anderen Region von +\(countryCode), nicht zu \(region)."
    case .nationalPrefixInNumber(let countryCode, let e164, let readAs):
      "Nach +\(countryCode) beginnt die Nummer mit dem Inlandspräfix; \(e164) würde als \(readAs) gelesen."
    case .typeNotAllowed(let type, let allowed):
      "Eine Nummer vom Typ \(type.rawValue) wird hier nicht angenommen (erlaubt: \(PhoneIssue.list(allowed)))."
    case .regionNotAllowed(let region?, let allowed):
      "Eine Nummer aus \(region) wird hier nicht angenommen (erlaubt: \(PhoneIssue.list(allowed)))."
    case .regionNotAllowed(nil, let allowed):
      "Eine Nummer aus einer unbekannten Region wird hier nicht angenommen (erlaubt: \(PhoneIssue.list(allowed)))."
    case .nationalPrefixRemoved(let prefix):
      "Das Inlandspräfix „\(prefix)“ wird nur im Inland gewählt; es gehört nicht zur internationalen Nummer."
    case .nationalPrefixTransformed(let prefix, let written, let countryCode):
      "Das Inlandspräfix „\(prefix)“ wird in der internationalen Nummer „\(written)“ geschrieben, wie es der Nummerierungsplan von +\(countryCode) vorsieht."
    }
  }
}

/// What the phone-pad filter changed without refusing: formatting the pad
/// has no key for, an extension label, digits folded to ASCII, characters
/// the as-you-type formatting inserted.
public enum PhoneFilterIssue: FamilyIssue {
  /// A character the phone pad has no key for (`phone.not-on-pad`).
  case notOnPad(Unicode.Scalar)
  /// A parenthesis (`phone.not-on-pad`).
  case parenthesis
  /// A trunk prefix written (0) after the country code (`phone.not-on-pad`).
  case trunkZero
  /// An extension label turned into a pause (`phone.extension-as-pause`).
  case extensionAsPause
  /// The rest of an extension label (`phone.extension-as-pause`).
  case extensionLabelPart
  /// A digit of another script folded to ASCII (`phone.digit-folded`).
  case digitFolded
  /// A full-width + folded to ASCII (`phone.digit-folded`).
  case plusFolded
  /// Inserted by as-you-type formatting for a region (`phone.format-inserted`).
  case formatInserted(region: String)

  /// The phone family.
  public static let family = IssueFamily.phone
  /// Reported as ``FilterChange``.
  public static let kind = IssueCodeInfo.Kind.filter
  /// One of each case.
  public static let samples: [PhoneFilterIssue] = [
    .notOnPad("-"), .parenthesis, .trunkZero, .extensionAsPause, .extensionLabelPart,
    .digitFolded, .plusFolded, .formatInserted(region: "US"),
  ]

  /// The code.
  public var code: ValidationIssue.Code {
    switch self {
    case .notOnPad, .parenthesis, .trunkZero: .phoneNotOnPad
    case .extensionAsPause, .extensionLabelPart: .phoneExtensionAsPause
    case .digitFolded, .plusFolded: .phoneDigitFolded
    case .formatInserted: .phoneFormatInserted
    }
  }
  /// Not a finding about a value (a filter note).
  public var severity: ValidationIssue.Severity { .warning }
  /// What the code means.
  public var meaning: String {
    switch self {
    case .notOnPad, .parenthesis, .trunkZero:
      "A character a phone-pad filter removed (formatting or not on the pad)."
    case .extensionAsPause, .extensionLabelPart:
      "A pasted extension label (ext., x, ;ext=) the phone-pad filter turned into the pause , before the extension's digits."
    case .digitFolded, .plusFolded:
      "A digit of another script (or a full-width +) folded to ASCII by the filter."
    case .formatInserted:
      "A space, dash or parenthesis the phone pad's as-you-type formatting inserted (its offset is in the new text)."
    }
  }
  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .notOnPad, .parenthesis, .trunkZero:
      "Ein Zeichen, das ein Telefontastatur-Filter entfernt hat (Formatierung oder keine Taste dafür)."
    case .extensionAsPause, .extensionLabelPart:
      "Eine eingefügte Bezeichnung der Durchwahl (ext., x, ;ext=), die der Telefontastatur-Filter in die Pause , vor den Ziffern der Durchwahl umgewandelt hat."
    case .digitFolded, .plusFolded:
      "Eine Ziffer eines anderen Schriftsystems (oder ein + in voller Breite), vom Filter in ASCII umgewandelt."
    case .formatInserted:
      "Ein Leerzeichen, Bindestrich oder eine Klammer, die die Formatierung der Telefontastatur während der Eingabe eingefügt hat (die Position bezieht sich auf den neuen Text)."
    }
  }
  /// The message in English.
  public var english: String {
    switch self {
    case .notOnPad(let character):
      "The phone pad has no \(LocaleNumberSymbols.describe(character)) key; formatting is not kept."
    case .parenthesis: "The phone pad has no parentheses; formatting is not kept."
    case .trunkZero: "A trunk prefix written (0) is not dialed after the country code."
    case .extensionAsPause:
      "The extension label becomes a pause (,): the phone dials the extension after the call connects."
    case .extensionLabelPart: "Part of the extension label, replaced by the pause (,)."
    case .digitFolded: "Digits are stored as ASCII."
    case .plusFolded: "Stored as ASCII '+'."
    case .formatInserted(let region):
      "Inserted by as-you-type formatting for \(region) (the new text's offset)."
    }
  }
  /// The message in German.
  public var german: String {
    switch self {
    case .notOnPad(let character):
      "Die Telefontastatur hat keine Taste \(LocaleNumberSymbols.describe(character)); die Formatierung wird nicht übernommen."
    case .parenthesis:
      "Die Telefontastatur hat keine Klammern; die Formatierung wird nicht übernommen."
    case .trunkZero:
      "Ein als (0) geschriebenes Inlandspräfix wird nach der Landesvorwahl nicht gewählt."
    case .extensionAsPause:
      "Die Bezeichnung der Durchwahl wird zu einer Pause (,): Das Telefon wählt die Durchwahl, nachdem die Verbindung steht."
    case .extensionLabelPart:
      "Teil der Bezeichnung der Durchwahl, ersetzt durch die Pause (,)."
    case .digitFolded: "Ziffern werden als ASCII gespeichert."
    case .plusFolded: "Als ASCII-„+“ gespeichert."
    case .formatInserted(let region):
      "Von der Formatierung während der Eingabe für \(region) eingefügt (Position im neuen Text)."
    }
  }
}

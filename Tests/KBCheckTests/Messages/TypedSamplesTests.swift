import KBCheck
import Testing

/// Each typed family of the email, URL, IDNA and input codes lists one
/// sample of every case (issue 25): the catalogue and `kbcheck codes` are
/// derived from the samples. Each switch below is exhaustive, so a new case
/// does not compile until it is named here, and the test then fails until
/// the family lists a sample of it.
@Suite struct TypedSamplesTests {
  /// The name of a case of ``EmailIssue``.
  static func caseName(_ issue: EmailIssue) -> String {
    switch issue {
    case .empty: "empty"
    case .noAt: "noAt"
    case .multipleAt: "multipleAt"
    case .fullwidthAt: "fullwidthAt"
    case .tooLong: "tooLong"
    case .tooLongAsWritten: "tooLongAsWritten"
    case .tooLongASCII: "tooLongASCII"
    case .unexpectedCharacter: "unexpectedCharacter"
    case .unexpectedAfterQuoted: "unexpectedAfterQuoted"
    case .unexpectedAfterLiteral: "unexpectedAfterLiteral"
    case .unexpectedAfterComment: "unexpectedAfterComment"
    case .unexpectedSpace: "unexpectedSpace"
    case .moreIssues: "moreIssues"
    case .controlCharacter: "controlCharacter"
    case .replacementCharacter: "replacementCharacter"
    case .badLineBreak: "badLineBreak"
    case .backslashAtEnd: "backslashAtEnd"
    case .localMissing: "localMissing"
    case .localTooLong: "localTooLong"
    case .localTooLongAsWritten: "localTooLongAsWritten"
    case .localLeadingDot: "localLeadingDot"
    case .localTrailingDot: "localTrailingDot"
    case .localConsecutiveDots: "localConsecutiveDots"
    case .localForbiddenCharacter: "localForbiddenCharacter"
    case .localForbiddenAfterNFC: "localForbiddenAfterNFC"
    case .localNonASCII: "localNonASCII"
    case .localQuoted: "localQuoted"
    case .localUnclosedQuote: "localUnclosedQuote"
    case .localForbiddenInQuotes: "localForbiddenInQuotes"
    case .localNotNFC: "localNotNFC"
    case .localFullwidth: "localFullwidth"
    case .localMixedScript: "localMixedScript"
    case .localConfusable: "localConfusable"
    case .localLeadingCombiningMark: "localLeadingCombiningMark"
    case .domainMissing: "domainMissing"
    case .domainLeadingDot: "domainLeadingDot"
    case .domainTrailingDot: "domainTrailingDot"
    case .domainConsecutiveDots: "domainConsecutiveDots"
    case .domainForbiddenCharacter: "domainForbiddenCharacter"
    case .domainLabelTooLong: "domainLabelTooLong"
    case .domainLabelTooLongUTS46: "domainLabelTooLongUTS46"
    case .domainLabelLeadingHyphen: "domainLabelLeadingHyphen"
    case .domainLabelLeadingHyphenUTS46: "domainLabelLeadingHyphenUTS46"
    case .domainLabelTrailingHyphen: "domainLabelTrailingHyphen"
    case .domainLabelTrailingHyphenUTS46: "domainLabelTrailingHyphenUTS46"
    case .domainLabelHyphen34: "domainLabelHyphen34"
    case .domainLabelHyphen34UTS46: "domainLabelHyphen34UTS46"
    case .domainNoDot: "domainNoDot"
    case .domainTLDNotLetter: "domainTLDNotLetter"
    case .domainSpecialUse: "domainSpecialUse"
    case .domainDotMapped: "domainDotMapped"
    case .domainMapped: "domainMapped"
    case .domainNotNFC: "domainNotNFC"
    case .domainMixedScript: "domainMixedScript"
    case .domainConfusable: "domainConfusable"
    case .domainLiteral: "domainLiteral"
    case .literalUnclosed: "literalUnclosed"
    case .literalForbiddenCharacter: "literalForbiddenCharacter"
    case .literalUnknown: "literalUnknown"
    case .literalBadIPv4: "literalBadIPv4"
    case .literalBadIPv4InIPv6: "literalBadIPv4InIPv6"
    case .literalIPv6GroupCount: "literalIPv6GroupCount"
    case .literalIPv6GroupCountElided: "literalIPv6GroupCountElided"
    case .literalIPv6Empty: "literalIPv6Empty"
    case .literalIPv6DoubleElision: "literalIPv6DoubleElision"
    case .literalIPv6ColonStart: "literalIPv6ColonStart"
    case .literalIPv6ColonEnd: "literalIPv6ColonEnd"
    case .literalIPv6BadGroup: "literalIPv6BadGroup"
    case .literalIPv6SingleElision: "literalIPv6SingleElision"
    case .deprecatedComment: "deprecatedComment"
    case .deprecatedFoldingWhitespace: "deprecatedFoldingWhitespace"
    case .deprecatedCFWSNearAt: "deprecatedCFWSNearAt"
    case .deprecatedLocalPart: "deprecatedLocalPart"
    case .commentUnclosed: "commentUnclosed"
    case .commentForbiddenCharacter: "commentForbiddenCharacter"
    case .displayName: "displayName"
    case .displayNameUnclosedAngle: "displayNameUnclosedAngle"
    case .displayNameNoOpeningAngle: "displayNameNoOpeningAngle"
    case .displayNameSecondAngle: "displayNameSecondAngle"
    case .displayNameTextAfterAngle: "displayNameTextAfterAngle"
    case .displayNameControlCharacter: "displayNameControlCharacter"
    case .displayNameUnopenedComment: "displayNameUnopenedComment"
    case .displayNameUnclosedQuote: "displayNameUnclosedQuote"
    case .displayNameUnclosedComment: "displayNameUnclosedComment"
    case .displayNameSpecial: "displayNameSpecial"
    case .displayNameObsolete: "displayNameObsolete"
    case .displayNameLooksLikeAddress: "displayNameLooksLikeAddress"
    case .idnaEmptyLabel: "idnaEmptyLabel"
    case .idnaIgnoredCharactersRemoved: "idnaIgnoredCharactersRemoved"
    case .idnaDomainTooLong: "idnaDomainTooLong"
    case .idnaLeadingCombiningMark: "idnaLeadingCombiningMark"
    case .idnaDisallowed: "idnaDisallowed"
    case .idnaPunycode: "idnaPunycode"
    case .idnaDecodesToXNLabel: "idnaDecodesToXNLabel"
    case .idnaInvalidACELabel: "idnaInvalidACELabel"
    case .idnaBidi: "idnaBidi"
    case .idnaContextJ: "idnaContextJ"
    case .idnaNotIDNA2008: "idnaNotIDNA2008"
    case .idnaContextO: "idnaContextO"
    case .domainTransitional: "domainTransitional"
    }
  }

  @Test func everyEmailIssueCaseHasASample() {
    let names = Set(EmailIssue.samples.map(Self.caseName))
    #expect(names.count == 100, "\(names.sorted())")
  }

  /// The name of a case of ``URLIssue``.
  static func caseName(_ issue: URLIssue) -> String {
    switch issue {
    case .schemeNotAllowed: "schemeNotAllowed"
    case .missingScheme: "missingScheme"
    case .missingSchemeReadAs: "missingSchemeReadAs"
    case .hostRequired: "hostRequired"
    case .credentialsNotAllowed: "credentialsNotAllowed"
    case .ipHostNotAllowed: "ipHostNotAllowed"
    case .nonPublicHost: "nonPublicHost"
    case .nonPublicSingleLabel: "nonPublicSingleLabel"
    case .nonPublicEmbeddedIPv4: "nonPublicEmbeddedIPv4"
    case .hostEmptyLabel: "hostEmptyLabel"
    case .hostInvalidALabel: "hostInvalidALabel"
    case .tooLong: "tooLong"
    case .tooLongInput: "tooLongInput"
    case .hostMixedScript: "hostMixedScript"
    case .hostConfusable: "hostConfusable"
    case .validationError: "validationError"
    case .hostIPv4Shorthand: "hostIPv4Shorthand"
    case .hostPercentDecoded: "hostPercentDecoded"
    case .hostIgnorableRemoved: "hostIgnorableRemoved"
    case .hostMapped: "hostMapped"
    case .hostSpelling: "hostSpelling"
    case .hostLabelTooLong: "hostLabelTooLong"
    case .hostTooLong: "hostTooLong"
    case .emptyUserinfo: "emptyUserinfo"
    }
  }

  @Test func everyURLIssueCaseHasASample() {
    let names = Set(URLIssue.samples.map(Self.caseName))
    #expect(names.count == 24, "\(names.sorted())")
  }

  /// The name of a case of ``InputIssue``.
  static func caseName(_ issue: InputIssue) -> String {
    switch issue {
    case .empty: "empty"
    case .emptyNumber: "emptyNumber"
    case .emptyPhone: "emptyPhone"
    case .emptySearch: "emptySearch"
    case .emptyPicker: "emptyPicker"
    case .tooShort: "tooShort"
    case .tooLong: "tooLong"
    case .lineTooLong: "lineTooLong"
    case .valueTooLarge: "valueTooLarge"
    case .lineNotUTF8: "lineNotUTF8"
    case .submissionNotUTF8: "submissionNotUTF8"
    case .notUTF8: "notUTF8"
    case .byteOrderMarkRemoved: "byteOrderMarkRemoved"
    }
  }

  @Test func everyInputIssueCaseHasASample() {
    let names = Set(InputIssue.samples.map(Self.caseName))
    #expect(names.count == 13, "\(names.sorted())")
  }

  @Test func everyIDNAIssueCaseHasASample() {
    #expect(IDNAIssue.samples == IDNAIssue.allCases)
    #expect(IDNAIssue.allCases.count == IDNAErrors.catalogue.count)
  }
}

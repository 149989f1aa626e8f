extension EmailIssue {
  /// The code of the issue.
  public var code: ValidationIssue.Code {
    switch self {
    case .empty: .emailEmpty
    case .noAt: .emailNoAt
    case .multipleAt: .emailMultipleAt
    case .fullwidthAt: .emailFullwidthAt
    case .tooLong, .tooLongAsWritten, .tooLongASCII: .emailTooLong
    case .unexpectedCharacter, .unexpectedAfterQuoted, .unexpectedAfterLiteral,
      .unexpectedAfterComment, .unexpectedSpace:
      .emailUnexpectedCharacter
    case .moreIssues: .emailMoreIssues
    case .controlCharacter: .emailControlCharacter
    case .replacementCharacter: .emailReplacementCharacter
    case .badLineBreak: .emailBadLineBreak
    case .backslashAtEnd: .emailBackslashAtEnd
    case .localMissing: .emailLocalMissing
    case .idnaNotIDNA2008: .emailIDNANotIDNA2008
    case .idnaContextO: .emailIDNAContextO
    case .domainTransitional: .emailDomainTransitional
    case .localTooLong, .localTooLongAsWritten: .emailLocalTooLong
    case .localLeadingDot: .emailLocalLeadingDot
    case .localTrailingDot: .emailLocalTrailingDot
    case .localConsecutiveDots: .emailLocalConsecutiveDots
    case .localForbiddenCharacter, .localForbiddenAfterNFC: .emailLocalForbiddenCharacter
    case .localNonASCII: .emailLocalNonASCII
    case .localQuoted: .emailLocalQuoted
    case .localUnclosedQuote: .emailLocalUnclosedQuote
    case .localForbiddenInQuotes: .emailLocalForbiddenInQuotes
    case .localNotNFC: .emailLocalNotNFC
    case .localFullwidth: .emailLocalFullwidth
    case .localMixedScript: .emailLocalMixedScript
    case .localConfusable: .emailLocalConfusable
    case .localLeadingCombiningMark: .emailLocalLeadingCombiningMark
    case .domainMissing: .emailDomainMissing
    case .domainLeadingDot: .emailDomainLeadingDot
    case .domainTrailingDot: .emailDomainTrailingDot
    case .domainConsecutiveDots: .emailDomainConsecutiveDots
    case .domainForbiddenCharacter: .emailDomainForbiddenCharacter
    case .domainLabelTooLong, .domainLabelTooLongUTS46: .emailDomainLabelTooLong
    case .domainLabelLeadingHyphen, .domainLabelLeadingHyphenUTS46: .emailDomainLabelLeadingHyphen
    case .domainLabelTrailingHyphen, .domainLabelTrailingHyphenUTS46:
      .emailDomainLabelTrailingHyphen
    case .domainLabelHyphen34, .domainLabelHyphen34UTS46: .emailDomainLabelHyphen34
    case .domainNoDot: .emailDomainNoDot
    case .domainTLDNotLetter: .emailDomainTLDNotLetter
    case .domainSpecialUse: .emailDomainSpecialUse
    case .domainDotMapped: .emailDomainDotMapped
    case .domainMapped: .emailDomainMapped
    case .domainNotNFC: .emailDomainNotNFC
    case .domainMixedScript: .emailDomainMixedScript
    case .domainConfusable: .emailDomainConfusable
    case .domainLiteral: .emailDomainLiteral
    case .literalUnclosed: .emailLiteralUnclosed
    case .literalForbiddenCharacter: .emailLiteralForbiddenCharacter
    case .literalUnknown: .emailLiteralUnknown
    case .literalBadIPv4, .literalBadIPv4InIPv6: .emailLiteralBadIPv4
    case .literalIPv6GroupCount, .literalIPv6GroupCountElided, .literalIPv6Empty:
      .emailLiteralIPv6GroupCount
    case .literalIPv6DoubleElision: .emailLiteralIPv6DoubleElision
    case .literalIPv6ColonStart: .emailLiteralIPv6ColonStart
    case .literalIPv6ColonEnd: .emailLiteralIPv6ColonEnd
    case .literalIPv6BadGroup: .emailLiteralIPv6BadGroup
    case .literalIPv6SingleElision: .emailLiteralIPv6SingleElision
    case .deprecatedComment: .emailDeprecatedComment
    case .deprecatedFoldingWhitespace: .emailDeprecatedFoldingWhitespace
    case .deprecatedCFWSNearAt: .emailDeprecatedCFWSNearAt
    case .deprecatedLocalPart: .emailDeprecatedLocalPart
    case .commentUnclosed: .emailCommentUnclosed
    case .commentForbiddenCharacter: .emailCommentForbiddenCharacter
    case .displayName: .emailDisplayName
    case .displayNameUnclosedAngle, .displayNameNoOpeningAngle, .displayNameSecondAngle,
      .displayNameTextAfterAngle:
      .emailDisplayNameMalformed
    case .displayNameControlCharacter: .emailDisplayNameControlCharacter
    case .displayNameUnopenedComment, .displayNameUnclosedQuote, .displayNameUnclosedComment:
      .emailDisplayNameUnbalanced
    case .displayNameSpecial: .emailDisplayNameSpecial
    case .displayNameObsolete: .emailDisplayNameObsolete
    case .displayNameLooksLikeAddress: .emailDisplayNameLooksLikeAddress
    case .idnaEmptyLabel, .idnaIgnoredCharactersRemoved: .emailIDNAEmptyLabel
    case .idnaDomainTooLong: .emailIDNADomainTooLong
    case .idnaLeadingCombiningMark: .emailIDNALeadingCombiningMark
    case .idnaDisallowed: .emailIDNADisallowed
    case .idnaPunycode, .idnaDecodesToXNLabel: .emailIDNAPunycode
    case .idnaInvalidACELabel: .emailIDNAInvalidACELabel
    case .idnaBidi: .emailIDNABidi
    case .idnaContextJ: .emailIDNAContextJ
    }
  }

  /// Whether the issue makes the address invalid: the look-alike,
  /// normalization and mapping notes are warnings, the obsolete forms and
  /// the closing count carry theirs, the rest are errors.
  public var severity: ValidationIssue.Severity {
    switch self {
    case .moreIssues(_, let severity), .deprecatedComment(let severity),
      .deprecatedFoldingWhitespace(let severity), .deprecatedCFWSNearAt(let severity),
      .deprecatedLocalPart(let severity):
      severity
    case .localNotNFC, .localFullwidth, .localMixedScript, .localConfusable, .domainDotMapped,
      .domainMapped, .domainNotNFC, .domainMixedScript, .domainConfusable,
      .literalIPv6SingleElision, .displayNameObsolete, .displayNameLooksLikeAddress,
      .domainTransitional:
      .warning
    case .empty, .noAt, .multipleAt, .fullwidthAt, .tooLong, .tooLongAsWritten, .tooLongASCII,
      .unexpectedCharacter, .unexpectedAfterQuoted, .unexpectedAfterLiteral,
      .unexpectedAfterComment, .unexpectedSpace, .controlCharacter, .replacementCharacter,
      .badLineBreak, .backslashAtEnd, .localMissing, .localTooLong, .localTooLongAsWritten,
      .localLeadingDot, .localTrailingDot, .localConsecutiveDots, .localForbiddenCharacter,
      .localForbiddenAfterNFC, .localNonASCII, .localQuoted, .localUnclosedQuote,
      .localForbiddenInQuotes, .localLeadingCombiningMark, .domainMissing, .domainLeadingDot,
      .domainTrailingDot, .domainConsecutiveDots, .domainForbiddenCharacter, .domainLabelTooLong,
      .domainLabelTooLongUTS46, .domainLabelLeadingHyphen, .domainLabelLeadingHyphenUTS46,
      .domainLabelTrailingHyphen, .domainLabelTrailingHyphenUTS46, .domainLabelHyphen34,
      .domainLabelHyphen34UTS46, .domainNoDot, .domainTLDNotLetter, .domainSpecialUse,
      .domainLiteral, .literalUnclosed, .literalForbiddenCharacter, .literalUnknown,
      .literalBadIPv4, .literalBadIPv4InIPv6, .literalIPv6GroupCount, .literalIPv6GroupCountElided,
      .literalIPv6Empty, .literalIPv6DoubleElision, .literalIPv6ColonStart, .literalIPv6ColonEnd,
      .literalIPv6BadGroup, .commentUnclosed, .commentForbiddenCharacter, .displayName,
      .displayNameUnclosedAngle, .displayNameNoOpeningAngle, .displayNameSecondAngle,
      .displayNameTextAfterAngle, .displayNameControlCharacter, .displayNameUnopenedComment,
      .displayNameUnclosedQuote, .displayNameUnclosedComment, .displayNameSpecial, .idnaEmptyLabel,
      .idnaIgnoredCharactersRemoved, .idnaDomainTooLong, .idnaLeadingCombiningMark,
      .idnaDisallowed, .idnaPunycode, .idnaDecodesToXNLabel, .idnaInvalidACELabel, .idnaBidi,
      .idnaContextJ, .idnaNotIDNA2008, .idnaContextO:
      .error
    }
  }

  /// One issue of every case, in catalogue order (a code's default
  /// message first).
  public static let samples: [EmailIssue] = [
    .empty, .noAt, .multipleAt, .fullwidthAt,
    .tooLong(bytes: 260), .tooLongAsWritten(bytes: 262, canonical: 250), .tooLongASCII(bytes: 270),
    .unexpectedCharacter, .unexpectedAfterQuoted, .unexpectedAfterLiteral,
    .unexpectedAfterComment, .unexpectedSpace,
    .moreIssues(count: 3, severity: .error), .moreIssues(count: 3, severity: .warning),
    .controlCharacter("\u{7}"), .replacementCharacter, .badLineBreak, .backslashAtEnd,
    .localMissing, .localTooLong(bytes: 70), .localTooLongAsWritten(bytes: 72, canonical: 60),
    .localLeadingDot, .localTrailingDot, .localConsecutiveDots,
    .localForbiddenCharacter("("), .localForbiddenAfterNFC, .localNonASCII, .localQuoted,
    .localUnclosedQuote, .localForbiddenInQuotes("\u{0}"), .localNotNFC,
    .localFullwidth("\u{FF41}"), .localMixedScript("p\u{430}ypal"),
    .localConfusable("\u{440}\u{430}ypal", skeleton: "paypal"),
    .localLeadingCombiningMark("\u{301}"),
    .domainMissing, .domainLeadingDot, .domainTrailingDot, .domainConsecutiveDots,
    .domainForbiddenCharacter("_"), .domainLabelTooLong, .domainLabelTooLongUTS46,
    .domainLabelLeadingHyphen, .domainLabelLeadingHyphenUTS46, .domainLabelTrailingHyphen,
    .domainLabelTrailingHyphenUTS46, .domainLabelHyphen34, .domainLabelHyphen34UTS46,
    .domainNoDot, .domainTLDNotLetter, .domainSpecialUse(tld: "test"),
    .domainDotMapped("\u{3002}"), .domainMapped(to: "example.com"), .domainNotNFC,
    .domainMixedScript("ex\u{430}mple"), .domainConfusable("\u{435}xample", skeleton: "example"),
    .domainLiteral,
    .literalUnclosed, .literalForbiddenCharacter("["), .literalUnknown, .literalBadIPv4,
    .literalBadIPv4InIPv6, .literalIPv6GroupCount, .literalIPv6GroupCountElided,
    .literalIPv6Empty, .literalIPv6DoubleElision, .literalIPv6ColonStart, .literalIPv6ColonEnd,
    .literalIPv6BadGroup, .literalIPv6SingleElision,
    .deprecatedComment(.error), .deprecatedComment(.warning),
    .deprecatedFoldingWhitespace(.error), .deprecatedFoldingWhitespace(.warning),
    .deprecatedCFWSNearAt(.error), .deprecatedCFWSNearAt(.warning),
    .deprecatedLocalPart(.error), .deprecatedLocalPart(.warning),
    .commentUnclosed, .commentForbiddenCharacter("\u{0}"),
    .displayName, .displayNameUnclosedAngle, .displayNameNoOpeningAngle,
    .displayNameSecondAngle("<"), .displayNameTextAfterAngle,
    .displayNameControlCharacter("\u{7}"), .displayNameUnopenedComment,
    .displayNameUnclosedQuote, .displayNameUnclosedComment, .displayNameSpecial("@"),
    .displayNameObsolete,
    .displayNameLooksLikeAddress(shown: "support@bank.example", address: "x@attacker.example"),
    .idnaEmptyLabel, .idnaIgnoredCharactersRemoved, .idnaDomainTooLong,
    .idnaLeadingCombiningMark, .idnaDisallowed, .idnaPunycode, .idnaDecodesToXNLabel,
    .idnaInvalidACELabel, .idnaBidi, .idnaContextJ,
    .idnaNotIDNA2008(characters: "U+2665 BLACK HEART SUIT"), .idnaContextO,
    .domainTransitional(
      domain: "straße.example", ascii: "xn--strae-oqa.example", transitional: "strasse.example"),
  ]
}

extension IssueCatalogue {
  /// The codes of the idna family: the UTS #46 errors of ``IDNAErrors``,
  /// reported by ``IDNAErrors/issues(in:)`` (an address's domain reports
  /// them as `email.idna.` codes).
  static let idnaEntries: [IssueCodeInfo] = [
    entry(
      "idna.empty-label", "A label is empty (a..b, or a leading dot).",
      "A domain label is empty."),
    entry(
      "idna.label-too-long", "A label is longer than 63 octets.",
      "A domain label is longer than 63 octets."),
    entry(
      "idna.domain-too-long", "The name is longer than 253 octets.",
      "The domain is longer than 253 octets."),
    entry(
      "idna.leading-hyphen", "A label starts with a hyphen (CheckHyphens).",
      "A domain label starts with a hyphen."),
    entry(
      "idna.trailing-hyphen", "A label ends with a hyphen (CheckHyphens).",
      "A domain label ends with a hyphen."),
    entry(
      "idna.hyphen-3-4", "A label has -- in positions 3 and 4 (CheckHyphens).",
      "A domain label has hyphens in the third and fourth positions."),
    entry(
      "idna.leading-combining-mark", "A label starts with a combining mark.",
      "A domain label starts with a combining mark."),
    entry(
      "idna.disallowed", "A label contains a character UTS #46 disallows.",
      "The domain contains a character that is not allowed in domain names."),
    entry(
      "idna.punycode", "An xn-- label is not valid Punycode.",
      "An xn-- label is not valid Punycode."),
    entry(
      "idna.label-has-dot", "A label contains a dot after mapping (single-label conversions).",
      "A domain label contains a dot after mapping."),
    entry(
      "idna.invalid-ace-label", "An xn-- label decodes to something that is not a valid U-label.",
      "An xn-- label does not decode to a valid label."),
    entry(
      "idna.bidi", "The bidi rule (RFC 5893) is violated.",
      "The domain mixes right-to-left and left-to-right text in a way the bidi rule forbids."),
    entry(
      "idna.contextj", "A ZWJ or ZWNJ is out of context (RFC 5892 CONTEXTJ).",
      "A zero-width joiner or non-joiner is out of context."),
    entry(
      "idna.contexto-punctuation", "A CONTEXTO punctuation character is out of context (RFC 5892).",
      "A punctuation character such as a middle dot is out of context."),
    entry(
      "idna.contexto-digits", "Arabic-Indic and extended Arabic-Indic digits are mixed (RFC 5892).",
      "Arabic-Indic and extended Arabic-Indic digits are mixed."),
  ]

  private static func entry(
    _ code: ValidationIssue.Code, _ meaning: String, _ message: String
  ) -> IssueCodeInfo {
    IssueCodeInfo(code, .idna, [.error], meaning: meaning, message: message)
  }
}

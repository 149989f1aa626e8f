extension IssueCatalogue {
  /// The codes of issue 26 (honest hosts, IDNA2008 for mail domains) in
  /// the catalogue style, until they join the ``EmailIssue`` and
  /// ``URLIssue`` enums.
  static let hostChangeEntries: [IssueCodeInfo] = [
    IssueCodeInfo(
      .emailIDNANotIDNA2008, .email, [.error],
      meaning:
        "The domain has a character IDNA2008 does not allow (RFC 5892 DISALLOWED or UNASSIGNED: symbols, emoji, …), with checkIDNA2008.",
      message:
        "The domain contains {characters}, which IDNA2008 (RFC 5892) does not allow in domain names; mail servers will not accept it."
    ),
    IssueCodeInfo(
      .emailIDNAContextO, .email, [.error],
      meaning:
        "A CONTEXTO character of the domain is out of its context (RFC 5892 Appendix A), with checkIDNA2008.",
      message:
        "The domain uses a character that IDNA2008 allows only in a certain context (such as the middle dot between two l), outside it."
    ),
    IssueCodeInfo(
      .emailDomainTransitional, .email, [.warning],
      meaning:
        "The domain has ß, ς, ZWJ or ZWNJ, which transitional (IDNA2003) processing reads as another name.",
      message:
        "The domain {domain} is {ascii} under IDNA2008, but older (IDNA2003) software reads it as {transitional}, another name."
    ),
    IssueCodeInfo(
      .urlHostMapped, .url, [.error, .warning],
      meaning:
        "UTS #46 maps compatibility characters of the host (circled, squared, Roman numerals, parenthesized digits, …) to others: an error with refuseHostRewrites (form), else a warning.",
      messages: [
        .init(
          "The host '{original}' uses characters that stand for others ({characters}); it would become '{mapped}'. Type the name itself."
        ),
        .init(
          variant: "warning",
          "The host '{original}' uses characters that stand for others ({characters}); it is read as '{mapped}'."
        ),
      ]),
    IssueCodeInfo(
      .urlHostSpelling, .url, [.warning],
      meaning:
        "The host is written with full-width letters, ideographic full stops or a non-NFC spelling; UTS #46 reads the same name.",
      message:
        "The host '{original}' is another spelling ({characters}) of '{mapped}', which is what the URL holds."
    ),
    IssueCodeInfo(
      .urlHostIgnorableRemoved, .url, [.error, .warning],
      meaning:
        "UTS #46 removes Default_Ignorable characters (variation selectors, zero-width characters, …) from the host: an error with refuseHostRewrites (form), else a warning.",
      messages: [
        .init(
          "The host '{original}' contains invisible characters ({characters}) that would be removed, leaving '{mapped}'."
        ),
        .init(
          variant: "warning",
          "The host '{original}' contains invisible characters ({characters}); they are removed and the host is read as '{mapped}'."
        ),
      ]),
    IssueCodeInfo(
      .urlHostPercentDecoded, .url, [.error, .warning],
      meaning:
        "The host is percent-encoded and read decoded: an error with refuseHostRewrites (form), else a warning.",
      messages: [
        .init(
          "The host '{original}' is written with percent-escapes, which would be read as '{mapped}'; type the name itself."
        ),
        .init(
          variant: "warning", "The host '{original}' is percent-encoded; it is read as '{mapped}'."),
      ]),
    IssueCodeInfo(
      .urlHostIPv4Shorthand, .url, [.error, .warning],
      meaning:
        "The host is an IPv4 address with fewer than four parts (127.1, 2130706433), expanded by the URL Standard: an error with refuseHostRewrites (form), else a warning.",
      messages: [
        .init(
          "The host '{original}' is a shortened IPv4 address that would be read as {mapped}; write all four parts."
        ),
        .init(
          variant: "warning", "The host '{original}' is a shortened IPv4 address, read as {mapped}."
        ),
      ]),
    IssueCodeInfo(
      .urlHostLabelTooLong, .url, [.error, .warning],
      meaning:
        "A label of the host is longer than 63 octets in its ASCII form (RFC 1035 §2.3.4): an error with verifyDNSLength (form), else a warning.",
      messages: [
        .init("The host part '{label}' is {length} characters long; DNS allows at most 63."),
        .init(
          variant: "warning",
          "The host part '{label}' is {length} characters long; DNS allows at most 63, so it cannot be looked up."
        ),
      ]),
    IssueCodeInfo(
      .urlHostTooLong, .url, [.error, .warning],
      meaning:
        "The host is longer than 253 octets in its ASCII form (RFC 1035 §2.3.4): an error with verifyDNSLength (form), else a warning.",
      messages: [
        .init("The host name is {length} characters long; DNS allows at most 253."),
        .init(
          variant: "warning",
          "The host name is {length} characters long; DNS allows at most 253, so it cannot be looked up."
        ),
      ]),
    IssueCodeInfo(
      .urlEmptyUserinfo, .url, [.error],
      meaning:
        "An @ with no user name or password before the host (http://@example.com), with refuseEmptyUserinfo (form) even when credentials are allowed.",
      message: "The URL has an '@' with nothing before it; remove the '@'."),
  ]
}

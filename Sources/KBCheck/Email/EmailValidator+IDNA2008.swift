extension EmailValidator {
  /// The IDNA2008 issues of a domain UTS #46 accepted (``EmailDomainIDNA2008``).
  /// - Parameters:
  ///   - conversion: The domain's cached conversion.
  ///   - range: The domain's range in the input.
  ///   - sink: Where the issues go (an error refuses the domain).
  func idna2008Issues(
    _ conversion: EmailDomainCache.Entry, range: Range<Int>, sink: inout EmailIssueSink
  ) {
    let verdict = conversion.idna2008
    if !verdict.disallowed.isEmpty {
      let shown = verdict.disallowed.prefix(5).map(\.codePointDescription)
      sink.add(
        ValidationIssue(
          .emailIDNANotIDNA2008,
          arguments: [
            "characters": shown.joined(separator: ", ")
              + (verdict.disallowed.count > 5 ? ", …" : "")
          ], range: range))
    }
    if verdict.contextO {
      sink.add(ValidationIssue(.emailIDNAContextO, range: range))
    }
    if let transitional = verdict.transitionalASCII {
      sink.add(
        ValidationIssue(
          .emailDomainTransitional, severity: .warning,
          arguments: [
            "domain": conversion.toUnicode.value, "ascii": conversion.toASCII.value,
            "transitional": transitional,
          ], range: range))
    }
  }
}

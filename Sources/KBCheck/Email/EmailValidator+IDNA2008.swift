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
          EmailIssue.idnaNotIDNA2008(
            characters: shown.joined(separator: ", ")
              + (verdict.disallowed.count > 5 ? ", …" : "")), range: range))
    }
    if verdict.contextO {
      sink.add(ValidationIssue(EmailIssue.idnaContextO, range: range))
    }
    if let transitional = verdict.transitionalASCII {
      sink.add(
        ValidationIssue(
          EmailIssue.domainTransitional(
            domain: conversion.toUnicode.value, ascii: conversion.toASCII.value,
            transitional: transitional), range: range))
    }
  }
}

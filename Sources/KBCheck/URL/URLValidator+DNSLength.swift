extension URLValidator {
  /// The DNS length limits on the ASCII form of a domain host: at most 63
  /// octets per label and 253 per name, not counting the root's trailing
  /// dot (RFC 1035 §2.3.4; the URL Standard's "domain to ASCII" with
  /// beStrict runs UTS #46 with VerifyDnsLength, UTS #46 §4.2 step 4).
  /// Errors with ``Options/verifyDNSLength``, else warnings.
  /// - Parameters:
  ///   - url: The parsed URL (a domain host).
  ///   - range: The host's range in the input, found on first use.
  /// - Returns: One issue per label over 63 octets, and one for the name.
  /// - Complexity: O(*n*) in the host's length.
  func dnsLengthIssues(_ url: WHATWGURL, range: () -> Range<Int>) -> [ValidationIssue] {
    var host = url.hostname[...]
    if host.hasSuffix(".") { host = host.dropLast() }
    let refused = options.verifyDNSLength
    var issues: [ValidationIssue] = []
    for label in host.split(separator: ".") where label.utf8.count > 63 {
      issues.append(
        ValidationIssue(
          URLIssue.hostLabelTooLong(
            label: label.utf8.count > 70 ? String(label.prefix(63)) + "…" : String(label),
            length: label.utf8.count, refused: refused),
          range: range()))
    }
    if host.utf8.count > 253 {
      issues.append(
        ValidationIssue(
          URLIssue.hostTooLong(length: host.utf8.count, refused: refused), range: range()))
    }
    return issues
  }
}

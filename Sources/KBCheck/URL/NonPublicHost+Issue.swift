extension NonPublicHost {
  /// The `url.non-public-host` issue for this match on `host`.
  /// - Parameter host: The URL's host name.
  /// - Returns: The issue naming the row, the single-label name, or the
  ///   IPv6 block and the IPv4 address it carries.
  func issue(host: String) -> URLIssue {
    switch detail {
    case .row:
      .nonPublicHost(host: host, match: match, registry: registry)
    case .singleLabel(let name):
      .nonPublicSingleLabel(host: host, name: name)
    case .embedded(let block, let ipv4, let inner):
      .nonPublicEmbeddedIPv4(
        host: host, block: block, ipv4: ipv4, match: inner, registry: registry)
    }
  }
}

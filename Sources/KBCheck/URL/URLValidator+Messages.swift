extension URLValidator {
  /// The message variant of `url.scheme-not-allowed` for the allowed
  /// schemes: `one`, the default (two, `a or b`) or `many`.
  static func allowedSchemesVariant(_ options: Options) -> String? {
    switch options.allowedSchemes?.count ?? 0 {
    case 0, 1: "one"
    case 2: nil
    default: "many"
    }
  }

  /// The arguments of `url.scheme-not-allowed`: the scheme given and the
  /// allowed ones (`first` and `second`, or the list as `allowed`).
  static func allowedSchemesArguments(_ options: Options, scheme: String) -> MessageArguments {
    let allowed = options.allowedSchemes ?? []
    if allowed.count == 2 {
      return ["scheme": scheme, "first": allowed[0], "second": allowed[1]]
    }
    return ["scheme": scheme, "allowed": allowed.joined(separator: ", ")]
  }
}

extension NonPublicHost {
  /// The variant of `url.non-public-host` for this match.
  var messageVariant: String? {
    switch detail {
    case .row: nil
    case .singleLabel: "single-label"
    case .embedded: "embedded"
    }
  }

  /// The arguments of `url.non-public-host` for this match on `host`.
  func messageArguments(host: String) -> MessageArguments {
    switch detail {
    case .row:
      return ["host": host, "match": match, "registry": registry]
    case .singleLabel(let name):
      return ["host": host, "name": name]
    case .embedded(let block, let ipv4, let inner):
      return ["host": host, "block": block, "ipv4": ipv4, "match": inner, "registry": registry]
    }
  }
}

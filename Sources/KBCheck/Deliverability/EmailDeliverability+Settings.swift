extension EmailDeliverability.Options {
  /// The `name=value` settings read by ``init(settings:)``: they configure
  /// the check, not the email validator.
  public static let settingNames: Set<String> = ["checkDeliverability", "dnsServer", "dnsTimeout"]

  /// Reads the check's settings, as `kbcheck --set` and schema `options`
  /// give them: `checkDeliverability=true|false`, `dnsServer=ADDRESS[:PORT]`
  /// (IPv4; default: `/etc/resolv.conf`'s servers), `dnsTimeout=SECONDS`
  /// (1–30, one attempt's time-out).
  /// - Parameter settings: Every setting of the field; others are ignored.
  ///   The result is `nil` when `checkDeliverability` is absent or `false`.
  /// - Throws: ``ConfigurationError`` for a malformed value, or a DNS
  ///   setting without `checkDeliverability=true`.
  public init?(settings: [String: String]) throws(ConfigurationError) {
    let given = settings.keys.filter { Self.settingNames.contains($0) }.sorted()
    guard !given.isEmpty else { return nil }
    var check = false
    if let text = settings["checkDeliverability"] {
      switch text.lowercased() {
      case "true", "yes", "1", "on": check = true
      case "false", "no", "0", "off": check = false
      default:
        throw ConfigurationError(
          DeliverabilitySettingIssue.notABoolean(name: "checkDeliverability", given: text))
      }
    }
    guard check else {
      if let other = given.first(where: { $0 != "checkDeliverability" }) {
        throw ConfigurationError(DeliverabilitySettingIssue.needsCheck(name: other))
      }
      return nil
    }
    self.init()
    if let text = settings["dnsServer"] {
      guard let server = DNSServer(text) else {
        throw ConfigurationError(DeliverabilitySettingIssue.badServer(given: text))
      }
      self.server = server
    }
    if let text = settings["dnsTimeout"] {
      guard let seconds = Int(text), (1...30).contains(seconds), text.first != "+" else {
        throw ConfigurationError(DeliverabilitySettingIssue.badTimeout(given: text))
      }
      self.timeoutSeconds = seconds
    }
  }
}

/// A deliverability setting that cannot be used (configuration family).
public enum DeliverabilitySettingIssue: FamilyIssue {
  /// A yes/no setting with another value.
  case notABoolean(name: String, given: String)
  /// `dnsServer` that is not `IPv4[:PORT]`.
  case badServer(given: String)
  /// `dnsTimeout` that is not 1–30 seconds.
  case badTimeout(given: String)
  /// A DNS setting without `checkDeliverability=true`.
  case needsCheck(name: String)
  /// A deliverability setting on a field that is not an email address.
  case notEmail(name: String, type: String)

  /// The configuration family.
  public static let family = IssueFamily.configuration
  /// Configuration errors.
  public static let kind = IssueCodeInfo.Kind.configuration
  /// One of every case.
  public static let samples: [DeliverabilitySettingIssue] = [
    .notABoolean(name: "checkDeliverability", given: "maybe"), .badServer(given: "::1"),
    .badTimeout(given: "0"), .needsCheck(name: "dnsServer"),
    .notEmail(name: "checkDeliverability", type: "URL"),
  ]

  /// The dotted code.
  public var code: ValidationIssue.Code {
    switch self {
    case .notABoolean: "config.deliverability-boolean"
    case .badServer: "config.dns-server"
    case .badTimeout: "config.dns-timeout"
    case .needsCheck: "config.dns-without-check"
    case .notEmail: "config.deliverability-not-email"
    }
  }

  /// Always an error.
  public var severity: ValidationIssue.Severity { .error }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .notABoolean: "checkDeliverability is not true or false."
    case .badServer: "dnsServer is not an IPv4 address with an optional port."
    case .badTimeout: "dnsTimeout is not a whole number of seconds from 1 to 30."
    case .needsCheck: "A DNS setting was given without checkDeliverability=true."
    case .notEmail: "A deliverability setting on a field that is not an email address."
    }
  }

  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .notABoolean: "checkDeliverability ist nicht true oder false."
    case .badServer: "dnsServer ist keine IPv4-Adresse mit optionalem Port."
    case .badTimeout: "dnsTimeout ist keine ganze Zahl von Sekunden von 1 bis 30."
    case .needsCheck: "Eine DNS-Einstellung wurde ohne checkDeliverability=true angegeben."
    case .notEmail:
      "Eine Einstellung zur Zustellbarkeit bei einem Feld, das keine E-Mail-Adresse ist."
    }
  }

  /// The English message.
  public var english: String {
    switch self {
    case .notABoolean(let name, let given): "\(name) must be true or false, not '\(given)'."
    case .badServer(let given):
      "dnsServer must be an IPv4 address with an optional port (127.0.0.1:5353), not '\(given)'."
    case .badTimeout(let given): "dnsTimeout must be 1 to 30 seconds, not '\(given)'."
    case .needsCheck(let name): "\(name) has no effect without checkDeliverability=true."
    case .notEmail(let name, let type): "\(name) is for email fields, not \(type)."
    }
  }

  /// The German message.
  public var german: String {
    switch self {
    case .notABoolean(let name, let given): "\(name) muss true oder false sein, nicht „\(given)“."
    case .badServer(let given):
      "dnsServer muss eine IPv4-Adresse mit optionalem Port sein (127.0.0.1:5353), nicht „\(given)“."
    case .badTimeout(let given): "dnsTimeout muss 1 bis 30 Sekunden betragen, nicht „\(given)“."
    case .needsCheck(let name): "\(name) wirkt nur mit checkDeliverability=true."
    case .notEmail(let name, let type): "\(name) gilt für E-Mail-Felder, nicht für \(type)."
    }
  }
}

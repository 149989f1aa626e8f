/// What a deliverability check found about an email domain (issue family
/// `deliverability`).
///
/// A check reads the domain's MX records (RFC 5321 §5.1), its null MX
/// (RFC 7505) and, without MX, its address records; "could not decide"
/// (a time-out, a server failure) is ``undecided(domain:reason:)``, a
/// warning that never makes an address invalid and never vouches for it.
public enum DeliverabilityIssue: FamilyIssue {
  /// A special-use or private-use domain (IANA Special-Use Domain Names,
  /// RFC 6761): refused without a query.
  case specialUseDomain(domain: String, source: String)
  /// The domain does not exist (NXDOMAIN, RFC 1035 §4.1.1 RCODE 3).
  case noSuchDomain(domain: String)
  /// The domain publishes a null MX: it accepts no mail (RFC 7505 §3).
  case nullMX(domain: String)
  /// A null MX published beside other MX records, which RFC 7505 §3
  /// forbids; the other records are used.
  case nullMXBesideOthers(domain: String)
  /// No MX and no address record: no host receives the domain's mail
  /// (RFC 5321 §5.1).
  case noMailHost(domain: String)
  /// No MX record, but an address record: mail goes to that address (the
  /// implicit MX of RFC 5321 §5.1), which is often a parked or mistyped
  /// domain.
  case addressFallback(domain: String)
  /// An MX whose exchange cannot receive mail from the internet: an IP
  /// literal written as a name, `localhost`, or an address in a
  /// special-purpose range. An error when no usable MX remains.
  case unusableMailHost(exchange: String, problem: MailHostProblem, noneUsable: Bool)
  /// The check could not decide: a time-out, a server failure, an answer
  /// that cannot be read.
  case undecided(domain: String, reason: UndecidedReason)

  /// Why a mail host cannot receive mail.
  public enum MailHostProblem: Sendable, Hashable {
    /// The exchange is an IP address written as a name (RFC 5321 §5.1
    /// wants a domain name).
    case ipLiteral
    /// The exchange is `localhost` (RFC 6761 §6.3).
    case localhost
    /// The exchange's address is in a special-purpose range: the row of
    /// the IANA registry.
    case nonPublicAddress(String)
  }

  /// Why a check could not decide.
  public enum UndecidedReason: Sendable, Hashable {
    /// No answer within the time-out.
    case timeout
    /// The time budget of the check ran out.
    case budgetExhausted
    /// The server answered with an error code (SERVFAIL 2, REFUSED 5, …).
    case serverFailure(code: Int)
    /// The server sent a referral instead of an answer: it does not
    /// resolve names recursively.
    case referral
    /// The answer could not be read.
    case malformedAnswer
    /// A CNAME chain longer than 8 or in a loop.
    case aliasChain
  }

  /// The deliverability family.
  public static let family = IssueFamily.deliverability

  /// One of every case.
  public static let samples: [DeliverabilityIssue] = [
    .specialUseDomain(domain: "mail.test", source: "IANA Special-Use Domain Names [RFC 6761]"),
    .noSuchDomain(domain: "gmial.example"),
    .nullMX(domain: "example.com"),
    .nullMXBesideOthers(domain: "example.org"),
    .noMailHost(domain: "example.net"),
    .addressFallback(domain: "example.net"),
    .unusableMailHost(exchange: "192.0.2.1.", problem: .ipLiteral, noneUsable: true),
    .unusableMailHost(exchange: "localhost.", problem: .localhost, noneUsable: false),
    .unusableMailHost(
      exchange: "mx.example.", problem: .nonPublicAddress("10.0.0.0/8 Private-Use [RFC 1918]"),
      noneUsable: true),
    .undecided(domain: "example.com", reason: .timeout),
    .undecided(domain: "example.com", reason: .budgetExhausted),
    .undecided(domain: "example.com", reason: .serverFailure(code: 2)),
    .undecided(domain: "example.com", reason: .referral),
    .undecided(domain: "example.com", reason: .malformedAnswer),
    .undecided(domain: "example.com", reason: .aliasChain),
  ]

  /// The dotted code.
  public var code: ValidationIssue.Code {
    switch self {
    case .specialUseDomain: "deliverability.special-use-domain"
    case .noSuchDomain: "deliverability.no-such-domain"
    case .nullMX: "deliverability.null-mx"
    case .nullMXBesideOthers: "deliverability.null-mx-beside-others"
    case .noMailHost: "deliverability.no-mail-host"
    case .addressFallback: "deliverability.address-fallback"
    case .unusableMailHost: "deliverability.unusable-mail-host"
    case .undecided: "deliverability.undecided"
    }
  }

  /// Errors make the address undeliverable; warnings do not decide.
  public var severity: ValidationIssue.Severity {
    switch self {
    case .specialUseDomain, .noSuchDomain, .nullMX, .noMailHost: .error
    case .unusableMailHost(_, _, let noneUsable): noneUsable ? .error : .warning
    case .nullMXBesideOthers, .addressFallback, .undecided: .warning
    }
  }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .specialUseDomain:
      "The domain is special-use or private-use (IANA Special-Use Domain Names, RFC 6761): no mail is delivered there; no query is made."
    case .noSuchDomain: "The domain does not exist: NXDOMAIN (RFC 1035 §4.1.1)."
    case .nullMX: "The domain publishes a null MX: it accepts no mail (RFC 7505)."
    case .nullMXBesideOthers:
      "A null MX beside other MX records, which RFC 7505 §3 forbids; the others are used."
    case .noMailHost: "Neither MX nor address records: no host receives mail (RFC 5321 §5.1)."
    case .addressFallback:
      "No MX record; mail goes to the domain's address record (implicit MX, RFC 5321 §5.1)."
    case .unusableMailHost:
      "An MX exchange that cannot receive mail from the internet (an IP literal, localhost, a special-purpose address); an error when no usable MX remains."
    case .undecided:
      "The check could not decide (time-out, server failure, unreadable answer): neither deliverable nor undeliverable."
    }
  }

  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .specialUseDomain:
      "Die Domain ist für besondere oder private Zwecke reserviert (IANA Special-Use Domain Names, RFC 6761): Dorthin wird keine E-Mail zugestellt; es wird keine Abfrage gestellt."
    case .noSuchDomain: "Die Domain existiert nicht: NXDOMAIN (RFC 1035 §4.1.1)."
    case .nullMX: "Die Domain veröffentlicht einen Null-MX: Sie nimmt keine E-Mail an (RFC 7505)."
    case .nullMXBesideOthers:
      "Ein Null-MX neben anderen MX-Einträgen, was RFC 7505 §3 verbietet; die anderen werden verwendet."
    case .noMailHost: "Weder MX- noch Adresseinträge: Kein Host empfängt E-Mail (RFC 5321 §5.1)."
    case .addressFallback:
      "Kein MX-Eintrag; E-Mail geht an den Adresseintrag der Domain (implizites MX, RFC 5321 §5.1)."
    case .unusableMailHost:
      "Ein MX-Mailserver, der keine E-Mail aus dem Internet empfangen kann (ein IP-Literal, localhost, eine Adresse für besondere Zwecke); ein Fehler, wenn kein nutzbarer MX übrig bleibt."
    case .undecided:
      "Die Prüfung konnte nicht entscheiden (Zeitüberschreitung, Serverfehler, unlesbare Antwort): weder zustellbar noch unzustellbar."
    }
  }

  /// The English message.
  public var english: String {
    switch self {
    case .specialUseDomain(let domain, let source):
      "\(domain) is a special-use domain (\(source)); no mail is delivered there."
    case .noSuchDomain(let domain): "The domain \(domain) does not exist."
    case .nullMX(let domain): "The domain \(domain) accepts no mail (it publishes a null MX)."
    case .nullMXBesideOthers(let domain):
      "The domain \(domain) publishes a null MX beside other MX records; the others are used."
    case .noMailHost(let domain): "The domain \(domain) has no mail server and no address."
    case .addressFallback(let domain):
      "The domain \(domain) has no mail server (MX) record; mail would go to its web address. Check the spelling."
    case .unusableMailHost(let exchange, let problem, let noneUsable):
      "The mail server \(exchange) \(Self.englishProblem(problem))"
        + (noneUsable ? "; no other mail server is usable." : ".")
    case .undecided(let domain, let reason):
      "Whether \(domain) receives mail could not be checked: \(Self.englishReason(reason)). Try again later."
    }
  }

  /// The German message.
  public var german: String {
    switch self {
    case .specialUseDomain(let domain, let source):
      "\(domain) ist eine Domain für besondere Zwecke (\(source)); dorthin wird keine E-Mail zugestellt."
    case .noSuchDomain(let domain): "Die Domain \(domain) gibt es nicht."
    case .nullMX(let domain):
      "Die Domain \(domain) nimmt keine E-Mail an (sie veröffentlicht einen Null-MX)."
    case .nullMXBesideOthers(let domain):
      "Die Domain \(domain) veröffentlicht einen Null-MX neben anderen MX-Einträgen; die anderen werden verwendet."
    case .noMailHost(let domain): "Die Domain \(domain) hat weder Mailserver noch Adresse."
    case .addressFallback(let domain):
      "Die Domain \(domain) hat keinen Mailserver-Eintrag (MX); E-Mail ginge an ihre Web-Adresse. Prüfen Sie die Schreibweise."
    case .unusableMailHost(let exchange, let problem, let noneUsable):
      "Der Mailserver \(exchange) \(Self.germanProblem(problem))"
        + (noneUsable ? "; kein anderer Mailserver ist nutzbar." : ".")
    case .undecided(let domain, let reason):
      "Ob \(domain) E-Mail empfängt, ließ sich nicht prüfen: \(Self.germanReason(reason)). Versuchen Sie es später erneut."
    }
  }

  private static func englishProblem(_ problem: MailHostProblem) -> String {
    switch problem {
    case .ipLiteral: "is an IP address, not a host name"
    case .localhost: "is localhost"
    case .nonPublicAddress(let row): "has an address that is not on the internet (\(row))"
    }
  }

  private static func germanProblem(_ problem: MailHostProblem) -> String {
    switch problem {
    case .ipLiteral: "ist eine IP-Adresse, kein Hostname"
    case .localhost: "ist localhost"
    case .nonPublicAddress(let row): "hat eine Adresse, die nicht im Internet liegt (\(row))"
    }
  }

  private static func englishReason(_ reason: UndecidedReason) -> String {
    switch reason {
    case .timeout: "the DNS server did not answer in time"
    case .budgetExhausted: "the time allowed for the check ran out"
    case .serverFailure(let code): "the DNS server answered with error code \(code)"
    case .referral: "the DNS server does not resolve names (it sent a referral)"
    case .malformedAnswer: "the DNS answer could not be read"
    case .aliasChain: "the domain's aliases (CNAME) form a loop or a chain that is too long"
    }
  }

  private static func germanReason(_ reason: UndecidedReason) -> String {
    switch reason {
    case .timeout: "der DNS-Server hat nicht rechtzeitig geantwortet"
    case .budgetExhausted: "die für die Prüfung erlaubte Zeit ist abgelaufen"
    case .serverFailure(let code): "der DNS-Server hat mit Fehlercode \(code) geantwortet"
    case .referral: "der DNS-Server löst keine Namen auf (er hat nur verwiesen)"
    case .malformedAnswer: "die DNS-Antwort ließ sich nicht lesen"
    case .aliasChain: "die Aliase (CNAME) der Domain bilden eine Schleife oder eine zu lange Kette"
    }
  }
}

extension URLIssue {
  /// What the code of the issue means and which rule it comes from.
  public var meaning: String {
    switch self {
    case .schemeNotAllowed: "The scheme is not one of the allowed schemes."
    case .missingScheme, .missingSchemeReadAs:
      "The URL has no scheme: an error with the suggested https:// URL, or a warning when allowMissingScheme reads it so."
    case .hostRequired: "The URL has no host (or an empty one) where one is required."
    case .credentialsNotAllowed: "The URL has a user name or password."
    case .ipHostNotAllowed: "The host is an IP address."
    case .nonPublicHost, .nonPublicSingleLabel, .nonPublicEmbeddedIPv4:
      "The host is loopback, private, link-local or local-only (the matching registry row is named)."
    case .hostEmptyLabel:
      "A host with an empty label (shop..example, .example), with refuseMalformedHosts."
    case .hostInvalidALabel:
      "An xn-- host label that is not valid Punycode or decodes to nothing, with refuseMalformedHosts."
    case .tooLong, .tooLongInput:
      "The href is longer than the maximum length (or the input longer than 256 MiB)."
    case .hostMixedScript: "A label of the host mixes scripts (UTS #39)."
    case .hostConfusable: "A label of the host looks like another, ASCII one (UTS #39 skeleton)."
    case .validationError(let kind, _):
      kind.alwaysEndsParsing
        ? "WHATWG \(kind.rawValue): \(kind.meaning)"
        : "WHATWG \(kind.rawValue): \(kind.meaning) (an error when refusedValidationErrors has it)."
    case .hostIPv4Shorthand:
      "The host is an IPv4 address with fewer than four parts (127.1, 2130706433), expanded by the URL Standard: an error with refuseHostRewrites (form), else a warning."
    case .hostPercentDecoded:
      "The host is percent-encoded and read decoded: an error with refuseHostRewrites (form), else a warning."
    case .hostIgnorableRemoved:
      "UTS #46 removes Default_Ignorable characters (variation selectors, zero-width characters, …) from the host: an error with refuseHostRewrites (form), else a warning."
    case .hostMapped:
      "UTS #46 maps compatibility characters of the host (circled, squared, Roman numerals, parenthesized digits, …) to others: an error with refuseHostRewrites (form), else a warning."
    case .hostSpelling:
      "The host is written with full-width letters, ideographic full stops or a non-NFC spelling; UTS #46 reads the same name."
    case .hostLabelTooLong:
      "A label of the host is longer than 63 octets in its ASCII form (RFC 1035 §2.3.4): an error with verifyDNSLength (form), else a warning."
    case .hostTooLong:
      "The host is longer than 253 octets in its ASCII form (RFC 1035 §2.3.4): an error with verifyDNSLength (form), else a warning."
    case .emptyUserinfo:
      "An @ with no user name or password before the host (http://@example.com), with refuseEmptyUserinfo (form) even when credentials are allowed."
    }
  }

  /// What the code of the issue means and which rule it comes from, in German.
  public var germanMeaning: String {
    switch self {
    case .schemeNotAllowed: "Das Schema ist keines der zulässigen Schemata."
    case .missingScheme, .missingSchemeReadAs:
      "Die URL hat kein Schema: ein Fehler mit der vorgeschlagenen https://-URL, oder eine Warnung, wenn allowMissingScheme sie so liest."
    case .hostRequired: "Die URL hat keinen Host (oder einen leeren), wo einer verlangt ist."
    case .credentialsNotAllowed: "Die URL enthält einen Benutzernamen oder ein Passwort."
    case .ipHostNotAllowed: "Der Host ist eine IP-Adresse."
    case .nonPublicHost, .nonPublicSingleLabel, .nonPublicEmbeddedIPv4:
      "Der Host ist Loopback, privat, link-lokal oder nur lokal erreichbar (die passende Zeile des Registers wird genannt)."
    case .hostEmptyLabel:
      "Ein Host mit einem leeren Label (shop..example, .example), mit refuseMalformedHosts."
    case .hostInvalidALabel:
      "Ein Host-Label mit xn--, das kein gültiger Punycode ist oder dekodiert nichts ergibt, mit refuseMalformedHosts."
    case .tooLong, .tooLongInput:
      "Der href ist länger als die Höchstlänge (oder die Eingabe länger als 256 MiB)."
    case .hostMixedScript: "Ein Label des Hosts mischt Schriftsysteme (UTS #39)."
    case .hostConfusable:
      "Ein Label des Hosts sieht aus wie ein anderes, ASCII-Label (UTS #39, Skeleton)."
    case .validationError(let kind, _):
      kind.alwaysEndsParsing
        ? "WHATWG \(kind.rawValue): \(kind.germanMeaning)"
        : "WHATWG \(kind.rawValue): \(kind.germanMeaning) (ein Fehler, wenn er in refusedValidationErrors steht)."
    case .hostIPv4Shorthand:
      "Der Host ist eine IPv4-Adresse mit weniger als vier Teilen (127.1, 2130706433), vom URL Standard erweitert: ein Fehler mit refuseHostRewrites (form), sonst eine Warnung."
    case .hostPercentDecoded:
      "Der Host ist prozentcodiert und wird dekodiert gelesen: ein Fehler mit refuseHostRewrites (form), sonst eine Warnung."
    case .hostIgnorableRemoved:
      "UTS #46 entfernt Default_Ignorable-Zeichen (Variantenselektoren, breitenlose Zeichen, …) aus dem Host: ein Fehler mit refuseHostRewrites (form), sonst eine Warnung."
    case .hostMapped:
      "UTS #46 bildet Kompatibilitätszeichen des Hosts (eingekreiste, eingerahmte, römische Zahlzeichen, geklammerte Ziffern, …) auf andere ab: ein Fehler mit refuseHostRewrites (form), sonst eine Warnung."
    case .hostSpelling:
      "Der Host ist mit Buchstaben in voller Breite, ideografischen Punkten oder in einer Schreibweise außerhalb von NFC geschrieben; UTS #46 liest denselben Namen."
    case .hostLabelTooLong:
      "Ein Label des Hosts ist in seiner ASCII-Form länger als 63 Byte (RFC 1035 §2.3.4): ein Fehler mit verifyDNSLength (form), sonst eine Warnung."
    case .hostTooLong:
      "Der Host ist in seiner ASCII-Form länger als 253 Byte (RFC 1035 §2.3.4): ein Fehler mit verifyDNSLength (form), sonst eine Warnung."
    case .emptyUserinfo:
      "Ein @ ohne Benutzernamen oder Passwort vor dem Host (http://@example.com), mit refuseEmptyUserinfo (form), auch wenn Zugangsdaten erlaubt sind."
    }
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .schemeNotAllowed(let scheme, let allowed):
      switch allowed.count {
      case 0, 1: "The scheme '\(scheme)' is not allowed; use \(allowed.joined(separator: ", "))."
      case 2: "The scheme '\(scheme)' is not allowed; use \(allowed[0]) or \(allowed[1])."
      default:
        "The scheme '\(scheme)' is not allowed; use one of \(allowed.joined(separator: ", "))."
      }
    case .missingScheme(let suggestion): "The URL has no scheme; did you mean \(suggestion)?"
    case .missingSchemeReadAs(let href): "The URL has no scheme; read as \(href)."
    case .hostRequired: "The URL needs a host name."
    case .credentialsNotAllowed: "The URL must not contain a user name or password."
    case .ipHostNotAllowed: "The host must be a domain name, not an IP address."
    case .nonPublicHost(let host, let match, let registry):
      "The host '\(host)' is not on the public internet: \(match) (\(registry))."
    case .nonPublicSingleLabel(let host, let name):
      "The host '\(host)' is not on the public internet: '\(name)' (a single-label name) (not a public DNS name: it resolves only in a local search domain)."
    case .nonPublicEmbeddedIPv4(let host, let block, let ipv4, let match, let registry):
      "The host '\(host)' is not on the public internet: \(block), carrying \(ipv4): \(match) (\(registry))."
    case .hostEmptyLabel(let host):
      "The host '\(host)' has an empty part between dots; check for a missing or extra dot."
    case .hostInvalidALabel(let label):
      "The host part '\(label)' starts with xn-- but is not a valid internationalized (Punycode) name."
    case .tooLong(let limit): "The URL is longer than \(limit) characters."
    case .tooLongInput: "The URL is longer than 256 MiB."
    case .hostMixedScript(let label):
      "The host label '\(label)' mixes scripts, which is often used to imitate another name."
    case .hostConfusable(let label, let skeleton):
      "The host label '\(label)' looks like '\(skeleton)'."
    case .validationError(let kind, _): kind.english
    case .hostIPv4Shorthand(let original, let mapped, true):
      "The host '\(original)' is a shortened IPv4 address that would be read as \(mapped); write all four parts."
    case .hostIPv4Shorthand(let original, let mapped, false):
      "The host '\(original)' is a shortened IPv4 address, read as \(mapped)."
    case .hostPercentDecoded(let original, let mapped, true):
      "The host '\(original)' is written with percent-escapes, which would be read as '\(mapped)'; type the name itself."
    case .hostPercentDecoded(let original, let mapped, false):
      "The host '\(original)' is percent-encoded; it is read as '\(mapped)'."
    case .hostIgnorableRemoved(let original, let mapped, let characters, true):
      "The host '\(original)' contains invisible characters (\(characters)) that would be removed, leaving '\(mapped)'."
    case .hostIgnorableRemoved(let original, let mapped, let characters, false):
      "The host '\(original)' contains invisible characters (\(characters)); they are removed and the host is read as '\(mapped)'."
    case .hostMapped(let original, let mapped, let characters, true):
      "The host '\(original)' uses characters that stand for others (\(characters)); it would become '\(mapped)'. Type the name itself."
    case .hostMapped(let original, let mapped, let characters, false):
      "The host '\(original)' uses characters that stand for others (\(characters)); it is read as '\(mapped)'."
    case .hostSpelling(let original, let mapped, let characters):
      "The host '\(original)' is another spelling (\(characters)) of '\(mapped)', which is what the URL holds."
    case .hostLabelTooLong(let label, let length, true):
      "The host part '\(label)' is \(length) characters long; DNS allows at most 63."
    case .hostLabelTooLong(let label, let length, false):
      "The host part '\(label)' is \(length) characters long; DNS allows at most 63, so it cannot be looked up."
    case .hostTooLong(let length, true):
      "The host name is \(length) characters long; DNS allows at most 253."
    case .hostTooLong(let length, false):
      "The host name is \(length) characters long; DNS allows at most 253, so it cannot be looked up."
    case .emptyUserinfo: "The URL has an '@' with nothing before it; remove the '@'."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .schemeNotAllowed(let scheme, let allowed):
      switch allowed.count {
      case 0, 1:
        "Das Schema „\(scheme)“ ist nicht zulässig; verwenden Sie \(allowed.joined(separator: ", "))."
      case 2:
        "Das Schema „\(scheme)“ ist nicht zulässig; verwenden Sie \(allowed[0]) oder \(allowed[1])."
      default:
        "Das Schema „\(scheme)“ ist nicht zulässig; verwenden Sie eines von \(allowed.joined(separator: ", "))."
      }
    case .missingScheme(let suggestion): "Die URL hat kein Schema; meinten Sie \(suggestion)?"
    case .missingSchemeReadAs(let href): "Die URL hat kein Schema; gelesen als \(href)."
    case .hostRequired: "Die URL braucht einen Hostnamen."
    case .credentialsNotAllowed: "Die URL darf keinen Benutzernamen und kein Passwort enthalten."
    case .ipHostNotAllowed: "Der Host muss ein Domainname sein, keine IP-Adresse."
    case .nonPublicHost(let host, let match, let registry):
      "Der Host „\(host)“ ist nicht im öffentlichen Internet: \(match) (\(registry))."
    case .nonPublicSingleLabel(let host, let name):
      "Der Host „\(host)“ ist nicht im öffentlichen Internet: „\(name)“ (ein Name ohne Punkt) (kein öffentlicher DNS-Name: er wird nur in einer lokalen Suchdomain aufgelöst)."
    case .nonPublicEmbeddedIPv4(let host, let block, let ipv4, let match, let registry):
      "Der Host „\(host)“ ist nicht im öffentlichen Internet: \(block), mit \(ipv4) darin: \(match) (\(registry))."
    case .hostEmptyLabel(let host):
      "Der Host „\(host)“ hat einen leeren Teil zwischen Punkten; prüfen Sie, ob ein Punkt fehlt oder zu viel ist."
    case .hostInvalidALabel(let label):
      "Der Hostteil „\(label)“ beginnt mit xn--, ist aber kein gültiger internationalisierter Name (Punycode)."
    case .tooLong(let limit): "Die URL ist länger als \(limit) Zeichen."
    case .tooLongInput: "Die URL ist länger als 256 MiB."
    case .hostMixedScript(let label):
      "Das Host-Label „\(label)“ mischt Schriften, was oft dazu dient, einen anderen Namen nachzuahmen."
    case .hostConfusable(let label, let skeleton):
      "Das Host-Label „\(label)“ sieht aus wie „\(skeleton)“."
    case .validationError(let kind, _): kind.german
    case .hostIPv4Shorthand(let original, let mapped, true):
      "Der Host „\(original)“ ist eine verkürzte IPv4-Adresse und würde als \(mapped) gelesen; schreiben Sie alle vier Teile."
    case .hostIPv4Shorthand(let original, let mapped, false):
      "Der Host „\(original)“ ist eine verkürzte IPv4-Adresse, gelesen als \(mapped)."
    case .hostPercentDecoded(let original, let mapped, true):
      "Der Host „\(original)“ ist mit Prozent-Escapes geschrieben und würde als „\(mapped)“ gelesen; geben Sie den Namen selbst ein."
    case .hostPercentDecoded(let original, let mapped, false):
      "Der Host „\(original)“ ist prozentcodiert; er wird als „\(mapped)“ gelesen."
    case .hostIgnorableRemoved(let original, let mapped, let characters, true):
      "Der Host „\(original)“ enthält unsichtbare Zeichen (\(characters)), die entfernt würden; übrig bliebe „\(mapped)“."
    case .hostIgnorableRemoved(let original, let mapped, let characters, false):
      "Der Host „\(original)“ enthält unsichtbare Zeichen (\(characters)); sie werden entfernt und der Host als „\(mapped)“ gelesen."
    case .hostMapped(let original, let mapped, let characters, true):
      "Der Host „\(original)“ verwendet Zeichen, die für andere stehen (\(characters)); er würde zu „\(mapped)“. Geben Sie den Namen selbst ein."
    case .hostMapped(let original, let mapped, let characters, false):
      "Der Host „\(original)“ verwendet Zeichen, die für andere stehen (\(characters)); er wird als „\(mapped)“ gelesen."
    case .hostSpelling(let original, let mapped, let characters):
      "Der Host „\(original)“ ist eine andere Schreibweise (\(characters)) von „\(mapped)“, und das steht in der URL."
    case .hostLabelTooLong(let label, let length, true):
      "Der Hostteil „\(label)“ ist \(length) Zeichen lang; DNS erlaubt höchstens 63."
    case .hostLabelTooLong(let label, let length, false):
      "Der Hostteil „\(label)“ ist \(length) Zeichen lang; DNS erlaubt höchstens 63, er kann also nicht aufgelöst werden."
    case .hostTooLong(let length, true):
      "Der Hostname ist \(length) Zeichen lang; DNS erlaubt höchstens 253."
    case .hostTooLong(let length, false):
      "Der Hostname ist \(length) Zeichen lang; DNS erlaubt höchstens 253, er kann also nicht aufgelöst werden."
    case .emptyUserinfo: "Die URL hat ein „@“ ohne etwas davor; entfernen Sie das „@“."
    }
  }
}

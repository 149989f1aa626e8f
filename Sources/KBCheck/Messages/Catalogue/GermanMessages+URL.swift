extension GermanMessages {
  /// German messages of the url family, keyed `code` or `code#variant`.
  static let url: [String: String] = [
    // The validator's policy.
    "url.scheme-not-allowed#one":
      "Das Schema „{scheme}“ ist nicht zulässig; verwenden Sie {allowed}.",
    "url.scheme-not-allowed":
      "Das Schema „{scheme}“ ist nicht zulässig; verwenden Sie {first} oder {second}.",
    "url.scheme-not-allowed#many":
      "Das Schema „{scheme}“ ist nicht zulässig; verwenden Sie eines von {allowed}.",
    "url.missing-scheme": "Die URL hat kein Schema; meinten Sie {suggestion}?",
    "url.missing-scheme#read-as": "Die URL hat kein Schema; gelesen als {href}.",
    "url.host-required": "Die URL braucht einen Hostnamen.",
    "url.credentials-not-allowed": "Die URL darf keinen Benutzernamen und kein Passwort enthalten.",
    "url.ip-host-not-allowed": "Der Host muss ein Domainname sein, keine IP-Adresse.",
    "url.non-public-host":
      "Der Host „{host}“ ist nicht im öffentlichen Internet: {match} ({registry}).",
    "url.non-public-host#single-label":
      "Der Host „{host}“ ist nicht im öffentlichen Internet: „{name}“ (ein Name ohne Punkt) (kein öffentlicher DNS-Name: er wird nur in einer lokalen Suchdomain aufgelöst).",
    "url.non-public-host#embedded":
      "Der Host „{host}“ ist nicht im öffentlichen Internet: {block}, mit {ipv4} darin: {match} ({registry}).",
    "url.host-empty-label":
      "Der Host „{host}“ hat einen leeren Teil zwischen Punkten; prüfen Sie, ob ein Punkt fehlt oder zu viel ist.",
    "url.host-invalid-a-label":
      "Der Hostteil „{label}“ beginnt mit xn--, ist aber kein gültiger internationalisierter Name (Punycode).",
    "url.too-long": "Die URL ist länger als {limit} Zeichen.",
    "url.too-long#huge": "Die URL ist länger als 256 MiB.",
    "url.host-mixed-script":
      "Das Host-Label „{label}“ mischt Schriften, was oft dazu dient, einen anderen Namen nachzuahmen.",
    "url.host-confusable": "Das Host-Label „{label}“ sieht aus wie „{skeleton}“.",
    "url.host-mapped":
      "Der Host „{original}“ verwendet Zeichen, die für andere stehen ({characters}); er würde zu „{mapped}“. Geben Sie den Namen selbst ein.",
    "url.host-mapped#warning":
      "Der Host „{original}“ verwendet Zeichen, die für andere stehen ({characters}); er wird als „{mapped}“ gelesen.",
    "url.host-spelling":
      "Der Host „{original}“ ist eine andere Schreibweise ({characters}) von „{mapped}“, und das steht in der URL.",
    "url.host-ignorable-removed":
      "Der Host „{original}“ enthält unsichtbare Zeichen ({characters}), die entfernt würden; übrig bliebe „{mapped}“.",
    "url.host-ignorable-removed#warning":
      "Der Host „{original}“ enthält unsichtbare Zeichen ({characters}); sie werden entfernt und der Host als „{mapped}“ gelesen.",
    "url.host-percent-decoded":
      "Der Host „{original}“ ist mit Prozent-Escapes geschrieben und würde als „{mapped}“ gelesen; geben Sie den Namen selbst ein.",
    "url.host-percent-decoded#warning":
      "Der Host „{original}“ ist prozentcodiert; er wird als „{mapped}“ gelesen.",
    "url.host-ipv4-shorthand":
      "Der Host „{original}“ ist eine verkürzte IPv4-Adresse und würde als {mapped} gelesen; schreiben Sie alle vier Teile.",
    "url.host-ipv4-shorthand#warning":
      "Der Host „{original}“ ist eine verkürzte IPv4-Adresse, gelesen als {mapped}.",
    "url.host-label-too-long":
      "Der Hostteil „{label}“ ist {length} Zeichen lang; DNS erlaubt höchstens 63.",
    "url.host-label-too-long#warning":
      "Der Hostteil „{label}“ ist {length} Zeichen lang; DNS erlaubt höchstens 63, er kann also nicht aufgelöst werden.",
    "url.host-too-long": "Der Hostname ist {length} Zeichen lang; DNS erlaubt höchstens 253.",
    "url.host-too-long#warning":
      "Der Hostname ist {length} Zeichen lang; DNS erlaubt höchstens 253, er kann also nicht aufgelöst werden.",
    "url.empty-userinfo": "Die URL hat ein „@“ ohne etwas davor; entfernen Sie das „@“.",

    // The WHATWG URL Standard's validation errors.
    "url.domain-to-ascii": "Der Domainname ist kein gültiger internationalisierter Domainname.",
    "url.domain-invalid-code-point":
      "Die Domain enthält ein Zeichen, das in einem Host nicht zulässig ist.",
    "url.host-invalid-code-point":
      "Der Host enthält ein Zeichen, das in einem Host nicht zulässig ist.",
    "url.ipv4-empty-part": "Die IPv4-Adresse endet mit einem Punkt.",
    "url.ipv4-too-many-parts": "Die IPv4-Adresse hat mehr als vier Teile.",
    "url.ipv4-non-numeric-part": "Ein Teil der IPv4-Adresse ist keine Zahl.",
    "url.ipv4-non-decimal-part":
      "Ein Teil der IPv4-Adresse ist hexadezimal oder oktal geschrieben.",
    "url.ipv4-out-of-range-part": "Ein Teil der IPv4-Adresse ist zu groß.",
    "url.ipv6-unclosed": "Der IPv6-Adresse fehlt die schließende „]“.",
    "url.ipv6-invalid-compression": "Die IPv6-Adresse beginnt mit einem einzelnen „:“.",
    "url.ipv6-too-many-pieces": "Die IPv6-Adresse hat mehr als acht Gruppen.",
    "url.ipv6-multiple-compression": "Die IPv6-Adresse verwendet „::“ mehr als einmal.",
    "url.ipv6-invalid-code-point": "Die IPv6-Adresse enthält ein unerwartetes Zeichen.",
    "url.ipv6-too-few-pieces": "Die IPv6-Adresse hat weniger als acht Gruppen und kein „::“.",
    "url.ipv4-in-ipv6-too-many-pieces":
      "Die IPv6-Adresse hat zu viele Gruppen vor ihrem IPv4-Teil.",
    "url.ipv4-in-ipv6-invalid-code-point": "Der IPv4-Teil der IPv6-Adresse ist fehlerhaft.",
    "url.ipv4-in-ipv6-out-of-range-part":
      "Ein Teil des IPv4-Teils der IPv6-Adresse ist größer als 255.",
    "url.ipv4-in-ipv6-too-few-parts": "Der IPv4-Teil der IPv6-Adresse hat weniger als vier Teile.",
    "url.invalid-url-unit":
      "Dieses Zeichen ist kein URL-Codepunkt; es wurde prozentcodiert oder entfernt.",
    "url.special-scheme-missing-following-solidus": "Auf das Schema sollte „//“ folgen.",
    "url.missing-scheme-non-relative-url": "Die URL hat kein Schema (wie https:).",
    "url.invalid-reverse-solidus":
      "Ein Backslash steht dort, wo ein Schrägstrich erwartet wird.",
    "url.invalid-credentials": "Die URL enthält einen Benutzernamen oder ein Passwort.",
    "url.host-missing": "Die URL hat keinen Host.",
    "url.port-out-of-range": "Der Port ist größer als 65535.",
    "url.port-invalid": "Der Port enthält ein Zeichen, das keine Ziffer ist.",
    "url.file-invalid-windows-drive-letter":
      "Eine relative file-URL beginnt mit einem Windows-Laufwerksbuchstaben.",
    "url.file-invalid-windows-drive-letter-host":
      "Der Host einer file-URL ist ein Windows-Laufwerksbuchstabe.",
  ]
}

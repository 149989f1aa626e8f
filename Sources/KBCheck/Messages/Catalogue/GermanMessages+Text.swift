extension GermanMessages {
  /// What the URL validator adds to a character warning (the `…warning-url`
  /// variants).
  static let urlCharacterNote =
    " Der URL-Standard kodiert es in Pfad, Abfrage oder Fragment mit Prozentzeichen und entfernt oder verweigert es im Host."

  /// The messages of one ``CharacterHygiene`` class, as in English.
  /// - Parameters:
  ///   - code: The code.
  ///   - kind: The class, plural (`Unsichtbare Zeichen`).
  ///   - prefix: The variant's prefix (`tab-`), or empty.
  /// - Returns: The keyed messages.
  static func hygiene(_ code: String, _ kind: String, prefix: String = "") -> [String: String] {
    let base = prefix.isEmpty ? code : code + "#" + prefix.dropLast()
    let warning =
      "\(kind) sind hier zulässig, aber leicht zu übersehen; prüfen Sie diese Stelle: {character}."
    return [
      base: "\(kind) sind hier nicht erlaubt: {character}.",
      "\(code)#\(prefix)warning": warning,
      "\(code)#\(prefix)warning-url": warning + urlCharacterNote,
    ]
  }

  /// German messages of the text family, keyed `code` or `code#variant`.
  static let text: [String: String] = {
    var all: [String: String] = [
      "text.line-break#read-as-space": "{character} wurde als Leerzeichen gelesen.",
      "text.bidi-control#phone-separator":
        "{character} ist unsichtbar; es wurde als Trennzeichen gelesen und entfernt.",
      "text.more-issues": "{count} weitere Zeichen der oben genannten Arten wurden gefunden.",
      "text.more-issues#twitter":
        "{count} weitere Zeichen, die hier nicht erlaubt sind, wurden gefunden.",
      "text.not-ascii": "Nur ASCII-Zeichen sind erlaubt: {character}.",
      "text.mixed-script#word":
        "„{word}“ mischt Schriften (sieht aus wie „{skeleton}“); prüfen Sie, ob jeder Buchstabe der gemeinte ist.",
      "text.mixed-script#hashtag":
        "Der Hashtag mischt Schriften (sieht aus wie „#{skeleton}“); prüfen Sie, ob jeder Buchstabe der gemeinte ist.",
      "text.normalized": "Der Text enthält zerlegte Zeichen; er wurde nach NFC normalisiert.",
      "twitter.mention.empty": "Geben Sie nach „@“ einen Benutzernamen ein.",
      "twitter.mention.too-long": "Ein Benutzername hat höchstens 15 Zeichen (dieser hat {count}).",
      "twitter.mention.invalid-character":
        "Ein Benutzername besteht nur aus den Buchstaben A-Z, Ziffern und „_“: {character}.",
      "twitter.hashtag.empty": "Geben Sie nach „#“ ein Wort ein.",
      "twitter.hashtag.invalid-character":
        "Ein Hashtag besteht nur aus Buchstaben, Ziffern und „_“: {character}.",
      "twitter.hashtag.all-digits": "Ein Hashtag braucht mindestens einen Buchstaben.",
      "twitter.missing-prefix#mention": "Eine Erwähnung beginnt mit „@“.",
      "twitter.missing-prefix#hashtag": "Ein Hashtag beginnt mit „#“.",
      "name.contains-digits": "Namen enthalten selten Ziffern: {character}.",
      "name-phone.not-a-phone-number":
        "Eine Telefonnummer besteht nur aus Ziffern, Leerzeichen und + - ( ): {character}.",
      "name-phone.no-digits": "Eine Telefonnummer braucht Ziffern.",
    ]
    let classes: [(String, String, String)] = [
      ("text.line-break", "Zeilenumbrüche", ""),
      ("text.control", "Steuerzeichen", ""),
      ("text.control", "Tabulatoren", "tab-"),
      (
        "text.bidi-control",
        "Bidirektionale Steuerzeichen (sie können Text in einer anderen Reihenfolge anzeigen, als er gespeichert ist)",
        ""
      ),
      ("text.invisible", "Unsichtbare Zeichen", ""),
      ("text.noncharacter", "Nichtzeichen", ""),
      ("text.unassigned", "In Unicode {unicode} nicht zugewiesene Codepunkte", ""),
      (
        "text.private-use",
        "Zeichen für den privaten Gebrauch (sie haben keine vereinbarte Bedeutung)", ""
      ),
    ]
    for (code, kind, prefix) in classes {
      all.merge(hygiene(code, kind, prefix: prefix)) { first, _ in first }
    }
    return all
  }()
}

extension GermanMessages {
  /// `<code>#paste-joins` for the number codes.
  static let pasteJoinsDigits =
    "„{pasted}“ wurde nicht eingefügt: Ohne {character} an Position {offset} würden die Ziffern davor und danach zusammenrücken, und „{inserted}“ ist eine andere Zahl."
  /// `<code>#paste-sign` for the number codes.
  static let pasteTurnsSign =
    "„{pasted}“ wurde nicht eingefügt: Ohne das Minuszeichen würde sich das Vorzeichen der Zahl umkehren, und „{inserted}“ ist eine andere Zahl."

  /// German messages of the number family, keyed `code` or `code#variant`.
  static let number: [String: String] = [
    "number.not-a-digit": "Hier sind nur Ziffern erlaubt, nicht {character}.",
    "number.not-a-digit#filter": "Hier können nur Ziffern eingegeben werden.",
    "number.not-a-digit#paste-joins": pasteJoinsDigits,
    "number.not-a-digit#paste-sign": pasteTurnsSign,
    "number.not-ascii-digit":
      "Hier sind nur die ASCII-Ziffern 0-9 erlaubt, nicht {character} (Ziffer {digit}).",
    "number.not-ascii-digit#filter": "Hier können nur die ASCII-Ziffern 0-9 eingegeben werden.",
    "number.digit-folded": "Ziffern werden als ASCII gespeichert.",
    "number.mixed-digits":
      "Diese Zahl mischt Ziffern verschiedener Schriften ({character}); prüfen Sie, ob sie so gemeint ist.",
    "number.mixed-digits#code":
      "Dieser Wert mischt Ziffern verschiedener Schriften ({character} nach Ziffern einer anderen Schrift); prüfen Sie, ob er so gemeint ist.",
    "number.too-short": "Geben Sie mindestens {limit} Ziffern ein; dieser Wert hat {count}.",
    "number.too-short#exact": "Geben Sie genau {limit} Ziffern ein; dieser Wert hat {count}.",
    "number.too-long": "Geben Sie höchstens {limit} Ziffern ein; dieser Wert hat {count}.",
    "number.too-long#exact": "Geben Sie genau {limit} Ziffern ein; dieser Wert hat {count}.",
    "number.too-long#filter": "Das Feld nimmt höchstens {limit} Ziffern auf.",
    "number.luhn-failed":
      "Die Prüfziffer stimmt nicht (Luhn mod 10); wahrscheinlich ist eine Ziffer vertippt.",
    "number.more-issues": "{count} weitere Probleme dieser Art werden nicht aufgeführt.",
  ]
}

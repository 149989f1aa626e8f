extension GermanMessages {
  /// German messages of the decimal family, keyed `code` or `code#variant`.
  static let decimal: [String: String] = [
    "number.invalid-character": "{character} gehört nicht zu einer Zahl.",
    "number.invalid-character#filter":
      "Hier können nur Ziffern und das Dezimaltrennzeichen eingegeben werden.",
    "number.invalid-character#paste-joins": pasteJoinsDigits,
    "number.no-digits": "Geben Sie mindestens eine Ziffer ein.",
    "number.wrong-decimal-separator":
      "In {locale} ist das Dezimaltrennzeichen {separator}, nicht {character}.",
    "number.wrong-decimal-separator#filter":
      "Das Dezimaltrennzeichen in {locale} ist {separator}, nicht {character}.",
    "number.wrong-decimal-separator#paste-joins": pasteJoinsDigits,
    "number.multiple-decimal-separators":
      "Eine Zahl hat höchstens ein Dezimaltrennzeichen; dies ist ein weiteres.",
    "number.multiple-decimal-separators#filter": "Eine Zahl hat nur ein Dezimaltrennzeichen.",
    "number.multiple-decimal-separators#paste-joins": pasteJoinsDigits,
    "number.separator-folded": "Das Dezimaltrennzeichen in {locale} ist {separator}.",
    "number.misplaced-grouping#space-before": "Entfernen Sie das Leerzeichen vor der Zahl.",
    "number.misplaced-grouping#space-after": "Entfernen Sie das Leerzeichen nach der Zahl.",
    "number.misplaced-grouping#start":
      "Eine Zahl kann nicht mit dem Tausendertrennzeichen {character} beginnen.",
    "number.misplaced-grouping#fraction":
      "Nach dem Dezimaltrennzeichen darf weder ein Tausendertrennzeichen noch ein Leerzeichen folgen: {character}.",
    "number.misplaced-grouping#groups":
      "Das Tausendertrennzeichen {character} steht an der falschen Stelle; {locale} gliedert den ganzzahligen Teil vom Dezimaltrennzeichen aus in Gruppen von {primary} Ziffern.",
    "number.misplaced-grouping#groups-secondary":
      "Das Tausendertrennzeichen {character} steht an der falschen Stelle; {locale} gliedert den ganzzahligen Teil vom Dezimaltrennzeichen aus in eine Gruppe von {primary} Ziffern, dann in Gruppen von {secondary} (12,34,567).",
    "number.grouping-not-allowed":
      "Geben Sie die Zahl ohne Tausendertrennzeichen wie {character} ein.",
    "number.mixed-grouping":
      "Verwenden Sie durchgehend dasselbe Tausendertrennzeichen, nicht zusätzlich {character}.",
    "number.grouping-removed": "Zahlen werden ohne Tausendertrennzeichen eingegeben.",
    "number.ambiguous-grouping":
      "{character} wird als Tausendertrennzeichen gelesen, daher ist dies eine ganze Zahl; das Dezimaltrennzeichen in {locale} ist {separator}.",
    "number.ambiguous-decimal":
      "{separator} wird als Dezimaltrennzeichen von {locale} gelesen, daher hat diese Zahl drei Nachkommastellen; wo {separator} Tausender trennt, ist derselbe Text eine ganze Zahl.",
    "number.surrounding-whitespace#before": "Entfernen Sie den Leerraum vor der Zahl.",
    "number.surrounding-whitespace#after": "Entfernen Sie den Leerraum nach der Zahl.",
    "number.surrounding-whitespace#removed-before": "Der Leerraum vor der Zahl wurde entfernt.",
    "number.surrounding-whitespace#removed-after": "Der Leerraum nach der Zahl wurde entfernt.",
    "number.exponent-not-allowed":
      "Exponenten („{exponent}“) sind nicht erlaubt; schreiben Sie die Zahl vollständig aus.",
    "number.sign-not-allowed": "Eine Zahl hat höchstens ein Vorzeichen, und zwar am Anfang.",
    "number.sign-not-allowed#no-sign-key":
      "{keyboard} hat keine Vorzeichentaste; {character} ist nicht erlaubt (verwenden Sie für Zahlen mit Vorzeichen numbersAndPunctuation mit signed=true).",
    "number.sign-not-allowed#filter": "decimalPad hat keine Vorzeichentaste.",
    "number.sign-not-allowed#paste-joins": pasteJoinsDigits,
    "number.sign-not-allowed#paste-sign": pasteTurnsSign,
    "number.misplaced-bidi-mark":
      "Das unsichtbare Zeichen {character} gehört nur neben das Vorzeichen, vor die Ziffern.",
    "number.bidi-mark-removed": "Unsichtbare Richtungszeichen werden in Zahlen nicht übernommen.",
    "number.trailing-separator":
      "Nach dem Dezimaltrennzeichen folgen keine Ziffern; der Wert wird als ganze Zahl gelesen.",
    "number.below-minimum": "Geben Sie {limit} oder mehr ein.",
    "number.above-maximum": "Geben Sie {limit} oder weniger ein.",
    "number.too-many-fraction-digits":
      "Geben Sie höchstens {limit} Ziffern nach dem Dezimaltrennzeichen {separator} ein.",
    "number.too-many-fraction-digits#one":
      "Geben Sie höchstens {limit} Ziffer nach dem Dezimaltrennzeichen {separator} ein.",
    "number.mixed-digit-systems":
      "Dieser Wert mischt lateinische Ziffern mit Ziffern des Systems {system}; in {locale} haben beide unterschiedliche Trennzeichen ({latinSeparator} und {nativeSeparator} als Dezimaltrennzeichen). Geben Sie die Zahl daher in nur einem der beiden Systeme ein.",
  ]
}

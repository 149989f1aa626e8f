extension GermanMessages {
  /// German messages of the shared codes (input, filter, form, schema,
  /// configuration), keyed `code` or `code#variant`.
  static let general: [String: String] = {
    var all: [String: String] = [
      "filter.control": "Steuerzeichen werden nicht eingefügt.",
      "filter.bidi-control":
        "Bidirektionale Steuerzeichen können Text in einer anderen Reihenfolge anzeigen, als er gespeichert ist.",
      "filter.invisible": "Unsichtbare Zeichen werden nicht eingefügt.",
      "filter.noncharacter": "Nichtzeichen werden nicht eingefügt.",
      "filter.line-break": "Dies ist ein einzeiliges Feld: Der Zeilenumbruch wurde entfernt.",
      "filter.line-break#space":
        "Dies ist ein einzeiliges Feld: Der Zeilenumbruch wurde zu einem Leerzeichen.",
      "filter.tab": "Dies ist ein einzeiliges Feld: Der Tabulator wurde entfernt.",
      "filter.tab#space":
        "Dies ist ein einzeiliges Feld: Der Tabulator wurde zu einem Leerzeichen.",
      "filter.space": "Dieses Feld nimmt keine Leerzeichen auf.",
      "filter.space#surrounding": "Leerraum um eine eingefügte Adresse wird nicht übernommen.",
      "filter.space#paste-joins":
        "„{pasted}“ wurde nicht eingefügt: Ohne {character} an Position {offset} würden die Zeichen davor und danach zusammenrücken, und „{inserted}“ ist ein anderer Wert.",
      "filter.not-ascii": "In dieses Feld gehören nur ASCII-Zeichen.",
      "filter.full-width": "Zeichen voller Breite werden als ASCII gespeichert.",
      "filter.ideographic-full-stop": "Ein ideografischer Punkt wird als „.“ gespeichert.",
      "filter.too-long": "Das Feld nimmt höchstens {limit} Zeichen auf.",
      "filter.part-of-removed": "Zusammen mit {character} entfernt, dem Zeichen, zu dem es gehört.",
      "form.missing-field": "Füllen Sie das Feld „{field}“ aus.",
      "form.missing-field#html": "Dieses Feld ist erforderlich.",
      "form.unknown-field": "Das Formular hat kein Feld namens „{field}“.",
      "form.duplicate-field": "Das Feld „{field}“ wurde mehrfach angegeben.",
      "form.not-an-object": "Eine Übermittlung ist ein JSON-Objekt mit Feldwerten.",
      "form.not-text": "Das Feld „{field}“ nimmt Text oder eine Zahl auf.",
      "form.configuration": "{message}",
      "form.more-issues":
        "{count} weitere unbekannte oder wiederholte Schlüssel sind nicht aufgeführt.",
      "form.more-issues#unknown": "{count} weitere unbekannte Schlüssel sind nicht aufgeführt.",
      "schema.missing-key#fields": "Ein Schema braucht ein Array „fields“.",
      "schema.missing-key#name": "Ein Feld braucht einen „name“.",
      "schema.missing-key#type": "Das Feld „{field}“ braucht einen „type“.",
      "schema.bad-value#schema-object": "Ein Schema ist ein JSON-Objekt mit einem Array „fields“.",
      "schema.bad-value#fields": "„fields“ muss ein Array sein.",
      "schema.bad-value#field-object": "Ein Feld ist ein JSON-Objekt.",
      "schema.bad-value#empty-name": "Ein Feld braucht einen nicht leeren Namen.",
      "schema.bad-value#order": "„order“ muss eine ganze Zahl sein.",
      "schema.bad-value#choices": "„choices“ muss ein Array von Zeichenketten sein.",
      "schema.bad-value#options": "„options“ muss ein Objekt sein.",
      "schema.bad-value#context":
        "„context“ muss ein Objekt aus Rollen und Feldnamen oder ein Array von Feldnamen sein.",
      "schema.bad-value#context-field":
        "Feld „{field}“ liest Feld „{other}“, das es im Schema nicht gibt.",
      "schema.bad-value#context-cycle":
        "Feld „{field}“ liest über seine Kontextfelder sich selbst.",
      "schema.bad-value#string": "Erwartet wurde eine Zeichenkette.",
      "schema.bad-value#boolean": "Erwartet wurde true oder false.",
      "schema.bad-value#scalar":
        "Erwartet wurde eine Zeichenkette, eine Zahl oder ein Wahrheitswert.",
      "schema.bad-value#inexact-number":
        "Die Zahl {number} kann nicht exakt gelesen werden (ihr Exponent liegt jenseits von ±{limit}).",
      "schema.unknown-key#schema":
        "Unbekannter Schlüssel „{key}“; erwartet: fields, allowUnknownFields, title, description.",
      "schema.unknown-key#field":
        "Unbekannter Schlüssel „{key}“; erwartet: name, type, required, profile, locale, base, options, choices, caseInsensitive, label, autocomplete, order, disabled, hidden, context.",
      "schema.duplicate-field": "Zwei Felder heißen „{field}“.",
      "schema.configuration": "{message}",
      "config.unknown-profile": "Unbekanntes Profil „{profile}“; erwartet wird eines von: {known}.",
      "config.unknown-profile#none":
        "Unbekanntes Profil „{profile}“; dieser Typ hat keine Profile.",
      "config.unknown-option": "Unbekannte Option „{option}“; erwartet wird eine von: {known}.",
      "config.bad-option-value#decimal-pad-sign":
        "decimalPad hat keine Vorzeichentaste; verwenden Sie für Zahlen mit Vorzeichen numbersAndPunctuation mit signed=true.",
      "config.conflicting-options#length":
        "Geben Sie entweder „length“ oder „minLength“/„maxLength“ an, nicht beides.",
      "config.conflicting-options#min-length":
        "„minLength“ ({minLength}) ist größer als „maxLength“ ({maxLength}).",
      "config.conflicting-options#min-value":
        "„minValue“ ({minValue}) ist größer als „maxValue“ ({maxValue}).",
      "config.conflicting-options#calling-code":
        "defaultRegion hat die Landesvorwahl {regionCode}, defaultCallingCode gibt {code} an.",
      "config.unknown-locale":
        "ICU hat keine Zahlendaten für das Gebietsschema „{locale}“; geben Sie eine ICU-ID wie de_DE oder ein BCP-47-Tag wie de-DE an.",
      "config.unknown-locale#fallback":
        "„{locale}“ ist kein Gebietsschema, das ICU kennt; ICU würde stattdessen „{fallback}“ verwenden. Geben Sie eine ICU-ID wie de_DE (Sprache klein, Region groß) oder ein BCP-47-Tag wie de-DE an.",
      "config.unknown-locale#no-format":
        "ICU kann kein Zahlenformat für das Gebietsschema „{locale}“ öffnen ({status}).",
      "config.unknown-type":
        "Das Feld „{field}“ hat den unbekannten Typ „{type}“; erwartet wird picker oder einer von: {known}.",
      "config.unknown-type#picker-keys":
        "Feld „{field}“: choices und caseInsensitive gelten nur für Auswahlfelder (picker).",
    ]
    let expected: [(String, String)] = [
      ("boolean", "true oder false"),
      ("count", "eine nicht negative ganze Zahl"),
      ("decimal", "eine ASCII-Dezimalzahl wie -5 oder 99.95"),
      ("absolute-url", "eine absolute URL"),
      ("single-line", "false: {keyboard} ist eine einzeilige Tastatur"),
      ("not-below-min", "ein Wert nicht unter minLength ({minLength})"),
      ("filter-region", "eine Region der Nummerierungspläne, etwa US oder DE"),
      ("calling-code", "eine Landesvorwahl wie 1 oder 49"),
      ("assigned-calling-code", "eine vergebene Landesvorwahl wie 1 oder 49"),
      ("phone-types", "{known}"),
      ("card-brands", "Kartenmarken aus {known}"),
      ("code-length", "eine Länge von 4 bis 8 oder ein Bereich wie 4-8"),
      ("iban-countries", "Ländercodes des IBAN-Registers, etwa DE,FR"),
      ("region-codes", "ISO-3166-Regionscodes oder 001"),
      (
        "default-region",
        "eine Region der Nummerierungspläne ({count} Regionen, etwa US oder DE), oder geben Sie defaultCallingCode an"
      ),
      (
        "validation-error-names",
        "Namen von WHATWG-Validierungsfehlern wie invalid-reverse-solidus oder none"
      ),
    ]
    for (variant, what) in expected {
      all["config.bad-option-value#" + variant] =
        "Die Option „{option}“ hat den Wert „{value}“; erwartet wird \(what)."
    }
    for reason in JSONParseError.Reason.allCases {
      all["form.invalid-json#" + reason.rawValue] =
        "Die Übermittlung ist kein JSON: " + reason.german
      all["schema.invalid-json#" + reason.rawValue] = reason.german + " (bei Byte {byte})"
    }
    return all
  }()
}

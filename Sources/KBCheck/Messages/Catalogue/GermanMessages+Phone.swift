extension GermanMessages {
  /// German messages of the phone family, keyed `code` or `code#variant`.
  static let phone: [String: String] = [
    // The characters and digits.
    "phone.no-digits": "Eine Telefonnummer braucht Ziffern.",
    "phone.misplaced-plus": "„+“ darf nur am Anfang der Nummer stehen (vor der Landesvorwahl).",
    "phone.misplaced-plus#filter": "„+“ kann nur am Anfang der Nummer stehen.",
    "phone.misplaced-plus#filter-before-plus":
      "Vor dem „+“, mit dem die Nummer beginnt, kann nichts stehen.",
    "phone.unbalanced-parentheses#unclosed": "Diese „(“ wird nie geschlossen.",
    "phone.unbalanced-parentheses#unopened": "Zu dieser „)“ gibt es keine „(“.",
    "phone.unbalanced-parentheses#nested": "Klammern können nicht verschachtelt werden.",
    "phone.letters":
      "Buchstaben gehören nicht zu einer Telefonnummer; geben Sie die Ziffern ein, die auf der Tastatur darunter stehen (oder erlauben Sie Vanity-Nummern).",
    "phone.letters#filter": "Buchstaben gehören nicht zu einer Telefonnummer.",
    "phone.letters#filter-inside-number":
      "Der eingefügte Text enthält Buchstaben mitten in der Nummer („{letters}“ an Position {offset}); würden sie entfernt, ergäben die Ziffern davor und danach eine andere Nummer. Fügen Sie nur die Ziffern ein oder erlauben Sie Vanity-Nummern, damit Buchstaben als die Ziffern darunter gelesen werden.",
    "phone.vanity-letters":
      "Buchstaben wurden als die Ziffern gelesen, unter denen sie auf der Tastatur stehen (ABC 2 … WXYZ 9).",
    "phone.vanity-letters#filter": "Ein Buchstabe wird zu der Ziffer, unter der er steht.",
    "phone.invalid-character": "{character} gehört nicht in eine Telefonnummer.",
    "phone.invalid-character#pause-first":
      "Eine Pause („,“) oder ein Warten („;“) steht nach der Nummer, nicht davor.",
    "phone.invalid-character#filter":
      "Hier können nur Ziffern, *, #, + und Pause/Warten eingegeben werden.",
    "phone.too-short": "Eine Telefonnummer hat mindestens 3 Ziffern.",
    "phone.too-short#not-a-number": "Der Text sieht nicht wie eine Telefonnummer aus.",
    "phone.too-short#national-number": "Zu wenige Ziffern für eine nationale Nummer.",
    "phone.too-short#after-idd": "Zu wenige Ziffern nach der internationalen Vorwahl oder „+“.",
    "phone.too-short#empty-phone-context": "Der Parameter phone-context der tel:-URI ist leer.",
    "phone.too-short#phone-context-not-global":
      "Der phone-context „{context}“ ist keine globale Nummer.",
    "phone.too-short#phone-context-invalid":
      "Der phone-context „{context}“ ist weder eine globale Nummer noch ein Domainname.",
    "phone.too-long": "Eine Telefonnummer hat höchstens 15 Ziffern; diese hat {count}.",
    "phone.too-long#e164":
      "Eine Telefonnummer hat mit Landesvorwahl höchstens 15 Ziffern (ITU-T E.164); diese hat {count}.",
    "phone.too-long#text-length": "Der Text ist länger als {limit} Zeichen.",
    "phone.too-long#national-number": "Eine nationale Nummer hat höchstens {limit} Ziffern.",
    "phone.invalid-country-code": "Für +{countryCode} gibt es keinen Nummerierungsplan.",
    "phone.invalid-country-code#unassigned":
      "Die Nummer beginnt nicht mit einer vergebenen Landesvorwahl.",
    "phone.invalid-country-code#missing":
      "Keine Landesvorwahl: Beginnen Sie mit + und der Landesvorwahl oder geben Sie eine Standardregion an.",
    "phone.tel-parameter-dropped":
      "„{parameter}“ gehört nicht zur Telefonnummer und wird nicht übernommen.",
    "phone.tel-invalid-context":
      "Der phone-context muss eine Landesvorwahl mit Ziffern sein, die mit + beginnt (etwa +64), oder ein Domainname.",
    "phone.no-country-code#national":
      "Keine Landesvorwahl: Beginnen Sie mit + und der Landesvorwahl oder konfigurieren Sie defaultRegion; die Nummer wird in nationaler Form behalten.",
    "phone.no-country-code":
      "Keine Landesvorwahl: Beginnen Sie mit + und der Landesvorwahl oder konfigurieren Sie defaultRegion (oder ein Gebietsschema mit Region).",
    "phone.region-from-locale":
      "Mit dem Nummerierungsplan von {region} gelesen, der Region des Gebietsschemas „{locale}“, weil keine defaultRegion festgelegt ist.",
    "phone.service-code":
      "„*“ oder „#“ machen daraus einen Dienstcode oder eine Wählfolge, keine Telefonnummer; sie wird so behalten, wie sie gewählt wurde.",
    "phone.more-issues": "{count} weitere Probleme dieser Art werden nicht aufgeführt.",
    "phone.extension":
      "Die Durchwahl {extension} wird nach der Nummer als „;ext={extension}“ behalten.",

    // The numbering plans.
    "phone.too-short-for-region":
      "Zu kurz für +{countryCode}: {length} Ziffern nach der Landesvorwahl.",
    "phone.too-long-for-region":
      "Zu lang für +{countryCode}: {length} Ziffern nach der Landesvorwahl.",
    "phone.invalid-length":
      "Keine Nummer von +{countryCode} hat {length} Ziffern nach der Landesvorwahl.",
    "phone.local-only-length":
      "Diese Länge wird nur im Ortsnetz gewählt; ergänzen Sie die Ortsvorwahl.",
    "phone.unknown-range":
      "+{countryCode} {number} liegt in keinem vergebenen Bereich des Nummerierungsplans.",
    "phone.unknown-range#kept":
      "+{countryCode} {number} liegt in keinem vergebenen Bereich des Nummerierungsplans; sie wird behalten, weil nur eine mögliche Länge verlangt ist.",
    "phone.invalid-for-region":
      "Diese Nummer gehört zu {numberRegion} von +{countryCode}, nicht zu {region}.",
    "phone.invalid-for-region#unknown-region":
      "Diese Nummer gehört zu einer anderen Region von +{countryCode}, nicht zu {region}.",
    "phone.national-prefix-in-number":
      "Nach +{countryCode} beginnt die Nummer mit dem Inlandspräfix; {e164} würde als {readAs} gelesen.",
    "phone.type-not-allowed":
      "Eine Nummer vom Typ {type} wird hier nicht angenommen (erlaubt: {allowed}).",
    "phone.region-not-allowed":
      "Eine Nummer aus {region} wird hier nicht angenommen (erlaubt: {allowed}).",
    "phone.region-not-allowed#unknown-region":
      "Eine Nummer aus einer unbekannten Region wird hier nicht angenommen (erlaubt: {allowed}).",
    "phone.national-prefix-removed":
      "Das Inlandspräfix „{prefix}“ wird nur im Inland gewählt; es gehört nicht zur internationalen Nummer.",
    "phone.national-prefix-transformed":
      "Das Inlandspräfix „{prefix}“ wird in der internationalen Nummer „{written}“ geschrieben, wie es der Nummerierungsplan von +{countryCode} vorsieht.",

    // The phone-pad filter.
    "phone.not-on-pad":
      "Die Telefontastatur hat keine Taste {character}; die Formatierung wird nicht übernommen.",
    "phone.not-on-pad#parenthesis":
      "Die Telefontastatur hat keine Klammern; die Formatierung wird nicht übernommen.",
    "phone.not-on-pad#trunk-zero":
      "Ein als (0) geschriebenes Inlandspräfix wird nach der Landesvorwahl nicht gewählt.",
    "phone.extension-as-pause":
      "Die Bezeichnung der Durchwahl wird zu einer Pause (,): Das Telefon wählt die Durchwahl, nachdem die Verbindung steht.",
    "phone.extension-as-pause#label-part":
      "Teil der Bezeichnung der Durchwahl, ersetzt durch die Pause (,).",
    "phone.digit-folded": "Ziffern werden als ASCII gespeichert.",
    "phone.digit-folded#plus": "Als ASCII-„+“ gespeichert.",
    "phone.format-inserted":
      "Von der Formatierung während der Eingabe für {region} eingefügt (Position im neuen Text).",
  ]
}

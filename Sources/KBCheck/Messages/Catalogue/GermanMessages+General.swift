extension GermanMessages {
  /// German messages of the shared codes without a typed enum yet (input),
  /// keyed `code` or `code#variant`.
  static let general: [String: String] = {
    let all: [String: String] = [
      "input.empty": "Geben Sie einen Wert ein.",
      "input.empty#number": "Geben Sie eine Zahl ein.",
      "input.empty#phone": "Geben Sie eine Telefonnummer ein.",
      "input.empty#search": "Geben Sie einen Suchbegriff ein.",
      "input.empty#picker": "Wählen Sie eine der Optionen.",
      "input.too-short": "Geben Sie mindestens {limit} Zeichen ein (dieser Wert hat {count}).",
      "input.too-long": "Geben Sie höchstens {limit} Zeichen ein (dieser Wert hat {count}).",
      "input.too-long#line":
        "Die Zeile ist {bytes} Byte lang; die Grenze ist {limit} (--max-length).",
      "input.invalid-utf8#line":
        "Die Zeile ist kein gültiges UTF-8: Byte {byte} an Byte-Position {offset}.",
      "input.invalid-utf8#submission":
        "Die Übermittlung ist kein gültiges UTF-8 (bei Byte {byte}).",
      "input.invalid-utf8#email":
        "Die Eingabe ist kein gültiges UTF-8; die erste fehlerhafte Bytefolge steht an Position {position}.",
      "input.bom-removed":
        "Die Eingabe begann mit einer UTF-8-Bytereihenfolgemarke (U+FEFF); sie wurde vor diesem Wert entfernt.",
    ]
    return all
  }()
}

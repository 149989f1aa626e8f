extension GermanMessages {
  /// German messages of the picker family, keyed `code` or `code#variant`.
  static let picker: [String: String] = [
    "picker.not-an-option": "Dies ist keine der Optionen: {options}.",
    "config.picker-no-choices":
      "Eine Auswahl braucht mindestens eine Option (--option NAME oder „choices“).",
  ]
}

extension GermanMessages {
  /// German messages of the picker family, keyed `code` or `code#variant`.
  static let picker: [String: String] = [:]
}

extension GermanMessages {
  /// German messages of the idna family, keyed `code` or `code#variant`.
  static let idna: [String: String] = [:]
}

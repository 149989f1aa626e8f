extension GermanMessages {
  /// German messages of the number family, keyed `code` or `code#variant`.
  static let number: [String: String] = [:]
}

extension GermanMessages {
  /// German messages of the text family, keyed `code` or `code#variant`.
  static let text: [String: String] = [:]
}

extension GermanMessages {
  /// German messages of the email family, keyed `code` or `code#variant`.
  static let email: [String: String] = [:]
}

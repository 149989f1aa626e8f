extension GermanMessages {
  /// German messages of the phone family, keyed `code` or `code#variant`.
  static let phone: [String: String] = [:]
}

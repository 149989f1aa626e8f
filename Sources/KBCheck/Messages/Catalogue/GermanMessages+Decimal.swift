extension GermanMessages {
  /// German messages of the decimal family, keyed `code` or `code#variant`.
  static let decimal: [String: String] = [:]
}

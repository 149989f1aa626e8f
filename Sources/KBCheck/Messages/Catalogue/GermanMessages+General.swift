extension GermanMessages {
  /// German messages of the general family, keyed `code` or `code#variant`.
  static let general: [String: String] = [:]
}

extension FormReport {
  /// What was submitted for each field that was given, by name: the text a
  /// re-rendered form shows, so that nothing typed is lost
  /// (``FormHTML/render(values:report:)``, which never writes a secret
  /// field's value back).
  public var inputs: [String: String] {
    var inputs: [String: String] = [:]
    for field in fields {
      if let input = field.result?.input { inputs[field.name] = input }
    }
    return inputs
  }
}

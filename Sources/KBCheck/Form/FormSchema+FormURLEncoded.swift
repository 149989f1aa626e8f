extension FormSchema {
  /// Validates an `application/x-www-form-urlencoded` body, read as the
  /// WHATWG URL Standard's parser reads it (`&` separates pairs, the first
  /// `=` name and value, `+` is a space, `%XX` a byte): every pair in order,
  /// so a field given twice is reported (`form.duplicate-field`), not
  /// decided by a dictionary. A body that is not UTF-8 once percent-decoded gives a
  /// report with one `input.invalid-utf8` issue at the byte where its pair
  /// starts, as a JSON body's does, never a thrown error.
  /// - Parameters:
  ///   - body: The body's bytes.
  ///   - locale: The locale for fields that do not pin one; `nil` means `en_US`.
  /// - Returns: The per-field report.
  /// - Complexity: O(*n*) in the length of the body and the size of the schema.
  public func validate(formURLEncoded body: some Collection<UInt8>, locale: String? = nil)
    -> FormReport
  {
    let bytes = Array(body)
    switch FormURLEncoded.decode(bytes) {
    case .success(let pairs):
      return validate(members: pairs.map { JSONMember($0.0, .string($0.1)) }, locale: locale)
    case .failure:
      // The first pair that does not decode on its own says where.
      var start = 0
      for part in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false) {
        if case .failure = FormURLEncoded.decode(part) { break }
        start = part.endIndex + 1
      }
      let reports = fields.map { FieldReport(name: $0.name, type: $0.typeName, result: nil) }
      return FormReport(
        fields: reports,
        formIssues: [ValidationIssue(InputIssue.submissionNotUTF8(byte: start), range: 0..<0)])
    }
  }
}

extension TextFilterPolicy {
  /// The `emailAddress` keyboard's paste rule: white space around a pasted
  /// address (the most common paste artefact: a copied line with its
  /// spaces or line break) is removed at the start and at the end of the
  /// field, each character with a `filter.space` note (variant
  /// `surrounding`), as the `URL` keyboard removes the spaces it cannot hold.
  /// White space inside the address stays (quoted local parts and display
  /// names hold spaces; the validator points at a stray one).
  /// - Parameters:
  ///   - edit: The edit.
  ///   - text: The current text.
  /// - Returns: The result with the white space removed, or `nil` when the
  ///   rule does not apply (not a paste, not an email field, nothing around).
  /// - Complexity: O(*n*) in the length of the replacement.
  func trimmingSurroundingSpace(_ edit: TextEdit, in text: String) -> FilterResult? {
    guard keyboard == .emailAddress, edit.origin == .pasted,
      let firstScalar = edit.replacement.unicodeScalars.first,
      let lastScalar = edit.replacement.unicodeScalars.last,
      firstScalar.properties.isWhitespace || lastScalar.properties.isWhitespace
    else { return nil }
    let (before, after) = TextFilterPolicy.neighbours(of: edit.range, in: text)
    let scalars = Array(edit.replacement.unicodeScalars)
    var lead = 0
    if before == nil {
      while lead < scalars.count && scalars[lead].properties.isWhitespace { lead += 1 }
    }
    var trail = scalars.count
    if after == nil {
      while trail > lead && scalars[trail - 1].properties.isWhitespace { trail -= 1 }
    }
    guard lead > 0 || trail < scalars.count else { return nil }
    func note(_ k: Int) -> FilterChange {
      FilterChange(
        character: scalars[k], offset: k, replacement: nil, code: .filterSpace,
        variant: "surrounding")
    }
    var inner = edit
    inner.replacement = String(String.UnicodeScalarView(scalars[lead..<trail]))
    var result = filter(inner, in: text)
    if result.refused { return result }
    for k in result.changes.indices { result.changes[k].offset += lead }
    result.changes = (0..<lead).map(note) + result.changes + (trail..<scalars.count).map(note)
    return result
  }
}

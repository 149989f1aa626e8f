extension TextFilterPolicy {
  /// The `emailAddress` keyboard's paste rule: white space around a pasted
  /// address (the most common paste artefact: a copied line with its
  /// spaces or line break) is removed at the start and at the end of the
  /// field, each character with a `filter.space` note (variant
  /// `surrounding`), as the `URL` keyboard removes the spaces it cannot hold.
  /// White space inside the address stays (quoted local parts and display
  /// names hold spaces; the validator points at a stray one). The start of
  /// the field is wherever only white space stands before the paste (a
  /// typed space, then a paste), and likewise its end.
  /// - Parameters:
  ///   - edit: The edit.
  ///   - text: The current text.
  /// - Returns: The result with the white space removed, or `nil` when the
  ///   rule does not apply (not a paste, not an email field, nothing around).
  /// - Complexity: O(*n*) in the length of the replacement.
  func trimmingSurroundingSpace(_ edit: TextEdit, in text: String) -> FilterResult? {
    guard keyboard == .emailAddress, edit.origin == .pasted,
      edit.replacement.unicodeScalars.contains(where: \.properties.isWhitespace)
    else { return nil }
    let (atStart, atEnd) = TextFilterPolicy.blankSides(of: edit.range, in: text)
    let scalars = Array(edit.replacement.unicodeScalars)
    func note(_ k: Int) -> FilterChange {
      FilterChange(
        character: scalars[k], offset: k, replacement: nil, FilterIssue.surroundingSpace)
    }
    // A character the filter removes on its own (a control, an invisible
    // character) with the filter's own note; it may stand between the
    // white space and the edge of the field, which the white space then is.
    func removed(_ k: Int) -> FilterChange? {
      guard !scalars[k].properties.isWhitespace else { return nil }
      var single = edit
      single.replacement = String(scalars[k])
      let alone = filter(single, in: text)
      guard !alone.refused, alone.inserted.isEmpty, var change = alone.changes.first else {
        return nil
      }
      change.offset = k
      return change
    }
    var lead = 0
    var leadNotes: [FilterChange] = []
    var leadSpace = false
    if atStart {
      while lead < scalars.count {
        if scalars[lead].properties.isWhitespace {
          leadNotes.append(note(lead))
          leadSpace = true
        } else if let change = removed(lead) {
          leadNotes.append(change)
        } else {
          break
        }
        lead += 1
      }
    }
    var trail = scalars.count
    var trailNotes: [FilterChange] = []
    var trailSpace = false
    if atEnd {
      while trail > lead {
        if scalars[trail - 1].properties.isWhitespace {
          trailNotes.insert(note(trail - 1), at: 0)
          trailSpace = true
        } else if let change = removed(trail - 1) {
          trailNotes.insert(change, at: 0)
        } else {
          break
        }
        trail -= 1
      }
    }
    guard leadSpace || trailSpace else { return nil }
    var inner = edit
    inner.replacement = String(String.UnicodeScalarView(scalars[lead..<trail]))
    var result = filter(inner, in: text)
    if result.refused { return result }
    for k in result.changes.indices { result.changes[k].offset += lead }
    result.changes = leadNotes + result.changes + trailNotes
    return result
  }

  /// Whether only white space (or nothing) stands before and after a range.
  /// - Parameters:
  ///   - range: The edited range, in scalars.
  ///   - text: The current text.
  /// - Returns: Whether the range is at the field's start and at its end.
  /// - Complexity: O(*n*) in the length of `text`.
  static func blankSides(of range: Range<Int>, in text: String) -> (Bool, Bool) {
    let scalars = text.unicodeScalars
    let count = scalars.count
    let lower = min(max(range.lowerBound, 0), count)
    let upper = min(max(range.upperBound, lower), count)
    let blank: (Unicode.Scalar) -> Bool = { $0.properties.isWhitespace }
    return (
      scalars.prefix(lower).allSatisfy(blank), scalars.dropFirst(upper).allSatisfy(blank)
    )
  }
}

extension TextFilterPolicy {
  /// One pass over a replacement text: the scalars kept and the changes made.
  struct Cleaner {
    let rules: Rules
    var kept = String.UnicodeScalarView()
    var changes: [FilterChange] = []
    /// A line break or tab waiting to become a space if a non-space follows.
    private var pendingBreak: (scalar: Unicode.Scalar, offset: Int, code: ValidationIssue.Code)?
    private var pendingExtra: [(Unicode.Scalar, Int)] = []

    init(rules: Rules) { self.rules = rules }

    /// Cleans `replacement` one grapheme cluster at a time.
    /// - Complexity: O(*n*).
    mutating func clean(_ replacement: String) {
      var offset = 0
      for character in replacement {
        let scalars = Array(character.unicodeScalars)
        defer { offset += scalars.count }
        guard let base = scalars.first else { continue }
        if TextFilterPolicy.isLineBreak(base) || base == "\t" {
          breakOrTab(scalars, at: offset)
          continue
        }
        if case .remove(let code, let message) = verdict(base, first: true) {
          record(base, at: offset, replacement: nil, code: code, message: message)
          // The rest of the cluster (combining marks, joined scalars) goes
          // with it rather than landing on a neighbour.
          for (i, other) in scalars.enumerated().dropFirst() {
            record(
              other, at: offset + i, replacement: nil, code: .filterPartOfRemoved,
              message: "Removed with \(base.codePointDescription), the character it belongs to.")
          }
          continue
        }
        for (i, scalar) in scalars.enumerated() {
          switch verdict(scalar, first: i == 0) {
          case .keep:
            emit([scalar])
          case .fold(let folded, let code, let message):
            emit(Array(folded.unicodeScalars))
            record(scalar, at: offset + i, replacement: folded, code: code, message: message)
          case .remove(let code, let message):
            record(scalar, at: offset + i, replacement: nil, code: code, message: message)
          }
        }
      }
      dropPendingBreak()
    }

    private mutating func record(
      _ scalar: Unicode.Scalar, at offset: Int, replacement: String?, code: ValidationIssue.Code,
      message: String
    ) {
      changes.append(
        FilterChange(
          character: scalar, offset: offset, replacement: replacement, code: code, message: message)
      )
    }

    /// Appends scalars, first settling a pending line break: it becomes a
    /// space unless what follows is whitespace.
    private mutating func emit(_ scalars: [Unicode.Scalar]) {
      guard let first = scalars.first else { return }
      if pendingBreak != nil {
        if first.properties.isWhitespace { dropPendingBreak() } else { foldPendingBreak() }
      }
      kept.append(contentsOf: scalars)
    }

    private mutating func breakOrTab(_ scalars: [Unicode.Scalar], at offset: Int) {
      guard let base = scalars.first else { return }
      let code: ValidationIssue.Code = base == "\t" ? .filterTab : .filterLineBreak
      if rules.allowsLineBreaks && code == .filterLineBreak {
        emit(Array(scalars))
        return
      }
      let previous = kept.last
      let canFold =
        rules.allowsSpaces && previous != nil && !(previous?.properties.isWhitespace ?? true)
      if pendingBreak == nil && canFold {
        pendingBreak = (base, offset, code)
        pendingExtra = scalars.dropFirst().enumerated().map { ($1, offset + 1 + $0) }
      } else {
        for (i, scalar) in scalars.enumerated() {
          changes.append(removedBreak(scalar, at: offset + i, code: code))
        }
      }
    }

    private mutating func foldPendingBreak() {
      guard let pending = pendingBreak else { return }
      pendingBreak = nil
      kept.append(" ")
      let what = pending.code == .filterTab ? "tab" : "line break"
      changes.append(
        FilterChange(
          character: pending.scalar, offset: pending.offset, replacement: " ", code: pending.code,
          message: "This is a single-line field: the \(what) became a space."))
      for (scalar, offset) in pendingExtra {
        changes.append(removedBreak(scalar, at: offset, code: pending.code))
      }
      pendingExtra = []
    }

    private mutating func dropPendingBreak() {
      guard let pending = pendingBreak else { return }
      pendingBreak = nil
      changes.append(removedBreak(pending.scalar, at: pending.offset, code: pending.code))
      for (scalar, offset) in pendingExtra {
        changes.append(removedBreak(scalar, at: offset, code: pending.code))
      }
      pendingExtra = []
    }

    private func removedBreak(_ scalar: Unicode.Scalar, at offset: Int, code: ValidationIssue.Code)
      -> FilterChange
    {
      let message =
        code == .filterTab
        ? "This is a single-line field: the tab was removed."
        : "This is a single-line field: the line break was removed."
      return FilterChange(
        character: scalar, offset: offset, replacement: nil, code: code, message: message)
    }
  }
}

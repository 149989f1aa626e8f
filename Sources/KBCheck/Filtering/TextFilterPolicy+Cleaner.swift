extension TextFilterPolicy {
  /// One pass over a replacement text: the scalars kept and the changes made.
  struct Cleaner {
    let rules: Rules
    /// The kept text as UTF-8 (appending scalars to a String one by one is
    /// an order of magnitude slower).
    var kept: [UInt8] = []
    /// The last scalar kept, if any.
    private var lastKept: Unicode.Scalar?
    var changes: [FilterChange] = []
    /// A line break or tab waiting to become a space if a non-space follows.
    private var pendingBreak: (scalar: Unicode.Scalar, offset: Int, isTab: Bool)?
    private var pendingExtra: [(Unicode.Scalar, Int)] = []

    /// The scalar of the current text just before the edit, if any.
    let before: Unicode.Scalar?
    /// The scalar of the current text just after the edit, if any.
    let after: Unicode.Scalar?

    init(rules: Rules, before: Unicode.Scalar? = nil, after: Unicode.Scalar? = nil) {
      self.rules = rules
      self.before = before
      self.after = after
    }

    /// The kept text.
    var keptText: String { String(decoding: kept, as: UTF8.self) }

    /// Cleans `replacement` one grapheme cluster at a time.
    /// - Complexity: O(*n*).
    mutating func clean(_ replacement: String) {
      kept.reserveCapacity(replacement.utf8.count)
      var offset = 0
      var characters = replacement.makeIterator()
      var current = characters.next()
      while let character = current {
        let following = characters.next()
        defer { current = following }
        let scalars = character.unicodeScalars
        let count = scalars.count
        defer { offset += count }
        guard let base = scalars.first else { continue }
        if TextFilterPolicy.isLineBreak(base) || base == "\t" {
          breakOrTab(scalars, at: offset)
          continue
        }
        let nextCluster = following?.unicodeScalars.first ?? after
        if case .remove(let code) = verdict(
          base, previous: nil, next: scalars.dropFirst().first ?? nextCluster)
        {
          record(base, at: offset, replacement: nil, code)
          // The rest of the cluster (combining marks, joined scalars) goes
          // with it rather than landing on a neighbour.
          var rest = offset + 1
          for other in scalars.dropFirst() {
            record(other, at: rest, replacement: nil, .partOfRemoved(base))
            rest += 1
          }
          continue
        }
        var position = offset
        var previous: Unicode.Scalar?
        var index = scalars.startIndex
        while index < scalars.endIndex {
          let scalar = scalars[index]
          let nextIndex = scalars.index(after: index)
          let next = nextIndex < scalars.endIndex ? scalars[nextIndex] : nextCluster
          switch verdict(scalar, previous: previous, next: next) {
          case .keep:
            emit(CollectionOfOne(scalar))
          case .fold(let folded, let code):
            emit(folded.unicodeScalars)
            record(scalar, at: position, replacement: folded, code)
          case .remove(let code):
            record(scalar, at: position, replacement: nil, code)
          }
          previous = scalar
          index = nextIndex
          position += 1
        }
      }
      if pendingBreak != nil, let after, !after.properties.isWhitespace {
        foldPendingBreak()
      }
      dropPendingBreak()
      changes.sort { $0.offset < $1.offset }
    }

    private mutating func record(
      _ scalar: Unicode.Scalar, at offset: Int, replacement: String?, _ issue: FilterIssue
    ) {
      changes.append(
        FilterChange(character: scalar, offset: offset, replacement: replacement, issue))
    }

    /// Appends scalars, first settling a pending line break: it becomes a
    /// space unless what follows is whitespace.
    private mutating func emit<S: Collection<Unicode.Scalar>>(_ scalars: S) {
      guard let first = scalars.first else { return }
      if pendingBreak != nil {
        if first.properties.isWhitespace { dropPendingBreak() } else { foldPendingBreak() }
      }
      for scalar in scalars {
        UTF8.encode(scalar) { kept.append($0) }
        lastKept = scalar
      }
    }

    private mutating func breakOrTab(_ scalars: Character.UnicodeScalarView, at offset: Int) {
      guard let base = scalars.first else { return }
      let isTab = base == "\t"
      if rules.allowsLineBreaks {
        emit(scalars)
        return
      }
      let previous = lastKept ?? before
      let canFold =
        rules.allowsSpaces && previous != nil && !(previous?.properties.isWhitespace ?? true)
      if pendingBreak == nil && canFold {
        pendingBreak = (base, offset, isTab)
        pendingExtra = scalars.dropFirst().enumerated().map { ($1, offset + 1 + $0) }
      } else if pendingBreak != nil {
        // Part of a run that already has its space.
        for (i, scalar) in scalars.enumerated() {
          pendingExtra.append((scalar, offset + i))
        }
      } else {
        for (i, scalar) in scalars.enumerated() {
          changes.append(removedBreak(scalar, at: offset + i, isTab: isTab))
        }
      }
    }

    private mutating func foldPendingBreak() {
      guard let pending = pendingBreak else { return }
      pendingBreak = nil
      kept.append(0x20)
      lastKept = " "
      changes.append(
        FilterChange(
          character: pending.scalar, offset: pending.offset, replacement: " ",
          pending.isTab ? FilterIssue.tab(becameSpace: true) : .lineBreak(becameSpace: true)))
      for (scalar, offset) in pendingExtra {
        changes.append(removedBreak(scalar, at: offset, isTab: pending.isTab))
      }
      pendingExtra = []
    }

    private mutating func dropPendingBreak() {
      guard let pending = pendingBreak else { return }
      pendingBreak = nil
      changes.append(removedBreak(pending.scalar, at: pending.offset, isTab: pending.isTab))
      for (scalar, offset) in pendingExtra {
        changes.append(removedBreak(scalar, at: offset, isTab: pending.isTab))
      }
      pendingExtra = []
    }

    private func removedBreak(_ scalar: Unicode.Scalar, at offset: Int, isTab: Bool)
      -> FilterChange
    {
      FilterChange(
        character: scalar, offset: offset, replacement: nil,
        isTab ? FilterIssue.tab(becameSpace: false) : .lineBreak(becameSpace: false))
    }
  }
}

extension FieldKind {
  /// Every kind once, by its canonical name: the twelve keyboards' UIKit
  /// spellings, the registered content types' UIKit names, then `picker`;
  /// for help texts and errors (``aliasNames`` lists the other spellings).
  public static var canonicalNames: [String] {
    KeyboardType.allCases.map(\.rawValue) + ContentTypeDescriptor.registered.map(\.type.rawValue)
      + ["picker"]
  }

  /// The other accepted names (keyboard aliases, HTML `autocomplete`
  /// tokens, content type aliases), each once: a name that differs from a
  /// canonical name or from an earlier alias only in case is left out.
  public static var aliasNames: [String] {
    var seen = Set(canonicalNames.map { $0.lowercased() })
    var names: [String] = []
    for name in KeyboardType.allNames + ContentTypeDescriptor.allNames
    where seen.insert(name.lowercased()).inserted {
      names.append(name)
    }
    return names
  }

  /// The accepted names closest to a name that is not one, for a "did you
  /// mean" (at most three, at most two edits away, one per kind: `emial`
  /// gives `email`, not also `mail`).
  /// - Parameter name: The unknown name.
  /// - Returns: The suggestions, possibly none.
  public static func suggestions(for name: String) -> [String] {
    let closest = NameSuggestion.closest(
      to: name, among: canonicalNames + aliasNames, limit: .max)
    var kinds: Set<FieldKind> = []
    let suggestions = closest.filter {
      FieldKind(name: $0).map { kinds.insert($0).inserted } ?? false
    }
    return Array(suggestions.prefix(NameSuggestion.maximumCount))
  }

  /// The profile names (`--profile`, a schema field's `"profile"`) this
  /// kind accepts, as its validator lists them when asked for one it does
  /// not know; none for a kind without profiles, and for `picker`.
  public var profileNames: [String] {
    guard self != .picker else { return [] }
    do {
      _ = try validator(ValidationContext(profile: "\u{0}"))
    } catch {
      if case .unknownProfile(_, let known, _)? = error.familyIssue?.as(ConfigurationIssue.self) {
        return known
      }
    }
    return []
  }
}

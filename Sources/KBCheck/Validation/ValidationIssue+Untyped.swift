/// What ``ValidationIssue`` stores for an issue made from text, with no
/// typed issue behind it; ``ValidationIssue/familyIssue`` is then `nil`.
///
/// The typed issue is stored as a plain existential rather than an
/// optional one: Swift moves an `Optional<any FamilyIssue>` through the
/// generic value witnesses of `Optional` (~100 instructions a move,
/// measured with callgrind on the URL validator's WPT corpus, 2.3 moves an
/// issue), while a plain existential moves as a copy of its five words.
/// This stand-in is never listed in the catalogue and never rendered.
enum UntypedIssue: FamilyIssue {
  /// The one value.
  case untyped

  /// Never reported as a family's issue; `input` for the protocol.
  static var family: IssueFamily { .input }
  /// None: the catalogue lists no code of this type.
  static var samples: [UntypedIssue] { [] }
  /// Empty: an untyped issue's code is stored by ``ValidationIssue``.
  var code: ValidationIssue.Code { "" }
  /// Unused: an untyped issue's severity is stored by ``ValidationIssue``.
  var severity: ValidationIssue.Severity { .error }
  /// Empty.
  var meaning: String { "" }
  /// Empty.
  var germanMeaning: String { "" }
  /// Empty: an untyped issue's message is stored by ``ValidationIssue``.
  var english: String { "" }
  /// Empty.
  var german: String { "" }
}

/// What a content type's validator knows about a value besides its canonical
/// form (a card's brand and last four, an IBAN's country and print form):
/// the typed details of a ``ValidationResult``, written after `issues` in
/// the JSON contract.
///
/// A secret type's details carry only facts that are not secret. Read them
/// with ``ValidationResult/contentDetails(as:)``.
package protocol ContentDetails: Sendable, Hashable {
  /// Writes the members of the JSON contract, `,"key":value` each, in
  /// their stable order: the details' one writer (their tree,
  /// ``members``, is read back from it).
  /// - Parameter out: Where the members go, after the record's `issues`.
  func writeJSONMembers(to out: some JSONOutput)
}

extension ContentDetails {
  /// The members ``writeJSONMembers(to:)`` writes, as a tree.
  package var members: [JSONMember] { JSONMember.readBack { writeJSONMembers(to: $0) } }
}

/// A type-erased ``ContentDetails``.
package struct AnyContentDetails: Sendable, Hashable {
  /// The typed details.
  package let base: any ContentDetails

  /// Wraps typed details.
  /// - Parameter base: The details.
  package init(_ base: some ContentDetails) { self.base = base }

  /// The JSON members.
  package var members: [JSONMember] { base.members }

  /// Writes the JSON members (``ContentDetails/writeJSONMembers(to:)``).
  /// - Parameter out: Where the members go.
  package func writeJSONMembers(to out: some JSONOutput) { base.writeJSONMembers(to: out) }

  /// Equal when the typed details are.
  package static func == (lhs: AnyContentDetails, rhs: AnyContentDetails) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the typed details.
  /// - Parameter hasher: The hasher.
  package func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}

extension ValidationResult {
  /// Creates a result of a content type's validator.
  /// - Parameters:
  ///   - input: The input as given.
  ///   - value: The canonical value, or `nil` when invalid.
  ///   - issues: The issues found.
  ///   - details: The typed details, or `nil`.
  package init(
    input: String, value: String?, issues: [ValidationIssue],
    contentDetails details: (some ContentDetails)?
  ) {
    self.init(
      input: input, value: value, issues: issues,
      payload: details.map { .content(AnyContentDetails($0)) } ?? ResultPayload.none)
  }

  /// The typed details of a content type's result, when they are of type
  /// `type`: ``CardNumberDetails``, ``ExpiryDetails``, ``IBANDetails``,
  /// ``BICDetails``, ``PostalCodeDetails``, ``UsernameDetails``,
  /// ``NicknameDetails`` or ``PasswordDetails``.
  /// - Parameter type: The details type (`CardNumberDetails.self`, …).
  /// - Returns: The details, or `nil`.
  public func contentDetails<Details: Sendable & Hashable>(as type: Details.Type) -> Details? {
    var payload = self.payload
    if case .secret(_, _, let inner) = payload { payload = inner }
    guard case .content(let details) = payload else { return nil }
    return details.base as? Details
  }
}

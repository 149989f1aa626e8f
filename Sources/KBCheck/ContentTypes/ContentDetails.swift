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

  /// The content types whose results carry these details: a decoded
  /// result of such a type gets them back (``ResultPayload/decoded(_:value:type:)``).
  static var contentTypes: [ContentType] { get }

  /// The details that wrote `members` (``writeJSONMembers(to:)`` read
  /// back, or decoded), or `nil` when they are not such members.
  /// - Parameter members: The members after a record's `issues`.
  init?(members: [JSONMember])
}

/// Every ``ContentDetails`` type, for decoding a result by its `type`.
let contentDetailsTypes: [any ContentDetails.Type] = [
  CardNumberDetails.self, ExpiryDetails.self, IBANDetails.self, BICDetails.self,
  PostalCodeDetails.self, UsernameDetails.self, NicknameDetails.self, PasswordDetails.self,
]

extension AnyContentDetails {
  /// The details a decoded result of content type `type` carries, read
  /// from its members; `nil` when the type has none or they do not read.
  /// - Parameters:
  ///   - type: The result's `type` (a content type's UIKit name).
  ///   - members: The members after `issues`.
  init?(decodingType type: String, members: [JSONMember]) {
    let contentType = ContentType(rawValue: type)
    for detailsType in contentDetailsTypes where detailsType.contentTypes.contains(contentType) {
      guard let details = detailsType.init(members: members) else { return nil }
      self.init(details)
      return
    }
    return nil
  }
}

extension [JSONMember] {
  /// The value of the member named `key`.
  subscript(member key: String) -> JSONValue? { first { $0.key == key }?.value }
}

extension JSONValue {
  /// The integer payload: an ``int(_:)``, or a ``number(_:)`` whose text is
  /// an integer (as a parser reads it).
  var integerValue: Int? {
    switch self {
    case .int(let value): value
    case .number(let text): Int(text)
    default: nil
    }
  }

  /// The number payload as a `Double`: an ``int(_:)`` or a ``number(_:)``.
  var decimalValue: Double? {
    switch self {
    case .int(let value): Double(value)
    case .number(let text): Double(text)
    default: nil
    }
  }
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

extension ValidationResult {
  /// The address of an email result (`emailAddress`); `nil` for other
  /// families and for an invalid address.
  public var email: EmailAddress? {
    guard let value, isValid else { return nil }
    switch payload.base {
    case .email(let ascii?, let smtputf8, let displayName):
      return EmailAddress(
        value: value, asciiValue: ascii, smtputf8: smtputf8, displayName: displayName)
    case .emailValueIsASCII(let smtputf8):
      return EmailAddress(value: value, asciiValue: value, smtputf8: smtputf8, displayName: nil)
    case .emailJoined(let input, let at, let asciiDomain, let smtputf8):
      return EmailAddress(
        value: value, asciiValue: ResultPayload.join(input, at: at, asciiDomain),
        smtputf8: smtputf8, displayName: nil)
    default:
      return nil
    }
  }

  /// The parsed URL of a URL result: the WHATWG URL record, also when the
  /// policy refuses it (a disallowed scheme, a non-public host); `nil` when
  /// the input does not parse or for other families. Its components
  /// (``WHATWGURL/host``, ``WHATWGURL/pathname``, …) are views on the href.
  public var url: WHATWGURL? {
    switch payload {
    case .url(let url, _): return url
    case .urlOfValue(let offsets): return value.map { WHATWGURL(href: $0, offsets: offsets) }
    case .members where value != nil && details.contains(where: { $0.key == "components" }):
      return value.flatMap { WHATWGURL.parse($0) }
    default: return nil
    }
  }

  /// The `https://` reading of a URL typed without a scheme
  /// (`example.com/a`), offered whether or not it was accepted.
  public var suggestion: String? {
    switch payload {
    case .url(_, let suggestion): return suggestion
    case .urlSuggestion(let suggestion): return suggestion
    case .members(let members): return members.first { $0.key == "suggestion" }?.value.stringValue
    default: return nil
    }
  }

  /// The exact number of a valid decimal-pad result (`decimalPad`, and
  /// `numbersAndPunctuation` read as a number); `nil` otherwise.
  public var decimal: ExactDecimal? {
    guard case .decimal = payload, isValid, let value else { return nil }
    return ExactDecimal(value)
  }

  /// The choice of a valid picker result; `nil` otherwise.
  public var picker: PickerChoice? {
    guard case .picker(let index) = payload, isValid, let value else { return nil }
    return PickerChoice(index: index, value: value)
  }

  /// The phone number of a valid phone-pad result with a country code: the
  /// parsed number, its region and type, and its formats; `nil` otherwise.
  public var phone: PhoneNumberDetails? {
    guard case .phone(let details) = payload else { return nil }
    return details
  }

  /// How a `twitter` or `namePhonePad` value was read; `nil` for other
  /// keyboards.
  public var text: TextKind? {
    guard case .text(let kind) = payload else { return nil }
    return kind
  }
}

/// A valid email address as ``ValidationResult/email`` gives it.
public struct EmailAddress: Sendable, Hashable, Codable {
  /// The canonical address: the local part in NFC, the domain in lower-case
  /// U-label form (`José@bücher.example`).
  public var value: String
  /// The address with its domain in A-label form (`José@xn--bcher-kva.example`):
  /// what goes on the wire to an SMTP server.
  public var asciiValue: String
  /// Whether the local part is not ASCII, so delivery needs SMTPUTF8 (RFC 6531).
  public var smtputf8: Bool
  /// The display name of `Name <address>` input, when one was given and allowed.
  public var displayName: String?

  /// Creates an address.
  /// - Parameters:
  ///   - value: The canonical address.
  ///   - asciiValue: The address with an A-label domain.
  ///   - smtputf8: Whether the local part needs SMTPUTF8.
  ///   - displayName: The display name, if any.
  public init(value: String, asciiValue: String, smtputf8: Bool, displayName: String? = nil) {
    self.value = value
    self.asciiValue = asciiValue
    self.smtputf8 = smtputf8
    self.displayName = displayName
  }

  /// The local part (everything before the last `@`), as in ``value``.
  public var localPart: String { String(value[..<lastAt(value)]) }
  /// The domain in U-label form, or the domain literal (`[IPv6:…]`).
  public var domain: String { String(value[value.index(after: lastAt(value))...]) }
  /// The domain in A-label form.
  public var asciiDomain: String {
    String(asciiValue[asciiValue.index(after: lastAt(asciiValue))...])
  }

  private func lastAt(_ s: String) -> String.Index {
    s.lastIndex(of: "@") ?? s.endIndex
  }
}

/// The choice of a picker, as ``ValidationResult/picker`` gives it.
public struct PickerChoice: Sendable, Hashable, Codable {
  /// The position of the option in the picker's list.
  public var index: Int
  /// The option in its own spelling.
  public var value: String
  /// Creates a choice.
  /// - Parameters:
  ///   - index: The position of the option.
  ///   - value: The option.
  public init(index: Int, value: String) {
    self.index = index
    self.value = value
  }
}

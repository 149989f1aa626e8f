/// One named field of a ``FormSchema``: a keyboard type (or a picker), whether
/// it is required, and how its validator is configured.
public struct FormField: Sendable, Hashable {
  /// The field's name: the key in a submission.
  public var name: String
  /// A keyboard type name or alias (`email`, `URL`, `decimalPad`, …), or
  /// `picker` for a fixed list of ``choices``.
  public var type: String { didSet { kind = FieldKind(name: type) } }
  /// What the field validates: a keyboard type, a content type or a
  /// picker; `nil` for an unknown type name. Resolved from ``type`` when it
  /// is set (a form validates many submissions; the name is read once).
  public private(set) var kind: FieldKind?
  /// Whether a submission must give a non-empty value; defaults to `true`.
  public var required: Bool
  /// The validator profile (`form`, `rfc`, `whatwg`, …); `nil` for the
  /// family's default.
  public var profile: String?
  /// The field's locale; `nil` takes the locale of the request (see
  /// ``FormSchema/validate(values:locale:)``), else `en_US`.
  public var locale: String?
  /// A base URL for `URL` fields that accept relative references.
  public var base: String?
  /// Family options, with the names `kbcheck --set name=value` takes.
  public var options: [String: String]
  /// A picker's options, in their own spelling and order.
  public var choices: [String]?
  /// Whether a picker matches case-insensitively; `nil` means `false`.
  public var caseInsensitive: Bool?
  /// A label for HTML forms.
  public var label: String?
  /// An HTML `autocomplete` token that overrides the keyboard type's.
  public var autocomplete: String?
  /// Options taken from other fields of the same submission (a table row):
  /// option name → field name, such as `["defaultRegion": "country"]` for a
  /// phone whose region is the row's country. Schema key `optionsFrom`
  /// (and `regionFrom`, short for `{"defaultRegion": …}`).
  public var optionsFrom: [String: String] = [:]
  /// Where the field comes in the navigation order (previous / next / Tab),
  /// before fields without one; `nil` keeps the schema order
  /// (``FocusField/orderKey``).
  public var order: Int?
  /// Whether the field is shown but cannot be focused or edited; its value
  /// (a default or a pre-filled one) is still submitted and validated.
  public var isDisabled: Bool
  /// Whether the field is not shown: it cannot be focused; its value is
  /// still submitted and validated.
  public var isHidden: Bool
  /// The other fields whose validated values this field's validator reads,
  /// by role (`["card": "cardNumber"]` for a security code): a cross-field
  /// rule (``CrossFieldValidator``). Schemas write `"context":
  /// {"card": "cardNumber"}`, or `"context": ["username"]` when role and
  /// field name are the same.
  public var context: [String: String] = [:]
  /// The validator a typed field was made with
  /// (``init(name:validator:as:required:label:autocomplete:)``), used
  /// instead of one configured from ``type`` and the options.
  var pinned: PinnedValidator? = nil

  /// Creates a field.
  /// - Parameters:
  ///   - name: The key in a submission.
  ///   - type: A keyboard type name or alias, or `picker`.
  ///   - required: Whether a value must be given; defaults to `true`.
  ///   - profile: The validator profile, if any.
  ///   - locale: The field's locale, if pinned.
  ///   - base: A base URL for relative URLs, if any.
  ///   - options: Family options.
  ///   - choices: A picker's options.
  ///   - caseInsensitive: Whether a picker ignores case.
  ///   - label: A label for HTML forms.
  ///   - autocomplete: An HTML `autocomplete` token.
  ///   - order: The navigation order key, if any.
  ///   - isDisabled: Whether the field cannot be focused or edited.
  ///   - isHidden: Whether the field is not shown.
  public init(
    name: String, type: String, required: Bool = true, profile: String? = nil,
    locale: String? = nil, base: String? = nil, options: [String: String] = [:],
    choices: [String]? = nil, caseInsensitive: Bool? = nil, label: String? = nil,
    autocomplete: String? = nil, order: Int? = nil, isDisabled: Bool = false,
    isHidden: Bool = false
  ) {
    self.order = order
    self.isDisabled = isDisabled
    self.isHidden = isHidden
    self.name = name
    self.type = type
    self.kind = FieldKind(name: type)
    self.required = required
    self.profile = profile
    self.locale = locale
    self.base = base
    self.options = options
    self.choices = choices
    self.caseInsensitive = caseInsensitive
    self.label = label
    self.autocomplete = autocomplete
  }

  /// A picker field.
  /// - Parameters:
  ///   - name: The key in a submission.
  ///   - choices: The options, in their own spelling and order.
  ///   - caseInsensitive: Whether matching ignores case; defaults to `false`.
  ///   - required: Whether a value must be given; defaults to `true`.
  ///   - label: A label for HTML forms.
  /// - Returns: The field.
  public static func picker(
    _ name: String, choices: [String], caseInsensitive: Bool = false, required: Bool = true,
    label: String? = nil
  ) -> FormField {
    FormField(
      name: name, type: FormField.pickerType, required: required, choices: choices,
      caseInsensitive: caseInsensitive, label: label)
  }

  /// The type name of picker fields: `picker`.
  public static let pickerType = "picker"

  /// Whether this field is a picker.
  public var isPicker: Bool { type.lowercased() == FormField.pickerType }

  /// The keyboard type the field names, or the keyboard of the content type
  /// it names (for the field's configuration); `nil` for a picker or an
  /// unknown name.
  public var keyboard: KeyboardType? {
    kind?.keyboard(
      for: ValidationContext(
        profile: profile, locale: locale ?? ValidationContext.defaultLocale, options: options))
  }

  /// The content type the field names, or `nil`.
  public var contentType: ContentType? {
    if case .content(let content)? = kind { return content }
    return nil
  }

  /// Whether the field holds a secret (a card number, a password): never
  /// written back into HTML, masked in every report.
  public var isSecret: Bool { kind?.isSecret ?? false }

  /// The canonical type name reported for this field: the keyboard type's
  /// or content type's UIKit spelling, or `picker`.
  public var typeName: String { kind?.name ?? type }
}

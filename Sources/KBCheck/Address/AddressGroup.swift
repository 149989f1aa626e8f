/// An address group of a form schema: `{"address": {"country": "DE"}}`
/// expands into the country's fields in its order (libaddressinput `fmt`),
/// each with its label, its required flag (`require`) and its keyboard; the
/// subdivision (`sub_keys`) is a picker, the postal code checks
/// `sub_zips` against it.
///
/// With `"countryField": "country"` instead of a country, the postal code
/// takes its country from that field of the submission (`country=*`), and the
/// fields are those of libaddressinput's defaults (`ZZ`: name, organization,
/// street address, city, state, postal code); a submission with a valid
/// country is validated in that country's layout.
///
/// A form that knows the country meanwhile (the terminal form, once the
/// person has chosen one) lays the group out again for it
/// (``FormSchema/relayingAddressGroup(_:for:)``): the group then has both a
/// ``region`` and a ``countryField``.
///
/// Keys: `country`, `countryField`, `prefix` (put before each field's name:
/// `ship.` gives `ship.postalCode`), `required` (`false` makes every field
/// optional).
public struct AddressGroup: Sendable, Hashable {
  /// The region, or `nil` when the country comes from a field.
  public var region: AddressRegion?
  /// The field holding the country, when the country comes from one.
  public var countryField: String?
  /// The prefix of the field names.
  public var prefix: String
  /// Whether the region's required fields are required.
  public var required: Bool

  /// Creates a group for a region.
  /// - Parameters:
  ///   - region: The region.
  ///   - prefix: The prefix of the field names.
  ///   - required: Whether the region's required fields are required.
  public init(region: AddressRegion, prefix: String = "", required: Bool = true) {
    self.region = region
    self.countryField = nil
    self.prefix = prefix
    self.required = required
  }

  /// Creates a group whose country comes from another field.
  /// - Parameters:
  ///   - countryField: The name of the country field.
  ///   - prefix: The prefix of the field names.
  ///   - required: Whether the default required fields are required.
  public init(countryField: String, prefix: String = "", required: Bool = true) {
    self.region = nil
    self.countryField = countryField
    self.prefix = prefix
    self.required = required
  }

  /// The name of a field of the group.
  /// - Parameter field: The address field.
  /// - Returns: The prefixed name.
  public func name(of field: AddressField) -> String { prefix + field.rawValue }

  /// The form fields, in the region's order.
  public var fields: [FormField] {
    let layout = region ?? AddressRegion.defaults
    let hasSubdivisionPicker = region != nil && !layout.subdivisions.isEmpty
    return fields(of: layout, hasSubdivisionPicker: hasSubdivisionPicker)
  }

  /// The fields the group may lay out, whatever the country: its prefix
  /// before each ``AddressField``.
  var possibleFieldNames: [String] { AddressField.allCases.map(name(of:)) }

  /// The group's field of a name, if the name is one of the group's.
  /// - Parameter fieldName: A field name of the schema.
  /// - Returns: The address field it stands for.
  func field(named fieldName: String) -> AddressField? {
    guard fieldName.hasPrefix(prefix) else { return nil }
    return AddressField(rawValue: String(fieldName.dropFirst(prefix.count)))
  }

  /// The fields of `layout`, each with its label, required flag and keyboard.
  private func fields(of layout: AddressRegion, hasSubdivisionPicker: Bool) -> [FormField] {
    return layout.fields.map { field in
      var form = FormField(
        name: name(of: field), type: "default",
        required: required && (layout.requiredFields.contains(field)),
        label: label(field, layout), autocomplete: field.formAutocomplete)
      switch field {
      case .postalCode:
        form.type = ContentType.postalCode.rawValue
        form.options = ["country": region?.code ?? "*"]
        if let countryField { form.context["country"] = countryField }
        if hasSubdivisionPicker
          && layout.subdivisions.contains(where: { $0.contains(postalCode: "") != nil })
        {
          form.context["subdivision"] = name(of: .administrativeArea)
        }
      case .administrativeArea where hasSubdivisionPicker:
        form.type = FormField.pickerType
        form.choices = layout.subdivisions.map(\.key)
        form.caseInsensitive = true
      case .sortingCode:
        form.type = KeyboardType.asciiCapable.rawValue
      default:
        break
      }
      return form
    }
  }

  /// The English label of a field, as the region names it.
  private func label(_ field: AddressField, _ region: AddressRegion) -> String {
    switch field {
    case .name: "Name"
    case .organization: "Organization"
    case .streetAddress: "Street address"
    case .dependentLocality: region.dependentLocalityLabel.english
    case .locality: region.localityLabel.english
    case .administrativeArea: region.subdivisionLabel.english
    case .postalCode: region.postalCodeLabel.english
    case .sortingCode: "Sorting code"
    }
  }
}

extension AddressField {
  /// The `autocomplete` token of the field's single-line input.
  var formAutocomplete: String {
    self == .streetAddress ? "address-line1" : autocomplete
  }
}

extension AddressRegion {
  /// libaddressinput's defaults (`ZZ`): the layout of an address whose
  /// country is not known when the form is built.
  static let defaults = AddressRegion(
    line: "key=ZZ\u{1F}fmt=%N%n%O%n%A%n%C%n%S%n%Z\u{1F}require=AC")
}

/// What committing a changed country field did, when focus stays on it.
public enum CountryCommit: Sendable, Hashable {
  /// The address groups whose country comes from the field were laid out
  /// for this country (libaddressinput `fmt` and `require`); the person sees
  /// the new fields before moving on.
  case relaid(AddressRegion)
  /// The country is not valid (unknown, ambiguous): the layout is kept and
  /// the field shows its issue.
  case invalid
}

extension FormEditor {
  /// Commits the focused field when it is the country field of an address
  /// group (``AddressGroup/countryField``) and its text changed since the
  /// layout was last decided. A valid country lays every such group out for
  /// it: the country's fields in its order, required set, labels and
  /// keyboards; a value typed in a field both layouts have is kept when the
  /// new field takes it as it is, any other is dropped with an
  /// `address.value-dropped` note in ``layoutNotes``; the focus stays on the
  /// country field. An invalid country keeps the layout and the focus, so
  /// that its issue shows. The next move then leaves the field as usual.
  /// ``next()``, ``previous()`` and ``pressReturn()`` call this first.
  /// - Returns: What the commit did, or `nil` when focus may move on.
  /// - Complexity: O(*n*) in the number of fields.
  public mutating func commitCountry() -> CountryCommit? {
    guard let index = focusedIndex else { return nil }
    let name = schema.fields[index].name
    let text = fields[index].text
    guard schema.addressGroups.contains(where: { $0.countryField == name }),
      committedCountries[name, default: ""] != text
    else { return nil }
    committedCountries[name] = text
    layoutNotes[name] = nil
    guard !text.isEmpty else { return nil }
    let result = fields[index].result
    guard result.isValid, let code = result.value else { return .invalid }
    // A valid value that is no region of the data (a picker of names) cannot
    // lay the address out; the postal code then says it needs its country.
    guard let region = AddressRegion(code: code) else { return nil }
    guard layOut(countryField: name, for: region) else { return nil }
    navigator.focus(name)
    return .relaid(region)
  }

  /// Lays out the groups whose country comes from a pre-filled country field.
  mutating func layOutPrefilledCountries() {
    for group in schema.addressGroups {
      guard let name = group.countryField, committedCountries[name] == nil,
        let index = schema.fields.firstIndex(where: { $0.name == name })
      else { continue }
      committedCountries[name] = fields[index].text
      let result = fields[index].result
      guard !fields[index].text.isEmpty, result.isValid, let code = result.value,
        let region = AddressRegion(code: code)
      else { continue }
      layOut(countryField: name, for: region)
    }
  }

  /// Lays out every group of a country field for a region.
  /// - Returns: Whether some group changed its country.
  @discardableResult
  private mutating func layOut(countryField name: String, for region: AddressRegion) -> Bool {
    var notes: [ValidationIssue] = []
    var changed = false
    for (g, group) in schema.addressGroups.enumerated()
    where group.countryField == name && group.region?.code != region.code {
      guard let groupNotes = relay(group: g, for: region) else { continue }
      notes += groupNotes
      changed = true
    }
    if !notes.isEmpty { layoutNotes[name] = notes }
    return changed
  }

  /// Lays one group out for a region, keeping the focused field and the
  /// values the new fields take unchanged.
  /// - Returns: The notes of the values dropped, or `nil` when the group
  ///   could not be laid out (its fields are gone, an editor failed).
  private mutating func relay(group g: Int, for region: AddressRegion) -> [ValidationIssue]? {
    let group = schema.addressGroups[g]
    let relaid = schema.relayingAddressGroup(g, for: region)
    guard relaid != schema else { return nil }
    var old: [String: (field: FormField, editor: FieldEditor)] = [:]
    for (field, editor) in zip(schema.fields, fields) { old[field.name] = (field, editor) }
    var editors: [FieldEditor] = []
    var kept: Set<String> = []
    var newLabels: [String: String] = [:]
    for field in relaid.fields {
      guard let previous = old[field.name] else {
        guard let editor = try? FormEditor.makeEditor(field, locale: locale, text: "") else {
          return nil
        }
        editors.append(editor)
        continue
      }
      guard group.field(named: field.name) != nil else {
        editors.append(previous.editor)  // not the group's: as it was
        continue
      }
      let text = previous.editor.text
      newLabels[field.name] = field.label ?? field.name
      guard let editor = try? FormEditor.makeEditor(field, locale: locale, text: text) else {
        return nil
      }
      // The same choice of a picker that ignores case is the same value.
      let sameChoice =
        editor.kind == .picker && editor.caseInsensitive
        && editor.text.lowercased() == text.lowercased()
      if editor.text == text || sameChoice {
        kept.insert(field.name)
        editors.append(editor)
      } else {
        guard let empty = try? FormEditor.makeEditor(field, locale: locale, text: "") else {
          return nil
        }
        editors.append(empty)
      }
    }
    // The values that did not make it, in the old layout's order.
    var notes: [ValidationIssue] = []
    for field in schema.fields where group.field(named: field.name) != nil {
      guard let text = old[field.name]?.editor.text, !text.isEmpty, !kept.contains(field.name)
      else { continue }
      let issue =
        if let label = newLabels[field.name] {
          AddressFormIssue.valueNotTaken(field: label, value: text, country: region.code)
        } else {
          AddressFormIssue.valueDropped(
            field: field.label ?? field.name, value: text, country: region.code)
        }
      notes.append(ValidationIssue(issue, range: 0..<0))
    }
    let focused = navigator.focusedID
    schema = relaid
    fields = editors
    navigator = FocusNavigator(relaid.fields.map(\.focusField))
    if let focused, relaid.field(named: focused) != nil { navigator.focus(focused) }
    return notes
  }
}

extension FormHTML {
  /// The `id` of a field's control.
  /// - Parameter name: The field's name.
  /// - Returns: `kbcheck-` and the name as an id token.
  public static func controlID(_ name: String) -> String { "kbcheck-" + HTMLText.idToken(name) }

  /// One field: its label, its control and its issues. A picker selects
  /// the choice its validation matched (`swift` selects `Swift` when the
  /// schema is case-insensitive).
  func fieldHTML(
    _ field: FormField, value: String?, issues: [ValidationIssue], chosen: String? = nil
  ) -> String {
    let id = Self.controlID(field.name)
    let invalid = issues.hasError
    var html =
      "  <div class=\"kbcheck-field\(invalid ? " kbcheck-field--invalid" : "")\""
      + " data-field=\"\(HTMLText.escape(field.name))\"\(field.isHidden ? " hidden" : "")>\n"
    html +=
      "    <label for=\"\(id)\">\(HTMLText.escape(field.label ?? field.name))</label>\n"
    var attributes = attributes(for: field)
    if !issues.isEmpty { attributes.append(HTMLAttribute("aria-describedby", id + "-issues")) }
    if invalid { attributes.append(HTMLAttribute("aria-invalid", "true")) }
    if field.kind == .picker {
      html += "    <select" + attributes.map(\.description).joined() + ">\n"
      let selection = chosen ?? value.flatMap { v in field.choices?.first { $0 == v } }
      if !field.required || selection == nil {
        html += "      <option value=\"\"\(selection == nil ? " selected" : "")></option>\n"
      }
      for choice in field.choices ?? [] {
        let selected = choice == selection ? " selected" : ""
        html +=
          "      <option value=\"\(HTMLText.escape(choice))\"\(selected)>\(HTMLText.escape(choice))</option>\n"
      }
      html += "    </select>\n"
    } else {
      // A secret (a card number, a password) is never written back.
      if let value, !field.isSecret { attributes.append(HTMLAttribute("value", value)) }
      html += "    <input" + attributes.map(\.description).joined() + ">\n"
    }
    if !issues.isEmpty {
      html += "    <ul class=\"kbcheck-issues\" id=\"\(id)-issues\">\n"
      for issue in issues { html += "      " + Self.issueItem(issue) + "\n" }
      html += "    </ul>\n"
    }
    html += "  </div>\n"
    return html
  }

  /// The attributes of a field's control, in the order they are written
  /// (without `value` and the issue links, which depend on a submission).
  /// - Parameter field: A field of the schema.
  /// - Returns: `id`, `name`, then the keyboard's attributes.
  public func attributes(for field: FormField) -> [HTMLAttribute] {
    var attributes = [
      HTMLAttribute("id", Self.controlID(field.name)), HTMLAttribute("name", field.name),
    ]
    if let descriptor = field.kind?.contentDescriptor {
      return attributes + contentAttributes(field, descriptor)
    }
    let keyboard = field.kind?.keyboard
    if let keyboard {
      attributes.append(HTMLAttribute("type", Self.inputType(keyboard, profile: field.profile)))
      attributes.append(HTMLAttribute("inputmode", keyboard.htmlInputMode))
      if let hint = enterKeyHint(field) { attributes.append(HTMLAttribute("enterkeyhint", hint)) }
    }
    if let autocomplete = field.autocomplete ?? keyboard.flatMap(Self.defaultAutocomplete) {
      attributes.append(HTMLAttribute("autocomplete", autocomplete))
    }
    if let keyboard, Self.isVerbatim(keyboard) {
      attributes.append(HTMLAttribute("autocapitalize", "none"))
      attributes.append(HTMLAttribute("spellcheck", "false"))
    }
    if field.required && !field.isDisabled { attributes.append(HTMLAttribute("required")) }
    if let keyboard { attributes += lengthAttributes(field, keyboard) }
    if let keyboard, keyboard.isNumeric, keyboard != .phonePad,
      let locale = field.locale ?? options.locale
    {
      // An ICU id (de_DE, sr_Latn_RS@numbers=latn) as a BCP 47 tag.
      let tag = String(locale.prefix { $0 != "@" }.map { $0 == "_" ? "-" : $0 })
      attributes.append(HTMLAttribute("lang", tag))
    }
    if field.isDisabled { attributes.append(HTMLAttribute("disabled")) }
    return attributes
  }

  /// A content type's attributes, from its descriptor: `type`,
  /// `inputmode`, `enterkeyhint`, `autocomplete` (the schema's token, except
  /// that `off` is never written on a payment field, where browsers and
  /// password managers must be able to fill it), `autocapitalize`,
  /// `spellcheck`, `required`, `disabled`.
  func contentAttributes(_ field: FormField, _ descriptor: ContentTypeDescriptor)
    -> [HTMLAttribute]
  {
    let html = descriptor.html(
      for: ValidationContext(
        profile: field.profile, locale: field.locale ?? ValidationContext.defaultLocale,
        options: field.options))
    var attributes = [
      HTMLAttribute("type", html.type),
      HTMLAttribute("inputmode", html.inputMode),
    ]
    if let hint = enterKeyHint(field) { attributes.append(HTMLAttribute("enterkeyhint", hint)) }
    var token = field.autocomplete ?? descriptor.autocomplete.first
    if descriptor.family == .payment, token?.lowercased() == "off" {
      token = descriptor.autocomplete.first
    }
    if let token { attributes.append(HTMLAttribute("autocomplete", token)) }
    if let capitalize = html.autocapitalize {
      attributes.append(HTMLAttribute("autocapitalize", capitalize))
    }
    if let spellcheck = html.spellcheck {
      attributes.append(HTMLAttribute("spellcheck", spellcheck ? "true" : "false"))
    }
    if field.required && !field.isDisabled { attributes.append(HTMLAttribute("required")) }
    if field.isDisabled { attributes.append(HTMLAttribute("disabled")) }
    return attributes
  }

  /// `type`: `tel` and `search` where the keyboard is one; `email` only for
  /// the `html` profile (the browser's rule); `text` elsewhere, so that the
  /// browser never refuses what the validator accepts.
  static func inputType(_ keyboard: KeyboardType, profile: String?) -> String {
    switch keyboard {
    case .phonePad: "tel"
    case .webSearch: "search"
    case .emailAddress where profile == "html": "email"
    default: "text"
    }
  }

  /// The `autocomplete` token when the schema gives none.
  static func defaultAutocomplete(_ keyboard: KeyboardType) -> String? {
    switch keyboard {
    case .emailAddress: "email"
    case .URL: "url"
    case .phonePad: "tel"
    case .decimalPad: "transaction-amount"
    default: nil
    }
  }

  /// Keyboards whose text is taken as typed: no capitals, no spelling fixes.
  static func isVerbatim(_ keyboard: KeyboardType) -> Bool {
    switch keyboard {
    case .emailAddress, .URL, .twitter, .asciiCapableNumberPad, .numberPad, .decimalPad, .phonePad:
      true
    default: false
    }
  }

  /// `enterkeyhint`: the navigator's return key; for fields without one
  /// (pads), `next` while a navigable field follows, then `done`.
  func enterKeyHint(_ field: FormField) -> String? {
    guard !field.isDisabled && !field.isHidden else { return nil }
    if let key = navigator.returnKey(for: field.name) { return key.enterKeyHint }
    guard let position = navigator.navigableIDs.firstIndex(of: field.name) else { return nil }
    return position + 1 < navigator.navigableIDs.count ? "next" : "done"
  }

  /// Length limits and a pattern, only where they are exactly the
  /// validator's: ASCII digits counted one by one. (A number pad also takes
  /// digits outside the Basic Multilingual Plane, which a browser counts
  /// twice, so only its minimum is written.)
  func lengthAttributes(_ field: FormField, _ keyboard: KeyboardType) -> [HTMLAttribute] {
    guard keyboard == .numberPad || keyboard == .asciiCapableNumberPad else { return [] }
    let known = field.options.filter { NumberPadValidator.Options.settingNames.contains($0.key) }
    guard let limits = try? NumberPadValidator.Options(settings: known, profile: nil) else {
      return []
    }
    var attributes: [HTMLAttribute] = []
    if let min = limits.minLength { attributes.append(HTMLAttribute("minlength", String(min))) }
    if keyboard == .asciiCapableNumberPad {
      if let max = limits.maxLength { attributes.append(HTMLAttribute("maxlength", String(max))) }
      let count =
        switch (limits.minLength, limits.maxLength) {
        case (let min?, let max?) where min == max: "{\(min)}"
        case (let min?, let max?): "{\(min),\(max)}"
        case (let min?, nil): "{\(min),}"
        case (nil, let max?): "{0,\(max)}"
        case (nil, nil): "*"
        }
      attributes.append(HTMLAttribute("pattern", "[0-9]" + count))
    }
    return attributes
  }
}

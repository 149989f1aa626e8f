internal import CKBCheckICU

/// A Unicode General Category, numbered as ICU's `UCharCategory`.
package enum GeneralCategory: Int32, Sendable, Hashable, CaseIterable {
  /// Cn: unassigned.
  case unassigned = 0
  /// Lu.
  case uppercaseLetter, lowercaseLetter, titlecaseLetter, modifierLetter,
    otherLetter
  /// Mn, Me, Mc.
  case nonspacingMark, enclosingMark, spacingMark
  /// Nd, Nl, No.
  case decimalNumber, letterNumber, otherNumber
  /// Zs, Zl, Zp.
  case spaceSeparator, lineSeparator, paragraphSeparator
  /// Cc, Cf, Co, Cs.
  case control, format, privateUse, surrogate
  /// Pd, Ps, Pe, Pc, Po.
  case dashPunctuation, openPunctuation, closePunctuation,
    connectorPunctuation, otherPunctuation
  /// Sm, Sc, Sk, So.
  case mathSymbol, currencySymbol, modifierSymbol, otherSymbol
  /// Pi, Pf.
  case initialPunctuation, finalPunctuation

  /// The two-letter abbreviation, such as `Nd`.
  package var abbreviation: String {
    [
      "Cn", "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Me", "Mc", "Nd", "Nl", "No",
      "Zs", "Zl", "Zp", "Cc", "Cf", "Co", "Cs", "Pd", "Ps", "Pe", "Pc", "Po",
      "Sm", "Sc", "Sk", "So", "Pi", "Pf",
    ][Int(rawValue)]
  }

  /// Whether this is a letter (L*).
  package var isLetter: Bool { (1...5).contains(rawValue) }
  /// Whether this is a mark (M*).
  package var isMark: Bool { (6...8).contains(rawValue) }
}

/// A script, numbered as ICU's `UScriptCode`.
package struct Script: Sendable, Hashable, CustomStringConvertible {
  /// ICU's `UScriptCode`.
  package var code: Int32
  /// Creates a script from ICU's code.
  /// - Parameter code: The `UScriptCode`.
  package init(code: Int32) { self.code = code }
  /// The ISO 15924 code, such as `Latn`.
  package var shortName: String { String(cString: kbc_script_short_name(code)) }
  /// The long name, such as `Latin`.
  package var name: String { String(cString: kbc_script_name(code)) }
  /// The long name.
  package var description: String { name }
  /// Common (shared by several scripts: digits, punctuation).
  package static let common = Script(code: 0)
  /// Inherited (combining marks that take the script of their base).
  package static let inherited = Script(code: 1)
  /// Arabic.
  package static let arabic = Script(code: 2)
  /// Cyrillic.
  package static let cyrillic = Script(code: 8)
  /// Devanagari.
  package static let devanagari = Script(code: 10)
  /// Greek.
  package static let greek = Script(code: 14)
  /// Han.
  package static let han = Script(code: 17)
  /// Latin.
  package static let latin = Script(code: 25)
}

/// Binary Unicode properties the validators ask about.
package enum BinaryProperty: Int32, Sendable, Hashable, CaseIterable {
  /// White_Space.
  case whiteSpace = 0
  /// Bidi_Control (the Trojan Source characters among others).
  case bidiControl = 1
  /// Join_Control (ZWJ, ZWNJ).
  case joinControl = 2
  /// Default_Ignorable_Code_Point (zero-width characters and more).
  case defaultIgnorable = 3
  /// Noncharacter_Code_Point.
  case noncharacter = 4
  /// Alphabetic.
  case alphabetic = 5
  /// Variation_Selector.
  case variationSelector = 6
  /// Emoji.
  case emoji = 7
  /// Extended_Pictographic.
  case extendedPictographic = 8
  /// Dash.
  case dash = 9
  /// Emoji_Presentation (UTS #51: shown as emoji by default).
  case emojiPresentation = 10
  /// Emoji_Modifier (UTS #51: the five skin-tone modifiers).
  case emojiModifier = 11
  /// Emoji_Modifier_Base (UTS #51: what a skin-tone modifier may follow).
  case emojiModifierBase = 12
  /// Regional_Indicator (the flag letters U+1F1E6…U+1F1FF).
  case regionalIndicator = 13
  /// Emoji_Component (UTS #51: ZWJ, VS16, keycap, tags, modifiers, …).
  case emojiComponent = 14
}

/// ICU's character properties of one scalar, from `Unicode.Scalar.icu`.
package struct ICUScalarProperties: Sendable, Hashable {
  /// The scalar.
  package var scalar: Unicode.Scalar

  private var cp: Int32 { Int32(bitPattern: scalar.value) }

  /// The General Category.
  package var generalCategory: GeneralCategory {
    GeneralCategory(rawValue: kbc_char_category(cp)) ?? .unassigned
  }
  /// The Script property value.
  package var script: Script { Script(code: kbc_char_script(cp)) }
  /// Whether `script` is among this scalar's Script_Extensions.
  /// - Parameter script: The script to test.
  /// - Returns: `true` when the scalar is used in that script.
  package func isUsed(in script: Script) -> Bool {
    kbc_char_has_script(cp, script.code) != 0
  }
  /// The decimal digit value of an Nd character (0–9), or `nil`.
  package var digitValue: Int? {
    let v = kbc_char_digit_value(cp)
    return v >= 0 ? Int(v) : nil
  }
  /// ICU's `UCharDirection` (bidi class) number.
  package var bidiClass: Int32 { kbc_char_direction(cp) }
  /// The character's name, such as `NO-BREAK SPACE`; for unnamed code
  /// points, ICU's extended name such as `<control-0000>`.
  package var name: String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { buf in
      guard let base = buf.baseAddress else { return "" }
      _ = kbc_char_name(cp, base, 128)
      return String(cString: base)
    }
  }
  /// Whether the scalar has a binary property.
  /// - Parameter property: The property.
  /// - Returns: `true` when it has it.
  package func has(_ property: BinaryProperty) -> Bool {
    kbc_char_has_property(cp, property.rawValue) != 0
  }
}

extension Unicode.Scalar {
  /// ICU's properties of this scalar (from ICU's Unicode data, which may
  /// differ in version from the Swift standard library's).
  package var icu: ICUScalarProperties { ICUScalarProperties(scalar: self) }

  /// `U+00A0 NO-BREAK SPACE`: how issue messages name a character.
  ///
  /// Written into one buffer (`U+`, four to six hex digits, a space, ICU's
  /// name written in place) and made a string once: it is in every
  /// character issue's message.
  package var codePointDescription: String {
    // `U+` + 6 digits + space + a name of < 128 bytes.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10 + 128) { buf in
      guard let base = buf.baseAddress else { return "" }
      base[0] = UInt8(ascii: "U")
      base[1] = UInt8(ascii: "+")
      var digits = 4
      while digits < 6 && value >> (4 * UInt32(digits)) != 0 { digits += 1 }
      for k in 0..<digits {
        let nibble = UInt8(truncatingIfNeeded: value >> (4 * UInt32(digits - 1 - k)) & 0xF)
        base[2 + k] = ASCII.upperHexDigit(nibble)
      }
      base[2 + digits] = ASCII.space
      let nameStart = 3 + digits
      let named = (base + nameStart).withMemoryRebound(to: CChar.self, capacity: 128) {
        Int(kbc_char_name(Int32(bitPattern: value), $0, 128))
      }
      return String(
        decoding: UnsafeBufferPointer(start: base, count: nameStart + named), as: UTF8.self)
    }
  }
}

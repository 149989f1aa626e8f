internal import CKBCheckICU

/// A Unicode normalization form, computed by ICU.
package enum NormalizationForm: Int32, Sendable, Hashable, CaseIterable {
  /// Canonical composition.
  case nfc = 0
  /// Canonical decomposition.
  case nfd = 1
  /// Compatibility composition (folds full-width forms, ligatures, …).
  case nfkc = 2
  /// NFKC with case folding and default-ignorable removal.
  case nfkcCasefold = 3
}

/// The answer of a normalization quick check.
package enum NormalizationQuickCheck: Int32, Sendable, Hashable {
  /// The text is not in the form.
  case no = 0
  /// The text is in the form.
  case yes = 1
  /// A full check is needed.
  case maybe = 2
}

extension String {
  /// This string in the given normalization form.
  ///
  /// ASCII text is returned as is for every form but NFKC_Casefold, without
  /// calling ICU.
  /// - Parameter form: The normalization form.
  /// - Returns: The normalized string.
  /// - Complexity: O(*n*).
  package func normalized(_ form: NormalizationForm) -> String {
    if form != .nfkcCasefold, utf8.allSatisfy({ $0 < 0x80 }) { return self }
    let source = Array(utf16)
    let result = source.withUnsafeBufferPointer { src in
      ICUBuffers.utf16(initialCapacity: source.count + source.count / 2 + 8) {
        buf, cap, status in
        kbc_normalize(
          form.rawValue, src.baseAddress, Int32(src.count), buf, cap, &status)
      }
    }
    switch result {
    case .success(let units): return String(decoding: units, as: UTF16.self)
    case .failure: return self
    }
  }

  /// Whether this string is already in the given normalization form.
  /// - Parameter form: The normalization form.
  /// - Returns: `true` when normalizing would not change it.
  /// - Complexity: O(*n*).
  package func isNormalized(_ form: NormalizationForm) -> Bool {
    if form != .nfkcCasefold, utf8.allSatisfy({ $0 < 0x80 }) { return true }
    let source = Array(utf16)
    var status: Int32 = 0
    let answer = source.withUnsafeBufferPointer {
      kbc_is_normalized(form.rawValue, $0.baseAddress, Int32($0.count), &status)
    }
    return status <= 0 && answer != 0
  }
  /// Whether the NFC quick check answers YES for this text, without copying
  /// it to the heap: true means the text is NFC; false means NO, MAYBE, a
  /// text over 256 UTF-8 bytes or an ICU failure, where callers normalize.
  /// - Complexity: O(*n*) in the text's length.
  var isNFCByQuickCheck: Bool {
    var copy = self
    return copy.withUTF8 { Normalization.isNFCByQuickCheck(utf8: $0) }
  }

  /// ICU's quick check of whether this string is in the given form.
  /// - Parameter form: The normalization form.
  /// - Returns: yes, no, or maybe (a full check is needed).
  /// - Complexity: O(*n*).
  package func normalizationQuickCheck(_ form: NormalizationForm)
    -> NormalizationQuickCheck
  {
    let source = Array(utf16)
    var status: Int32 = 0
    let answer = source.withUnsafeBufferPointer {
      kbc_normalize_quick_check(
        form.rawValue, $0.baseAddress, Int32($0.count), &status)
    }
    return NormalizationQuickCheck(rawValue: answer) ?? .maybe
  }
}

/// Normalization helpers that work on UTF-8 bytes.
enum Normalization {
  /// Whether the NFC quick check answers YES for valid UTF-8 bytes (see
  /// `String.isNFCByQuickCheck`).
  /// - Complexity: O(*n*).
  static func isNFCByQuickCheck(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.withMemoryRebound(to: CChar.self) {
      kbc_nfc_quick_yes_utf8($0.baseAddress, Int32($0.count)) != 0
    }
  }
}

import KBCheck
import Testing

/// One row of a decimal-validation table: a locale, an input, the expected
/// canonical value (`nil` when invalid) and the expected issue codes.
struct DecimalCase: Sendable, CustomTestStringConvertible {
  var locale: String
  var input: String
  var value: String?
  var codes: [String]
  var options: [String: String]
  var keyboard: KeyboardType

  init(
    _ locale: String, _ input: String, _ value: String?, _ codes: [String] = [],
    options: [String: String] = [:], keyboard: KeyboardType = .decimalPad
  ) {
    self.locale = locale
    self.input = input
    self.value = value
    self.codes = codes
    self.options = options
    self.keyboard = keyboard
  }

  var testDescription: String {
    let shown = input.unicodeScalars.map {
      $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16))}"
    }
    .joined()
    return "\(locale) '\(shown)'\(options.isEmpty ? "" : " \(options)")"
  }

  /// Runs the case through the keyboard's validator.
  func run() throws -> ValidationResult {
    let context = ValidationContext(locale: locale, options: options)
    return try keyboard.validate(input, context: context)
  }

  /// ICU's scientific form (`1.2345675E+6`) written out (`1234567.5`).
  static func plain(_ s: String) -> String {
    guard let e = s.firstIndex(of: "E"),
      let exponent = Int(s[s.index(after: e)...].replacingOccurrences(of: "+", with: ""))
    else { return s }
    let mantissa = s[..<e]
    let negative = mantissa.hasPrefix("-")
    let body = negative ? mantissa.dropFirst() : mantissa[...]
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    var digits = String(parts[0]) + (parts.count > 1 ? String(parts[1]) : "")
    var point = parts[0].count + exponent
    while point > digits.count { digits += "0" }
    while point < 0 {
      digits = "0" + digits
      point += 1
    }
    let i = digits.index(digits.startIndex, offsetBy: point)
    return (negative ? "-" : "") + String(digits[..<i]) + "." + String(digits[i...])
  }

}

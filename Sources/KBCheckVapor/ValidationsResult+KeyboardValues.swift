#if Vapor
import KBCheck
import Vapor

extension ValidationsResult {
  /// The canonical values that ``Vapor/Validator/keyboard(_:locale:profile:options:)``
  /// rules produced for valid fields, by key: what to store instead of the
  /// raw input (`Ada@Example.COM` is stored as `Ada@example.com`).
  /// - Complexity: O(*r*) in the number of rule results.
  public var keyboardValues: [String: String] {
    var values: [String: String] = [:]
    for entry in results {
      guard let keyboard = entry.result as? ValidatorResults.Keyboard,
        keyboard.result.isValid, let value = keyboard.result.value
      else { continue }
      values[entry.key.stringValue] = value
    }
    return values
  }
}

#endif

extension PhonePadValidator {
  /// Validates an RFC 3966 `tel:` URI read as libphonenumber reads it
  /// (``PhoneTelURI``): the number is validated as typed, its issues point
  /// into the input, and what the reading dropped is said
  /// (`phone.tel-parameter-dropped`); a phone-context that is neither a
  /// global number nor a domain name is refused
  /// (`phone.tel-invalid-context`).
  /// - Parameters:
  ///   - uri: The reading.
  ///   - input: The input as given.
  /// - Returns: The result for the input.
  func validate(_ uri: PhoneTelURI, input: String) -> ValidationResult {
    let inner = validateNumber(uri.text)
    var issues = inner.issues.map { issue -> ValidationIssue in
      var moved = issue
      let lower = uri.inputOffset(issue.range.lowerBound)
      let last = uri.inputOffset(max(issue.range.upperBound - 1, issue.range.lowerBound))
      moved.range = lower..<max(lower, issue.range.isEmpty ? lower : last + 1)
      return moved
    }
    if let range = uri.invalidContext {
      issues.append(ValidationIssue(PhoneIssue.telInvalidContext, range: range))
    }
    for part in uri.dropped {
      issues.append(
        ValidationIssue(PhoneIssue.telParameterDropped(part.text), range: part.range))
    }
    let valid = !issues.hasError
    return ValidationResult(
      input: input, value: valid ? inner.value : nil, issues: issues,
      payload: valid ? inner.payload : .none)
  }
}

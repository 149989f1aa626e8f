/// Why focus changed.
public enum FocusChangeCause: String, Sendable, Hashable, CaseIterable {
  /// A move to the next eligible field (next button or return key).
  case next
  /// A move to the previous eligible field.
  case previous
  /// Next past the last field wrapped to the first (wrap enabled).
  case wrappedToFirst
  /// Previous before the first field wrapped to the last (wrap enabled).
  case wrappedToLast
  /// Done: focus resigned.
  case done
  /// The caller focused a field or cleared focus directly.
  case programmatic
  /// The focused field was removed from the form.
  case fieldRemoved
  /// The focused field was disabled or hidden.
  case fieldUnfocusable
}

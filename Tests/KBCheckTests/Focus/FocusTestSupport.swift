import KBCheck

/// A field with a default keyboard, for short test tables.
func text(_ id: String, key: Int? = nil, row: String? = nil) -> FocusField<String> {
  FocusField(id, input: .keyboard(.default), orderKey: key, rowID: row)
}

/// A field with the given keyboard.
func field(_ id: String, _ keyboard: KeyboardType, row: String? = nil) -> FocusField<String> {
  FocusField(id, keyboard: keyboard, rowID: row)
}

/// A navigator over default-keyboard fields named by `ids`.
func navigator(_ ids: String..., configuration: FocusConfiguration = .init())
  -> FocusNavigator<String>
{
  FocusNavigator(ids.map { text($0) }, configuration: configuration)
}

/// SplitMix64: a small seeded generator so randomized tests replay.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

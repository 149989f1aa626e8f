import Benchmark
import KBCheck

/// A form of `rows` rows of two fields each (a text field and a decimal
/// pad), with every tenth field disabled and every 25th skip-marked, so
/// moves pass over ineligible fields.
func makeForm(rows: Int, keyed: Bool = false, wraps: Bool = true) -> FocusNavigator<Int> {
  var fields: [FocusField<Int>] = []
  fields.reserveCapacity(rows * 2)
  for r in 0..<rows {
    for c in 0..<2 {
      let id = r * 2 + c
      var field = FocusField(
        id, input: .keyboard(c == 0 ? .default : .decimalPad),
        orderKey: keyed ? ((id * 7919) % (rows * 2)) * 3 : nil,  // a shuffled order with gaps
        rowID: -1 - r)
      field.isEnabled = id % 10 != 9
      field.isSkipped = id % 25 == 24
      fields.append(field)
    }
  }
  return FocusNavigator(fields, configuration: .init(wraps: wraps))
}

let fieldCount = 10_000

let benchmarks: @Sendable () -> Void = {
  let moves = BenchmarkScalingFactor.kilo
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .throughput, .mallocCountTotal], scalingFactor: moves)

  // Each scaled iteration is one move; with wrap-around on, next never
  // stops at the end, so every iteration really moves.
  Benchmark("Focus: next, per move, 10,000 fields", configuration: configuration) { benchmark in
    var nav = makeForm(rows: fieldCount / 2)
    nav.focus(0)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(nav.next().to)
    }
  }

  Benchmark("Focus: previous, per move, 10,000 fields", configuration: configuration) {
    benchmark in
    var nav = makeForm(rows: fieldCount / 2)
    nav.focus(fieldCount - 2)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(nav.previous().to)
    }
  }

  Benchmark("Focus: next, order keys with gaps, 10,000 fields", configuration: configuration) {
    benchmark in
    var nav = makeForm(rows: fieldCount / 2, keyed: true)
    nav.next()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(nav.next().to)
    }
  }

  Benchmark(
    "Focus: return key + accessory bar + canGoNext, 10,000 fields", configuration: configuration
  ) { benchmark in
    var nav = makeForm(rows: fieldCount / 2)
    nav.focus(fieldCount / 2)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      nav.next()
      blackHole(nav.focusedReturnKey)
      blackHole(nav.accessoryBar)
      blackHole(nav.canGoNext)
    }
  }

  Benchmark("Focus: disable + enable a field, 10,000 fields", configuration: configuration) {
    benchmark in
    var nav = makeForm(rows: fieldCount / 2)
    nav.focus(fieldCount / 2)
    benchmark.startMeasurement()
    for i in benchmark.scaledIterations {
      let id = (i * 37) % fieldCount
      nav.setHidden(id, true)
      blackHole(nav.setHidden(id, false))
    }
  }

  // Structural changes rebuild the index: O(n) each, measured per pair.
  let structural = Benchmark.Configuration(
    metrics: [.wallClock, .throughput, .mallocCountTotal], scalingFactor: .one)

  Benchmark(
    "Focus: insert + delete a field while focused, 10,000 fields", configuration: structural
  ) { benchmark in
    var nav = makeForm(rows: fieldCount / 2)
    nav.focus(fieldCount / 2)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      nav.insert(FocusField(-999_999, keyboard: .numberPad), atField: fieldCount / 4)
      blackHole(nav.remove(-999_999))
    }
  }

  Benchmark("Focus: delete the focused row + undo, 10,000 fields", configuration: structural) {
    benchmark in
    var nav = makeForm(rows: fieldCount / 2)
    let row = fieldCount / 4
    let rowFields = [
      FocusField(row * 2, keyboard: .default, rowID: -1 - row),
      FocusField(row * 2 + 1, keyboard: .decimalPad, rowID: -1 - row),
    ]
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      nav.focus(row * 2)
      blackHole(nav.removeRow(-1 - row))
      nav.insertRow(rowFields, atRow: row)
    }
  }

  Benchmark(
    "Focus: move the focused row to the top and back, 10,000 fields", configuration: structural
  ) { benchmark in
    var nav = makeForm(rows: fieldCount / 2)
    let row = fieldCount / 4
    nav.focus(row * 2)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      nav.moveRow(-1 - row, toRow: 0)
      blackHole(nav.moveRow(-1 - row, toRow: row))
    }
  }
}

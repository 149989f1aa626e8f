import ArgumentParser

/// How `kbcheck --type …` prints results: text (canonical value on stdout,
/// issues on stderr), JSON (one object per value; JSON lines in batch mode)
/// or TSV (one row per value: `line`, `valid`, `value`, `issues`, `input`).
enum RecordFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json, tsv
}

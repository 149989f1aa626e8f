import ArgumentParser

/// How results are printed.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}

import ArgumentParser

/// The `--set name=value` arguments of the commands that configure a
/// validator or a filter: one parser for all of them.
enum SettingsArgument {
  /// The help of `--set`.
  static func help(_ what: String) -> ArgumentHelp {
    ArgumentHelp("\(what) as name=value; repeatable.", valueName: "name=value")
  }

  /// Checks that every argument has the `name=value` form.
  /// - Throws: A usage error naming the first one without `=`.
  static func check(_ settings: [String]) throws {
    for setting in settings where !setting.contains("=") {
      throw ValidationError("--set takes name=value, got '\(setting)'.")
    }
  }

  /// The settings as a dictionary; a later name wins, `name=` is empty.
  static func dictionary(_ settings: [String]) -> [String: String] {
    var options: [String: String] = [:]
    for setting in settings {
      let parts = setting.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      options[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
    }
    return options
  }
}

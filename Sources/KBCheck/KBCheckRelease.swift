/// The version of this kbcheck release, in one place: `kbcheck --version`
/// prints it, the top `## [x.y.z]` heading of `CHANGELOG.md` and the
/// README's `.package(… from:)` line give the same (a test checks them),
/// and the release's git tag is `v` followed by it.
public enum KBCheckRelease {
  /// The semantic version, such as `0.7.7`.
  public static let version = "0.7.20"
}

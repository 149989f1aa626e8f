// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "kbcheck",
  products: [
    .library(name: "KBCheck", targets: ["KBCheck"]),
    .executable(name: "kbcheck", targets: ["KBCheckCLI"]),
    // Test-only: the focus reference model shared by KBCheckTests and the
    // FuzzFocus fuzzer (Fuzz/ is a separate package and needs a product).
    // Nothing in KBCheck or kbcheck depends on it.
    .library(name: "KBCheckTestSupport", targets: ["KBCheckTestSupport"]),
  ],
  dependencies: [
    .package(
      url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Documentation: `swift package generate-documentation --target KBCheck`
    // (a command plugin; the library gains no dependency).
    .package(
      url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Core
    .systemLibrary(
      name: "CICU",
      pkgConfig: "icu-uc",
      providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
    ),
    .target(
      name: "CKBCheckICU",
      dependencies: ["CICU"],
      linkerSettings: [
        .linkedLibrary("icuuc"), .linkedLibrary("icui18n"),
        .linkedLibrary("icudata"),
      ]
    ),
    .target(
      name: "KBCheck",
      dependencies: ["CKBCheckICU"]
    ),
    // Executable
    .executableTarget(
      name: "KBCheckCLI",
      dependencies: [
        "KBCheck",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Tests
    .target(
      name: "KBCheckTestSupport",
      dependencies: ["KBCheck"],
      path: "Tests/Support/KBCheckTestSupport"
    ),
    .testTarget(
      name: "KBCheckTests",
      dependencies: ["KBCheck", "KBCheckTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "KBCheckCLITests",
      dependencies: ["KBCheckCLI", "KBCheck"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

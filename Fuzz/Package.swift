// swift-tools-version:6.1
import Foundation
import PackageDescription

// libFuzzer targets. Build and run with Scripts/ci/fuzz.sh, which passes
// -sanitize=fuzzer,address -parse-as-library to swiftc.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent

let targets = [
  "FuzzEmail", "FuzzURL", "FuzzNumber", "FuzzPhone", "FuzzFilters", "FuzzText", "FuzzFocus",
  "FuzzPayments", "FuzzDNS",
]

let package = Package(
  name: "KBCheckFuzz",
  dependencies: [.package(path: "../")],
  targets: [
    .target(
      name: "FuzzSupport",
      dependencies: [.product(name: "KBCheck", package: root)])
  ]
    + targets.map {
      .executableTarget(
        name: $0,
        dependencies: ["FuzzSupport", .product(name: "KBCheck", package: root)]
          // The focus reference model, shared with the unit tests.
          + ($0 == "FuzzFocus"
            ? [.product(name: "_KBCheckTestSupport", package: root)] : []))
    },
  swiftLanguageModes: [.v6]
)

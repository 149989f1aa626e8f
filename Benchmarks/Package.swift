// swift-tools-version:6.1
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, which differs between
// clones (kbcheck, main, …), so read it from this file's location.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent

// Benchmarks live in their own package so the library never depends on
// package-benchmark. Run: swift package --disable-sandbox benchmark
let package = Package(
  name: "KBCheckBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "../"),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    "EmailBenchmarks", "URLBenchmarks", "NumberBenchmarks", "FocusBenchmarks", "TextBenchmarks",
    "HostileBenchmarks", "PhoneBenchmarks", "PaymentBenchmarks", "AddressBenchmarks",
    "IdentityBenchmarks",
  ].map {
    .executableTarget(
      name: $0,
      dependencies: [
        .product(name: "KBCheck", package: root),
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/\($0)",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    )
  } + [
    // The kbcheck side of Scripts/phone/phone-compare.sh (same loop as its C++ driver).
    .executableTarget(
      name: "PhoneCompare",
      dependencies: [.product(name: "KBCheck", package: root)],
      path: "Benchmarks/PhoneCompare"
    ),
    // The kbcheck side of Scripts/dev/address-compare.sh.
    .executableTarget(
      name: "AddressCompare",
      dependencies: [.product(name: "KBCheck", package: root)],
      path: "Benchmarks/AddressCompare"
    ),
  ]
)

// swift-tools-version:6.1
import PackageDescription

// `KBCHECK_CORE_ONLY=1` leaves the adapters' packages (Vapor, Hummingbird) out of the
// graph, so a command that needs only the library, the CLI or the documentation does not
// resolve and clone the 33 packages of their graphs: SwiftPM resolves trait-only dependencies
// too. The adapters are then built empty, as they are without their traits.
//   KBCHECK_CORE_ONLY=1 swift package --disable-sandbox generate-documentation --target KBCheck
let coreOnly = Context.environment["KBCHECK_CORE_ONLY"] != nil

/// The adapters' packages, unless `KBCHECK_CORE_ONLY` is set.
let adapterPackages: [Package.Dependency] =
  coreOnly
  ? []
  : [
    // Fetched and built only with the "Vapor" trait.
    .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
    // Fetched and built only with the "Hummingbird" trait.
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
  ]

let package = Package(
  name: "kbcheck",
  products: [
    .library(name: "KBCheck", targets: ["KBCheck"]),
    // The Vapor adapter: `Validator<String>.keyboard(…)`, `FormSchema.validate(request)`,
    // `FormReport` as content. Empty unless the package is used with the
    // "Vapor" trait, so KBCheck itself keeps no dependency.
    .library(name: "KBCheckVapor", targets: ["KBCheckVapor"]),
    // The Hummingbird 2 adapter, behind the "Hummingbird" trait.
    .library(name: "KBCheckHummingbird", targets: ["KBCheckHummingbird"]),
    // Foundation bridges: `Locale` in, `Decimal` and `URL` out. The core
    // library imports no Foundation.
    .library(name: "KBCheckFoundation", targets: ["KBCheckFoundation"]),
    .executable(name: "kbcheck", targets: ["KBCheckCLI"]),
    // Test-only (the underscore says so): the focus reference model shared
    // by KBCheckTests and the FuzzFocus fuzzer (Fuzz/ is a separate package
    // and needs a product). Nothing in KBCheck or kbcheck depends on it.
    .library(name: "_KBCheckTestSupport", targets: ["KBCheckTestSupport"]),
  ],
  traits: [
    .trait(name: "Vapor", description: "Builds the KBCheckVapor adapter (depends on Vapor 4)."),
    .trait(
      name: "Hummingbird",
      description: "Builds the KBCheckHummingbird adapter (depends on Hummingbird 2)."),
  ],
  dependencies: [
    .package(
      url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Documentation: `swift package generate-documentation --target KBCheck`
    // (a command plugin; the library gains no dependency).
    .package(
      url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ] + adapterPackages,
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
    // The compiled libaddressinput data (Scripts/ci/address-metadata.py): its own
    // target, so the generated source is compiled once, not with every
    // change to the library.
    .target(
      name: "KBCheckAddressData",
      exclude: ["README.md"]
    ),
    // The compiled libphonenumber numbering plans (Scripts/phone/phone-metadata.py),
    // likewise in a target of their own.
    .target(name: "KBCheckPhoneData"),
    // The C library's DNS resolver (libresolv), for the email
    // deliverability check.
    .target(
      name: "CKBCheckDNS",
      linkerSettings: [.linkedLibrary("resolv")]
    ),
    // Byte scanners in C with SSE2, where Swift's SIMD types cannot make a
    // byte mask (the email fast path's shape pass).
    .target(name: "CKBCheckScan"),
    .target(
      name: "KBCheck",
      dependencies: [
        "CKBCheckICU", "CKBCheckDNS", "CKBCheckScan", "KBCheckAddressData", "KBCheckPhoneData",
      ]
    ),
    .target(
      name: "KBCheckVapor",
      dependencies: ["KBCheck"]
        + (coreOnly
          ? []
          : [.product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"]))])
    ),
    .target(
      name: "KBCheckHummingbird",
      dependencies: ["KBCheck"]
        + (coreOnly
          ? []
          : [
            .product(
              name: "Hummingbird", package: "hummingbird",
              condition: .when(traits: ["Hummingbird"]))
          ])
    ),
    .target(name: "KBCheckFoundation", dependencies: ["KBCheck"]),
    // Executable
    .executableTarget(
      name: "KBCheckCLI",
      dependencies: [
        "KBCheck",
        // A debug kbcheck logs the codes it reports for the test run's
        // catalogue check (KBCHECK_CODE_LOG); a release build never starts it.
        "KBCheckCodeLog",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Tests
    .target(
      name: "KBCheckTestSupport",
      dependencies: ["KBCheck"],
      path: "Tests/Support/KBCheckTestSupport"
    ),
    // The test-only log of the issue codes a process reports (the library
    // has only the hook, IssueObserver), and the constructor that starts it
    // in a test binary before main.
    .target(
      name: "KBCheckCodeLog", dependencies: ["KBCheck"], path: "Tests/Support/KBCheckCodeLog"),
    .target(name: "CKBCheckCodeLogStart", path: "Tests/Support/CKBCheckCodeLogStart"),
    .testTarget(
      name: "KBCheckTests",
      dependencies: ["KBCheck", "KBCheckTestSupport", "KBCheckCodeLog", "CKBCheckCodeLogStart"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "KBCheckFoundationTests", dependencies: ["KBCheckFoundation", "KBCheck"]),
    .testTarget(
      name: "KBCheckCLITests",
      dependencies: ["KBCheckCLI", "KBCheck", "KBCheckCodeLog", "CKBCheckCodeLogStart"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// swift-tools-version:5.9
import PackageDescription

// Test hooks (crash injection, the commit observer) exist only in debug builds, which tests use; a
// release timi has none.
let testHooks: [SwiftSetting] = [.define("TIMI_TEST_HOOKS", .when(configuration: .debug))]

// Generic types' metadata through direct accessors, not mangled names demangled at run time ("Direct
// metadata" in docs/PERFORMANCE.md). An unsafe flag: on the executables only, since SwiftPM refuses a
// dependency whose library has one; docs/install.sh passes it to every module with `-Xswiftc`.
let directMetadata: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

// A release timi exports none of its own symbols, which the Swift driver exports by default: nothing
// looks them up, and the runtime's start-up `dladdr` walks every one ("The start-up floor" in
// docs/PERFORMANCE.md).
let ownSymbolsHidden: [LinkerSetting] = [
    .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(configuration: .release))
]

let package = Package(
    name: "timi",
    platforms: [.macOS("15.0")],  // Synchronization's Atomic (SignalWatcher)
    products: [
        .executable(name: "timi", targets: ["timi"]),
        .library(name: "LedgerCore", targets: ["LedgerCore"]),
    ],
    targets: [
        // The C library's GNU calls that Swift's Glibc module does not declare (a header of inline
        // functions): the one way LedgerCore reaches them.
        .target(name: "CSystem", path: "Sources/CSystem"),
        // `path: "."` lets the seed plists live in the top-level Resources/ folder; they are
        // compiled into the binary (`PackageResources`) so an installed `timi` needs no bundle.
        .target(
            name: "LedgerCore",
            dependencies: ["CSystem"],
            path: ".",
            exclude: [
                "README.md", "docs", "scripts", "Tests", "Sources/timi", "Sources/timi-bench",
                "Sources/timi-hello", "Sources/CSystem",
            ],
            sources: ["Sources/LedgerCore"],
            resources: [
                .embedInCode("Resources/categories.plist"),
                .embedInCode("Resources/spareIcons.plist"),
            ],
            swiftSettings: testHooks
        ),
        .executableTarget(
            name: "timi", dependencies: ["LedgerCore"], path: "Sources/timi",
            swiftSettings: testHooks + directMetadata, linkerSettings: ownSymbolsHidden),
        // `swift run -c release timi-bench`: times whole timi processes on large ledgers (docs/PERFORMANCE.md).
        .executableTarget(name: "timi-bench", dependencies: ["LedgerCore"], path: "Sources/timi-bench"),
        // A Swift program that prints one line, built beside timi for timi-bench to time its start.
        .executableTarget(name: "timi-hello", path: "Sources/timi-hello"),
        // The helpers both test targets share (temporary directories, goldens, seeded random numbers);
        // no product depends on it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "LedgerCoreTests", dependencies: ["LedgerCore", "TestSupport"],
            path: "Tests/LedgerCoreTests", exclude: ["Fixtures"]),
        .testTarget(
            name: "TimiTests", dependencies: ["timi", "LedgerCore", "TestSupport"], path: "Tests/TimiTests",
            exclude: ["Snapshots"]),
    ]
)

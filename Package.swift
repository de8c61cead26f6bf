// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "timi",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "timi", targets: ["timi"]),
        .library(name: "LedgerCore", targets: ["LedgerCore"]),
    ],
    targets: [
        // `path: "."` lets the seed plists live in the top-level Resources/ folder; they are
        // compiled into the binary (`PackageResources`) so an installed `timi` needs no bundle.
        .target(
            name: "LedgerCore",
            path: ".",
            exclude: ["README.md", "Tests", "Sources/timi", "Sources/timi-bench"],
            sources: ["Sources/LedgerCore"],
            resources: [
                .embedInCode("Resources/categories.plist"),
                .embedInCode("Resources/spareIcons.plist"),
            ]
        ),
        .executableTarget(name: "timi", dependencies: ["LedgerCore"], path: "Sources/timi"),
        // `swift run -c release timi-bench`: times whole timi processes on large ledgers (docs/PERFORMANCE.md).
        .executableTarget(name: "timi-bench", dependencies: ["LedgerCore"], path: "Sources/timi-bench"),
        .testTarget(
            name: "LedgerCoreTests", dependencies: ["LedgerCore"], path: "Tests/LedgerCoreTests", exclude: ["Fixtures"]),
        .testTarget(
            name: "TimiTests", dependencies: ["timi", "LedgerCore"], path: "Tests/TimiTests", exclude: ["Snapshots"]),
    ]
)

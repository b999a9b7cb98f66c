// swift-tools-version: 6.1
import Foundation
import PackageDescription

// A path dependency is identified by its folder's name; read it rather than assume it.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TesseraBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(path: "../Tools"),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", "0.12.1"..<"0.13.0"),
    ],
    targets: [
        .executableTarget(
            name: "ThemeBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "TesseraCore", package: root),
                // The live theme benchmark follows the stream as an app that adds live editing.
                .product(name: "TesseraLive", package: root),
                .product(name: "TesseraTokens", package: root),
                .product(name: "TesseraDiff", package: root),
                .product(name: "TesseraAuditReports", package: root),
                .product(name: "TesseraGallery", package: root),
                .product(name: "TesseraStudioModel", package: root),
                .product(name: "TesseraStudio", package: "Tools"),
                .product(name: "TesseraMCP", package: "Tools"),
                .product(name: "MCP", package: "swift-sdk"),
            ],
            path: "Benchmarks/ThemeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        )
    ],
    swiftLanguageModes: [.v6]
)

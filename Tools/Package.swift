// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A path dependency is identified by its folder's name, which depends on where the repository
// was cloned; read it rather than assume it.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TesseraTools",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tessera", targets: ["tessera"]),
        .library(name: "TesseraTokens", targets: ["TesseraTokens"]),
        .plugin(name: "TesseraRoles", targets: ["TesseraRoles"]),
        .plugin(name: "TesseraGenerateRoles", targets: ["TesseraGenerateRoles"]),
    ],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Design-token interchange: DTCG read/resolve/write, CSS, Swift code, GentleDesignSystem
        // import. Foundation and TesseraCore only, so the Studio and plugins can reuse it.
        .target(
            name: "TesseraTokens",
            dependencies: [.product(name: "TesseraCore", package: root)]
        ),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "TesseraTokens",
                .product(name: "TesseraCore", package: root),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Saves in a loop until killed; scripts/kill-during-save drives it.
        .executableTarget(
            name: "save-loop",
            dependencies: [
                .product(name: "TesseraCore", package: root),
                .product(name: "TesseraSettings", package: root),
            ]
        ),
        // Typed members for a theme's custom roles, generated at build time from the target's
        // theme.json (or *.theme.json).
        .plugin(name: "TesseraRoles", capability: .buildTool(), dependencies: ["tessera"]),
        // The same on demand, written into the package: `swift package tessera-generate-roles`.
        .plugin(
            name: "TesseraGenerateRoles",
            capability: .command(
                intent: .custom(verb: "tessera-generate-roles", description: "Write typed members for a theme's custom roles"),
                permissions: [.writeToPackageDirectory(reason: "Writes ThemeRoles.swift next to the theme file")]),
            dependencies: ["tessera"]
        ),
        .testTarget(
            name: "TesseraToolTests",
            dependencies: [.product(name: "TesseraCore", package: root)],
            exclude: ["Golden", "Fixtures"]
        ),
        .testTarget(
            name: "TesseraTokensTests",
            dependencies: ["TesseraTokens", .product(name: "TesseraCore", package: root)],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

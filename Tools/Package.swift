// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A path dependency is identified by its folder's name, which depends on where the repository
// was cloned; read it rather than assume it.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// Commands `tessera` shares with a lean executable a plugin runs: ArgumentParser, TesseraCore
/// and one target of this package (with `also`, targets of this package it needs besides).
func commandTarget(_ name: String, using library: Target.Dependency, also: [Target.Dependency] = []) -> Target {
    .target(
        name: name,
        dependencies: [
            library,
            .product(name: "TesseraCore", package: root),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ] + also
    )
}

/// The root package's libraries for Tessera's own tools: design-token interchange, theme
/// comparison, QR codes, the linter, the gallery, the Studio's editing session and the audit's
/// reports. They live beside the core so that they share `package` declarations with it; this
/// package reaches them, like any other package would, through their products.
let tokens = Target.Dependency.product(name: "TesseraTokens", package: root)
let diff = Target.Dependency.product(name: "TesseraDiff", package: root)
let qr = Target.Dependency.product(name: "TesseraQR", package: root)
let lint = Target.Dependency.product(name: "TesseraLint", package: root)
let gallery = Target.Dependency.product(name: "TesseraGallery", package: root)
let studioModel = Target.Dependency.product(name: "TesseraStudioModel", package: root)
let auditReports = Target.Dependency.product(name: "TesseraAuditReports", package: root)

/// What every test target reads: the core, and the test helpers (temporary folders, golden files,
/// subprocesses, theme text). `Tests/TesseraTestSupport` is a link to the root package's own
/// folder of them: one copy of the sources serves both packages, and no product offers test
/// helpers to apps.
let testSupport: [Target.Dependency] = [
    .product(name: "TesseraCore", package: root), .product(name: "TesseraSync", package: root), "TesseraTestSupport",
]

let package = Package(
    name: "TesseraTools",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tessera", targets: ["tessera"]),
        .executable(name: "tessera-lint", targets: ["tessera-lint"]),
        .executable(name: "tessera-studio", targets: ["tessera-studio"]),
        .executable(name: "tessera-mcp", targets: ["tessera-mcp"]),
        .library(name: "TesseraStudio", targets: ["TesseraStudio"]),
        .library(name: "TesseraMCP", targets: ["TesseraMCP"]),
        .plugin(name: "TesseraRoles", targets: ["TesseraRoles"]),
        .plugin(name: "TesseraGenerateRoles", targets: ["TesseraGenerateRoles"]),
        .plugin(name: "TesseraLintPlugin", targets: ["TesseraLintPlugin"]),
        .plugin(name: "TesseraLintBuild", targets: ["TesseraLintBuild"]),
        .plugin(name: "TesseraExport", targets: ["TesseraExport"]),
    ],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        // Hummingbird brings these; they are named because TesseraStudio and TesseraMCP import
        // their modules (NIOCore, Logging, HTTPTypes) themselves.
        .package(url: "https://github.com/apple/swift-nio", from: "2.63.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        // Hummingbird brings it too; the Studio's live stream ends its responses on shutdown.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        // The Model Context Protocol (stdio) for `tessera mcp`. Before 1.0 a minor version may
        // break the API, so the range stays within 0.12.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", "0.12.1"..<"0.13.0"),
    ],
    targets: [
        // ZIP archives of stored files (CRC-32, no compression), for the Studio's downloads of
        // exports of several files. Swift standard library only.
        .target(name: "TesseraZip"),
        // Tessera Studio's HTTP layer (Hummingbird): routes, security, request parsing, the live
        // stream and downloads, over the root package's TesseraStudioModel (the editing session).
        .target(
            name: "TesseraStudio",
            dependencies: [
                studioModel, gallery, qr, "TesseraZip", tokens, diff, .product(name: "TesseraCore", package: root),
                .product(name: "TesseraSync", package: root),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // `tessera lint` as a command, shared by `tessera` and the lean `tessera-lint` the plugins run.
        commandTarget("TesseraLintCommand", using: lint, also: ["TesseraOutputFile"]),
        .executableTarget(name: "tessera-lint", dependencies: ["TesseraLintCommand"]),
        // `tessera mcp`: the theme, the audit, the diff and the linter as Model Context Protocol
        // tools over stdio. A thin mapping onto TesseraLint, TesseraDiff and TesseraCore.
        .target(
            name: "TesseraMCP",
            dependencies: [
                lint, diff, tokens, "TesseraOutputFile", .product(name: "TesseraCore", package: root),
                .product(name: "TesseraSync", package: root), .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "tessera-mcp",
            dependencies: [
                "TesseraMCP", "TesseraCommandSupport",
                .product(name: "TesseraCore", package: root),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What `tessera`'s commands share with the lean `tessera-roles`: theme options, writing
        // output, standard error, and `tessera export swift` itself.
        commandTarget("TesseraCommandSupport", using: tokens, also: ["TesseraOutputFile"]),
        // Writing an output file, and saying why it cannot be written: for every command, the
        // linter and the MCP server alike (ArgumentParser only).
        .target(
            name: "TesseraOutputFile",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // `tessera export swift` alone, for the roles plugins: no Hummingbird, NIO or swift-syntax.
        .executableTarget(name: "tessera-roles", dependencies: ["TesseraCommandSupport"]),
        // Every command but `lint` and `studio`, which it hands to `tessera-lint` and
        // `tessera-studio`: no swift-syntax, SwiftNIO or Hummingbird, so the quick start builds in
        // about a minute.
        .executableTarget(
            name: "tessera",
            dependencies: [
                tokens,
                diff,
                auditReports,
                "TesseraCommandSupport",
                gallery,
                .product(name: "TesseraCore", package: root),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `tessera studio` on its own: the Studio's HTTP server (Hummingbird).
        .executableTarget(
            name: "tessera-studio",
            dependencies: [
                "TesseraStudio", gallery, "TesseraCommandSupport",
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
        .plugin(name: "TesseraRoles", capability: .buildTool(), dependencies: ["tessera-roles"]),
        // The same on demand, written into the package: `swift package tessera-generate-roles`.
        .plugin(
            name: "TesseraGenerateRoles",
            capability: .command(
                intent: .custom(
                    verb: "tessera-generate-roles", description: "Write typed members for a theme's custom roles"),
                permissions: [.writeToPackageDirectory(reason: "Writes ThemeRoles.swift next to the theme file")]),
            dependencies: ["tessera-roles"]
        ),
        // `swift package tessera-lint`: lint the package's Swift targets.
        .plugin(
            name: "TesseraLintPlugin",
            // Read-only, so linting needs no permission flag; `--fix` and `--write-baseline` are
            // for `tessera lint` itself (or `--disable-sandbox` where plugins are sandboxed).
            capability: .command(
                intent: .custom(
                    verb: "tessera-lint", description: "Find raw values in Swift code and suggest theme tokens")),
            dependencies: ["tessera-lint"]
        ),
        // Lints a target's sources on every build; findings show as warnings in Xcode.
        .plugin(name: "TesseraLintBuild", capability: .buildTool(), dependencies: ["tessera-lint"]),
        // `swift package tessera-export --format xcassets|compose|…`: a target's theme exported
        // into the package (Theme.xcassets next to the theme). Runs `tessera`, which has no
        // swift-syntax, SwiftNIO or Hummingbird.
        .plugin(
            name: "TesseraExport",
            capability: .command(
                intent: .custom(
                    verb: "tessera-export",
                    description: "Export a target's theme as an asset catalog, Compose theme, CSS, DTCG, JSON or Swift"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the exported theme (Theme.xcassets, compose/, …) next to the theme file")
                ]),
            dependencies: ["tessera"]
        ),
        .testTarget(
            name: "TesseraStudioTests",
            dependencies: ["TesseraStudio", studioModel, gallery, tokens, .product(name: "TesseraLive", package: root)]
                + testSupport + [
                    .product(name: "Hummingbird", package: "hummingbird"),
                    .product(name: "HummingbirdTesting", package: "hummingbird"),
                ]
        ),
        .target(
            name: "TesseraTestSupport",
            dependencies: [.product(name: "TesseraCore", package: root), .product(name: "TesseraSync", package: root)],
            path: "Tests/TesseraTestSupport"),
        .testTarget(name: "TesseraZipTests", dependencies: ["TesseraZip"] + testSupport),
        .testTarget(name: "TesseraToolTests", dependencies: testSupport, exclude: ["Golden", "Fixtures"]),
        .testTarget(
            name: "TesseraMCPTests",
            dependencies: ["TesseraMCP", .product(name: "MCP", package: "swift-sdk")] + testSupport),
    ],
    swiftLanguageModes: [.v6]
)

// Upcoming language features every target of this package builds with, as the root package's:
// existential types spelled `any`, members visible only through the modules a file imports, and
// imports internal unless a file's public declarations need them (`public import`).
for target in package.targets where target.type != .plugin {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
}

// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Tessera",
    platforms: [.iOS(.v17), .macOS(.v14), .visionOS(.v1)],
    products: [
        .library(name: "TesseraCore", targets: ["TesseraCore"]),
        .library(name: "TesseraSettings", targets: ["TesseraSettings"]),
        .library(name: "TesseraSettingsMacros", targets: ["TesseraSettingsMacros"]),
        // Following a theme edited in Tessera Studio while the app runs: an app opts in by
        // depending on it (and importing it under `#if DEBUG`, so Release builds leave it out).
        .library(name: "TesseraLive", targets: ["TesseraLive"]),
        // Libraries for Tessera's own tools, not for apps: products only because the executables of
        // Tools/Package.swift (another package) reach another package's targets through products
        // alone. An app that depends on TesseraCore or Tessera builds none of them.
        .library(name: "TesseraTokens", targets: ["TesseraTokens"]),
        .library(name: "TesseraDiff", targets: ["TesseraDiff"]),
        .library(name: "TesseraQR", targets: ["TesseraQR"]),
        .library(name: "TesseraSync", targets: ["TesseraSync"]),
        .library(name: "TesseraLint", targets: ["TesseraLint"]),
        .library(name: "TesseraGallery", targets: ["TesseraGallery"]),
        .library(name: "TesseraStudioModel", targets: ["TesseraStudioModel"]),
        .library(name: "TesseraAuditReports", targets: ["TesseraAuditReports"]),
    ],
    dependencies: [
        // Only the settings macro and the linter need it; apps that do not use the macro never build it.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0")
    ],
    targets: [
        // Tessera's one lock box (`LockedValue`), a leaf module the core, the settings runtime and
        // the tools share.
        .target(name: "TesseraSync"),
        .target(name: "TesseraCore", dependencies: ["TesseraSync"]),
        .target(name: "TesseraSettings", dependencies: ["TesseraCore", "TesseraSync"]),
        .target(name: "TesseraLive", dependencies: ["TesseraCore"]),
        .macro(
            name: "TesseraSettingsPlugin",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
            ]
        ),
        .target(name: "TesseraSettingsMacros", dependencies: ["TesseraSettings", "TesseraSettingsPlugin"]),
        // Temporary folders, golden files, subprocesses and theme text for every test target that
        // works with files or threads (the macro tests expand source in memory and need none).
        // Foundation, Testing and TesseraCore (for its lock box, LockedValue) only.
        .target(
            name: "TesseraTestSupport", dependencies: ["TesseraCore", "TesseraSync"], path: "Tests/TesseraTestSupport"),
        .testTarget(name: "TesseraTestSupportTests", dependencies: ["TesseraTestSupport"]),
        // Tessera's own tool libraries (the executables live in Tools/): in this package so that
        // they and the core share `package` declarations rather than a public SPI.
        // Design-token interchange: DTCG read/resolve/write, platform exports (CSS, Swift, Compose,
        // asset catalogs), Figma variables, GentleDesignSystem import and map suggestion.
        // Foundation and TesseraCore only, so the Studio and plugins can reuse it.
        .target(name: "TesseraTokens", dependencies: ["TesseraCore"]),
        // What changed between two themes, resolved and audited: roles, renames, accessibility.
        // Foundation, TesseraCore and TesseraTokens (for DTCG input) only, so the Studio can show it.
        .target(name: "TesseraDiff", dependencies: ["TesseraTokens", "TesseraCore"]),
        // QR codes (ISO/IEC 18004) as SVG and terminal text, for the URL a device opens to
        // connect to the Studio. Swift standard library only.
        .target(name: "TesseraQR"),
        // Lint rules over swift-syntax trees, suggestions from a theme, reports, baseline.
        // Files linted in parallel hand their results to TesseraSync's LockedValue.
        .target(
            name: "TesseraLint",
            dependencies: [
                "TesseraCore", "TesseraSync",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // The gallery every Studio page and style guide shows and the page itself: HTML, CSS and
        // JavaScript as files in Resources/, read through Bundle.module. Foundation, TesseraCore,
        // TesseraTokens.
        .target(
            name: "TesseraGallery", dependencies: ["TesseraTokens", "TesseraCore"], resources: [.copy("Resources")]),
        // Tessera Studio's editing session and what its page shows, without its HTTP server (which
        // is in Tools/): undo, saving, recovery, brands and their impact and comparison, value
        // origins, token uses, the mode matrix, the editors and the palette, and every reply's
        // payload type. Foundation and the libraries above only.
        .target(
            name: "TesseraStudioModel", dependencies: ["TesseraGallery", "TesseraDiff", "TesseraTokens", "TesseraCore"]),
        .testTarget(
            name: "TesseraTokensTests", dependencies: ["TesseraTokens", "TesseraCore", "TesseraTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "TesseraDiffTests",
            dependencies: ["TesseraDiff", "TesseraTokens", "TesseraCore", "TesseraTestSupport"]),
        // What `tessera audit --fix` and `tessera generate` report, computed: the fixed file and
        // its changes, the generated theme's contrast checks, as JSON and as text lines. The
        // commands in Tools/ read files and print. Foundation and TesseraCore only.
        .target(name: "TesseraAuditReports", dependencies: ["TesseraCore"]),
        .testTarget(
            name: "TesseraGalleryTests",
            dependencies: ["TesseraGallery", "TesseraTokens", "TesseraCore", "TesseraTestSupport"]),
        .testTarget(
            name: "TesseraStudioModelTests",
            dependencies: ["TesseraStudioModel", "TesseraGallery", "TesseraCore", "TesseraTestSupport"]),
        .testTarget(name: "TesseraQRTests", dependencies: ["TesseraQR", "TesseraCore", "TesseraTestSupport"]),
        .testTarget(
            name: "TesseraLintTests", dependencies: ["TesseraLint", "TesseraCore", "TesseraTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "TesseraCoreTests", dependencies: ["TesseraCore", "TesseraSync", "TesseraTestSupport"],
            exclude: ["Reference"]),
        .testTarget(name: "TesseraLiveTests", dependencies: ["TesseraLive"]),
        .testTarget(
            name: "TesseraSettingsTests",
            dependencies: [
                "TesseraCore", "TesseraSettings", "TesseraSettingsMacros", "TesseraSync", "TesseraTestSupport",
            ]
        ),
        .testTarget(
            name: "TesseraSettingsPluginTests",
            dependencies: [
                "TesseraSettingsPlugin",
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The SwiftUI layer exists only where SwiftUI does. On Linux, TypeCheck/check type-checks it
// against declared Apple interfaces instead.
#if canImport(Darwin)
package.products += [
    .library(name: "Tessera", targets: ["Tessera"]),
    .library(name: "TesseraEditing", targets: ["TesseraEditing"]),
]
package.targets += [
    .target(name: "Tessera", dependencies: ["TesseraCore"]),
    .target(name: "TesseraEditing", dependencies: ["Tessera", "TesseraSettings"]),
]
#endif

// Upcoming language features every target of this package builds with: existential types
// spelled `any`, members visible only through the modules a file imports, and imports internal
// unless a file's public declarations need them (`public import`).
for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
}

// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Tessera's SwiftPM plugins in an app: ShopApp's theme's custom roles become typed members at
// build time (TesseraRoles); PromoScreen is linted on every build (TesseraLintBuild) and on
// demand with `swift package tessera-lint`; `swift package tessera-export` writes ShopApp's theme as an
// asset catalog, a Compose theme, …. Path dependencies are identified by folder name.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

let package = Package(
    name: "Plugins",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../.."),
        .package(path: "../../Tools"),
    ],
    targets: [
        .executableTarget(
            name: "ShopApp",
            dependencies: [.product(name: "TesseraCore", package: repository.lastPathComponent)],
            resources: [.copy("theme.json")],
            plugins: [.plugin(name: "TesseraRoles", package: "Tools")]
        ),
        .target(name: "PromoScreen", plugins: [.plugin(name: "TesseraLintBuild", package: "Tools")]),
    ],
    swiftLanguageModes: [.v6]
)

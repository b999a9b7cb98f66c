// swift-tools-version: 6.0
import Foundation
import PackageDescription

// An app target whose theme's custom roles become typed members at build time, through the
// TesseraRoles build-tool plugin. Path dependencies are identified by folder name; read it.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "RolesPlugin",
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
    ],
    swiftLanguageModes: [.v6]
)

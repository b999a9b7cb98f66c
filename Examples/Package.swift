// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A path dependency is identified by its folder's name; read it rather than assume it.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TesseraExamples",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(name: "ThemeBasics", dependencies: [.product(name: "TesseraCore", package: root)]),
        .executableTarget(name: "AccentPicker", dependencies: [.product(name: "TesseraCore", package: root)]),
        .executableTarget(
            name: "SettingsBasics", dependencies: [.product(name: "TesseraSettingsMacros", package: root)]),
    ],
    swiftLanguageModes: [.v6]
)

// The SwiftUI example builds where SwiftUI exists; on Linux, TypeCheck/check type-checks it.
#if canImport(Darwin)
package.platforms = [.macOS(.v14), .iOS(.v17), .visionOS(.v1)]
package.targets.append(
    .executableTarget(
        name: "ThemedApp",
        dependencies: [
            .product(name: "Tessera", package: root),
            .product(name: "TesseraEditing", package: root),
            .product(name: "TesseraLive", package: root),
        ]
    ))
#endif

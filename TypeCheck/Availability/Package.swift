// swift-tools-version: 6.0
import PackageDescription

// The availability pass of the Linux type-check: parses the declared interfaces and the layer's
// sources with swift-syntax (Linux's compiler does not check Apple availability).
let package = Package(
    name: "Availability",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0")
    ],
    targets: [
        .executableTarget(
            name: "availability-check",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)

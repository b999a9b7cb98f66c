// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Tessera",
    platforms: [.iOS(.v17), .macOS(.v14), .visionOS(.v1)],
    products: [
        .library(name: "TesseraCore", targets: ["TesseraCore"]),
    ],
    targets: [
        .target(name: "TesseraCore"),
        .testTarget(name: "TesseraCoreTests", dependencies: ["TesseraCore"], exclude: ["Reference"]),
    ],
    swiftLanguageModes: [.v6]
)

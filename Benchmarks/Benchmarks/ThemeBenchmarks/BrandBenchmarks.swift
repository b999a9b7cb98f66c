import Benchmark
import Foundation
@_spi(TesseraTools) import TesseraCore

/// Many brands over one base file (README "Brands"). The audit figure reads all 20 brand files
/// through their base file, compiles them, audits each in the four colour modes and resolves
/// every role at all twelve Dynamic Type sizes in each mode (goal ≤ 1 s). The switch figure is a
/// manager selecting another brand and reading its theme, every brand compiled before (goal
/// ≤ 10 µs).
let brandBenchmarks: @Sendable () -> Void = {
    Benchmark("Brands: audit 20 brands × 4 modes × all sizes", configuration: .init(maxDuration: .seconds(10))) {
        benchmark in
        let folder = try brandFolder(count: 20)
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = folder.appendingPathComponent("brands")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let presets = try Presets.brands(in: brands)
            for brand in presets {
                blackHole(AccessibilityAudit.run(brand.theme))
                for mode in ColorMode.allCases {
                    for size in DynamicTypeSize.allCases {
                        blackHole(
                            brand.theme.resolved(
                                for: ThemeContext(
                                    appearance: mode.appearance, contrast: mode.contrast, dynamicTypeSize: size)))
                    }
                }
            }
        }
        benchmark.stopMeasurement()
    }

    // The manager lives on the main actor, and so does an app's switch: measured there.
    Benchmark("Brands: switch (compile cached)") { @MainActor benchmark in
        let folder = try brandFolder(count: 20)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await measureSwitches(benchmark, brands: try Presets.brands(in: folder.appendingPathComponent("brands")))
    }
}

/// Selects each brand once (so each is compiled), then measures one switch per iteration: the
/// selection and the theme views then draw with, on the main actor as in an app.
@MainActor
private func measureSwitches(_ benchmark: Benchmark, brands: [Preset]) async throws {
    let manager = ThemeManager(presets: brands)
    for brand in brands {
        try await manager.select(brand.id)
        blackHole(manager.theme)
    }
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
        try await manager.select(brands[iteration % brands.count].id)
        blackHole(manager.theme)
    }
    benchmark.stopMeasurement()
}

/// A new folder holding `base/theme.json` (over the default preset) and `count` brands in
/// `brands/`, each with its own accent, radius and headline weight.
private func brandFolder(count: Int) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-brands-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("base"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("brands"), withIntermediateDirectories: true)
    let base =
        ##"{"specVersion": "1.0", "extends": "default", "palette": {"company": {"600": "#1D4ED8"}}, "##
        + ##""colors": {"accent": {"light": "{palette.company.600}", "dark": "#93C5FD"}}, "radii": {"medium": 10}}"##
    try Data(base.utf8).write(to: folder.appendingPathComponent("base/theme.json"))
    let weights = ["regular", "medium", "semibold", "bold"]
    for index in 0..<count {
        let light = String(format: "#%02X%02X%02X", 0x10 + index * 3, 0x30 + index, 0x60 - index)
        let brand =
            #"{"specVersion": "1.0", "extends": "../base/theme.json", "colors": {"accent": {"light": ""# + light
            + #""}}, "radii": {"medium": \#(index % 16)}, "typography": {"headline": {"weight": "\#(weights[index % 4])"}}}"#
        try Data(brand.utf8).write(to: folder.appendingPathComponent(String(format: "brands/brand-%02d.json", index)))
    }
    return folder
}

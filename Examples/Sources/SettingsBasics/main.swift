// A Codable settings struct becomes a schema, a review-before-apply session and a saved file.
//
//     swift run --package-path Examples SettingsBasics
import Foundation
import TesseraSettingsMacros

enum CalculationMode: String, SettingsEnum {
    case linearRegression, movingAverage
}

enum AverageMethod: String, SettingsEnum {
    case simple, weightedAverage
}

@Settings
struct BetaSettings {
    @Settings
    struct Calculation {
        var mode: CalculationMode = .linearRegression
        var averageMethod: AverageMethod = .weightedAverage
        @Setting(footnote: "Days of history.", range: 1...30, requiresRestart: true)
        var timePeriod = 7
    }

    var calculation = Calculation()
    @Setting(title: "Experimental features")
    var experiments = false
    @Setting(range: 0...1, step: 0.05)
    var chartOpacity = 0.8
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settings-example-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }

let session = SettingsSession<BetaSettings>(store: JSONFileSettingsStore(url: folder.appendingPathComponent("settings.json")))
try await session.load()
session.onChange(\.calculation.timePeriod) { old, new in print("side effect: recalculating \(old) → \(new) days") }

print("Schema:")
for field in BetaSettings.settingsSchema.fields {
    print("  \((field.sectionPath + [field.title]).joined(separator: " › ")) [\(field.id)]\(field.requiresRestart ? " (restart)" : "")")
}

session[\.chartOpacity] = 0.6
session[\.calculation.timePeriod] = 14
session[\.calculation.averageMethod] = .simple

print("Review:")
for change in session.changes {
    print("  \(change.location): \(change.before) → \(change.after)\(change.requiresRestart ? "  ⟳ restart" : "")")
}

let result = await session.apply()
print("Applied: \(result.outcome), restart needed: \(result.requiresRestart)")

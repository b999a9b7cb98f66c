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
    /// Picked from servers the app fetches at run time (external data).
    @Setting(footnote: "Where quotes come from.")
    var server = "eu-1"
    /// A list: a custom value, tracked, reviewed and undone like any other setting. In a form,
    /// `SettingsForm(…).control(for: \.watchlist) { … }` gives it a control of the app's own.
    var watchlist = ["AAPL"]
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settings-example-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }

let session = SettingsSession<BetaSettings>(
    store: JSONFileSettingsStore(url: folder.appendingPathComponent("settings.json")))
try await session.load()
session.onChange(\.calculation.timePeriod) { old, new in print("side effect: recalculating \(old) → \(new) days") }

print("Schema:")
for field in BetaSettings.settingsSchema.fields {
    print(
        "  \((field.sectionPath + [field.title]).joined(separator: " › ")) [\(field.id)]\(field.requiresRestart ? " (restart)" : "")"
    )
}

// External data: options known only at run time become the server picker's choices; a form
// showing them updates when they change.
let fetched = [SettingChoice(value: "eu-1", title: "Frankfurt"), SettingChoice(value: "us-1", title: "Virginia")]
session.setChoices(fetched, for: \.server)
if let server = session.schema.field(at: \BetaSettings.server), let choices = session.choices(for: server) {
    print("Server choices: \(choices.map(\.title).joined(separator: ", "))")
}

session[\.chartOpacity] = 0.6
session[\.server] = "us-1"
session[\.watchlist].append("MSFT")
session[\.calculation.timePeriod] = 14
session[\.calculation.averageMethod] = .simple

print("Review:")
for change in session.changes {
    print("  \(change.location): \(change.before) → \(change.after)\(change.requiresRestart ? "  ⟳ restart" : "")")
}

let result = await session.apply()
print("Applied: \(result.outcome), restart needed: \(result.requiresRestart)")

import Foundation
import TesseraSettingsMacros

// The seed library's example, compiled through the @Settings plugin.

enum CalculationMode: String, SettingsEnum {
    case linearRegression, movingAverage
}

enum AverageMethod: Int, SettingsEnum {
    case simple, weightedAverage, exponential
}

/// A custom type shown as a picker through `SettingsDisplayable`.
struct Region: SettingsDisplayable, Codable {
    var code: String
    var settingsTitle: String { code == "eu" ? "Europe" : "United States" }
    static let settingsVariants = [Region(code: "eu"), Region(code: "us")]
}

@Settings
struct BetaSettings: Equatable {
    @Settings
    struct Calculation: Equatable {
        var mode: CalculationMode = .linearRegression
        var averageMethod: AverageMethod = .weightedAverage
        @Setting(footnote: "Days of history to use.", range: 1...30, requiresRestart: true)
        var timePeriod = 7
    }

    var calculation = Calculation()
    @Setting(title: "Experimental features")
    var experiments = false
    @Setting(range: 0...1, step: 0.05)
    var opacity = 0.5
    var nickname: String?
    @Setting(secure: true)
    var apiToken = ""
    @Setting(multiline: true)
    var notes = ""
    var region = Region(code: "eu")
    @SettingHidden
    var launchCount = 0
    var lastSync = Date(timeIntervalSince1970: 0)
}

/// The same settings one release later: `experiments` removed, `fontScale` added.
@Settings
struct BetaSettingsV2: Equatable {
    var calculation = BetaSettings.Calculation()
    @Setting(range: 0...1, step: 0.05)
    var opacity = 0.5
    var nickname: String?
    @Setting(range: 0.5...2)
    var fontScale = 1.0
}

/// Settings with values that must survive a save exactly, and a list edited by an app's control.
@Settings
struct LedgerSettings: Equatable {
    var accountID: Int64 = 0
    var checksum: UInt64 = 0
    var lastSync = Date(timeIntervalSinceReferenceDate: 0)
    @Setting(range: 1...30)
    var historyDays = 7
    var servers: [String] = []
    var server = ""
    @Setting(secure: true)
    var password = ""
}

/// What side effects declared with the type did, in order.
@MainActor
enum LedgerEffects {
    static var log: [String] = []
}

extension LedgerSettings {
    static let settingsSideEffects = [
        SettingsSideEffect(\LedgerSettings.server) { old, new in LedgerEffects.log.append("server \(old)→\(new)") }
    ]
}

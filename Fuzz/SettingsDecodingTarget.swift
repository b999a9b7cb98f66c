// libFuzzer entry point for saved settings: decoding arbitrary bytes as a settings file must
// report problems, never crash; what decodes must encode and decode to the same value.
//
// The settings type conforms by hand (the fuzz build compiles with swiftc, without the macro
// plugin) and in the same shape the macro writes: a schema, and an init(from:) that reads each
// setting tolerantly.
import Foundation
import TesseraSettings

struct FuzzSettings: SettingsGroup {
    var minutes = 15
    var server = "eu-1"
    var lastSync = Date(timeIntervalSinceReferenceDate: 0)
    var account: Int64 = 0
    var checksum: UInt64 = 0
    var opacity = 0.5
    var tags = ["a"]
    var enabled = true

    init() {}

    static let settingsSchema = SettingsSchema<FuzzSettings>([
        .entry(\FuzzSettings.minutes, id: "minutes", title: "Minutes", range: 1...120, step: 1),
        .entry(\FuzzSettings.server, id: "server", title: "Server"),
        .entry(\FuzzSettings.lastSync, id: "lastSync", title: "Last sync"),
        .entry(\FuzzSettings.account, id: "account", title: "Account"),
        .entry(\FuzzSettings.checksum, id: "checksum", title: "Checksum"),
        .entry(\FuzzSettings.opacity, id: "opacity", title: "Opacity", range: 0...1),
        .entry(\FuzzSettings.tags, id: "tags", title: "Tags"),
        .entry(\FuzzSettings.enabled, id: "enabled", title: "Enabled"),
    ])

    init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: SettingsCodingKey.self)
        SettingsDecoding.read(&minutes, "minutes", from: container, decoder: decoder)
        SettingsDecoding.read(&server, "server", from: container, decoder: decoder)
        SettingsDecoding.read(&lastSync, "lastSync", from: container, decoder: decoder)
        SettingsDecoding.read(&account, "account", from: container, decoder: decoder)
        SettingsDecoding.read(&checksum, "checksum", from: container, decoder: decoder)
        SettingsDecoding.read(&opacity, "opacity", from: container, decoder: decoder)
        SettingsDecoding.read(&tags, "tags", from: container, decoder: decoder)
        SettingsDecoding.read(&enabled, "enabled", from: container, decoder: decoder)
        SettingsDecoding.finish(
            known: ["minutes", "server", "lastSync", "account", "checksum", "opacity", "tags", "enabled"],
            in: container, decoder: decoder)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func settingsDecodingTarget(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    guard let decoded = try? SettingsCodec.decode(FuzzSettings.self, from: data) else { return 0 }
    guard let encoded = try? SettingsCodec.encode(decoded.settings),
        let again = try? SettingsCodec.decode(FuzzSettings.self, from: encoded)
    else {
        fatalError("settings that decoded could not be written and read back")
    }
    if again.settings != decoded.settings {
        fatalError("settings changed on a round trip: \(decoded.settings) → \(again.settings)")
    }
    return 0
}

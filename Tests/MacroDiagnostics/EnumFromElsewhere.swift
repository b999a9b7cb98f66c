// An enum declared outside the settings struct without SettingsEnum: the error names the fix
// and lands on the property's own line.
import TesseraSettingsMacros

enum Speed: String, CaseIterable { case slow, fast }

@Settings
struct Prefs {
    // swift-format-ignore
    var speed: Speed = .slow // expect-error: does not conform to SettingsEnum; add `extension YourEnum: SettingsEnum {}`
}

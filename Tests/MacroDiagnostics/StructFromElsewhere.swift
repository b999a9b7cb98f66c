// A struct declared outside the settings struct without @Settings: the error says to mark it
// and lands on the property's own line.
import TesseraSettingsMacros

struct Window: Codable, Equatable { var width = 10 }

@Settings
struct Prefs {
    var flag = true
    var window = Window()  // expect-error: mark a nested settings struct with @Settings
}

// A valid settings struct compiles without a diagnostic (the check can tell success from failure).
import TesseraSettingsMacros

enum Speed: String, SettingsEnum { case slow, fast }

@Settings
struct Prefs {
    @Settings
    struct Sync { var minutes = 5 }
    var sync = Sync()
    var speed: Speed = .slow
    var servers = ["eu-1"]
}

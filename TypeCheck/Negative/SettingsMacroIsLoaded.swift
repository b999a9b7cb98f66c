// pass: macos
// error: add @Settings to `Sync`
// The settings macro's plugin is loaded by the check: its own diagnostics reach the client.
import TesseraSettingsMacros

@Settings
struct Prefs {
    struct Sync { var minutes = 5 }
    var sync = Sync()
}

// A nested struct without @Settings: the macro says to add it, at the property.
import TesseraSettingsMacros

@Settings
struct Prefs {
    struct Sync { var minutes = 5 }
    var sync = Sync()  // expect-error: which is not marked @Settings; add @Settings to `Sync`
}

// `step` on a text setting names `step`, at the annotation.
import TesseraSettingsMacros

@Settings
struct Prefs {
    @Setting(step: 2)  // expect-error: `step` applies to numbers; setting `name` is String
    var name = "x"
}

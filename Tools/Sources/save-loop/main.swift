// A helper for scripts/kill-during-save: saves a theme customisation and a settings file in a
// loop until it is killed, or (with --load) loads both once the way an app starts.
//
//     save-loop FOLDER          save forever; prints "saving" once the first round is done
//     save-loop FOLDER --load   load both; exit 0 when both read back, 1 otherwise
import Foundation
import TesseraCore
import TesseraSettings

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: save-loop FOLDER [--load]\n".utf8))
    exit(64)
}
let folder = URL(fileURLWithPath: arguments[1], isDirectory: true)
let themes = ThemeStore(directory: folder.appendingPathComponent("themes", isDirectory: true))
let settings = JSONFileSettingsStore(url: folder.appendingPathComponent("settings.json"))

if arguments.contains("--load") {
    let theme = try await themes.loadCustomization(of: "ocean")
    let loaded = try await settings.load { data in
        (try JSONNode(parsing: data), [LoadIssue]())
    }
    let ok = theme.recovery == nil && loaded.recovery == nil && theme.value != nil && loaded.value != nil
    print(ok ? "loaded" : "recovered: \(String(describing: theme.recovery)) \(String(describing: loaded.recovery))")
    exit(ok ? 0 : 1)
}

guard var spec = Presets.named("ocean")?.spec else { exit(1) }
// About 20 KB per settings save, so a kill often lands in the middle of a write.
let padding = String(repeating: "x", count: 20_000)
var round = 0
while true {
    round += 1
    spec[radius: "large"] = Double(round % 1000)
    try await themes.saveCustomization(spec, of: "ocean")
    let document = #"{"version": 1, "settings": {"round": \#(round), "padding": "\#(padding)"}}"#
    try await settings.save(Data(document.utf8))
    if round == 1 { FileHandle.standardOutput.write(Data("saving\n".utf8)) }
}

import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import SwiftSyntaxMacrosTestSupport
import XCTest

@testable import TesseraSettingsPlugin

let testMacros: [String: any Macro.Type] = [
    "Settings": SettingsMacro.self, "Setting": SettingMarkerMacro.self, "SettingHidden": SettingMarkerMacro.self,
]

final class SettingsMacroTests: XCTestCase {
    func testExpansionCoversEveryAnnotation() {
        assertMacroExpansion(
            """
            @Settings
            public struct Display {
                var brightness = 0.5
                @Setting(title: "Dark mode", footnote: "Follows the system when off.", requiresRestart: true)
                var darkMode = false
                @Setting(range: 1...10, step: 1)
                var zoom: Int = 3
                @SettingHidden
                var opens = 0
                @Setting(secure: true, multiline: false)
                var token = ""
                var name: String?
                static var shared = 0
            }
            """,
            expandedSource: """
                public struct Display {
                    var brightness = 0.5
                    var darkMode = false
                    var zoom: Int = 3
                    var opens = 0
                    var token = ""
                    var name: String?
                    static var shared = 0
                }

                extension Display: TesseraSettings.SettingsGroup {
                    public static let settingsSchema = TesseraSettings.SettingsSchema<Display>([__settingsEntry_brightness, __settingsEntry_darkMode, __settingsEntry_zoom, __settingsEntry_opens, __settingsEntry_token, __settingsEntry_name])

                    #sourceLocation(file: "test.swift", line: 2)
                    private static var __settingsEntry_brightness: TesseraSettings.SettingsSchema<Display>.Entry {
                        .entry(\\Display.brightness, id: "brightness", title: "Brightness")
                    }
                    #sourceLocation()
                    #sourceLocation(file: "test.swift", line: 4)
                    private static var __settingsEntry_darkMode: TesseraSettings.SettingsSchema<Display>.Entry {
                        .entry(\\Display.darkMode, id: "darkMode", title: "Dark mode", footnote: "Follows the system when off.", requiresRestart: true)
                    }
                    #sourceLocation()
                    #sourceLocation(file: "test.swift", line: 6)
                    private static var __settingsEntry_zoom: TesseraSettings.SettingsSchema<Display>.Entry {
                        .entry(\\Display.zoom, id: "zoom", title: "Zoom", range: 1 ... 10, step: 1)
                    }
                    #sourceLocation()
                    #sourceLocation(file: "test.swift", line: 8)
                    private static var __settingsEntry_opens: TesseraSettings.SettingsSchema<Display>.Entry {
                        .entry(\\Display.opens, id: "opens", title: "Opens", hidden: true)
                    }
                    #sourceLocation()
                    #sourceLocation(file: "test.swift", line: 10)
                    private static var __settingsEntry_token: TesseraSettings.SettingsSchema<Display>.Entry {
                        .entry(\\Display.token, id: "token", title: "Token", secure: true, multiline: false)
                    }
                    #sourceLocation()
                    #sourceLocation(file: "test.swift", line: 11)
                    private static var __settingsEntry_name: TesseraSettings.SettingsSchema<Display>.Entry {
                        .entry(\\Display.name, id: "name", title: "Name")
                    }
                    #sourceLocation()

                    public init(from decoder: any Decoder) throws {
                        self.init()
                        let container = try decoder.container(keyedBy: TesseraSettings.SettingsCodingKey.self)
                        TesseraSettings.SettingsDecoding.read(&self.brightness, "brightness", from: container, decoder: decoder)
                        TesseraSettings.SettingsDecoding.read(&self.darkMode, "darkMode", from: container, decoder: decoder)
                        TesseraSettings.SettingsDecoding.read(&self.zoom, "zoom", from: container, decoder: decoder)
                        TesseraSettings.SettingsDecoding.read(&self.opens, "opens", from: container, decoder: decoder)
                        TesseraSettings.SettingsDecoding.read(&self.token, "token", from: container, decoder: decoder)
                        TesseraSettings.SettingsDecoding.read(&self.name, "name", from: container, decoder: decoder)
                        TesseraSettings.SettingsDecoding.finish(known: ["brightness", "darkMode", "zoom", "opens", "token", "name"], in: container, decoder: decoder)
                    }
                }
                """,
            macros: testMacros)
    }

    func testNestedAndGenericTypes() {
        assertMacroExpansion(
            """
            @Settings
            struct Box<Value> {
                var enabled = true
            }
            """,
            expandedSource: """
                struct Box<Value> {
                    var enabled = true
                }

                extension Box: TesseraSettings.SettingsGroup {
                    static var settingsSchema: TesseraSettings.SettingsSchema<Box> {
                        TesseraSettings.SettingsSchema<Box>([__settingsEntry_enabled])
                    }

                    #sourceLocation(file: "test.swift", line: 2)
                    private static var __settingsEntry_enabled: TesseraSettings.SettingsSchema<Box>.Entry {
                        .entry(\\Box.enabled, id: "enabled", title: "Enabled")
                    }
                    #sourceLocation()

                    init(from decoder: any Decoder) throws {
                        self.init()
                        let container = try decoder.container(keyedBy: TesseraSettings.SettingsCodingKey.self)
                        TesseraSettings.SettingsDecoding.read(&self.enabled, "enabled", from: container, decoder: decoder)
                        TesseraSettings.SettingsDecoding.finish(known: ["enabled"], in: container, decoder: decoder)
                    }
                }
                """,
            macros: testMacros)
    }

    func testClassIsRefused() {
        assertMacroExpansion(
            "@Settings\nclass Prefs {\n    var on = true\n}",
            expandedSource: "class Prefs {\n    var on = true\n}",
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "@Settings applies to structs: settings are values that can be compared and saved; a class cannot be one",
                    line: 1, column: 1)
            ],
            macros: testMacros)
    }

    func testEnumIsRefused() {
        assertMacroExpansion(
            "@Settings\nenum Prefs {\n    case on\n}",
            expandedSource: "enum Prefs {\n    case on\n}",
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "@Settings applies to structs: settings are values that can be compared and saved; an enum cannot be one",
                    line: 1, column: 1)
            ],
            macros: testMacros)
    }

    func testLetHasAFixIt() {
        assertMacroExpansion(
            "@Settings\nstruct Prefs {\n    let on = true\n}",
            expandedSource: "struct Prefs {\n    let on = true\n}",
            diagnostics: [
                DiagnosticSpec(
                    message: "setting `on` is a constant; settings must be `var` so they can be edited",
                    line: 3, column: 5, fixIts: [FixItSpec(message: "Replace 'let' with 'var'")])
            ],
            macros: testMacros,
            applyFixIts: ["Replace 'let' with 'var'"],
            fixedSource: "@Settings\nstruct Prefs {\n    var on = true\n}")
    }

    func testComputedPropertyIsRefused() {
        assertMacroExpansion(
            "@Settings\nstruct Prefs {\n    var twice: Int { 2 }\n}",
            expandedSource: "struct Prefs {\n    var twice: Int { 2 }\n}",
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "computed property `twice` cannot be a setting; settings are stored. Move it to an extension",
                    line: 3, column: 9)
            ],
            macros: testMacros)
    }

    func testUnsupportedTypesAreRefused() {
        for (type, reason) in [("(Int, Int)", "a tuple"), ("() -> Void", "a function"), ("Any", "`Any`")] {
            assertMacroExpansion(
                "@Settings\nstruct Prefs {\n    var value: \(type) = x\n}",
                expandedSource: "struct Prefs {\n    var value: \(type) = x\n}",
                diagnostics: [
                    DiagnosticSpec(
                        message:
                            "setting `value` is \(reason), which a settings form cannot show; use Bool, an integer, a floating-point number, String, Date, an optional of these, a SettingsEnum, SettingsDisplayable or SettingsCustomValue type, an array of settings elements, or a nested @Settings struct",
                        line: 3, column: 16)
                ],
                macros: testMacros)
        }
    }

    func testMissingDefaultIsRefused() {
        assertMacroExpansion(
            "@Settings\nstruct Prefs {\n    var count: Int\n}",
            expandedSource: "struct Prefs {\n    var count: Int\n}",
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "setting `count` needs a default value: a missing or unreadable saved value falls back to it",
                    line: 3, column: 9)
            ],
            macros: testMacros)
    }

    func testRangeOnNonNumericIsRefused() {
        assertMacroExpansion(
            "@Settings\nstruct Prefs {\n    @Setting(range: 1...3)\n    var name = \"x\"\n}",
            expandedSource: "struct Prefs {\n    var name = \"x\"\n}",
            diagnostics: [
                DiagnosticSpec(message: "`range` applies to numbers; setting `name` is String", line: 3, column: 21)
            ],
            macros: testMacros)
    }

    func testStepOnNonNumericNamesStep() {
        assertMacroExpansion(
            "@Settings\nstruct Prefs {\n    @Setting(step: 2)\n    var enabled = true\n}",
            expandedSource: "struct Prefs {\n    var enabled = true\n}",
            diagnostics: [
                DiagnosticSpec(message: "`step` applies to numbers; setting `enabled` is Bool", line: 3, column: 20)
            ],
            macros: testMacros)
    }

    func testNestedStructWithoutSettingsSaysToAddIt() {
        let source = """
            @Settings
            struct Prefs {
                struct Sync {
                    var minutes = 5
                }
                var sync = Sync()
            }
            """
        assertMacroExpansion(
            source,
            expandedSource: """
                struct Prefs {
                    struct Sync {
                        var minutes = 5
                    }
                    var sync = Sync()
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "setting `sync` is the struct `Sync`, which is not marked @Settings; add @Settings to `Sync` to make it a section",
                    line: 6, column: 9, fixIts: [FixItSpec(message: "Add @Settings to 'Sync'")])
            ],
            macros: testMacros,
            applyFixIts: ["Add @Settings to 'Sync'"],
            fixedSource: """
                @Settings
                struct Prefs {
                    @Settings
                    struct Sync {
                        var minutes = 5
                    }
                    var sync = Sync()
                }
                """)
    }

    func testEnumWithoutSettingsEnumSaysToConform() {
        let source = """
            @Settings
            struct Prefs {
                enum Mode: String, CaseIterable {
                    case fast, careful
                }
                var mode: Mode = .fast
            }
            """
        assertMacroExpansion(
            source,
            expandedSource: """
                struct Prefs {
                    enum Mode: String, CaseIterable {
                        case fast, careful
                    }
                    var mode: Mode = .fast
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "setting `mode` is the enum `Mode`, which is not a SettingsEnum; conform `Mode` to SettingsEnum to show it as a picker",
                    line: 6, column: 15, fixIts: [FixItSpec(message: "Conform 'Mode' to SettingsEnum")])
            ],
            macros: testMacros,
            applyFixIts: ["Conform 'Mode' to SettingsEnum"],
            fixedSource: """
                @Settings
                struct Prefs {
                    enum Mode: String, CaseIterable, SettingsEnum {
                        case fast, careful
                    }
                    var mode: Mode = .fast
                }
                """)
    }

    func testEnumWithoutRawValueNamesWhatItNeeds() {
        assertMacroExpansion(
            "@Settings\nstruct Prefs {\n    enum Mode {\n        case a, b\n    }\n    var mode: Mode = .a\n}",
            expandedSource: "struct Prefs {\n    enum Mode {\n        case a, b\n    }\n    var mode: Mode = .a\n}",
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "setting `mode` is the enum `Mode`, which is not a SettingsEnum; give `Mode` a String or Int raw value and conform it to SettingsEnum",
                    line: 6, column: 15)
            ],
            macros: testMacros)
    }

    func testEmptyRangeAndBadStepAreRefused() {
        assertMacroExpansion(
            "@Settings\nstruct Prefs {\n    @Setting(range: 30...1, step: 0)\n    var days = 7\n}",
            expandedSource: "struct Prefs {\n    var days = 7\n}",
            diagnostics: [
                DiagnosticSpec(
                    message: "the range of `days` is empty: 30...1 has its lower bound above its upper bound", line: 3,
                    column: 21),
                DiagnosticSpec(message: "the step of `days` must be greater than 0", line: 3, column: 35),
            ],
            macros: testMacros)
    }
}

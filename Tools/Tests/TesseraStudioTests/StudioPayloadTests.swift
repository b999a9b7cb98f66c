import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraDiff
import TesseraGallery
import TesseraStudio
import TesseraStudioModel
import TesseraTestSupport
import Testing

@testable import TesseraStudio

/// Each payload type's JSON against its definition in `Schema/studio-api.schema.json`: the types
/// are what the Studio writes, the schema what the page reads, and they must agree member by member.
@MainActor
@Suite("Studio payloads and the API schema")
struct StudioPayloadTests {
    static func problems(_ payload: some Encodable, _ definition: String) throws -> [String] {
        try SchemaValidator.studioAPI().problems(
            try JSONNode(parsing: StudioPayload.encode(payload)), against: definition)
    }

    static func session() throws -> (StudioSession, URL) {
        let folder = try TemporaryFolder.create("studio-payload")
        let file = folder.appendingPathComponent("theme.json")
        try Data(ThemeJSON.extending("default", #""name": "Payload""#).utf8).write(to: file)
        return (try StudioSession(file: file), folder)
    }

    @Test("the status, with nothing to undo (labels null) and after an edit (labels strings)")
    func status() throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        #expect(try Self.problems(session.status, "status") == [])
        let text = String(decoding: StudioPayload.encode(session.status), as: UTF8.self)
        #expect(
            text.contains(#""undoLabel":null"#) && text.contains(#""brands":null"#),
            "a missing value is written as null, not left out")
        // The members in the order the page has always had them, every launch alike.
        #expect(
            try JSONNode(parsing: text).members?.map(\.key) == [
                "revision", "file", "canUndo", "canRedo", "undoLabel", "redoLabel", "unsaved", "notice", "recovery",
                "errors", "brands",
            ])
        #expect(session.edit(["radii", "large"], to: .number(21)).isEmpty)
        #expect(session.status.undoLabel == "Change radii.large" && session.status.canUndo && session.status.unsaved)
        #expect(try Self.problems(session.status, "status") == [])
    }

    @Test("the status of a folder of brands carries the switcher")
    func brands() throws {
        let folder = try TemporaryFolder.create("studio-payload-brands", containing: StudioBrandFolderTests.files)
        defer { TemporaryFolder.remove(folder) }
        let brands = try StudioBrands(folder: folder.appendingPathComponent("brands"))
        let status = brands.current.status
        #expect(status.brands?.current == "ember.json" && status.brands?.items.count == 4)
        #expect(try Self.problems(status, "status") == [])
    }

    @Test("the page of a theme that reads, and of one that does not (gallery and audit null, its problems)")
    func page() throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        let page = session.page(for: ThemeContext())
        #expect(try Self.problems(page, "page") == [])
        #expect(
            try JSONNode(parsing: StudioPayload.encode(page)).members?.map(\.key) == ["gallery", "status", "audit"])
        // A comma missing: nothing of the file can be read.
        let file = folder.appendingPathComponent("broken.json")
        try Data("{\n  \"specVersion\": \"1.0\"\n  \"name\": \"x\"\n}\n".utf8).write(to: file)
        let broken = try StudioSession(file: file).page(for: ThemeContext())
        #expect(broken.gallery == nil && broken.audit == nil && broken.problems != nil)
        #expect(try Self.problems(broken, "page") == [])
    }

    /// The members of `payload`'s JSON object at `path` (a string a member's key, a number an
    /// element's index), in the order written.
    static func keys(_ payload: some Encodable, at path: any Sendable...) throws -> [String]? {
        let components = path.map { ($0 as? Int).map(JSONPath.Component.index) ?? .key("\($0)") }
        return try JSONNode(parsing: StudioPayload.encode(payload)).node(at: JSONPath(components))?.members?.map(\.key)
    }

    @Test("a file with errors: its problems, each error's members in the page's order")
    func problems() throws {
        let folder = try TemporaryFolder.create("studio-payload-problems")
        defer { TemporaryFolder.remove(folder) }
        let file = folder.appendingPathComponent("theme.json")
        try Data(
            "{\n  \"specVersion\": \"1.0\",\n  \"extends\": \"default\",\n  \"colors\": {\"accent\": {\"light\": 42}}\n}\n"
                .utf8
        ).write(to: file)
        let page = try StudioSession(file: file).page(for: ThemeContext())
        let problems = try #require(page.problems)
        #expect(try Self.problems(problems, "problems") == [])
        #expect(try Self.problems(page, "page") == [])
        #expect(try Self.keys(problems) == ["errors", "text", "readable"])
        #expect(
            try Self.keys(problems, at: "errors", 0) == [
                "description", "file", "line", "column", "offset", "path", "pathText", "message", "code", "written",
                "excerpt",
            ])
        #expect(try Self.keys(problems, at: "errors", 0, "excerpt", 0) == ["line", "text", "marked"])
        // A path's keys are strings and its indices numbers, as the page follows them into the form.
        let text = String(decoding: StudioPayload.encode(problems), as: UTF8.self)
        #expect(text.contains(#""path":["colors","accent","light"],"pathText":"colors.accent.light""#))
        #expect(text.contains(#""written":"42""#))
        let indexed = StudioPayload.Problems.PathComponent.index(2)
        #expect(
            String(
                decoding: StudioPayload.encode([StudioPayload.Problems.PathComponent.key("stops"), indexed]),
                as: UTF8.self) == #"["stops",2]"#)
    }

    @Test("a base of a folder of brands: the page carries each brand's impact, members in the page's order")
    func impact() throws {
        let folder = try TemporaryFolder.create("studio-payload-impact", containing: StudioBrandFolderTests.files)
        defer { TemporaryFolder.remove(folder) }
        let brands = try StudioBrands(folder: folder.appendingPathComponent("brands"))
        #expect(try brands.open("../base/theme.json"))
        #expect(brands.current.edit(["colors", "background", "light"], to: .string("#1D4ED8")).isEmpty)
        let page = brands.current.page(for: ThemeContext())
        let impact = try #require(page.impact)
        #expect(try Self.problems(page, "page") == [])
        #expect(try Self.problems(impact, "impact") == [])
        #expect(try Self.keys(page) == ["gallery", "status", "audit", "impact"])
        #expect(try Self.keys(impact) == ["base", "brands"])
        #expect(try Self.keys(impact, at: "brands", 0) == ["id", "name", "before", "after"])
        #expect(try Self.keys(impact, at: "brands", 0, "after") == ["passed", "failures", "errors", "first"])
        #expect(
            impact.brands.contains { $0.after.first != nil }
                && impact.brands.allSatisfy { $0.before.first == nil || $0.before.failures > 0 })
    }

    @Test(
        "the audit of a failing draft: each failure's members in the page's order, a button sample's form and state only when named"
    )
    func audit() throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        #expect(session.edit(["colors", "textSecondary", "light"], to: .string("#C8C8C8")).isEmpty)
        #expect(session.edit(["colors", "accent", "increasedContrastDark"], to: .string("#303060")).isEmpty)
        let audit = session.page(for: ThemeContext()).audit
        let failures = try #require(audit?.failures)
        #expect(try Self.problems(audit, "audit") == [])
        #expect(try Self.keys(audit) == ["level", "checks", "failures"])
        #expect(
            try Self.keys(audit, at: "failures", 0) == [
                "check", "role", "against", "mode", "size", "value", "threshold", "message", "targets",
            ])
        #expect(try Self.keys(audit, at: "failures", 0, "targets") == ["colors", "type", "buttons"])
        let label = try #require(
            failures.firstIndex { $0.check == "buttonLabelContrast" && $0.targets.buttons.first?.form != nil })
        #expect(try Self.keys(audit, at: "failures", label, "targets", "buttons", 0) == ["role", "form", "state"])
        let text = try #require(failures.firstIndex { $0.check == "textContrast" })
        let written = String(decoding: StudioPayload.encode(failures[text]), as: UTF8.self)
        #expect(written.contains(#""size":null"#), "a failure of no particular size says so with null")
        // A touch target names only the button's role.
        #expect(
            String(decoding: StudioPayload.encode(AuditModel.ButtonSample(role: "primary")), as: UTF8.self)
                == #"{"role":"primary"}"#)
    }

    @Test(
        "a preview of brand colours: the brand as given, each mode's members in the dialog's order, the roles in the theme's order"
    )
    func brandPreview() throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        let preview = session.brandPreview(
            BrandColors(accent: try RGBA(hex: "#FF5A5F"), secondary: try RGBA(hex: "#00A3AD")))
        #expect(try Self.problems(preview, "brandPreview") == [])
        #expect(try Self.keys(preview) == ["brand", "base", "passes", "diagnostics", "modes", "audit"])
        #expect(try Self.keys(preview, at: "brand") == ["accent", "secondary"], "a colour not given is left out")
        #expect(
            try Self.keys(preview, at: "modes", 0) == [
                "mode", "background", "text", "accent", "textOnAccent", "ratios", "accentDifference", "roles",
            ])
        #expect(try Self.keys(preview, at: "modes", 0, "ratios") == ["text", "accent", "label"])
        let theme = try #require(
            ThemeGenerator.generate(
                from: BrandColors(accent: try RGBA(hex: "#FF5A5F"), secondary: try RGBA(hex: "#00A3AD"))
            ).theme)
        #expect(try Self.keys(preview, at: "modes", 0, "roles") == theme.colorRoles.map(\.name))
        #expect(preview.modes?.first?.roles["accent"] == preview.modes?.first?.accent)
    }

    @Test("the screens: both frames, each part's members in the page's order, a capsule's radius null")
    func screens() throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        let screens = ScreensModel(for: session.theme, in: ThemeContext(dynamicTypeSize: .accessibility2))
        #expect(try Self.problems(screens, "screens") == [])
        #expect(try Self.keys(screens) == ["size", "sizes", "contrast", "frames"])
        #expect(
            try Self.keys(screens, at: "frames", 1) == [
                "appearance", "name", "accessibilitySize", "colors", "text", "buttons", "metrics", "roles",
            ])
        #expect(
            try Self.keys(screens, at: "frames", 0, "text", "rowTitle") == [
                "fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing", "textTransform", "color",
            ])
        #expect(try Self.keys(screens, at: "frames", 0, "buttons") == ["primary", "secondary"])
        #expect(
            try Self.keys(screens, at: "frames", 0, "buttons", "primary") == [
                "fill", "border", "label", "paddingHorizontal", "paddingVertical", "minHeight", "radius", "capsule",
            ])
        let primary = try #require(screens.frames.first?.buttons.primary)
        let text = String(decoding: StudioPayload.encode(primary), as: UTF8.self)
        #expect(!primary.capsule || text.contains(#""radius":null"#), "a capsule's radius is null, not left out")
        #expect(primary.border != nil || text.contains(#""border":null"#))
    }

    @Test("the mode matrix: members in the page's order, each cell's nulls written")
    func matrix() throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        #expect(try Self.problems(session.matrix, "matrix") == [])
        let cell = try #require(
            try JSONNode(parsing: StudioPayload.encode(session.matrix))["roles"]?.elements?.first?["cells"]?.elements?
                .first)
        #expect(
            cell.members?.map(\.key) == [
                "written", "text", "hex", "origin", "inherited", "follows", "resettable", "contrast",
            ])
    }

    @Test("a preset's gallery, and a brand beside its base")
    func galleries() throws {
        let preset = StudioPayload.PresetGallery(
            gallery: GalleryModel.gallery(for: Presets.default.theme, in: ThemeContext()))
        #expect(try Self.problems(preset, "presetGallery") == [])
        let folder = try TemporaryFolder.create("studio-payload-compare", containing: StudioBrandFolderTests.files)
        defer { TemporaryFolder.remove(folder) }
        let brands = try StudioBrands(folder: folder.appendingPathComponent("brands"))
        let comparison = try #require(try brands.comparison(with: StudioBrands.baseTarget, in: ThemeContext()))
        #expect(try Self.problems(comparison, "comparison") == [])
        #expect(try Self.keys(comparison) == ["gallery", "comparison"])
        #expect(
            try Self.keys(comparison.comparison) == ["target", "mode", "accent", "baseAccent", "differs", "clashes"])
        #expect(try Self.keys(comparison.comparison, at: "differs", 0) == ["role", "value", "theirs"])
        #expect(try Self.keys(comparison.comparison, at: "clashes", 0) == ["role", "value", "origin", "hueDifference"])
        // Beside a sibling brand.
        let harbour = try #require(try brands.comparison(with: "harbour.json", in: ThemeContext()))
        #expect(try Self.problems(harbour, "comparison") == [])
    }

    @Test("a member misspelt in the gallery, its editors, the matrix's modes or the diff fails the schema")
    func misspelt() throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        #expect(session.edit(["colors", "accent", "light"], to: .string("#7C3AED")).isEmpty)
        let schema = try SchemaValidator.studioAPI()
        let page = try JSONNode(parsing: StudioPayload.encode(session.page(for: ThemeContext())))
        let matrix = try JSONNode(parsing: StudioPayload.encode(session.matrix))
        let diff = try JSONNode(parsing: StudioPayload.encode(try #require(StudioServer.diff(session))))
        let cases: [(JSONNode, String, [JSONPath.Component], String)] = [
            (page, "page", [.key("gallery"), .key("colorDetails")], "colourDetails"),
            (page, "page", [.key("gallery"), .key("pairings"), .index(0), .key("suggestionHex")], "suggestionHEX"),
            (page, "page", [.key("gallery"), .key("layout"), .key("readableContentWidth")], "readableWidth"),
            (page, "page", [.key("gallery"), .key("editors"), .key("choices"), .key("weights")], "weigths"),
            (
                page, "page", [.key("gallery"), .key("editors"), .key("typography"), .key("body"), .key("textStyle")],
                "style"
            ),
            (matrix, "matrix", [.key("modes"), .index(0), .key("short")], "shortLabel"),
            (diff, "diff", [.key("summary"), .key("changed")], "changes"),
            (diff, "diff", [.key("audit")], "audits"),
        ]
        for (payload, definition, path, name) in cases {
            #expect(schema.problems(payload, against: definition) == [], "\(definition) as written")
            // Renamed, and beside the member spelt right: only the list of members refuses that.
            for keep in [false, true] {
                let misspelt = try #require(
                    Self.misspelling(path, as: name, keep: keep, in: payload), "\(path) is in the \(definition)")
                #expect(!schema.problems(misspelt, against: definition).isEmpty, "\(definition) with \(name)")
            }
        }
    }

    /// `tree` with the member at `path` named `name` in its place (with `keep`, also under its own
    /// name); nil when there is none.
    static func misspelling(_ path: [JSONPath.Component], as name: String, keep: Bool, in tree: JSONNode) -> JSONNode? {
        let parentPath = JSONPath(Array(path.dropLast()))
        guard case .key(let key) = path.last, let members = tree.node(at: parentPath)?.members,
            members.contains(where: { $0.key == key })
        else { return nil }
        let misspelt = members.flatMap { member in
            guard member.key == key else { return [member] }
            let renamed = JSONNode.Member(key: name, value: member.value)
            return keep ? [member, renamed] : [renamed]
        }
        return tree.setting(JSONNode(.object(misspelt)), at: parentPath)
    }

    @Test("the review's diff: byte for byte the report `tessera diff --format json` writes, a regression too")
    func diff() throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        #expect(session.edit(["colors", "accent", "light"], to: .string("#7C3AED")).isEmpty)
        #expect(session.edit(["colors", "textSecondary", "light"], to: .string("#C8C8C8")).isEmpty)
        let payload = try #require(StudioServer.diff(session))
        #expect(payload.summary.regressions > 0 && !payload.roles.isEmpty)
        #expect(try Self.problems(payload, "diff") == [])
        let saved = try #require(session.savedTheme)
        let draft = try #require(session.draftTheme)
        let report = try DiffReport.json(ThemeDiff(old: saved, new: draft), old: session.fileName, new: "draft")
        #expect(String(decoding: StudioPayload.encode(payload), as: UTF8.self) == report.text(pretty: false))
    }

    @Test("refusals: diagnostics, one message, a save or write refused with the file's errors, a form field")
    func refusals() throws {
        let line = "theme.json:5:34: error: colors.accent.light: expected a colour"
        #expect(try Self.problems(StudioPayload.Diagnostics(lines: [line]), "diagnostics") == [])
        #expect(try Self.problems(StudioPayload.Refusal(error: "no preset 'x'"), "error") == [])
        let withErrors = StudioPayload.RefusalWithErrors(error: "theme.json has errors", lines: [line])
        #expect(try Self.problems(withErrors, "saveRefused") == [])
        #expect(try Self.problems(withErrors, "conflict") == [])
        #expect(
            try Self.problems(StudioPayload.FieldError(error: "expected #RRGGBB", field: "accent"), "fieldError") == [])
        // The schema holds the payloads to what the page needs: no diagnostic is no refusal.
        #expect(try !Self.problems(StudioPayload.Diagnostics(lines: []), "diagnostics").isEmpty)
    }

    @Test("the device: none on loopback, else the URL and its QR code")
    func device() throws {
        #expect(try Self.problems(StudioDevice.payload([]), "device") == [])
        #expect(String(decoding: StudioPayload.encode(try StudioDevice.payload([])), as: UTF8.self) == #"{"urls":[]}"#)
        let urls = ["http://192.168.1.20:8787/live?token=\(String(repeating: "a", count: 64))"]
        #expect(try Self.problems(StudioDevice.payload(urls), "device") == [])
    }

    @Test("a contrast fix's changes and derived increased-contrast edits, each with the status")
    func changes() throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        guard case .success(let edits) = session.deriveIncreasedContrast(of: "accent") else {
            Issue.record("nothing derived")
            return
        }
        #expect(try Self.problems(StudioPayload.Edits(edits: edits, status: session.status), "derive") == [])
        #expect(
            try Self.keys(StudioPayload.Edits(edits: edits, status: session.status), at: "edits", 0) == [
                "key", "value",
            ])
        #expect(session.edit(["colors", "textSecondary", "light"], to: .string("#C8C8C8")).isEmpty)
        let failure = try #require(
            session.audit.failures.first {
                $0.check == "textContrast" && $0.role == "textSecondary" && $0.mode == "light-standard"
            })
        guard
            case .success(let changes) = session.fix(
                pair: "textSecondary", against: failure.against ?? "", in: ColorMode(.light), apply: false)
        else {
            Issue.record("nothing to fix")
            return
        }
        let fix = StudioPayload.Changes(changes: changes, status: session.status)
        #expect(try Self.problems(fix, "fixPreview") == [])
        #expect(
            try Self.keys(fix, at: "changes", 0) == [
                "role", "mode", "moved", "pair", "before", "after", "value", "ratioBefore", "ratioAfter", "threshold",
                "deltaE",
            ])
    }

    @Test("a tree is written as the core writes it")
    func tree() throws {
        let node = try JSONNode(
            parsing: #"{"b": [1, 2.5, "x/y", null, true], "a": {"colorSpace": "oklch", "components": [0.5, 0.1, 120]}}"#
        )
        #expect(String(decoding: StudioPayload.encode(node), as: UTF8.self) == node.text(pretty: false))
    }
}

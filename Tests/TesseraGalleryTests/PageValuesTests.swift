import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraTestSupport
@_spi(TesseraTools) import TesseraTokens
import Testing

/// The page shows what the server computed: the gallery carries each CSS value the page draws
/// with — equal to what the CSS exporter writes — the modes' names, each animation's timing and
/// progress, and each written colour as its field shows it.
@Suite("Gallery model: values the page shows, computed in Swift")
struct PageValuesTests {
    /// A theme with a family, each design, a typed colour object and a custom easing curve.
    static let varied = ThemeJSON.extending(
        "blossom",
        #"""
        "typography": {"code": {"textStyle": "body", "size": 15, "design": "monospaced"}, "footnote": {"textStyle": "footnote", "size": "system", "design": "serif", "weight": "light"},
          "caption": {"textStyle": "caption1", "size": "system", "family": "Avenir Next", "weight": "heavy"}},
        "colors": {"accent": {"light": {"colorSpace": "oklch", "components": [0.62, 0.19, 259], "alpha": 0.9}, "dark": "{palette.rose.300}"}},
        "motion": {"linger": {"curve": "easeIn", "duration": 0.6}, "flat": {"curve": "linear", "duration": 1}}
        """#)

    static func themes() throws -> [CompiledTheme] {
        Presets.all.map(\.theme) + [try #require(ThemeLoader().load(Data(varied.utf8)).theme)]
    }

    /// The value of each `--NAME: VALUE;` line of `css`'s first (`:root`) block.
    static func rootProperties(_ css: String) -> [String: String] {
        var values: [String: String] = [:]
        for line in css.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("--"), text.hasSuffix(";"), let colon = text.firstIndex(of: ":") else { continue }
            let name = String(text[text.index(text.startIndex, offsetBy: 2)..<colon])
            if values[name] == nil {
                values[name] = String(text[text.index(after: colon)...].dropLast()).trimmingCharacters(in: .whitespaces)
            }
        }
        return values
    }

    static func kebab(_ name: String) -> String {
        name.reduce(into: "") { out, character in
            if character.isUppercase { out += "-" + character.lowercased() } else { out.append(character) }
        }
    }

    @Test("each text role's font-family and font-weight are what the CSS exporter writes for it")
    func textCSS() throws {
        for theme in try Self.themes() {
            let tree = GalleryModel.tree(for: theme, in: ThemeContext())
            let css = Self.rootProperties(try CSSExport.stylesheet(for: theme))
            for role in theme.textRoles {
                let font = try #require(css["font-\(Self.kebab(role.name))"], "\(theme.id) \(role.name)")
                let shown = try #require(tree["textCSS"]?[role.name])
                let weight = try #require(shown["fontWeight"]?.numberValue)
                let family = try #require(shown["fontFamily"]?.stringValue)
                // `--font-ROLE: WEIGHT SIZEpx/LINE FAMILY`
                #expect(
                    font.hasPrefix("\(Int(weight)) ") && font.hasSuffix(" \(family)"),
                    "\(theme.id) \(role.name): \(font) vs \(weight) \(family)")
                // The weight table the button samples use gives the exporter's number for the role's weight name.
                let name = try #require(tree["typography"]?[role.name]?["weight"]?.stringValue)
                #expect(tree["cssWeights"]?[name]?.numberValue == weight, "\(theme.id) \(role.name)")
            }
        }
    }

    @Test("Bold Text: the weight drawn is the core's bold weight for the role, never the page's guess")
    func boldText() throws {
        let theme = try #require(Presets.named("default")).theme
        let plain = GalleryModel.tree(for: theme, in: ThemeContext())
        let bold = GalleryModel.tree(for: theme, in: ThemeContext(boldText: true))
        let body = try #require(plain["textCSS"]?["body"]?["fontWeight"]?.numberValue)
        let boldBody = try #require(bold["textCSS"]?["body"]?["fontWeight"]?.numberValue)
        #expect(body == 400 && boldBody > body)
        let resolved = theme.resolved(for: ThemeContext(boldText: true)).text(.body)
        #expect(boldBody == Double(resolved.weight.cssWeight))
    }

    @Test("each animation's easing and duration are what the CSS exporter writes; its samples run from 0 to 1")
    func motion() throws {
        for theme in try Self.themes() {
            let tree = GalleryModel.tree(for: theme, in: ThemeContext())
            let css = Self.rootProperties(try CSSExport.stylesheet(for: theme))
            let names = try #require(tree["motion"]?.members?.map(\.key))
            #expect(tree["motionPreview"]?.members?.map(\.key) == names)
            // The stylesheet writes the theme's own animations (not the built-in press animations).
            let exported = theme.resolved().themeAnimations.map(\.name)
            #expect(!exported.isEmpty && exported.allSatisfy(names.contains))
            for name in names {
                let preview = try #require(tree["motionPreview"]?[name])
                if exported.contains(name) {
                    #expect(
                        preview["easing"]?.stringValue == css["motion-\(Self.kebab(name))-easing"],
                        "\(theme.id) \(name)")
                    #expect(
                        preview["cssDuration"]?.stringValue == css["motion-\(Self.kebab(name))-duration"],
                        "\(theme.id) \(name)")
                }
                let samples = (preview["samples"]?.elements ?? []).compactMap(\.numberValue)
                #expect(
                    samples.count == MotionPreview.steps + 1 && samples.first == 0
                        && abs((samples.last ?? 0) - 1) < 0.01, "\(theme.id) \(name)")
            }
        }
    }

    @Test("a spring that bounces overshoots; an ease-in starts slowly; the summary names the curve")
    func curves() {
        let bouncy = MotionPreview.samples(of: AnimationCurve(curve: .spring, response: 0.45, damping: 0.45))
        #expect((bouncy.values.max() ?? 0) > 1.05 && bouncy.duration > 0.1 && bouncy.duration <= 3)
        let easeIn = MotionPreview.samples(of: AnimationCurve(curve: .easeIn, duration: 0.6))
        #expect(easeIn.duration == 0.6 && easeIn.values[MotionPreview.steps / 2] < 0.5)
        let linear = MotionPreview.samples(of: AnimationCurve(curve: .linear, duration: 1))
        #expect(abs(linear.values[MotionPreview.steps / 4] - 0.25) < 0.001)
        #expect(
            MotionPreview.summary(of: AnimationCurve(curve: .easeInOut, duration: 0.25)) == "Ease in and out: 0.25 s")
        #expect(
            MotionPreview.summary(of: AnimationCurve(curve: .spring, response: 0.3, damping: 0.7))
                == "Spring: response 0.3 s, damping 0.7")
    }

    @Test(
        "the modes' ids, keys and labels come with the gallery and the matrix; the audit and brand preview name modes by those ids"
    )
    func modes() throws {
        let theme = try #require(Presets.named("default")).theme
        let modes = try #require(GalleryModel.tree(for: theme, in: ThemeContext())["modes"]?.elements)
        #expect(
            modes.map { $0["id"]?.stringValue ?? "" } == [
                "light-standard", "dark-standard", "light-increased", "dark-increased",
            ])
        #expect(
            modes.map { $0["key"]?.stringValue ?? "" } == [
                "light", "dark", "increasedContrastLight", "increasedContrastDark",
            ])
        #expect(
            modes.map { $0["label"]?.stringValue ?? "" } == [
                "Light", "Dark", "Light, increased contrast", "Dark, increased contrast",
            ])
        #expect(
            modes.map { $0["short"]?.stringValue ?? "" } == ["Light", "Dark", "Light · increased", "Dark · increased"])
        #expect(
            ColorMode.allCases.map(BrandPreview.key).sorted() == modes.compactMap { $0["id"]?.stringValue }.sorted())
        // Each written key is the one the file writes the mode under.
        for (mode, entry) in zip(PageModes.order, modes) { #expect(entry["key"]?.stringValue == mode.key) }
    }

    @Test("each colour's field text reads back as the value the file writes, in every mode")
    func colorText() throws {
        let theme = try #require(ThemeLoader().load(Data(Self.varied.utf8)).theme)
        for mode in ColorMode.allCases {
            let tree = GalleryModel.tree(
                for: theme, in: ThemeContext(appearance: mode.appearance, contrast: mode.contrast))
            for role in theme.colorRoles {
                let detail = try #require(tree["colorDetails"]?[role.name])
                let text = try #require(detail["text"]?.stringValue)
                guard let written = detail["written"], written != .null else {
                    #expect(text == detail["hex"]?.stringValue, "\(mode) \(role.name)")
                    continue
                }
                #expect(
                    try ColorValue(typed: text).jsonTree() == written.strippingLocations(),
                    "\(mode) \(role.name): \(text)")
            }
        }
        let light = GalleryModel.tree(for: theme, in: ThemeContext())
        #expect(light["colorDetails"]?["accent"]?["text"]?.stringValue == "oklch(0.62 0.19 259 / 0.9)")
    }
}

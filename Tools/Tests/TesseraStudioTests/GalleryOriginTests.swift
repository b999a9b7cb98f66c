import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudio
import TesseraStudioModel
import TesseraTestSupport
import Testing

/// The gallery's `origins` member for the file open in the Studio: where each shown value was
/// written (``ValueOrigins``).
@Suite("Gallery origins")
struct GalleryOriginTests {
    /// A theme extending the default preset that writes one value in every group.
    static let json = ThemeJSON.extending(
        "default",
        ##"""
        "colors": {"accent": {"light": "#123456"}, "separator": {"light": "#C9CED6", "dark": "#3A4150"}},
        "typography": {"caption": {"size": 13.5}},
        "layout": {"spacing": {"xxs": 3}, "gaps": {"micro": 5}},
        "radii": {"small": 7}, "shadows": {"small": {"radius": 5}},
        "motion": {"gentle": {"curve": "easeOut", "duration": 0.2}},
        "buttons": {"primary": {"minHeight": 46}}, "surfaces": {"cardSecondary": {"radius": 11}}
        """##)

    @Test(
        "every shown value says whether this file writes it or the preset it extends",
        arguments: [
            ("colors.accent", ColorMode(.light), "this file"), ("colors.accent", ColorMode(.dark), "preset default"),
            ("colors.separator", ColorMode(.dark), "this file"),
            ("colors.textPrimary", ColorMode(.light), "preset default"),
            ("typography.caption", ColorMode(.light), "this file"),
            ("typography.body", ColorMode(.light), "preset default"),
            ("layout.spacing.xxs", ColorMode(.light), "this file"),
            ("layout.spacing.m", ColorMode(.light), "preset default"),
            ("layout.gaps.micro", ColorMode(.light), "this file"),
            ("layout.gaps.loose", ColorMode(.light), "preset default"),
            ("radii.small", ColorMode(.light), "this file"), ("radii.large", ColorMode(.light), "preset default"),
            ("shadows.small", ColorMode(.light), "this file"), ("shadows.large", ColorMode(.light), "preset default"),
            ("motion.gentle", ColorMode(.light), "this file"), ("motion.press", ColorMode(.light), "preset default"),
            ("buttons.primary", ColorMode(.light), "this file"),
            ("buttons.secondary", ColorMode(.light), "preset default"),
            ("surfaces.cardSecondary", ColorMode(.light), "this file"),
            ("surfaces.card", ColorMode(.light), "preset default"),
        ])
    func origin(path: String, mode: ColorMode, origin: String) throws {
        let document = ThemeLoader().load(Data(Self.json.utf8))
        let theme = try #require(document.theme)
        let store = ThemeFileStore(url: URL(fileURLWithPath: "theme.json"), shapedLike: document)
        let origins = try #require(ValueOrigins.of(theme.spec, savedThrough: store))
        let tree = GalleryModel.tree(
            for: theme, in: ThemeContext(appearance: mode.appearance, contrast: mode.contrast), origins: origins)
        #expect(tree["origins"]?[path]?.stringValue == origin)
    }

    @Test("a theme that extends nothing writes every value itself; without origins the tree has none")
    func standalone() throws {
        let theme = Presets.default.theme
        let document = ThemeLoader().load(Data(try ThemeFile.data(for: theme.spec)))
        let store = ThemeFileStore(url: URL(fileURLWithPath: "theme.json"), shapedLike: document)
        let origins = try #require(ValueOrigins.of(theme.spec, savedThrough: store))
        let labels = try #require(
            GalleryModel.tree(for: theme, in: ThemeContext(), origins: origins)["origins"]?.members
        ).map { $0.value.stringValue }
        #expect(labels.count > 50 && labels.allSatisfy { $0 == "this file" })
        #expect(GalleryModel.tree(for: theme, in: ThemeContext())["origins"] == nil)
    }
}

import Foundation

/// One source file of the gallery page in the module's `Resources/` folder.
enum PageResource: String, CaseIterable, Sendable {
    case page = "page.html"
    case stylesheet = "gallery.css"
    case editingStylesheet = "gallery-editing.css"
    case script = "gallery.js"
    case renderScript = "gallery-render.js"
    case samplesScript = "gallery-samples.js"
    case editorsScript = "gallery-editors.js"
    case groupsScript = "gallery-groups.js"
    case paletteScript = "gallery-palette.js"
    case auditScript = "gallery-audit.js"
    case compareScript = "gallery-compare.js"
    case brandsScript = "gallery-brands.js"
    case comboboxScript = "gallery-combobox.js"
    case generateScript = "gallery-generate.js"
    case screensScript = "gallery-screens.js"
    case matrixScript = "gallery-matrix.js"
    case keysScript = "gallery-keys.js"
    case eventsScript = "gallery-events.js"
    case wiringScript = "gallery-wiring.js"
    case problemsScript = "gallery-problems.js"

    /// The page's stylesheet files, in the order they cascade (joined into one stylesheet).
    static let stylesheets: [PageResource] = [.stylesheet, .editingStylesheet]

    /// The page's script files, in the order they run (one script: later files use what earlier
    /// ones define, and the last wires the page up).
    static let scripts: [PageResource] = [
        .script, .renderScript, .samplesScript, .editorsScript, .groupsScript, .paletteScript, .auditScript,
        .compareScript, .brandsScript, .comboboxScript, .generateScript, .screensScript, .matrixScript,
        .keysScript, .eventsScript, .problemsScript, .wiringScript,
    ]

    /// Every file's text, read once.
    private static let texts: [PageResource: Result<String, PageAssetError>] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0, $0.read()) })

    /// The file's text.
    func text() throws(PageAssetError) -> String {
        guard let result = Self.texts[self] else { throw PageAssetError(file: rawValue, reason: "not a page resource") }
        return try result.get()
    }

    /// The resource bundle SwiftPM builds beside the executable (`Bundle.module` would stop the
    /// program when it is missing, as it is when `tessera` is copied elsewhere alone). An
    /// executable run through a symbolic link (`scripts/install` links `PREFIX/bin/tessera` to
    /// `PREFIX/libexec/tessera/tessera`) finds the folder beside the file the link points to.
    static let bundle: Bundle? = {
        let name = "Tessera_TesseraGallery"
        let executable = Bundle.main.executableURL
        var folders = [
            Bundle.main.bundleURL, Bundle.main.resourceURL, executable?.deletingLastPathComponent(),
            executable?.resolvingSymlinksInPath().deletingLastPathComponent(),
        ].compactMap { $0 }
        folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for folder in folders {
            for suffix in ["resources", "bundle"] {
                if let bundle = Bundle(url: folder.appendingPathComponent("\(name).\(suffix)")) { return bundle }
            }
        }
        return nil
    }()

    private func read() -> Result<String, PageAssetError> {
        let name = (rawValue as NSString).deletingPathExtension
        let ext = (rawValue as NSString).pathExtension
        guard let bundle = Self.bundle else {
            return .failure(
                PageAssetError(
                    file: rawValue,
                    reason:
                        "the folder Tessera_TesseraGallery.resources is not beside the executable; keep it with tessera and tessera-studio"
                ))
        }
        guard let url = bundle.url(forResource: name, withExtension: ext, subdirectory: "Resources") else {
            return .failure(PageAssetError(file: rawValue, reason: "missing from \(bundle.bundlePath)"))
        }
        do { return .success(try String(contentsOf: url, encoding: .utf8)) } catch {
            return .failure(PageAssetError(file: rawValue, reason: "\(error)"))
        }
    }
}

/// A source file of the gallery page that could not be read from the module's bundle.
public struct PageAssetError: Error, Sendable, CustomStringConvertible {
    /// The file's name (`gallery.js`).
    public var file: String
    public var reason: String

    public var description: String { "the page's \(file) cannot be read: \(reason)" }
}

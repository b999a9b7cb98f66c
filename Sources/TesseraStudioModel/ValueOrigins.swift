import Foundation
@_spi(TesseraTools) public import TesseraCore
public import TesseraGallery

/// Where each value of the theme open in the Studio was written, for the label shown beside it:
/// `this file`, a base file it extends (by its path from the edited file, `../base/theme.json`),
/// or a preset (`preset default`).
///
/// The core says which layer of the `extends` chain wrote a value (`ThemeOrigins`);
/// the draft is asked as the file it would be saved as — `ThemeFileStore`'s partial file, which
/// holds only what differs from its base chain — loaded from the edited file's place, so a value
/// is the file's exactly when saving would write it there.
public struct ValueOrigins: OriginLabels {
    /// The draft as its file would be saved, loaded where that file is.
    public let document: ThemeDocument
    /// The folder of the edited file, from which base files are named.
    public let folder: String
    /// The document's chain indexed once: the mode matrix asks for every cell.
    let origins: ThemeOrigins
    /// The colour roles the `extends` chain writes, by name (the last member, as the tree reads).
    let baseColors: [String: JSONNode]

    public init(document: ThemeDocument, folder: String) {
        self.document = document
        self.folder = folder
        origins = ThemeOrigins(document)
        baseColors = Dictionary(
            (document.base?["colors"]?.members ?? []).map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The origins of `spec` saved through `store`. Nil when the draft cannot be written as a file.
    public static func of(_ spec: ThemeSpec, savedThrough store: ThemeFileStore) -> ValueOrigins? {
        guard let tree = try? ThemeFile.tree(for: spec), let data = try? store.data(forTree: tree),
            let file = try? JSONNode(parsing: data)
        else { return nil }
        let document = ThemeLoader(catalog: store.catalog).load(tree: file, file: store.url.path)
        return ValueOrigins(document: document, folder: store.url.deletingLastPathComponent().path)
    }

    /// The label of the value at `path` (`["colors", "accent", "dark"]`): the layer that wrote it,
    /// else the layer that wrote the nearest value above it (a colour's mode that falls back to
    /// another), else `Tessera's default` for what no layer writes.
    public func label(at path: [String]) -> String {
        let jsonPath = JSONPath(path.map(JSONPath.Component.key))
        guard let origin = origins.origin(of: jsonPath) ?? origins.nearestOrigin(of: jsonPath) else {
            return "Tessera's default"
        }
        guard origin.isInherited else { return "this file" }
        switch origin.source {
        case .file(let file): return Self.relative(file, from: folder)
        case .preset(let id): return "preset \(id)"
        case .text: return "this file"
        }
    }

    /// `path` as seen from `folder`, with `..` steps where it lies outside it (`../base/theme.json`).
    static func relative(_ path: String, from folder: String) -> String {
        let target = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder, isDirectory: true))
            .standardizedFileURL.pathComponents
        let start = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL.pathComponents
        var shared = 0
        while shared < min(target.count - 1, start.count), target[shared] == start[shared] { shared += 1 }
        return (Array(repeating: "..", count: start.count - shared) + target[shared...]).joined(separator: "/")
    }
}

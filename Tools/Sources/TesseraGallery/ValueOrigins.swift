import Foundation
@_spi(TesseraTools) import TesseraCore

/// Where each value of the theme open in the Studio was written, for the label shown beside it:
/// the file itself, or what the file extends.
///
/// It reads the file as the core would save it — `ThemeFileStore`'s partial file, which holds
/// only what differs from what the file extends — so a value is the file's exactly when that
/// file writes it (or writes a whole value above it, as a colour written as one string for every
/// mode), and otherwise comes from the base.
public struct ValueOrigins: Sendable {
    /// The file as it would be saved now.
    public var file: JSONNode
    /// The label of the file's own values (`this file`).
    public var fileLabel: String
    /// The label of inherited values (`preset default`); nil when the file extends nothing.
    public var baseLabel: String?

    public init(file: JSONNode, fileLabel: String = "this file", baseLabel: String?) {
        self.file = file
        self.fileLabel = fileLabel
        self.baseLabel = baseLabel
    }

    /// The origins of `spec` saved through `store`: partial against the preset the store's file
    /// extends. Nil when the draft cannot be written as a file.
    public static func of(_ spec: ThemeSpec, savedThrough store: ThemeFileStore) -> ValueOrigins? {
        guard let tree = try? ThemeFile.tree(for: spec), let data = try? store.data(forTree: tree),
              let file = try? JSONNode(parsing: data) else { return nil }
        return ValueOrigins(file: file, baseLabel: store.base.map { "preset \($0)" })
    }

    /// The label of the value at `path` (`["colors", "accent", "dark"]`).
    public func label(at path: [String]) -> String {
        guard let baseLabel else { return fileLabel }
        var node = file
        for key in path {
            // A value written whole above `path` (a string, a number, a colour object) is the file's.
            guard node.members != nil, !node.isWholeValue else { return fileLabel }
            guard let next = node[key] else { return baseLabel }
            node = next
        }
        return fileLabel
    }
}

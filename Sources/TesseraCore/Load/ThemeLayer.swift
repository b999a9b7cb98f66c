/// One link of a theme's `extends` chain: where it came from and what it wrote.
///
/// A theme file that extends a base file that extends a preset has three layers, base-most
/// first: the preset (one layer per preset in the preset's own chain), the base file, and the
/// theme's own file. Merging the layers in order, each without the identity members below the
/// theme's own, gives the theme.
package struct ThemeLayer: Sendable, Equatable {
    /// Where a layer was read from.
    package enum Source: Sendable, Hashable, CustomStringConvertible {
        /// A theme file, by the path it was read from (relative paths stay relative: a base is
        /// named by joining the directory of the file that extends it with its `extends` path).
        case file(String)
        /// A preset from the loader's catalogue, by id.
        case preset(String)
        /// The theme's own JSON, read with no file name.
        case text

        /// The file's path, for a file layer.
        package var file: String? {
            if case .file(let path) = self { return path }
            return nil
        }

        package var description: String {
            switch self {
            case .file(let path): return path
            case .preset(let id): return "preset `\(id)`"
            case .text: return "<theme>"
            }
        }
    }

    package var source: Source
    /// What the layer wrote, after migration to the current spec version. File layers keep their
    /// line and column locations; preset layers have none.
    package var tree: JSONNode

    package init(source: Source, tree: JSONNode) {
        self.source = source
        self.tree = tree
    }
}

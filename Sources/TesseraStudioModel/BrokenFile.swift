import Foundation
@_spi(TesseraTools) public import TesseraCore

/// A theme file with errors, as the Studio holds it while the designer fixes it: its text, its
/// tree when the text is JSON, every error the core found (file, line, column, JSON path and what
/// was expected), and what the core can still read of it.
///
/// Nothing is substituted: the text is the file's (or the designer's correction of it) as
/// written, and saving is refused while `errors` is not empty. `readable` is for showing only —
/// the theme the file makes with each broken value left out (so its base's value shows there,
/// marked with the error), or `nil` when leaving values out does not make a theme (a syntax
/// error, an `extends` that names nothing).
public struct BrokenFile: Sendable {
    /// The file's text as it stands: what the source view shows and corrects.
    public let text: String
    /// The text's JSON tree, `nil` when the text is not JSON.
    let tree: JSONNode?
    /// Every error, in reading order, located in `text`.
    public let errors: [Diagnostic]
    /// The theme the file makes with its broken values left out, for showing; `nil` when none.
    let readable: ThemeDocument?

    /// How many times leaving out the broken values is tried before giving up: each round can
    /// uncover errors the one before hid (a role without the value left out of it).
    static let salvageRounds = 8

    /// `text` read as the file `url` is (its name in diagnostics, its id, its `extends` resolved
    /// beside it) with `document`, what the core made of it.
    init(text: String, document: ThemeDocument, url: URL, catalog: PresetCatalog) {
        self.text = text
        tree = try? JSONNode(parsing: text)
        errors = document.errors
        readable = tree.flatMap { Self.salvage($0, url: url, catalog: catalog) }
    }

    /// The theme `tree` makes with the values errors point at left out, round by round; `nil`
    /// when a round leaves nothing more out, or the rounds run out, before it compiles.
    static func salvage(_ tree: JSONNode, url: URL, catalog: PresetCatalog) -> ThemeDocument? {
        let loader = ThemeLoader(catalog: catalog)
        var current = tree
        for _ in 0..<salvageRounds {
            let document = loader.load(tree: current, defaultID: ThemeSpec.defaultID(forFile: url.path), file: url.path)
            if document.isValid { return document }
            var next = current
            for error in document.errors { next = next.leavingOut(error.path) }
            guard next != current else { return nil }
            current = next
        }
        return nil
    }

    /// The lines of `text` around `line` (1-based), `radius` either side, each with its number:
    /// the source view's excerpt of an error.
    public func excerpt(around line: Int, radius: Int = 3) -> [(number: Int, text: String)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard !lines.isEmpty else { return [] }
        let centre = min(max(line, 1), lines.count)
        let range = max(1, centre - radius)...min(lines.count, centre + radius)
        return range.map { ($0, String(lines[$0 - 1])) }
    }

    /// Where `line` and `column` (1-based; columns in Unicode scalars, as diagnostics count
    /// them) fall in `text`, in UTF-16 code units — where a text field puts its cursor. The end
    /// of the text for a place past it; 0 for an unknown place.
    public func utf16Offset(line: Int, column: Int) -> Int {
        guard line > 0 else { return 0 }
        var offset = 0
        for (index, lineText) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index + 1 == line {
                let scalars = lineText.unicodeScalars.prefix(max(column - 1, 0))
                return offset + scalars.reduce(0) { $0 + $1.utf16.count }
            }
            offset += lineText.utf16.count + 1
        }
        return text.utf16.count
    }
}

extension JSONNode {
    /// A copy without the value at `path` — or, when the file has none there, without the
    /// deepest part of `path` it has (never the root): the value a broken one is left out of.
    func leavingOut(_ path: JSONPath) -> JSONNode {
        var components = path.components
        while !components.isEmpty {
            if node(at: JSONPath(components)) != nil { return removing(components[...]) }
            components.removeLast()
        }
        return self
    }

    private func removing(_ components: ArraySlice<JSONPath.Component>) -> JSONNode {
        guard let first = components.first else { return self }
        let rest = components.dropFirst()
        switch (first, value) {
        case (.key(let key), .object(let members)):
            let kept =
                rest.isEmpty
                ? members.filter { $0.key != key }
                : members.map {
                    $0.key == key
                        ? Member(key: $0.key, keyLocation: $0.keyLocation, value: $0.value.removing(rest)) : $0
                }
            return JSONNode(.object(kept), at: location)
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            if rest.isEmpty { elements.remove(at: index) } else { elements[index] = elements[index].removing(rest) }
            return JSONNode(.array(elements), at: location)
        default:
            return self
        }
    }
}

import Foundation
public import TesseraCore

/// The palette editor's operations: a ramp added from one colour (the generator's ramp,
/// `ThemeGenerator.paletteRamp(from:)`) and a palette entry or ramp renamed with every reference
/// to it, each one undoable step through ``edit(_:label:)``. What the editor shows is
/// ``PaletteModel`` (`editors.palette` in the gallery).
extension StudioSession {
    /// Adds the ramp the generator makes for `colour` (`#RRGGBB`) to the palette as `name`, its
    /// steps `50` to `950` written lightest first, as one undoable step. Refused, with a message
    /// naming what was expected, when `name` is not a single name (letters, digits, `-` and `_`)
    /// or is in the palette already, or `colour` is not six hex digits.
    @discardableResult
    public func addRamp(named name: String, from colour: String) -> [Diagnostic] {
        let path = JSONPath([.key("palette"), .key(name)])
        if let problem = Self.nameProblem(name, at: path) { return placed(problem) }
        guard draft.palette[name] == nil else {
            return placed(
                .error(.invalidValue, "palette.\(name) already exists; choose another name for the new ramp", at: path))
        }
        let typed = colour.trimmingCharacters(in: .whitespaces)
        let digits = typed.hasPrefix("#") ? typed.dropFirst() : Substring(typed)
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let color = try? RGBA(hex: "#" + digits) else {
            return placed(
                .error(
                    .invalidValue, "\"\(colour)\" is not a colour; expected #RRGGBB (six hex digits, e.g. #2563EB)",
                    at: path))
        }
        let steps = PaletteModel.order(ThemeGenerator.paletteRamp(from: color).flattened(), group: "")
        let ramp = JSONNode(.object(steps.map { JSONNode.Member(key: $0.path, value: .string($0.value.description)) }))
        return edit([(path: path, value: ramp)], label: "Add palette ramp \(name) from \(color.hexString)")
    }

    /// Renames the palette entry or ramp at dotted `path` (`brand`, `brand.500`) to `newName`
    /// (its last part only: `brand.500` renamed `550` is `brand.550`), and rewrites every
    /// `{palette.PATH}` reference to it or to an entry under it, anywhere in the theme, in the
    /// same undoable step. Refused, with a message, when there is no such entry, `newName` is
    /// not a single name or names an entry that exists, or the entry is written by a base the
    /// file extends (a rename here could not remove it there).
    @discardableResult
    public func renamePalette(_ path: String, to newName: String) -> [Diagnostic] {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let at = JSONPath(([JSONPath.Component.key("palette")]) + parts.map(JSONPath.Component.key))
        let tree: JSONNode
        do { tree = try ThemeFile.tree(for: draft) } catch { return placed(.error(.invalidValue, "\(error)", at: at)) }
        guard let value = Self.node(at: ["palette"] + parts, in: tree) else {
            return placed(.error(.invalidValue, "no palette entry palette.\(path) to rename", at: at))
        }
        if let problem = Self.nameProblem(newName, at: at) { return placed(problem) }
        let renamed = Array(parts.dropLast()) + [newName]
        let newPath = renamed.joined(separator: ".")
        guard newPath != path else { return [] }
        guard Self.node(at: ["palette"] + renamed, in: tree) == nil else {
            return placed(
                .error(
                    .invalidValue, "palette.\(newPath) already exists; choose another name for palette.\(path)", at: at)
            )
        }
        if let base = valueOrigins?.document.base, Self.node(at: ["palette"] + parts, in: base) != nil {
            let writer = valueOrigins?.label(at: ["palette"] + parts) ?? "a base"
            return placed(
                .error(
                    .invalidValue,
                    "palette.\(path) is written by \(writer), which this file extends: rename it there (here it can only be overridden)",
                    at: at))
        }
        var edits: [(path: JSONPath, value: JSONNode)] = [
            (JSONPath([.key("palette")] + renamed.map(JSONPath.Component.key)), value)
        ]
        let old = "{palette.\(path)"
        let new = "{palette.\(newPath)"
        Self.strings(in: tree, at: []) { place, text in
            guard text == old + "}" || text.hasPrefix(old + ".") && text.hasSuffix("}") else { return }
            edits.append((JSONPath(place), .string(new + text.dropFirst(old.count))))
        }
        edits.append((at, .null))
        return edit(edits, label: "Rename palette.\(path) to palette.\(newPath)")
    }

    /// `refusal` placed in the file (its name, and the line and column of its path where the
    /// file has it), as an edit's refusal is.
    func placed(_ refusal: Diagnostic) -> [Diagnostic] {
        guard let tree = try? ThemeFile.tree(for: draft) else { return [refusal] }
        return located([refusal], in: tree)
    }

    /// Why `name` cannot name a palette entry — it must be one part of a `{palette.…}` reference:
    /// letters, digits, `-` and `_` —; `nil` when it can.
    static func nameProblem(_ name: String, at path: JSONPath) -> Diagnostic? {
        if name.isEmpty {
            return .error(.invalidValue, "a palette name is required; expected letters, digits, - or _", at: path)
        }
        guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            return .error(
                .invalidValue,
                "\"\(name)\" cannot name a palette entry; expected letters, digits, - or _ (a dot separates a ramp from its steps)",
                at: path)
        }
        return nil
    }

    static func node(at keys: [String], in tree: JSONNode) -> JSONNode? {
        var node: JSONNode? = tree
        for key in keys { node = node?[key] }
        return node
    }

    /// Calls `visit` with every string value in `tree` and its place.
    static func strings(
        in tree: JSONNode, at place: [JSONPath.Component], _ visit: ([JSONPath.Component], String) -> Void
    ) {
        if let text = tree.stringValue { visit(place, text) }
        for member in tree.members ?? [] { strings(in: member.value, at: place + [.key(member.key)], visit) }
        for (index, element) in (tree.elements ?? []).enumerated() {
            strings(in: element, at: place + [.index(index)], visit)
        }
    }
}

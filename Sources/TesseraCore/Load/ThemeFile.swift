import Foundation

/// Writes themes as JSON files people can read and diff: canonical key order, two-space
/// indent, and any keys a newer version wrote kept where they were.
@_spi(TesseraTools) public enum ThemeFile {
    /// The theme as a JSON tree in canonical order (top-level groups in spec order, names sorted).
    public static func tree(for spec: ThemeSpec) throws -> JSONNode {
        let tree = try NodeEncoder.encode(spec, sortedKeys: true)
        let order = ThemeSpec.CodingKeys.allCases.map(\.stringValue)
        guard let members = tree.members else { return tree }
        let sorted = members.sorted { (order.firstIndex(of: $0.key) ?? .max) < (order.firstIndex(of: $1.key) ?? .max) }
        return JSONNode(.object(sorted))
    }

    /// The whole theme as a file, with `preserved` values grafted back at their paths.
    public static func data(for spec: ThemeSpec, preserving preserved: [PreservedValue] = []) throws -> Data {
        var tree = try tree(for: spec)
        for value in preserved { tree = tree.setting(value.value, at: value.path) }
        return JSONWriter.data(from: tree)
    }

    /// The whole theme as compact JSON for a program to read (the live stream): the file's
    /// content and order on one line, without indentation.
    public static func compactData(for spec: ThemeSpec) throws -> Data {
        JSONWriter.data(from: try tree(for: spec), pretty: false)
    }

    /// A partial file holding only what `spec` changes from its base `base` — a preset, or a
    /// base file's path (as `extends` writes it) relative to `file`, the theme's own file — plus
    /// `specVersion`, `extends` (as written) and any `preserved` values. A base file is read
    /// now, with everything it extends, so a save never writes a value the base chain gives.
    ///
    /// A theme file never inherits identity (`id`, `name`, `summary`, `symbol`, `purpose`), so
    /// it keeps each identity member `spec` has, even one equal to the preset's. A saved
    /// customisation of a preset is that preset: with `isCustomization` its identity is written
    /// only where it differs, and `ThemeManager` reads the rest from the preset.
    public static func overlayData(
        for spec: ThemeSpec, extending base: String, catalog: PresetCatalog, writtenIn file: String? = nil,
        preserving preserved: [PreservedValue] = [], isCustomization: Bool = false
    ) throws -> Data {
        JSONWriter.data(from: try overlayTree(
            for: spec, extending: base, catalog: catalog, writtenIn: file, preserving: preserved, isCustomization: isCustomization))
    }

    static func overlayTree(
        for spec: ThemeSpec, extending base: String, catalog: PresetCatalog, writtenIn file: String? = nil,
        preserving preserved: [PreservedValue], isCustomization: Bool = false
    ) throws -> JSONNode {
        try overlayTree(
            of: try tree(for: spec), extending: base, catalog: catalog, writtenIn: file, preserving: preserved,
            isCustomization: isCustomization)
    }

    /// The partial file for a whole theme's tree (`tree(for:)`, or one an edit changed, which
    /// need not decode).
    static func overlayTree(
        of whole: JSONNode, extending base: String, catalog: PresetCatalog, writtenIn file: String? = nil,
        preserving preserved: [PreservedValue], isCustomization: Bool = false
    ) throws -> JSONNode {
        let baseTree: JSONNode
        if BaseChain.namesFile(base) {
            baseTree = try ThemeLoader(catalog: catalog).base(extending: base, writtenIn: file).removing("$schema")
        } else {
            let preset = try catalog.resolvedDocument(base).get().removing("$schema")
            baseTree = isCustomization ? preset : preset.removingIdentity()
        }
        let version = whole["specVersion"]?.stringValue ?? SpecVersion.current.description
        let edited = whole.setting(.string(base), at: ["extends"])
        let difference = edited.overlay(from: baseTree) ?? JSONNode(.object([]))
        var members = (difference.members ?? []).filter { $0.key != "specVersion" && $0.key != "extends" }
        members.insert(JSONNode.Member(key: "extends", value: .string(base)), at: 0)
        members.insert(JSONNode.Member(key: "specVersion", value: .string(version)), at: 0)
        var tree = JSONNode(.object(members))
        for value in preserved { tree = tree.setting(value.value, at: value.path) }
        return tree
    }
}

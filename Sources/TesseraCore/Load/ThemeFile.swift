public import Foundation

/// Writes themes as JSON files people can read and diff: canonical key order, two-space
/// indent, and any keys a newer version wrote kept where they were.
public enum ThemeFile {
    /// The theme as a JSON tree in canonical order (top-level groups in spec order, names sorted).
    public static func tree(for spec: ThemeSpec) throws -> JSONNode {
        let tree = try NodeEncoder.encode(spec)
        let order = ThemeSpec.CodingKeys.allCases.map(\.stringValue)
        guard let members = tree.members else { return tree }
        let sorted = members.sorted { (order.firstIndex(of: $0.key) ?? .max) < (order.firstIndex(of: $1.key) ?? .max) }
        return JSONNode(.object(sorted))
    }

    /// The whole theme as a file, with `preserved` values grafted back at their paths.
    public static func data(for spec: ThemeSpec, preserving preserved: [PreservedValue] = []) throws -> Data {
        JSONWriter.data(from: grafting(preserved, onto: try tree(for: spec)))
    }

    /// The whole theme as a file of its own: every value, extending nothing (`extends` is left
    /// out, so the file reads the same wherever it is moved), with `preserved` values grafted
    /// back. `compact` writes it on one line without indentation, for a program to read (the
    /// live stream).
    public static func standaloneData(
        for spec: ThemeSpec, preserving preserved: [PreservedValue] = [], compact: Bool = false
    ) throws -> Data {
        var whole = spec
        whole.extends = nil
        return JSONWriter.data(from: grafting(preserved, onto: try tree(for: whole)), pretty: !compact)
    }

    /// `tree` with each of `preserved` set at its path; `$schema`, when kept, goes first, where
    /// editors look for it.
    static func grafting(_ preserved: [PreservedValue], onto tree: JSONNode) -> JSONNode {
        var grafted = tree
        for value in preserved { grafted = grafted.setting(value.value, at: value.path) }
        guard var members = grafted.members, let schema = members.firstIndex(where: { $0.key == "$schema" }), schema > 0
        else { return grafted }
        members.insert(members.remove(at: schema), at: 0)
        return JSONNode(.object(members))
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
    package static func overlayData(
        for spec: ThemeSpec, extending base: String, catalog: PresetCatalog, writtenIn file: String? = nil,
        preserving preserved: [PreservedValue] = [], isCustomization: Bool = false
    ) throws -> Data {
        JSONWriter.data(
            from: try overlayTree(
                for: spec, extending: base, catalog: catalog, writtenIn: file, preserving: preserved,
                isCustomization: isCustomization))
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
        return grafting(preserved, onto: JSONNode(.object(members)))
    }
}

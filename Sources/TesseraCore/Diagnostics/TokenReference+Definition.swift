extension TokenReference {
    /// Where in a theme file the token this reference names is defined: `{spacing.xl}` →
    /// `layout.spacing.xl`, `{palette.blue.600}` → `palette.blue.600`; `nil` for an unknown group.
    package var definitionPath: JSONPath? {
        guard let keys = group.definingKeys else { return nil }
        return JSONPath((keys + name.split(separator: ".").map(String.init)).map(JSONPath.Component.key))
    }
}

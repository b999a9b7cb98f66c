extension ThemeSpec {
    /// The points a dimension reference names as written in this specification: `{spacing.m}`
    /// or `{radii.large}`; `nil` when it names nothing.
    package func points(of reference: TokenReference) -> Double? {
        switch reference.group {
        case .spacing: layout?.spacing[reference.name]
        case .radii: radii[reference.name]
        default: nil
        }
    }
}

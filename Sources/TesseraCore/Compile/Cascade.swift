/// Tells the problems a failed value caused from the problem itself, so a report shows the one
/// real error — `layout.grid.columns: expected a whole number` — and not the dozen that follow
/// from `layout` being unreadable (its other keys "unknown", `layout` "missing", every
/// `{spacing.…}` "unresolved").
struct Cascade {
    /// Where values failed to decode.
    private let failures: [JSONPath]
    /// The top-level sections that lost a value.
    private let sections: Set<String>
    /// The named entries of a section that failed (`motion.press`), as `[section, name]`.
    private let entries: Set<[String]>

    init(decodingErrors: [Diagnostic]) {
        failures = decodingErrors.filter(\.isError).map(\.path)
        sections = Set(
            failures.compactMap { path in
                if case .key(let key) = path.components.first { key } else { nil }
            })
        entries = Set(failures.map { Array($0.keys.prefix(2)) }.filter { $0.count == 2 })
    }

    /// Whether a key reported as unknown at `path` was merely never read because the object
    /// holding it failed part way. `known` is the keys the object's type reads (`nil` where any
    /// key is a name, as in a table of roles): a key outside them is unknown whatever else failed,
    /// so a misspelt group is reported beside a type error elsewhere.
    func explainsUnknownKey(at path: JSONPath, known: [String]?) -> Bool {
        if let known, case .key(let key)? = path.components.last, !known.contains(key) { return false }
        let parent = path.components.dropLast()
        return failures.contains { $0.components.starts(with: parent) }
    }

    /// Whether a compiler diagnostic follows from a section that failed to decode: the section
    /// "missing", or a reference into it unresolved.
    func explains(_ diagnostic: Diagnostic) -> Bool {
        switch diagnostic.code {
        case .missingValue, .missingRole:
            if case .key(let key) = diagnostic.path.components.first { return sections.contains(key) }
            return false
        case .unresolvedReference:
            guard let reference = diagnostic.reference else { return false }
            if entries.contains([reference.group.name, reference.name]) { return true }
            guard let section = reference.group.definingKeys?.first else { return false }
            return sections.contains(section)
        default:
            return false
        }
    }
}

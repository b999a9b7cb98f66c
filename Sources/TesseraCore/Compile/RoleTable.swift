/// A family's roles in compiled order — built-in roles at their fixed indices, then the theme's
/// custom roles by name — with O(1) lookup for built-in roles.
@usableFromInline
package struct RoleTable<Family: RoleFamilyFacts, Value: Sendable>: Sendable {
    /// Values by role index.
    @usableFromInline package private(set) var values: [Value]
    /// Role names by index.
    package private(set) var names: [String]
    private var customIndex: [String: Int]
    private var customFallbacks: [Int: Int]

    init(builtins: [Value], custom: [(name: String, value: Value, fallback: Family.Builtin)]) {
        values = builtins
        names = Family.Builtin.names
        customIndex = [:]
        customFallbacks = [:]
        for entry in custom.sorted(by: { $0.name < $1.name }) {
            customIndex[entry.name] = values.count
            customFallbacks[values.count] = entry.fallback.index
            values.append(entry.value)
            names.append(entry.name)
        }
    }

    /// The table index of `role`. A custom role the theme lacks resolves to its fallback
    /// (the one the role names, else the family's everyday role, ``RoleFamilyFacts/everydayRole``).
    @inlinable
    package func index(of role: Role<Family>) -> Int {
        if case .builtin(let builtin) = role.storage { return builtin.index }
        return customIndex(role)
    }

    @usableFromInline
    func customIndex(_ role: Role<Family>) -> Int {
        guard case .custom(let name, let fallback) = role.storage else { return Family.everydayRole.index }
        return customIndex[name] ?? (fallback ?? Family.everydayRole).index
    }

    /// The index of the role named `name`, if the theme has one.
    package func index(named name: String) -> Int? {
        if let builtin = Family.builtin(named: name) { return builtin.index }
        return customIndex[name]
    }

    /// Whether the theme declares this role (built-in roles always).
    package func contains(_ role: Role<Family>) -> Bool {
        role.builtin != nil || customIndex[role.name] != nil
    }

    /// The built-in index a custom role at `index` falls back to.
    package func fallbackIndex(of index: Int) -> Int? { customFallbacks[index] }

    @inlinable
    package subscript(role: Role<Family>) -> Value { values[index(of: role)] }

    /// Every role the theme has, built-in first.
    package var roles: [Role<Family>] { names.map { Role.custom($0) } }
}

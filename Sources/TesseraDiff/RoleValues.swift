/// Every resolved value of one role: for each context it is resolved in (a colour mode, a
/// Dynamic Type size, a combination of size classes, Reduce Motion), each property's value as
/// text — colours as hex, numbers as JSON writes them.
///
/// Two roles are equal exactly when they resolve identically everywhere the diff looks.
public struct RoleValues: Sendable, Hashable {
    /// One value: where it was resolved, which property (empty for a role that is one value,
    /// such as a colour), and the value.
    public struct Entry: Sendable, Hashable {
        public var context: String
        public var property: String
        public var value: String
    }

    /// The values in the order they were resolved: contexts in their fixed order, properties
    /// in the order the core lists them.
    public private(set) var entries: [Entry] = []

    public init() {}

    mutating func append(_ context: String, _ property: String, _ value: String) {
        entries.append(Entry(context: context, property: property, value: value))
    }

    /// The contexts, in order, each once.
    var contexts: [String] {
        var seen = Set<String>()
        return entries.compactMap { seen.insert($0.context).inserted ? $0.context : nil }
    }
}

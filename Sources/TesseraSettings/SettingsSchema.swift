import Foundation

/// The settings of a struct in declaration order: fields, and nested groups as sections.
/// `@Settings` generates it; forms, reviews and validation read it.
public struct SettingsSchema<Root>: Sendable {
    /// One entry: a setting, or a section holding a nested group's settings.
    public enum Entry: Sendable {
        case field(SettingsField<Root>)
        case section(Section)
    }

    /// A nested settings group.
    public struct Section: Sendable {
        public let id: String
        public let title: String
        public let footnote: String?
        public let entries: [Entry]
    }

    public let entries: [Entry]

    /// A schema of these entries, in order.
    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// Every field, depth first, in schema order.
    public var fields: [SettingsField<Root>] {
        func collect(_ entries: [Entry]) -> [SettingsField<Root>] {
            entries.flatMap { entry -> [SettingsField<Root>] in
                switch entry {
                case .field(let field): [field]
                case .section(let section): collect(section.entries)
                }
            }
        }
        return collect(entries)
    }

    /// Every section, depth first.
    public var sections: [Section] {
        func collect(_ entries: [Entry]) -> [Section] {
            entries.flatMap { entry -> [Section] in
                if case .section(let section) = entry { return [section] + collect(section.entries) }
                return []
            }
        }
        return collect(entries)
    }

    /// The field with this identifier.
    public func field(id: String) -> SettingsField<Root>? { fields.first { $0.id == id } }

    /// The field at this key path.
    public func field(at keyPath: AnyKeyPath) -> SettingsField<Root>? { fields.first { $0.keyPath.keyPath == keyPath } }
}

extension SettingsSchema.Entry {
    /// A setting of a `SettingRepresentable` type.
    public static func entry<Value: SettingRepresentable>(
        _ keyPath: WritableKeyPath<Root, Value> & Sendable, id: String, title: String, footnote: String? = nil,
        requiresRestart: Bool = false, hidden: Bool = false, secure: Bool = false, multiline: Bool = false
    ) -> Self {
        .field(SettingsField(
            id: id, title: title, footnote: footnote, sectionPath: [], keyPath: SettingKeyPath(keyPath),
            kind: Value.settingKind, isOptional: Value.self is any OptionalSetting.Type, range: nil, step: nil,
            requiresRestart: requiresRestart, isHidden: hidden, isSecure: secure, isMultiline: multiline,
            read: { $0[keyPath: keyPath].settingValue },
            write: { root, value in
                guard let typed = Value(settingValue: value) else { return false }
                root[keyPath: keyPath] = typed
                return true
            },
            display: { value, locale in Value(settingValue: value)?.settingDisplay(locale: locale) ?? "" }))
    }

    /// A whole-number setting with a range and step.
    public static func entry<Value: SettingInteger>(
        _ keyPath: WritableKeyPath<Root, Value> & Sendable, id: String, title: String, footnote: String? = nil,
        range: ClosedRange<Double>, step: Double? = nil,
        requiresRestart: Bool = false, hidden: Bool = false, secure: Bool = false, multiline: Bool = false
    ) -> Self {
        ranged(entry(keyPath, id: id, title: title, footnote: footnote, requiresRestart: requiresRestart, hidden: hidden), range, step ?? 1)
    }

    /// A floating-point setting with a range and optional step.
    public static func entry<Value: SettingNumber>(
        _ keyPath: WritableKeyPath<Root, Value> & Sendable, id: String, title: String, footnote: String? = nil,
        range: ClosedRange<Double>, step: Double? = nil,
        requiresRestart: Bool = false, hidden: Bool = false, secure: Bool = false, multiline: Bool = false
    ) -> Self {
        ranged(entry(keyPath, id: id, title: title, footnote: footnote, requiresRestart: requiresRestart, hidden: hidden), range, step)
    }

    /// An optional number with a range.
    public static func entry<Value: SettingRepresentable & OptionalSetting>(
        _ keyPath: WritableKeyPath<Root, Value> & Sendable, id: String, title: String, footnote: String? = nil,
        range: ClosedRange<Double>, step: Double? = nil,
        requiresRestart: Bool = false, hidden: Bool = false, secure: Bool = false, multiline: Bool = false
    ) -> Self {
        ranged(entry(keyPath, id: id, title: title, footnote: footnote, requiresRestart: requiresRestart, hidden: hidden), range, step)
    }

    /// A nested settings group, shown as a section.
    public static func entry<Group: SettingsGroup>(
        _ keyPath: WritableKeyPath<Root, Group> & Sendable, id: String, title: String, footnote: String? = nil,
        requiresRestart: Bool = false, hidden: Bool = false, secure: Bool = false, multiline: Bool = false
    ) -> Self {
        let outer = SettingKeyPath(keyPath)
        func lift(_ entries: [SettingsSchema<Group>.Entry], prefix: String) -> [Self] {
            entries.map { entry -> Self in
                switch entry {
                case .field(let field):
                    return .field(field.lifted(
                        through: outer, section: title, prefix: prefix,
                        get: { $0[keyPath: keyPath] },
                        set: { root, change in change(&root[keyPath: keyPath]) }))
                case .section(let section):
                    return .section(SettingsSchema.Section(
                        id: prefix + "." + section.id, title: section.title, footnote: section.footnote,
                        entries: lift(section.entries, prefix: prefix)))
                }
            }
        }
        return .section(SettingsSchema.Section(
            id: id, title: title, footnote: footnote, entries: lift(Group.settingsSchema.entries, prefix: id)))
    }

    private static func ranged(_ entry: Self, _ range: ClosedRange<Double>, _ step: Double?) -> Self {
        guard case .field(let field) = entry else { return entry }
        return .field(SettingsField(
            id: field.id, title: field.title, footnote: field.footnote, sectionPath: field.sectionPath, keyPath: field.keyPath,
            kind: field.kind, isOptional: field.isOptional, range: range, step: step, requiresRestart: field.requiresRestart,
            isHidden: field.isHidden, isSecure: field.isSecure, isMultiline: field.isMultiline,
            read: field.read, write: field.write, display: field.display))
    }
}

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
    public func field(at keyPath: AnyKeyPath) -> SettingsField<Root>? { fields.first { $0.keyPath?.keyPath == keyPath } }

    /// Every field whose value differs between `old` and `new`, in schema order, formatted for
    /// a review screen.
    public func changes(from old: Root, to new: Root, locale: Locale = .current) -> [SettingsChange] {
        fields.compactMap { field in
            let before = field.value(in: old), after = field.value(in: new)
            guard before != after else { return nil }
            return SettingsChange(
                id: field.id, title: field.title, sectionPath: field.sectionPath,
                before: field.displayString(before, locale: locale), after: field.displayString(after, locale: locale),
                requiresRestart: field.requiresRestart)
        }
    }

    /// Values in `settings` outside their range or off their step, in schema order.
    public func validationIssues(in settings: Root) -> [SettingsValidationIssue] {
        fields.compactMap { field in
            field.validate(field.value(in: settings)).map { SettingsValidationIssue(id: field.id, message: $0) }
        }
    }
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

    /// A setting computed from the whole root rather than stored at a key path: `get` reads it,
    /// `set` writes it back. Schemas built at runtime (a theme's colours) use it.
    public static func computed<Value: SettingRepresentable>(
        id: String, title: String, footnote: String? = nil, range: ClosedRange<Double>? = nil, step: Double? = nil,
        requiresRestart: Bool = false,
        get: @escaping @Sendable (Root) -> Value, set: @escaping @Sendable (inout Root, Value) -> Void
    ) -> Self {
        .field(SettingsField(
            id: id, title: title, footnote: footnote, sectionPath: [], keyPath: nil,
            kind: Value.settingKind, isOptional: Value.self is any OptionalSetting.Type, range: range, step: step,
            requiresRestart: requiresRestart, isHidden: false, isSecure: false, isMultiline: false,
            read: { get($0).settingValue },
            write: { root, value in
                guard let typed = Value(settingValue: value) else { return false }
                set(&root, typed)
                return true
            },
            display: { value, locale in Value(settingValue: value)?.settingDisplay(locale: locale) ?? "" }))
    }

    /// A computed setting picked from `choices` (values known only at runtime, such as a
    /// theme's colour role names). `get` returns a choice's value.
    public static func computed(
        id: String, title: String, footnote: String? = nil, choices: [SettingChoice], requiresRestart: Bool = false,
        get: @escaping @Sendable (Root) -> String, set: @escaping @Sendable (inout Root, String) -> Void
    ) -> Self {
        .field(SettingsField(
            id: id, title: title, footnote: footnote, sectionPath: [], keyPath: nil,
            kind: .picker(choices), isOptional: false, range: nil, step: nil,
            requiresRestart: requiresRestart, isHidden: false, isSecure: false, isMultiline: false,
            read: { .choice(get($0)) },
            write: { root, value in
                guard case .choice(let choice) = value, choices.contains(where: { $0.value == choice }) else { return false }
                set(&root, choice)
                return true
            },
            display: { value, _ in
                guard case .choice(let choice) = value else { return "" }
                return choices.first { $0.value == choice }?.title ?? choice
            }))
    }

    /// A section of `entries`; their fields get `title` prepended to their section path.
    public static func section(id: String, title: String, footnote: String? = nil, entries: [Self]) -> Self {
        func nest(_ entries: [Self]) -> [Self] {
            entries.map { entry in
                switch entry {
                case .field(let field): .field(field.inSection(title))
                case .section(let section):
                    .section(SettingsSchema.Section(id: section.id, title: section.title, footnote: section.footnote, entries: nest(section.entries)))
                }
            }
        }
        return .section(SettingsSchema.Section(id: id, title: title, footnote: footnote, entries: nest(entries)))
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

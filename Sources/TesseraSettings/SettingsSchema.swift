public import Foundation
public import TesseraCore

/// The settings of a struct in declaration order: fields, and nested groups as sections.
/// `@Settings` generates it; forms, reviews and validation read it.
public struct SettingsSchema<Root>: Sendable {
    /// One entry: a setting, or a section holding a nested group's settings.
    public enum Entry: Sendable {
        /// A setting.
        case field(SettingsField<Root>)
        /// A section of nested settings.
        case section(Section)
    }

    /// A nested settings group.
    public struct Section: Sendable {
        /// The section's identifier: its path (`calculation`).
        public let id: String
        /// The section's title.
        public let title: String
        /// A sentence shown under the section.
        public let footnote: String?
        /// The section's settings and subsections, in declaration order.
        public let entries: [Entry]
        /// Where the group is stored, for a nested settings struct; `nil` for a section made
        /// with `section(id:title:entries:)`.
        public let keyPath: SettingKeyPath?
    }

    /// The section of the group stored at this key path.
    public func section(at keyPath: AnyKeyPath) -> Section? { sections.first { $0.keyPath?.keyPath == keyPath } }

    /// Every setting and section, in declaration order.
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

    /// The field stored at this key path.
    public func field(at keyPath: AnyKeyPath) -> SettingsField<Root>? {
        fields.first { $0.keyPath?.keyPath == keyPath }
    }

    /// Every field of `section`, nested sections included.
    public func fields(in section: Section) -> [SettingsField<Root>] {
        SettingsSchema(section.entries).fields
    }

    /// Every field whose value differs between `old` and `new`, in schema order, formatted for
    /// a review screen.
    public func changes(from old: Root, to new: Root, locale: Locale = .current) -> [SettingsChange] {
        fields.compactMap { field in
            let before = field.value(in: old)
            let after = field.value(in: new)
            guard before != after else { return nil }
            return SettingsChange(
                id: field.id, title: field.title, sectionPath: field.sectionPath,
                before: field.displayString(before, locale: locale), after: field.displayString(after, locale: locale),
                requiresRestart: field.requiresRestart)
        }
    }

    /// Values in `settings` outside their range or off their step, in schema order.
    public func validationIssues(in settings: Root) -> [EditingIssue] {
        fields.compactMap { field in
            field.validate(field.value(in: settings)).map { EditingIssue(id: field.id, message: $0) }
        }
    }

    /// Brings every value outside its range (or off its step) into it, and says which: values a
    /// newer or older version allowed must not block saving unrelated changes.
    func bringIntoRange(_ settings: inout Root) -> [LoadIssue] {
        fields.compactMap { field in
            let value = field.value(in: settings)
            guard let fixed = field.clamped(value), field.set(fixed, in: &settings) else { return nil }
            return LoadIssue(
                kind: .outOfRange, path: field.id,
                message:
                    "the saved value \(field.displayString(value)) is outside what this version allows; changed to \(field.displayString(fixed))"
            )
        }
    }
}

/// How settings are reviewed and validated while edited: every changed setting in schema
/// order, formatted for `locale` (secure values masked), and ranges and steps as what stops a
/// save.
public struct SettingsRules<Root: Equatable & Sendable>: EditingRules {
    /// The schema the settings follow.
    public var schema: SettingsSchema<Root>
    /// The locale changes are formatted in.
    public var locale: Locale

    /// Rules for settings of `schema`, formatted for `locale`.
    public init(schema: SettingsSchema<Root>, locale: Locale = .current) {
        self.schema = schema
        self.locale = locale
    }

    public func changes(from saved: Root, to draft: Root) -> [SettingsChange] {
        schema.changes(from: saved, to: draft, locale: locale)
    }

    public func validationIssues(in draft: Root) -> [EditingIssue] {
        schema.validationIssues(in: draft)
    }

    public func requiresRestart(_ change: SettingsChange) -> Bool { change.requiresRestart }
}

extension SettingsSchema.Entry {
    /// A setting of a `SettingRepresentable` type.
    public static func entry<Value: SettingRepresentable>(
        _ keyPath: any WritableKeyPath<Root, Value> & Sendable, id: String, title: String, footnote: String? = nil,
        requiresRestart: Bool = false, hidden: Bool = false, secure: Bool = false, multiline: Bool = false
    ) -> Self {
        .field(
            SettingsField(
                id: id, title: title, footnote: footnote, keyPath: SettingKeyPath(keyPath),
                kind: Value.settingKind, isOptional: Value.self is any OptionalSetting.Type,
                requiresRestart: requiresRestart, isHidden: hidden, isSecure: secure, isMultiline: multiline,
                read: { $0[keyPath: keyPath].settingValue },
                write: { root, value in
                    guard let typed = Value(settingValue: value) else { return false }
                    root[keyPath: keyPath] = typed
                    return true
                },
                display: { value, locale in Value(settingValue: value)?.settingDisplay(locale: locale) ?? "" },
                restore: { root, defaults in root[keyPath: keyPath] = defaults[keyPath: keyPath] }))
    }

    /// A whole-number setting with a range and step.
    public static func entry<Value: SettingInteger>(
        _ keyPath: any WritableKeyPath<Root, Value> & Sendable, id: String, title: String, footnote: String? = nil,
        range: ClosedRange<Double>, step: Double? = nil,
        requiresRestart: Bool = false, hidden: Bool = false, secure: Bool = false, multiline: Bool = false
    ) -> Self {
        entry(
            keyPath, id: id, title: title, footnote: footnote, requiresRestart: requiresRestart, hidden: hidden,
            secure: secure
        )
        .ranged(range, step ?? 1)
    }

    /// A floating-point setting with a range and optional step.
    public static func entry<Value: SettingNumber>(
        _ keyPath: any WritableKeyPath<Root, Value> & Sendable, id: String, title: String, footnote: String? = nil,
        range: ClosedRange<Double>, step: Double? = nil,
        requiresRestart: Bool = false, hidden: Bool = false, secure: Bool = false, multiline: Bool = false
    ) -> Self {
        entry(
            keyPath, id: id, title: title, footnote: footnote, requiresRestart: requiresRestart, hidden: hidden,
            secure: secure
        )
        .ranged(range, step)
    }

    /// An optional number with a range.
    public static func entry<Value: SettingRepresentable & OptionalSetting>(
        _ keyPath: any WritableKeyPath<Root, Value> & Sendable, id: String, title: String, footnote: String? = nil,
        range: ClosedRange<Double>, step: Double? = nil,
        requiresRestart: Bool = false, hidden: Bool = false, secure: Bool = false, multiline: Bool = false
    ) -> Self {
        entry(
            keyPath, id: id, title: title, footnote: footnote, requiresRestart: requiresRestart, hidden: hidden,
            secure: secure
        )
        .ranged(range, step)
    }

    /// A setting computed from the whole root rather than stored at a key path: `get` reads it,
    /// `set` writes it back. Schemas built at runtime (a theme's colours) use it. Resetting
    /// copies the defaults' value through `get` and `set` unless `restore` says how.
    public static func computed<Value: SettingRepresentable>(
        id: String, title: String, footnote: String? = nil, range: ClosedRange<Double>? = nil, step: Double? = nil,
        requiresRestart: Bool = false,
        get: @escaping @Sendable (Root) -> Value, set: @escaping @Sendable (inout Root, Value) -> Void,
        restore: (@Sendable (_ value: inout Root, _ defaults: Root) -> Void)? = nil
    ) -> Self {
        .field(
            SettingsField(
                id: id, title: title, footnote: footnote, keyPath: nil,
                kind: Value.settingKind, isOptional: Value.self is any OptionalSetting.Type, range: range, step: step,
                requiresRestart: requiresRestart,
                read: { get($0).settingValue },
                write: { root, value in
                    guard let typed = Value(settingValue: value) else { return false }
                    set(&root, typed)
                    return true
                },
                display: { value, locale in Value(settingValue: value)?.settingDisplay(locale: locale) ?? "" },
                restore: restore ?? { root, defaults in set(&root, get(defaults)) }))
    }

    /// A computed setting picked from `choices` (values known only at runtime, such as a
    /// theme's colour role names). `get` returns a choice's value.
    public static func computed(
        id: String, title: String, footnote: String? = nil, choices: [SettingChoice], requiresRestart: Bool = false,
        get: @escaping @Sendable (Root) -> String, set: @escaping @Sendable (inout Root, String) -> Void,
        restore: (@Sendable (_ value: inout Root, _ defaults: Root) -> Void)? = nil
    ) -> Self {
        .field(
            SettingsField(
                id: id, title: title, footnote: footnote, keyPath: nil,
                kind: .picker(choices), isOptional: false, requiresRestart: requiresRestart,
                read: { .choice(get($0)) },
                write: { root, value in
                    guard case .choice(let choice) = value, choices.contains(where: { $0.value == choice }) else {
                        return false
                    }
                    set(&root, choice)
                    return true
                },
                display: { value, _ in
                    guard case .choice(let choice) = value else { return "" }
                    return choices.first { $0.value == choice }?.title ?? choice
                },
                restore: restore ?? { root, defaults in set(&root, get(defaults)) }))
    }

    /// A section of `entries`; their fields get `title` prepended to their section path.
    public static func section(id: String, title: String, footnote: String? = nil, entries: [Self]) -> Self {
        .section(
            SettingsSchema.Section(
                id: id, title: title, footnote: footnote, entries: entries.map { $0.inSection(title) }, keyPath: nil))
    }

    /// A nested settings group, shown as a section.
    public static func entry<Group: SettingsGroup>(
        _ keyPath: any WritableKeyPath<Root, Group> & Sendable, id: String, title: String, footnote: String? = nil,
        requiresRestart: Bool = false, hidden: Bool = false, secure: Bool = false, multiline: Bool = false
    ) -> Self {
        let outer = SettingKeyPath(keyPath)
        func lift(_ entries: [SettingsSchema<Group>.Entry], prefix: String) -> [Self] {
            entries.map { entry -> Self in
                switch entry {
                case .field(let field):
                    return .field(
                        field.lifted(
                            through: outer, section: title, prefix: prefix,
                            get: { $0[keyPath: keyPath] },
                            set: { root, change in change(&root[keyPath: keyPath]) }))
                case .section(let section):
                    return .section(
                        SettingsSchema.Section(
                            id: prefix + "." + section.id, title: section.title, footnote: section.footnote,
                            entries: lift(section.entries, prefix: prefix),
                            keyPath: section.keyPath.flatMap { inner in
                                (keyPath as AnyKeyPath).appending(path: inner.keyPath).map(SettingKeyPath.init)
                            }))
                }
            }
        }
        return .section(
            SettingsSchema.Section(
                id: id, title: title, footnote: footnote, entries: lift(Group.settingsSchema.entries, prefix: id),
                keyPath: outer))
    }

    /// This entry with `title` prepended to the section path of every field in it.
    private func inSection(_ title: String) -> Self {
        switch self {
        case .field(let field): .field(field.inSection(title))
        case .section(let section):
            .section(
                SettingsSchema.Section(
                    id: section.id, title: section.title, footnote: section.footnote,
                    entries: section.entries.map { $0.inSection(title) }, keyPath: section.keyPath))
        }
    }

    private func ranged(_ range: ClosedRange<Double>, _ step: Double?) -> Self {
        guard case .field(var field) = self else { return self }
        field.range = range
        field.step = step
        return .field(field)
    }
}

// MARK: - What the macro writes for types that cannot be settings

extension SettingsSchema.Entry {
    /// Reached only when a property's type is neither a setting type nor a settings group:
    /// the compiler reports this declaration's message at the property.
    @available(
        *, unavailable,
        message:
            "this setting's type is an enumeration that does not conform to SettingsEnum; add `extension YourEnum: SettingsEnum {}` (it needs CaseIterable and a String or Int raw value)"
    )
    public static func entry<Value: RawRepresentable>(
        _ keyPath: any WritableKeyPath<Root, Value> & Sendable, id: String, title: String, footnote: String? = nil,
        requiresRestart: Bool = false, hidden: Bool = false, secure: Bool = false, multiline: Bool = false
    ) -> Self {
        preconditionFailure("unavailable")
    }

    /// Reached only when a property's type is neither a setting type nor a settings group.
    @available(
        *, unavailable,
        message:
            "this setting's type is a struct or class that is not a setting; mark a nested settings struct with @Settings, or conform the type to SettingsEnum, SettingsDisplayable or SettingsCustomValue"
    )
    public static func entry<Value>(
        _ keyPath: any WritableKeyPath<Root, Value> & Sendable, id: String, title: String, footnote: String? = nil,
        requiresRestart: Bool = false, hidden: Bool = false, secure: Bool = false, multiline: Bool = false
    ) -> Self {
        preconditionFailure("unavailable")
    }
}

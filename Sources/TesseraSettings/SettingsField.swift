import Foundation

/// A key path kept in a schema. Key paths into value types hold no mutable state; the box
/// records that (Swift does not yet mark `AnyKeyPath` Sendable).
public struct SettingKeyPath: @unchecked Sendable, Hashable {
    public let keyPath: AnyKeyPath
    public init(_ keyPath: AnyKeyPath) { self.keyPath = keyPath }
}

/// One setting: where it lives, what it is called, how it is edited and what it needs.
public struct SettingsField<Root>: Sendable {
    /// A stable identifier made of property names: `calculation.timePeriod`.
    public let id: String
    /// A localizable title (the key of `LocalizedStringKey` in the form).
    public let title: String
    public let footnote: String?
    /// The sections above this setting, outermost first (titles).
    public let sectionPath: [String]
    /// Where the value is stored; `nil` for a setting computed from the whole root (see
    /// `SettingsSchema.Entry.computed`).
    public let keyPath: SettingKeyPath?
    public let kind: SettingKind
    public let isOptional: Bool
    /// Allowed values for numbers.
    public let range: ClosedRange<Double>?
    /// The increment for numbers.
    public let step: Double?
    /// Changing it takes effect after the app restarts.
    public let requiresRestart: Bool
    /// Stored but not shown in forms.
    public let isHidden: Bool
    public let isSecure: Bool
    public let isMultiline: Bool

    let read: @Sendable (Root) -> SettingValue
    let write: @Sendable (inout Root, SettingValue) -> Bool
    let display: @Sendable (SettingValue, Locale) -> String

    /// The value in `settings`.
    public func value(in settings: Root) -> SettingValue { read(settings) }

    /// Sets the value; returns `false` (changing nothing) when it does not fit the setting's type.
    @discardableResult
    public func set(_ value: SettingValue, in settings: inout Root) -> Bool { write(&settings, value) }

    /// The value as people read it.
    public func displayString(_ value: SettingValue, locale: Locale = .current) -> String { display(value, locale) }

    /// Problems with `value`: outside the range, or off the step.
    public func validate(_ value: SettingValue) -> String? {
        let number: Double
        switch value {
        case .integer(let integer): number = Double(integer)
        case .number(let double): number = double
        default: return nil
        }
        if let range, !range.contains(number) {
            return "\(title) must be between \(format(range.lowerBound)) and \(format(range.upperBound))"
        }
        if let step, step > 0 {
            let origin = range?.lowerBound ?? 0
            let steps = (number - origin) / step
            if abs(steps - steps.rounded()) > 1e-9 {
                return "\(title) must be a multiple of \(format(step))\(origin == 0 ? "" : " from \(format(origin))")"
            }
        }
        return nil
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// This field inside a section titled `title`.
    func inSection(_ title: String) -> SettingsField {
        SettingsField(
            id: id, title: self.title, footnote: footnote, sectionPath: [title] + sectionPath, keyPath: keyPath,
            kind: kind, isOptional: isOptional, range: range, step: step, requiresRestart: requiresRestart,
            isHidden: isHidden, isSecure: isSecure, isMultiline: isMultiline, read: read, write: write, display: display)
    }

    func lifted<Outer>(through outer: SettingKeyPath, section: String?, prefix: String,
                       get: @escaping @Sendable (Outer) -> Root, set: @escaping @Sendable (inout Outer, (inout Root) -> Bool) -> Bool)
        -> SettingsField<Outer>
    {
        let read = self.read, write = self.write
        return SettingsField<Outer>(
            id: prefix + "." + id, title: title, footnote: footnote,
            sectionPath: (section.map { [$0] } ?? []) + sectionPath,
            keyPath: keyPath.map { SettingKeyPath(outer.keyPath.appending(path: $0.keyPath) ?? $0.keyPath) },
            kind: kind, isOptional: isOptional, range: range, step: step, requiresRestart: requiresRestart,
            isHidden: isHidden, isSecure: isSecure, isMultiline: isMultiline,
            read: { read(get($0)) },
            write: { outer, value in set(&outer) { write(&$0, value) } },
            display: display)
    }
}

public import Foundation

/// A key path kept in a schema. Every key path a schema is given is `& Sendable`; appending a
/// group's path to a nested one returns a plain `AnyKeyPath`, whose sendability the compiler
/// cannot carry (and `Sendable` cannot be cast to), so the box states it: key paths into value
/// types hold no mutable state.
public struct SettingKeyPath: @unchecked Sendable, Hashable {
    /// The key path into the settings struct.
    public let keyPath: AnyKeyPath
    /// The setting at `keyPath`.
    public init(_ keyPath: AnyKeyPath) { self.keyPath = keyPath }
}

/// One setting: where it lives, what it is called, how it is edited and what it needs.
///
/// A field is its own typed identifier: forms reset and review fields, never dotted strings.
public struct SettingsField<Root>: Sendable {
    /// A stable identifier made of property names: `calculation.timePeriod`.
    public internal(set) var id: String
    /// A localizable title (the key of `LocalizedStringKey` in the form).
    public internal(set) var title: String
    /// A sentence shown under the setting, from `@Setting(footnote:)`.
    public internal(set) var footnote: String?
    /// The sections above this setting, outermost first (titles).
    public internal(set) var sectionPath: [String] = []
    /// Where the value is stored; `nil` for a setting computed from the whole root (see
    /// `SettingsSchema.Entry.computed`).
    public internal(set) var keyPath: SettingKeyPath?
    /// How the setting is edited, from its type.
    public internal(set) var kind: SettingKind
    /// Whether the setting may be empty (its type is optional).
    public internal(set) var isOptional: Bool
    /// Allowed values for numbers.
    public internal(set) var range: ClosedRange<Double>?
    /// The increment for numbers.
    public internal(set) var step: Double?
    /// Whether this setting, when changed, takes effect only after the app restarts (its
    /// declaration says so); sessions and results derive theirs from it.
    public internal(set) var requiresRestart = false
    /// Stored but not shown in forms.
    public internal(set) var isHidden = false
    /// A password or token: edited in a secure field and never shown in a review.
    public internal(set) var isSecure = false
    /// Whether a text setting takes several lines (`@Setting(multiline: true)`).
    public internal(set) var isMultiline = false

    var read: @Sendable (Root) -> SettingValue
    var write: @Sendable (inout Root, SettingValue) -> Bool
    var display: @Sendable (SettingValue, Locale) -> String
    /// Copies this setting's value from the defaults into a value, exactly as the defaults hold it.
    var restore: @Sendable (_ value: inout Root, _ defaults: Root) -> Void

    /// How a secure setting's value appears wherever values are shown.
    public static var maskedValue: String { "••••••" }

    /// The value in `settings`.
    public func value(in settings: Root) -> SettingValue { read(settings) }

    /// Sets the value; returns `false` (changing nothing) when it does not fit the setting's type.
    @discardableResult
    public func set(_ value: SettingValue, in settings: inout Root) -> Bool { write(&settings, value) }

    /// Returns this setting in `settings` to its value in `defaults`.
    public func reset(_ settings: inout Root, to defaults: Root) { restore(&settings, defaults) }

    /// The value as people read it; a secure setting's value is masked.
    public func displayString(_ value: SettingValue, locale: Locale = .current) -> String {
        isSecure ? Self.maskedValue : display(value, locale)
    }

    /// Problems with `value`: outside the range, or off the step.
    public func validate(_ value: SettingValue) -> String? {
        guard let number = value.number else { return nil }
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

    /// `value` brought inside the range and onto the step, or `nil` when it already is (or is
    /// not a number).
    func clamped(_ value: SettingValue) -> SettingValue? {
        guard let number = value.number, validate(value) != nil else { return nil }
        var fixed = number
        if let range { fixed = min(max(fixed, range.lowerBound), range.upperBound) }
        if let step, step > 0 {
            let origin = range?.lowerBound ?? 0
            fixed = origin + ((fixed - origin) / step).rounded() * step
            if let range, fixed > range.upperBound { fixed -= step }
        }
        switch value {
        case .integer: return Int(exactly: fixed.rounded()).map(SettingValue.integer)
        default: return .number(fixed)
        }
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// This field inside a section titled `title`.
    func inSection(_ title: String) -> SettingsField {
        var field = self
        field.sectionPath.insert(title, at: 0)
        return field
    }

    func lifted<Outer>(
        through outer: SettingKeyPath, section: String?, prefix: String,
        get: @escaping @Sendable (Outer) -> Root, set: @escaping @Sendable (inout Outer, (inout Root) -> Bool) -> Bool
    )
        -> SettingsField<Outer>
    {
        let read = self.read
        let write = self.write
        let restore = self.restore
        return SettingsField<Outer>(
            id: prefix + "." + id, title: title, footnote: footnote,
            sectionPath: (section.map { [$0] } ?? []) + sectionPath,
            keyPath: keyPath.map { SettingKeyPath(outer.keyPath.appending(path: $0.keyPath) ?? $0.keyPath) },
            kind: kind, isOptional: isOptional, range: range, step: step, requiresRestart: requiresRestart,
            isHidden: isHidden, isSecure: isSecure, isMultiline: isMultiline,
            read: { read(get($0)) },
            write: { outer, value in set(&outer) { write(&$0, value) } },
            display: display,
            restore: { outer, defaults in
                let inner = get(defaults)
                _ = set(&outer) {
                    restore(&$0, inner)
                    return true
                }
            })
    }
}

extension SettingValue {
    /// The value as a number, for range and step checks.
    var number: Double? {
        switch self {
        case .integer(let integer): Double(integer)
        case .number(let double): double
        default: nil
        }
    }
}

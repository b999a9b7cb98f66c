public import Foundation
public import TesseraCore

/// A setting's value, erased from its Swift type so schemas, forms and reviews can handle every
/// setting the same way.
public enum SettingValue: Sendable, Hashable {
    /// A toggle's value.
    case bool(Bool)
    /// A whole number.
    case integer(Int)
    /// A fractional number.
    case number(Double)
    /// Text.
    case text(String)
    /// A date.
    case date(Date)
    /// An option of a picker, by its raw value.
    case choice(String)
    /// A colour, as sRGB channels and alpha.
    case color(RGBA)
    /// A value of an app's own type (`SettingsCustomValue`), edited by a control the app supplies.
    case custom(CustomSettingValue)
    /// The absent value of an optional setting.
    case none
}

/// A value of an app's own setting type, erased for forms and reviews; compared by the type's
/// own equality.
public struct CustomSettingValue: Hashable, Sendable {
    /// The value, of the app's own type.
    public let value: any SettingsCustomValue

    /// The erased `value`.
    public init<Value: SettingsCustomValue>(_ value: Value) {
        self.value = value
    }

    /// The value as `AnyHashable`, compared by its type's own equality.
    public var base: AnyHashable { AnyHashable(value) }

    public static func == (lhs: CustomSettingValue, rhs: CustomSettingValue) -> Bool { lhs.base == rhs.base }
    public func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }
}

/// How a setting is edited.
public enum SettingKind: Sendable, Hashable {
    /// On or off: a toggle.
    case toggle
    /// Whole numbers: a stepper.
    case stepper
    /// Fractional numbers: a slider when the setting has a range, else a number field.
    case slider
    /// Text: a text field (secure or multiline when the setting says so).
    case text
    /// A date: a date picker.
    case date
    /// One of a fixed set of options.
    case picker([SettingChoice])
    /// A colour: a colour well.
    case color
    /// A type of the app's own (`SettingsCustomValue`): the app supplies the control.
    case custom
}

/// One option of a picker.
public struct SettingChoice: Sendable, Hashable {
    /// The stored value (an enum's raw value, as text).
    public var value: String
    /// What people see.
    public var title: String

    /// An option storing `value`, shown as `title`.
    public init(value: String, title: String) {
        self.value = value
        self.title = title
    }
}

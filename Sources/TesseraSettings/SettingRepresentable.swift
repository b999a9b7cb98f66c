public import Foundation
public import TesseraCore

/// A type that can be a setting. The control a form shows comes from this conformance, never
/// from a type's name: Bool, integers, floating point, String, Date, `Optional` of these,
/// `SettingsEnum` enums and `SettingsDisplayable` types conform.
public protocol SettingRepresentable: Sendable, Equatable {
    /// How the setting is edited.
    static var settingKind: SettingKind { get }
    /// The value, erased for forms and reviews.
    var settingValue: SettingValue { get }
    /// The value for an erased one; `nil` when it does not fit.
    init?(settingValue: SettingValue)
    /// The value as people read it, formatted for `locale`.
    func settingDisplay(locale: Locale) -> String
}

extension Bool: SettingRepresentable {
    public static var settingKind: SettingKind { .toggle }
    public var settingValue: SettingValue { .bool(self) }
    public init?(settingValue: SettingValue) {
        guard case .bool(let flag) = settingValue else { return nil }
        self = flag
    }
    public func settingDisplay(locale: Locale) -> String { self ? "On" : "Off" }
}

/// Integers conform through this protocol; every standard integer type adopts it.
public protocol SettingInteger: SettingRepresentable, BinaryInteger {}

extension SettingInteger {
    public static var settingKind: SettingKind { .stepper }
    /// The value as an integer setting (clamped to `Int`).
    public var settingValue: SettingValue { .integer(Int(clamping: self)) }
    public init?(settingValue: SettingValue) {
        switch settingValue {
        case .integer(let value): self.init(exactly: value)
        case .number(let value): self.init(exactly: value)
        default: return nil
        }
    }
    public func settingDisplay(locale: Locale) -> String { Int(clamping: self).formatted(.number.locale(locale)) }
}

extension Int: SettingInteger {}
extension Int8: SettingInteger {}
extension Int16: SettingInteger {}
extension Int32: SettingInteger {}
extension Int64: SettingInteger {}
extension UInt: SettingInteger {}
extension UInt8: SettingInteger {}
extension UInt16: SettingInteger {}
extension UInt32: SettingInteger {}
extension UInt64: SettingInteger {}

/// Floating-point numbers conform through this protocol.
public protocol SettingNumber: SettingRepresentable, BinaryFloatingPoint {}

extension SettingNumber {
    public static var settingKind: SettingKind { .slider }
    /// The value as a number setting.
    public var settingValue: SettingValue { .number(Double(self)) }
    public init?(settingValue: SettingValue) {
        switch settingValue {
        case .number(let value): self.init(value)
        case .integer(let value): self.init(Double(value))
        default: return nil
        }
    }
    public func settingDisplay(locale: Locale) -> String { Double(self).formatted(.number.locale(locale)) }
}

extension Double: SettingNumber {}
extension Float: SettingNumber {}

extension String: SettingRepresentable {
    public static var settingKind: SettingKind { .text }
    public var settingValue: SettingValue { .text(self) }
    public init?(settingValue: SettingValue) {
        guard case .text(let text) = settingValue else { return nil }
        self = text
    }
    public func settingDisplay(locale: Locale) -> String { self }
}

extension Date: SettingRepresentable {
    public static var settingKind: SettingKind { .date }
    public var settingValue: SettingValue { .date(self) }
    public init?(settingValue: SettingValue) {
        guard case .date(let date) = settingValue else { return nil }
        self = date
    }
    public func settingDisplay(locale: Locale) -> String {
        formatted(Date.FormatStyle(date: .abbreviated, time: .shortened).locale(locale))
    }
}

extension RGBA: SettingRepresentable {
    public static var settingKind: SettingKind { .color }
    public var settingValue: SettingValue { .color(self) }
    public init?(settingValue: SettingValue) {
        guard case .color(let color) = settingValue else { return nil }
        self = color
    }
    public func settingDisplay(locale: Locale) -> String { hexString }
}

extension Optional: SettingRepresentable where Wrapped: SettingRepresentable {
    public static var settingKind: SettingKind { Wrapped.settingKind }
    public var settingValue: SettingValue { self?.settingValue ?? .none }
    public init?(settingValue: SettingValue) {
        if case .none = settingValue {
            self = nil
        } else if let wrapped = Wrapped(settingValue: settingValue) {
            self = wrapped
        } else {
            return nil
        }
    }
    public func settingDisplay(locale: Locale) -> String { self?.settingDisplay(locale: locale) ?? "None" }
}

/// Whether a setting type is optional (forms offer to clear it).
public protocol OptionalSetting {}
extension Optional: OptionalSetting {}

public import Foundation

/// An enumeration shown as a picker: `CaseIterable` with `String` or `Int` raw values.
///
/// Options are titled by humanising the case name (`weightedAverage` → "Weighted average")
/// unless the type provides `settingsTitle`.
public protocol SettingsEnum: SettingRepresentable, CaseIterable, RawRepresentable, Codable
where RawValue: LosslessStringConvertible & Sendable & Codable {
    /// What people see for this case.
    var settingsTitle: String { get }
}

extension SettingsEnum {
    public var settingsTitle: String { SettingsTitle.humanize(String(describing: self)) }
    public static var settingKind: SettingKind {
        .picker(allCases.map { SettingChoice(value: String(describing: $0.rawValue), title: $0.settingsTitle) })
    }
    /// The case as a picker's choice: its raw value.
    public var settingValue: SettingValue { .choice(String(describing: rawValue)) }
    public init?(settingValue: SettingValue) {
        guard case .choice(let text) = settingValue, let raw = RawValue(text) else { return nil }
        self.init(rawValue: raw)
    }
    public func settingDisplay(locale: Locale) -> String { settingsTitle }
}

/// A custom type shown as a picker of its variants (the seed system's protocol).
public protocol SettingsDisplayable: SettingRepresentable, Hashable {
    /// What people see for this value.
    var settingsTitle: String { get }
    /// Every value to choose from.
    static var settingsVariants: [Self] { get }
}

extension SettingsDisplayable {
    public static var settingKind: SettingKind {
        .picker(settingsVariants.map { SettingChoice(value: $0.settingsTitle, title: $0.settingsTitle) })
    }
    /// The value as a picker's choice: its title.
    public var settingValue: SettingValue { .choice(settingsTitle) }
    public init?(settingValue: SettingValue) {
        guard case .choice(let title) = settingValue,
            let match = Self.settingsVariants.first(where: { $0.settingsTitle == title })
        else {
            return nil
        }
        self = match
    }
    public func settingDisplay(locale: Locale) -> String { settingsTitle }
}

/// Turns identifiers into titles: `timePeriod` → "Time period", `URLScheme` → "URL scheme".
public enum SettingsTitle {
    /// The title for `identifier`: words split at capitals and digits, the first capitalised, acronyms kept.
    public static func humanize(_ identifier: String) -> String {
        var words: [String] = []
        var current = ""
        let characters = Array(identifier)
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "-" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let isUpper = character.isUppercase
            let previousIsLower = index > 0 && (characters[index - 1].isLowercase || characters[index - 1].isNumber)
            let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
            let previousIsUpper = index > 0 && characters[index - 1].isUppercase
            if isUpper, !current.isEmpty, previousIsLower || (previousIsUpper && nextIsLower) {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.enumerated().map { index, word in
            let isAcronym = word.count > 1 && word.allSatisfy { $0.isUppercase || $0.isNumber }
            if isAcronym { return word }
            return index == 0 ? word.prefix(1).uppercased() + word.dropFirst() : word.lowercased()
        }.joined(separator: " ")
    }
}

/// A setting of a type outside the built-in kinds — a list of strings, a struct of the app's
/// own. It is tracked, reviewed and undone like any setting; the form shows the control the app
/// supplies for it (`SettingsForm.control(for:_:)`), or its summary when there is none.
///
/// Arrays, sets and dictionaries of `SettingsElement` values — `String`, `Int`, `Int64`,
/// `Double`, `Bool`, `Date` and any `SettingsCustomValue` — conform already.
public protocol SettingsCustomValue: SettingRepresentable, Hashable, Codable {
    /// A one-line summary for reviews ("3 servers").
    func settingDisplay(locale: Locale) -> String
}

extension SettingsCustomValue {
    public static var settingKind: SettingKind { .custom }
    /// The value, erased.
    public var settingValue: SettingValue { .custom(CustomSettingValue(self)) }
    public init?(settingValue: SettingValue) {
        guard case .custom(let value) = settingValue, let typed = value.value as? Self else { return nil }
        self = typed
    }
    /// The value for reviews: its description.
    public func settingDisplay(locale: Locale) -> String { String(describing: self) }
}

/// A value that can sit in a list, set or dictionary setting. Strings, numbers, `Bool`, dates,
/// and every `SettingsCustomValue` are; an app's own codable, hashable types can be.
public protocol SettingsElement: Codable, Hashable, Sendable {}

extension String: SettingsElement {}
extension Int: SettingsElement {}
extension Int64: SettingsElement {}
extension Double: SettingsElement {}
extension Bool: SettingsElement {}
extension Date: SettingsElement {}

extension Array: SettingRepresentable, SettingsCustomValue where Element: SettingsElement {
    public func settingDisplay(locale: Locale) -> String {
        isEmpty ? "None" : map { "\($0)" }.formatted(.list(type: .and).locale(locale))
    }
}

extension Set: SettingRepresentable, SettingsCustomValue where Element: SettingsElement {
    public func settingDisplay(locale: Locale) -> String {
        isEmpty ? "None" : map { "\($0)" }.sorted().formatted(.list(type: .and).locale(locale))
    }
}

extension Dictionary: SettingRepresentable, SettingsCustomValue where Key: SettingsElement, Value: SettingsElement {
    public func settingDisplay(locale: Locale) -> String {
        isEmpty ? "None" : map { "\($0.key): \($0.value)" }.sorted().formatted(.list(type: .and).locale(locale))
    }
}

@_exported import TesseraSettings

/// Makes a struct a settings group: a schema of every stored property in declaration order
/// (nested `@Settings` structs become sections) and tolerant decoding — a missing key keeps its
/// default, an unknown key is reported and kept, a value of the wrong type resets that one setting.
///
/// ```swift
/// @Settings
/// struct BetaSettings {
///     var calculation = Calculation()
/// }
/// ```
@attached(extension, conformances: SettingsGroup, names: named(settingsSchema), named(init(from:)), arbitrary)
public macro Settings() = #externalMacro(module: "TesseraSettingsPlugin", type: "SettingsMacro")

/// Describes one setting: its title, footnote, allowed range and step, and whether changing it
/// needs a restart, hides what is typed, or takes several lines.
@attached(peer)
public macro Setting(
    title: String? = nil, footnote: String? = nil, range: ClosedRange<Double>? = nil, step: Double? = nil,
    requiresRestart: Bool = false, secure: Bool = false, multiline: Bool = false
) = #externalMacro(module: "TesseraSettingsPlugin", type: "SettingMarkerMacro")

/// Keeps a setting stored and saved, but out of generated forms (the seed's `skipSetting`).
@attached(peer)
public macro SettingHidden() = #externalMacro(module: "TesseraSettingsPlugin", type: "SettingMarkerMacro")

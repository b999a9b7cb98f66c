import Foundation
@_spi(TesseraTools) import TesseraCore

/// Reads `.tessera-lint.json` into a `LintConfiguration`, collecting a diagnostic (JSON path,
/// line, column, what was expected) for every mistake instead of stopping at the first.
struct ConfigurationReader {
    private(set) var configuration: LintConfiguration
    private(set) var diagnostics: [Diagnostic] = []

    init(root: String) { configuration = LintConfiguration(root: root) }

    /// Options each rule takes, by rule.
    static let options: [RuleID: [String]] = [
        .fixedFrame: ["largestSize"], .hardcodedSpacing: ["ignoredValues"],
        .hardcodedColor: ["systemColors", "largestDifference"],
    ]

    mutating func read(_ root: JSONNode) {
        guard let members = root.members else { return expected("an object", at: .root, root) }
        for member in members {
            let path = JSONPath.root.appending(member.key)
            switch member.key {
            case "$schema": continue
            case "theme":
                guard let theme = member.value.stringValue else {
                    expected("a path to a theme file", at: path, member.value)
                    continue
                }
                configuration.theme =
                    URL(fileURLWithPath: theme, relativeTo: URL(fileURLWithPath: configuration.root + "/"))
                    .standardizedFileURL.path
            case "exclude":
                guard let list = member.value.elements, let patterns = Optional(list.compactMap(\.stringValue)),
                    patterns.count == list.count
                else {
                    expected("an array of paths or globs", at: path, member.value)
                    continue
                }
                configuration.exclude = patterns
            case "rules":
                readRules(member.value, at: path)
            default:
                unknown(member, among: ["theme", "exclude", "rules"], at: path)
            }
        }
    }

    private mutating func readRules(_ node: JSONNode, at path: JSONPath) {
        guard let members = node.members else { return expected("an object of rule ids", at: path, node) }
        for member in members {
            let rulePath = path.appending(member.key)
            guard let rule = RuleID(rawValue: member.key) else {
                unknown(member, among: RuleID.allCases.map(\.rawValue), at: rulePath, noun: "rule")
                continue
            }
            if case .bool(let on) = member.value.value {
                configuration.settings.severities[rule] = on ? rule.description.defaultSeverity : nil
                continue
            }
            guard let settings = member.value.members else {
                expected(
                    "true, false or an object with enabled, severity and the rule's options", at: rulePath, member.value
                )
                continue
            }
            var enabled = true
            var severity = rule.description.defaultSeverity
            for setting in settings {
                let settingPath = rulePath.appending(setting.key)
                switch setting.key {
                case "enabled":
                    guard case .bool(let on) = setting.value.value else {
                        expected("true or false", at: settingPath, setting.value)
                        continue
                    }
                    enabled = on
                case "severity":
                    guard let text = setting.value.stringValue, let value = LintSeverity(rawValue: text) else {
                        expected("\"warning\" or \"error\"", at: settingPath, setting.value)
                        continue
                    }
                    severity = value
                default:
                    readOption(setting, of: rule, at: settingPath)
                }
            }
            configuration.settings.severities[rule] = enabled ? severity : nil
        }
    }

    private mutating func readOption(_ option: JSONNode.Member, of rule: RuleID, at path: JSONPath) {
        switch (rule, option.key) {
        case (.fixedFrame, "largestSize"):
            guard let number = option.value.numberValue, number > 0 else {
                return expected("a size in points above 0", at: path, option.value)
            }
            configuration.settings.largestFixedFrame = number
        case (.hardcodedSpacing, "ignoredValues"):
            guard let list = option.value.elements, let numbers = Optional(list.compactMap(\.numberValue)),
                numbers.count == list.count
            else {
                return expected("an array of numbers", at: path, option.value)
            }
            configuration.settings.ignoredSpacing = Set(numbers).union([0])
        case (.hardcodedColor, "systemColors"):
            guard case .bool(let on) = option.value.value else {
                return expected("true or false", at: path, option.value)
            }
            configuration.settings.systemColors = on
        case (.hardcodedColor, "largestDifference"):
            guard let number = option.value.numberValue, number >= 0 else {
                return expected("a colour difference (ΔE_OK × 100) of 0 or more", at: path, option.value)
            }
            configuration.settings.largestColorDifference = number
        default:
            unknown(
                option, among: ["enabled", "severity"] + (Self.options[rule] ?? []), at: path,
                noun: "option of \(rule.rawValue)")
        }
    }

    private mutating func expected(_ what: String, at path: JSONPath, _ node: JSONNode) {
        diagnostics.append(
            .error(.typeMismatch, "expected \(what), found \(node.kindDescription)", at: path, location: node.location))
    }

    private mutating func unknown(
        _ member: JSONNode.Member, among known: [String], at path: JSONPath, noun: String = "key"
    ) {
        let hint =
            Suggestion.closest(to: member.key, in: known).map { "; did you mean `\($0)`?" }
            ?? "; known: \(known.joined(separator: ", "))"
        diagnostics.append(
            .error(.unknownKey, "unknown \(noun) '\(member.key)'\(hint)", at: path, location: member.keyLocation))
    }
}

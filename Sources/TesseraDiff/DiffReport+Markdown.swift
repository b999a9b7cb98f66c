import Foundation
import TesseraCore

extension DiffReport {
    /// A pull-request comment: a summary table, the regressions, then every change folded in
    /// `<details>`. Colours are inline code (`` `#3B57D6` ``), which code hosts draw as swatches.
    public static func markdown(_ diff: ThemeDiff, old: String, new: String) -> String {
        var lines = ["### Theme change: `\(old)` → `\(new)`", ""]
        guard !diff.isEmpty else {
            return (lines + ["No changes: both resolve identically in every mode."]).joined(separator: "\n") + "\n"
        }
        let regressions = diff.regressions
        lines += [
            "| | Count |",
            "| --- | ---: |",
            "| Roles changed | \(diff.roles(.changed).count) |",
            "| Roles added | \(diff.roles(.added).count) |",
            "| Roles removed | \(diff.roles(.removed).count) |",
            "| Roles renamed | \(diff.renames.count) |",
            "| Accessibility checks changed | \(diff.audit.count) |",
            "| **Regressions** | **\(regressions.count)** |",
        ]
        if !regressions.isEmpty {
            lines += ["", "#### Regressions", "", "| Check | Before | After |", "| --- | --- | --- |"]
            for change in regressions {
                lines.append("| \(cell(change.title)) | \(cell(result(change.old))) | \(cell(result(change.new))) |")
            }
        }
        let changed = diff.roles(.changed)
        if !changed.isEmpty {
            lines += [
                "", "<details><summary>Changed roles (\(changed.count))</summary>", "",
                "| Role | Where | Property | Before | After |", "| --- | --- | --- | --- | --- |",
            ]
            for role in changed {
                for value in merged(role.values) {
                    lines.append(
                        "| \(cell(role.role.description)) | \(cell(value.place)) | \(cell(value.property)) | \(code(value.old)) | \(code(value.new)) |"
                    )
                }
            }
            lines += ["", "</details>"]
        }
        let added = diff.roles(.added)
        let removed = diff.roles(.removed)
        if !added.isEmpty || !removed.isEmpty || !diff.renames.isEmpty {
            lines += [
                "",
                "<details><summary>Added, removed and renamed roles (\(added.count + removed.count + diff.renames.count))</summary>",
                "",
            ]
            for role in added {
                lines.append("- added \(cell(role.role.description))\(swatches(role.values.compactMap(\.new)))")
            }
            for role in removed {
                lines.append("- removed \(cell(role.role.description))\(swatches(role.values.compactMap(\.old)))")
            }
            for rename in diff.renames {
                lines.append("- renamed \(rename.kind.rawValue) `\(rename.from)` → `\(rename.to)`")
            }
            lines += ["", "</details>"]
        }
        let others = diff.audit.filter { !$0.isRegression }
        if !others.isEmpty {
            lines += [
                "", "<details><summary>Other accessibility changes (\(others.count))</summary>", "",
                "| | Check | Before | After |", "| --- | --- | --- | --- |",
            ]
            for change in ordered(others) {
                lines.append(
                    "| \(status(change)) | \(cell(change.title)) | \(cell(result(change.old))) | \(cell(result(change.new))) |"
                )
            }
            lines += ["", "</details>"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A value as inline code, so a colour shows as a swatch; `—` when there is none.
    static func code(_ value: String?) -> String {
        guard let value else { return "—" }
        return "`\(value.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|"))`"
    }

    /// Table cell text with `|` escaped.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    /// `: `#FF0000` `#00FF00`` for a colour role's values, else nothing.
    static func swatches(_ values: [String]) -> String {
        let colors = values.filter { $0.hasPrefix("#") }
        var seen = Set<String>()
        let distinct = colors.filter { seen.insert($0).inserted }
        return distinct.isEmpty ? "" : ": " + distinct.map { code($0) }.joined(separator: " ")
    }
}

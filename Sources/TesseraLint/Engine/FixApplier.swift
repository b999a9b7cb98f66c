import Foundation

/// Applies findings' fixes to their files in place: only the replaced bytes change, so
/// formatting, comments and everything else stay as they were.
public enum FixApplier {
    /// Applies every fix in `findings` and returns the findings whose fix was written. Edits
    /// that overlap an earlier one in the same file are skipped (a second run applies them).
    public static func apply(_ findings: [LintFinding]) throws -> [LintFinding] {
        try apply(findings, file: \.file, edit: \.fix)
    }

    /// Writes the new name of every renamed role's use (`tessera lint --fix --renames`) and
    /// returns the uses written.
    public static func apply(_ uses: [RoleUse]) throws -> [RoleUse] {
        try apply(uses, file: \.file, edit: \.edit)
    }

    /// Applies each item's edit to its file, from the end of the file backwards, skipping edits
    /// that overlap one already made or whose text is no longer there; returns the items written.
    static func apply<Item>(_ items: [Item], file: (Item) -> String, edit: (Item) -> TextEdit?) throws -> [Item] {
        var applied: [Item] = []
        let byFile = Dictionary(grouping: items.filter { edit($0) != nil }, by: file)
        for path in byFile.keys.sorted() {
            guard let edits = byFile[path] else { continue }
            var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            var lowestStart = Int.max
            var written: [Item] = []
            for item in edits.sorted(by: { (edit($0)?.start ?? 0) > (edit($1)?.start ?? 0) }) {
                guard let change = edit(item), change.end <= lowestStart, change.end <= bytes.count,
                    String(decoding: bytes[change.start..<change.end], as: UTF8.self) == change.original
                else { continue }
                bytes.replaceSubrange(change.start..<change.end, with: Array(change.replacement.utf8))
                lowestStart = change.start
                written.append(item)
            }
            guard !written.isEmpty else { continue }
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
            applied += written.reversed()
        }
        return applied
    }
}

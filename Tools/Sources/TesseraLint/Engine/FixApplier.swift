import Foundation

/// Applies findings' fixes to their files in place: only the replaced bytes change, so
/// formatting, comments and everything else stay as they were.
public enum FixApplier {
    /// Applies every fix in `findings` and returns the findings whose fix was written. Edits
    /// that overlap an earlier one in the same file are skipped (a second run applies them).
    public static func apply(_ findings: [LintFinding]) throws -> [LintFinding] {
        var applied: [LintFinding] = []
        let byFile = Dictionary(grouping: findings.filter { $0.fix != nil }, by: \.file)
        for file in byFile.keys.sorted() {
            guard let fixes = byFile[file] else { continue }
            var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
            var lowestStart = Int.max
            var written: [LintFinding] = []
            for finding in fixes.sorted(by: { ($0.fix?.start ?? 0) > ($1.fix?.start ?? 0) }) {
                guard let edit = finding.fix, edit.end <= lowestStart, edit.end <= bytes.count,
                    String(decoding: bytes[edit.start..<edit.end], as: UTF8.self) == edit.original
                else { continue }
                bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
                lowestStart = edit.start
                written.append(finding)
            }
            guard !written.isEmpty else { continue }
            try Data(bytes).write(to: URL(fileURLWithPath: file), options: .atomic)
            applied += written.reversed()
        }
        return applied
    }
}

import Foundation

/// `// tessera-lint:…` comments in a file: which rules are off on which lines.
///
/// - `// tessera-lint:disable-next-line RULE…` — the next line.
/// - `// tessera-lint:disable-line RULE…` — its own line (a trailing comment).
/// - `// tessera-lint:disable RULE…` … `// tessera-lint:enable RULE…` — a region; without an
///   `enable`, to the end of the file.
///
/// Rules are separated by spaces or commas; `all` stands for every rule.
struct Suppressions {
    private var lines: [Int: Set<String>] = [:]
    private var regions: [(rule: String, from: Int, to: Int)] = []

    static let marker = "tessera-lint:"

    init(source: String) {
        guard source.contains(Self.marker) else { return }
        var open: [String: Int] = [:]
        var number = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            guard let comment = line.range(of: "//"),
                let marker = line.range(of: Self.marker, range: comment.upperBound..<line.endIndex)
            else { continue }
            let words = line[marker.upperBound...].split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r" }.map(
                String.init)
            guard let command = words.first else { continue }
            let rules = words.dropFirst().isEmpty ? ["all"] : Array(words.dropFirst())
            switch command {
            case "disable-next-line": lines[number + 1, default: []].formUnion(rules)
            case "disable-line": lines[number, default: []].formUnion(rules)
            case "disable": for rule in rules where open[rule] == nil { open[rule] = number }
            case "enable":
                for rule in rules {
                    if let start = open.removeValue(forKey: rule) { regions.append((rule, start, number)) }
                }
            default: continue
            }
        }
        for (rule, start) in open { regions.append((rule, start, Int.max)) }
    }

    func isSuppressed(_ finding: LintFinding) -> Bool {
        if let rules = lines[finding.line], rules.contains("all") || rules.contains(finding.rule.rawValue) {
            return true
        }
        return regions.contains {
            ($0.rule == "all" || $0.rule == finding.rule.rawValue) && $0.from <= finding.line && finding.line <= $0.to
        }
    }
}

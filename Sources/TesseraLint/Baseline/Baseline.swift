public import Foundation
@_spi(TesseraTools) import TesseraCore

/// Findings a project has accepted for now, so they don't fail CI while new ones do.
///
/// Entries are keyed by file (relative to the baseline's folder), rule and the trimmed text of
/// the line — not its number — so a baselined line that moves stays baselined, and a second
/// copy of it is new. The file is sorted JSON, stable under re-recording:
///
/// ```json
/// { "schemaVersion": 1, "findings": [
///   { "file": "Sources/App/Card.swift", "rule": "hardcoded-spacing", "line": ".padding(16)", "count": 1 } ] }
/// ```
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var file: String
        public var rule: String
        public var line: String

        public static func < (a: Entry, b: Entry) -> Bool { (a.file, a.rule, a.line) < (b.file, b.rule, b.line) }
    }

    /// How many findings each entry accepts.
    public private(set) var counts: [Entry: Int] = [:]
    /// The folder entry paths are relative to.
    public var folder: String

    /// A baseline accepting exactly `findings`.
    public init(findings: [LintFinding], folder: String) {
        self.folder = folder
        for finding in findings { counts[entry(for: finding), default: 0] += 1 }
    }

    /// Reads a baseline; a malformed one is an error with its JSON path, line and column.
    public static func load(contentsOf url: URL) throws(LintConfigurationError) -> Baseline {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw LintConfigurationError(
                [.error(.invalidValue, "cannot read the baseline: \(error.localizedDescription)")], file: url.path)
        }
        var baseline = Baseline(findings: [], folder: url.deletingLastPathComponent().path)
        var problems: [Diagnostic] = []
        do {
            let root = try JSONNode(parsing: data)
            guard let list = root["findings"]?.elements else {
                throw LintConfigurationError(
                    [.error(.missingValue, "expected an object with \"findings\": [ … ]", location: root.location)],
                    file: url.path)
            }
            for (index, item) in list.enumerated() {
                let path = JSONPath.root.appending("findings").appending(index: index)
                guard let file = item["file"]?.stringValue, let rule = item["rule"]?.stringValue,
                    let line = item["line"]?.stringValue
                else {
                    problems.append(
                        .error(
                            .missingValue, "expected \"file\", \"rule\" and \"line\" strings", at: path,
                            location: item.location))
                    continue
                }
                let count = item["count"]?.numberValue.map { Int($0) } ?? 1
                baseline.counts[Entry(file: file, rule: rule, line: line), default: 0] += max(count, 1)
            }
        } catch let error as LintConfigurationError {
            throw error
        } catch let error as Diagnostic {
            throw LintConfigurationError([error], file: url.path)
        } catch {
            throw LintConfigurationError([.error(.syntax, "\(error)")], file: url.path)
        }
        guard problems.isEmpty else { throw LintConfigurationError(problems, file: url.path) }
        return baseline
    }

    /// The baseline as its file holds it.
    public var data: Data {
        let items = counts.keys.sorted().map { entry -> JSONNode in
            .object([
                "file": .string(entry.file), "rule": .string(entry.rule), "line": .string(entry.line),
                "count": .number(Double(counts[entry] ?? 1)),
            ])
        }
        return JSONNode.object(["schemaVersion": .number(1), "findings": JSONNode(.array(items))]).data(pretty: true)
    }

    /// Splits findings into those the baseline does not accept and how many it accepted.
    public func filter(_ findings: [LintFinding]) -> (new: [LintFinding], baselined: Int) {
        var remaining = counts
        var new: [LintFinding] = []
        var baselined = 0
        for finding in findings {
            let key = entry(for: finding)
            if let left = remaining[key], left > 0 {
                remaining[key] = left - 1
                baselined += 1
            } else {
                new.append(finding)
            }
        }
        return (new, baselined)
    }

    private func entry(for finding: LintFinding) -> Entry {
        Entry(
            file: RepositoryPath.relative(finding.file, to: folder), rule: finding.rule.rawValue, line: finding.lineText
        )
    }
}

/// Paths relative to a folder, with `/` separators, as baselines and SARIF store them.
public enum RepositoryPath {
    /// `path` relative to `folder` when it lies inside it, else `path` made absolute.
    public static func relative(_ path: String, to folder: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// The enclosing git repository's root, else `folder` itself.
    public static func root(containing folder: String) -> String {
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent(".git").path) { return url.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return URL(fileURLWithPath: folder).standardizedFileURL.path }
            url = parent
        }
    }
}

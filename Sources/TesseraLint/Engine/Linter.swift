public import Foundation
import TesseraCore
import TesseraSync

/// Lints Swift files against a theme: the rules enabled in `settings`, suggestions from
/// `vocabulary`, suppression comments honoured. Files are parsed in parallel, one per core.
///
/// ```swift
/// let linter = Linter(vocabulary: ThemeVocabulary(theme: theme))
/// let result = linter.lint(paths: ["Sources"])
/// for finding in result.findings { print(finding.file, finding.line, finding.message) }
/// ```
public struct Linter: Sendable {
    public var settings: LintSettings
    public var vocabulary: ThemeVocabulary
    /// Files and folders (relative to `root`) skipped when linting folders.
    public var exclusions: [String]
    /// The folder exclusions are relative to.
    public var root: String

    public init(
        settings: LintSettings = LintSettings(), vocabulary: ThemeVocabulary = .standard, exclusions: [String] = [],
        root: String = FileManager.default.currentDirectoryPath
    ) {
        self.settings = settings
        self.vocabulary = vocabulary
        self.exclusions = exclusions
        self.root = root
    }

    /// The findings in one file's text, in source order, suppressed ones left out.
    public func lint(source: String, path: String) -> [LintFinding] {
        let scan = FileScan(path: path, source: source, settings: settings, vocabulary: vocabulary)
        scan.run(settings.enabledRules)
        let suppressions = Suppressions(source: source)
        return scan.findings.filter { !suppressions.isSuppressed($0) }.sorted(by: Self.sourceOrder)
    }

    /// Lints every Swift file at or under `paths`, in parallel.
    public func lint(paths: [String]) -> LintResult {
        let (files, missing) = SourceFiles.collect(paths, excluded: ExclusionList(exclusions, root: root))
        // One result per file, written from the threads that lint them.
        let slots = LockedValue<[Result<[LintFinding], LintProblem>?]>(Array(repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let path = files[index]
            let outcome: Result<[LintFinding], LintProblem> =
                if let data = FileManager.default.contents(atPath: path) {
                    .success(lint(source: String(decoding: data, as: UTF8.self), path: path))
                } else {
                    .failure("cannot be read")
                }
            slots.withLock { $0[index] = outcome }
        }
        var result = LintResult(fileCount: files.count)
        result.problems = missing.map { ($0, "no such file or folder") }
        for (index, outcome) in slots.withLock({ $0 }).enumerated() {
            switch outcome {
            case .success(let findings): result.findings += findings
            case .failure(let problem): result.problems.append((files[index], problem.message))
            case nil: result.problems.append((files[index], "was not linted"))
            }
        }
        return result
    }

    static func sourceOrder(_ a: LintFinding, _ b: LintFinding) -> Bool {
        (a.file, a.line, a.column, a.rule) < (b.file, b.line, b.column, b.rule)
    }
}

/// What linting a set of paths found.
public struct LintResult: Sendable {
    public var findings: [LintFinding] = []
    /// Paths that could not be linted, with why.
    public var problems: [(path: String, problem: String)] = []
    /// How many Swift files were linted.
    public var fileCount: Int
}

struct LintProblem: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

extension Result where Failure == LintProblem {
    static func failure(_ message: String) -> Result { .failure(LintProblem(message)) }
}

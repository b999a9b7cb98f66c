import SwiftParser
import SwiftSyntax

/// One file being linted: its tree, where each node is, the settings and vocabulary rules
/// consult, and the findings so far.
final class FileScan {
    let path: String
    let settings: LintSettings
    let vocabulary: ThemeVocabulary
    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter
    private let lines: [Substring]
    private(set) var findings: [LintFinding] = []

    /// How many `GeometryReader` closures enclose the node being visited.
    var geometryReaderDepth = 0

    init(path: String, source: String, settings: LintSettings, vocabulary: ThemeVocabulary) {
        self.path = path
        self.settings = settings
        self.vocabulary = vocabulary
        tree = Parser.parse(source: source)
        converter = SourceLocationConverter(fileName: path, tree: tree)
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Reports `rule` at the first character of `node` (its leading trivia skipped).
    func report(
        _ rule: RuleID, at node: some SyntaxProtocol, _ message: String, suggestion: String? = nil,
        fix replacement: String? = nil, replacing replaced: (any SyntaxProtocol)? = nil
    ) {
        guard let severity = settings.severity(of: rule) else { return }
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        let line = location.line - 1 < lines.count ? lines[location.line - 1] : ""
        let utf16Column = String(decoding: line.utf8.prefix(location.column - 1), as: UTF8.self).utf16.count + 1
        var edit: TextEdit?
        if let replacement {
            let target: any SyntaxProtocol = replaced ?? node
            edit = TextEdit(
                start: target.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: target.endPositionBeforeTrailingTrivia.utf8Offset,
                original: target.trimmedDescription, replacement: replacement)
        }
        findings.append(
            LintFinding(
                file: path, line: location.line, column: location.column, rule: rule, severity: severity,
                message: message, suggestion: suggestion, lineText: line.trimmingWhitespace, fix: edit,
                utf16Column: utf16Column))
    }

    /// Walks the tree once, giving each enabled rule every node it looks at.
    func run(_ rules: [any Rule]) {
        let visitor = RuleVisitor(rules: rules, scan: self)
        visitor.walk(tree)
    }
}

private final class RuleVisitor: SyntaxVisitor {
    let rules: [any Rule]
    unowned let scan: FileScan

    init(rules: [any Rule], scan: FileScan) {
        self.rules = rules
        self.scan = scan
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        for rule in rules { rule.visit(node, in: scan) }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        for rule in rules { rule.visitPost(node, in: scan) }
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        for rule in rules { rule.visit(node, in: scan) }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        for rule in rules { rule.visit(node, in: scan) }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        for rule in rules { rule.visit(node, in: scan) }
        return .visitChildren
    }
}

extension Substring {
    var trimmingWhitespace: String {
        let start = firstIndex { $0 != " " && $0 != "\t" && $0 != "\r" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" && $0 != "\r" }.map { index(after: $0) } ?? start
        return String(self[start..<Swift.max(start, end)])
    }
}

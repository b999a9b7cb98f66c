import Foundation
import SwiftParser
import SwiftSyntax
import TesseraCore

/// Finds the uses of removed and renamed roles in Swift files through their syntax trees (not
/// text search): members named like the role, a custom role's name in a `custom("…")` call,
/// and generated members' declarations. A member of another type with the same name cannot be
/// told apart without type information; roles' names are the theme's own, so such clashes are rare.
public enum RoleUseFinder {
    /// Every use in the Swift files at or under `paths`, sorted by file, line and column; paths
    /// that do not exist are returned in `missing`.
    public static func find(_ changes: RoleChanges, in paths: [String]) -> (uses: [RoleUse], missing: [String]) {
        let collected = SourceFiles.collect(
            paths, excluded: ExclusionList([], root: FileManager.default.currentDirectoryPath))
        var uses: [RoleUse] = []
        for file in collected.files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            uses += find(changes, inSource: String(decoding: data, as: UTF8.self), file: file)
        }
        return (uses.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }, collected.missing)
    }

    /// The uses in one file's source.
    public static func find(_ changes: RoleChanges, inSource source: String, file: String) -> [RoleUse] {
        guard !changes.isEmpty else { return [] }
        let tree = Parser.parse(source: source)
        let visitor = UseVisitor(
            changes: changes, file: file, converter: SourceLocationConverter(fileName: file, tree: tree))
        visitor.walk(tree)
        return visitor.uses
    }
}

private final class UseVisitor: SyntaxVisitor {
    let changes: RoleChanges
    let file: String
    let converter: SourceLocationConverter
    var uses: [RoleUse] = []

    init(changes: RoleChanges, file: String, converter: SourceLocationConverter) {
        self.changes = changes
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        record(node.declName.baseName, text: node.declName.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if callee == "custom", let literal = node.arguments.first?.expression.as(StringLiteralExprSyntax.self),
            literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        {
            record(segment.content, text: segment.content.text)
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        // `static let promoBanner = ColorRole.custom("promoBanner")`: the member's declaration.
        if let identifier = node.pattern.as(IdentifierPatternSyntax.self),
            let call = node.initializer?.value.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "custom"
        {
            record(identifier.identifier, text: identifier.identifier.text)
        }
        return .visitChildren
    }

    private func record(_ token: TokenSyntax, text: String) {
        let replacement = changes.renamed[text]
        guard replacement != nil || changes.removed.contains(text) else { return }
        let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
        let edit = replacement.map {
            TextEdit(
                start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: token.endPositionBeforeTrailingTrivia.utf8Offset,
                original: token.trimmedDescription, replacement: $0)
        }
        uses.append(
            RoleUse(
                file: file, line: location.line, column: location.column, kind: changes.kinds[text] ?? "role",
                role: text, replacement: replacement, edit: edit))
    }
}

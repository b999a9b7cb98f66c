import SwiftParser
import SwiftSyntax

/// Finds uses of declared symbols newer than the deployment floor and checks each sits inside
/// `if #available` (or a declaration marked `@available`) for the versions it needs, and, for
/// symbols only new SDKs have, inside `#if compiler(>=6.2)`.
final class UseChecker: SyntaxVisitor {
    private let declarations: [String: [Declaration]]
    private let file: String
    private let converter: SourceLocationConverter
    private(set) var problems: [String] = []
    private(set) var guardedUses = 0

    init(declarations: [Declaration], file: String, tree: SourceFileSyntax) {
        self.declarations = Dictionary(grouping: declarations, by: \.name)
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        check(node.declName.baseName.text, call: call(of: Syntax(node)), at: Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(MemberAccessExprSyntax.self) != true {
            check(node.baseName.text, call: call(of: Syntax(node)), at: Syntax(node))
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        check(node.name.text, call: nil, at: Syntax(node))
        return .visitChildren
    }

    /// The call `node` is the callee of, if any.
    private func call(of node: Syntax) -> FunctionCallExprSyntax? {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id else {
            return nil
        }
        return call
    }

    private func check(_ name: String, call: FunctionCallExprSyntax?, at node: Syntax) {
        guard var candidates = declarations[name], !candidates.isEmpty else { return }
        if let call {
            let labels = call.arguments.map { $0.label?.text }
            let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
            let matching = candidates.filter { declaration in
                guard let declared = declaration.labels else { return true }
                return Self.accepts(declared, labels: labels, trailingClosures: trailing)
            }
            if !matching.isEmpty { candidates = matching }
        }
        // The least a use needs is what the oldest matching declaration needs.
        var required = Availability()
        for platform in Platform.allCases {
            let versions = candidates.map {
                $0.availability.unavailable.contains(platform)
                    ? nil : ($0.availability.introduced[platform] ?? platform.floor)
            }
            if let oldest = versions.compactMap({ $0 }).min() { required.introduced[platform] = oldest }
            if versions.allSatisfy({ $0 == nil }) { required.unavailable.insert(platform) }
        }
        let needed = required.aboveFloor
        let visionOSLacksIt = required.unavailable.contains(.visionOS)
        guard !needed.isEmpty || visionOSLacksIt else { return }
        let (guards, sdkGuarded, excludesVisionOS) = context(of: node)
        let location = node.startLocation(converter: converter)
        let place = "\(file):\(location.line):\(location.column)"
        let versions = needed.map { "\($0.0.rawValue) \($0.1)" }.joined(separator: ", ")
        let missing = needed.filter { platform, version in (guards.introduced[platform] ?? platform.floor) < version }
        if !missing.isEmpty {
            problems.append(
                "\(place): error: '\(name)' needs \(versions) but is used outside `if #available(\(versions), *)` (declared at \(candidates[0].location))"
            )
        }
        if required.needsNewSDK, !sdkGuarded {
            problems.append(
                "\(place): error: '\(name)' exists only in SDKs of Swift 6.2 compilers; put its use inside `#if compiler(>=6.2)` so Xcode 16 still builds"
            )
        }
        if visionOSLacksIt, !excludesVisionOS {
            problems.append(
                "\(place): error: '\(name)' is unavailable on visionOS; put its use inside `#if !os(visionOS)`")
        }
        if missing.isEmpty, !required.needsNewSDK || sdkGuarded, !visionOSLacksIt || excludesVisionOS {
            guardedUses += 1
        }
    }

    /// Whether a call with these labels can call a function with `declared` parameter labels:
    /// each argument label must match a parameter in order; parameters may be skipped (defaults)
    /// and trailing closures fill parameters after the last labelled argument.
    static func accepts(_ declared: [String?], labels: [String?], trailingClosures: Int) -> Bool {
        var index = 0
        for label in labels {
            while index < declared.count, declared[index] != label { index += 1 }
            guard index < declared.count else { return false }
            index += 1
        }
        return declared.count - index >= trailingClosures
    }

    /// The availability guaranteed where `node` is (enclosing `if #available` bodies and
    /// `@available` declarations), whether it is inside `#if compiler(>=6.2)`, and whether it is
    /// left out of visionOS builds (`#if !os(visionOS)`).
    private func context(of node: Syntax) -> (Availability, Bool, Bool) {
        var result = Availability()
        var sdkGuarded = false
        var excludesVisionOS = false
        var child = node
        var current = node.parent
        while let parent = current {
            if let ifExpr = parent.as(IfExprSyntax.self), ifExpr.body.id == child.id {
                for condition in ifExpr.conditions {
                    if case .availability(let check) = condition.condition {
                        result = result.merged(with: availability(of: check.availabilityArguments))
                    }
                }
            }
            if let clause = parent.as(IfConfigClauseSyntax.self), let condition = clause.condition {
                let terms = Self.conjuncts(condition.trimmedDescription)
                if terms.contains(where: Self.requiresNewCompiler) { sdkGuarded = true }
                if terms.contains("!os(visionOS)") { excludesVisionOS = true }
            }
            if let declaration = parent.asProtocol(WithAttributesSyntax.self) {
                result = result.merged(with: availability(of: declaration.attributes))
            }
            child = parent
            current = parent.parent
        }
        return (result, sdkGuarded, excludesVisionOS)
    }

    /// The terms of an `#if` condition joined by `&&`, without spaces.
    static func conjuncts(_ condition: String) -> [String] {
        condition.filter { !$0.isWhitespace }.components(separatedBy: "&&")
    }

    /// Whether an `#if` condition is `compiler(>=X.Y)` with X.Y at least 6.2.
    static func requiresNewCompiler(_ condition: String) -> Bool {
        let compact = condition.filter { !$0.isWhitespace }
        guard compact.hasPrefix("compiler(>="), compact.hasSuffix(")") else { return false }
        let text = compact.dropFirst("compiler(>=".count).dropLast()
        guard let version = Version(parsing: String(text)) else { return false }
        return version >= Version(6, 2)
    }
}

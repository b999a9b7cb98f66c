import SwiftSyntax

/// A check run while a file's syntax tree is walked once: each rule looks at the nodes it cares
/// about and reports through the scan. Rules hold no state of their own; what they need to
/// remember while walking (how deep in `GeometryReader`s the walk is) lives in the scan.
protocol Rule: Sendable {
    var description: RuleDescription { get }
    func visit(_ call: FunctionCallExprSyntax, in scan: FileScan)
    func visitPost(_ call: FunctionCallExprSyntax, in scan: FileScan)
    func visit(_ access: MemberAccessExprSyntax, in scan: FileScan)
    func visit(_ macro: MacroExpansionExprSyntax, in scan: FileScan)
    func visit(_ sequence: SequenceExprSyntax, in scan: FileScan)
}

extension Rule {
    var id: RuleID { description.id }
    func visit(_ call: FunctionCallExprSyntax, in scan: FileScan) {}
    func visitPost(_ call: FunctionCallExprSyntax, in scan: FileScan) {}
    func visit(_ access: MemberAccessExprSyntax, in scan: FileScan) {}
    func visit(_ macro: MacroExpansionExprSyntax, in scan: FileScan) {}
    func visit(_ sequence: SequenceExprSyntax, in scan: FileScan) {}
}

/// Every rule, in the order the README lists them.
enum RuleCatalog {
    static let all: [any Rule] = [
        HardcodedColorRule(), HardcodedFontRule(), HardcodedSpacingRule(), FixedFrameRule(), DeviceCheckRule(),
        NestedGeometryReaderRule(), GeometryReaderLayoutRule(), IconButtonLabelRule(), ShadowedRoleRule(),
    ]

    static func rule(for id: RuleID) -> any Rule {
        guard let rule = all.first(where: { $0.id == id }) else {
            preconditionFailure("every RuleID has a rule in RuleCatalog.all")
        }
        return rule
    }
}

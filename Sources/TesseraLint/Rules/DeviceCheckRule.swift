import SwiftSyntax

/// `device-check`: layout decided by the device or the screen rather than the space given.
struct DeviceCheckRule: Rule {
    let description = RuleDescription(
        id: .deviceCheck,
        rationale:
            "Layout that asks which device it runs on, or how big the screen is, breaks in Split View, Slide Over, Stage Manager and on the next device.",
        help:
            "Read the size classes (`@Environment(\\.horizontalSizeClass)`), let `ViewThatFits` or `AdaptiveStack` choose, and size with `containerRelativeFrame`.",
        defaultSeverity: .error,
        options: [],
        triggeringExamples: [
            "if ↓UIDevice.current.userInterfaceIdiom == .pad { wide() }",
            "let width = ↓UIScreen.main.bounds.width",
            "let idiom = ↓UIDevice.current",
        ],
        nonTriggeringExamples: [
            "@Environment(\\.horizontalSizeClass) private var sizeClass",
            "let id = UIDevice.current.identifierForVendor",
            "let version = UIDevice.current.systemVersion",
            "let scale = window.screen.scale",
        ])

    /// Members of `UIDevice.current` that say nothing about layout.
    static let notLayout: Set = [
        "identifierForVendor", "systemVersion", "systemName", "name", "batteryLevel", "batteryState",
        "isBatteryMonitoringEnabled", "proximityState", "isProximityMonitoringEnabled", "playInputClick",
        "isMultitaskingSupported",
    ]

    func visit(_ access: MemberAccessExprSyntax, in scan: FileScan) {
        guard let base = access.base?.as(DeclReferenceExprSyntax.self) else { return }
        let type = base.baseName.text
        let member = access.declName.baseName.text
        if type == "UIDevice", member == "current" {
            if let next = access.parent?.as(MemberAccessExprSyntax.self),
                Self.notLayout.contains(next.declName.baseName.text)
            {
                return
            }
            scan.report(
                .deviceCheck, at: access,
                "`UIDevice.current` decides layout by device; use size classes (`@Environment(\\.horizontalSizeClass)`) or `ViewThatFits`"
            )
        } else if type == "UIScreen", member == "main" {
            scan.report(
                .deviceCheck, at: access,
                "`UIScreen.main` measures the screen, not the space this view has; use size classes, `containerRelativeFrame` or `ViewThatFits`"
            )
        }
    }
}

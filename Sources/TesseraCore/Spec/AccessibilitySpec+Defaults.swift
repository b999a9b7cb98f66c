extension AccessibilitySpec {
    /// The pairings and non-text rules every theme is audited with.
    package static let defaults = AccessibilitySpec(
        pairings: [
            PairingSpec(
                text: ["textPrimary", "textSecondary", "textTertiary"],
                on: ["background", "surfaceBase", "surfaceSecondary"]),
            PairingSpec(text: ["textOnOverlay", "textOnOverlaySecondary"], on: ["surfaceOverlay"]),
            PairingSpec(text: ["textOnScrim", "textOnScrimSecondary"], on: ["scrim"]),
            PairingSpec(text: ["textOnAccent"], on: ["accent"]),
            PairingSpec(text: ["textOnDestructive"], on: ["destructive"]),
        ],
        nonText: [
            "focusRing": NonTextSpec(usage: .essential, on: ["background", "surfaceBase"]),
            "controlBorder": NonTextSpec(usage: .essential, on: ["background", "surfaceBase"]),
            "accent": NonTextSpec(usage: .essential, on: ["background", "surfaceBase"]),
            "destructive": NonTextSpec(usage: .essential, on: ["background", "surfaceBase"]),
            "separator": NonTextSpec(usage: .decorative),
            "borderSubtle": NonTextSpec(usage: .decorative),
        ])
}

import Foundation
@_spi(TesseraTools) public import TesseraCore
import TesseraGallery

/// The Studio's mode matrix: every colour role with its value in all four colour modes side by
/// side — Light, Dark, Light increased contrast, Dark increased contrast — as one JSON tree.
///
/// Each cell holds what the theme writes for that mode (`written`: a hex or reference string, or
/// a colour object, as in the file; the value it follows when the mode is not written), the
/// colour it resolves to (`hex`), where it was written (``ValueOrigins/colorOrigin(role:mode:)``)
/// and, when the audit checks the role in a contrast pair in that mode, the worst of them
/// (`contrast`: what it is drawn on, the ratio, the minimum and whether it passes —
/// `AccessibilityAudit.contrast(in:)`, the checks `tessera audit` makes), and whether "Reset to
/// inherited" applies (`resettable`: ``ValueOrigins/inheritedColor(role:mode:)``). Nothing is resolved
/// or measured here that the core does not compute.
public enum ModeMatrix {
    /// The four modes in the order the matrix shows them, by the key a theme file writes each under.
    public static var modes: [ColorMode] { PageModes.order }

    /// `{"modes": [{"id", "key", "label", "short"}…] (``PageModes``), "roles": [{"name", "cells": [{"written", "text", "hex", "origin",
    /// "inherited", "follows", "resettable", "contrast"}…]}…]}`; a cell's `text` is its written value as its field shows it
    /// (`ColorValue.typedText`; the resolved hex where the mode is not written).
    public static func payload(for theme: CompiledTheme, origins: ValueOrigins?) -> StudioPayload.Matrix {
        let perMode = modes.map { mode -> (resolved: ResolvedTheme, worst: [String: AuditFinding]) in
            var context = ThemeContext()
            context.appearance = mode.appearance
            context.contrast = mode.contrast
            let resolved = theme.resolved(for: context)
            var worst: [String: AuditFinding] = [:]
            for finding in AccessibilityAudit.contrast(in: resolved) where finding.against != nil {
                if let kept = worst[finding.role], margin(kept) <= margin(finding) { continue }
                worst[finding.role] = finding
            }
            return (resolved, worst)
        }
        let roles = theme.colorRoles.map { role -> StudioPayload.Matrix.Role in
            let cells = modes.indices.map { index -> StudioPayload.Matrix.Cell in
                let mode = modes[index]
                let origin = origins?.colorOrigin(role: role.name, mode: mode)
                let written = theme.catalogue.written(role, in: mode)
                let hex = perMode[index].resolved.color(role).hexString
                return StudioPayload.Matrix.Cell(
                    written: (try? written?.jsonTree()), text: written?.typedText ?? hex,
                    hex: hex,
                    origin: origin?.label,
                    inherited: origin?.isInherited ?? false,
                    follows: origin?.follows,
                    resettable: origins?.inheritedColor(role: role.name, mode: mode) != nil,
                    contrast: perMode[index].worst[role.name].map(contrast))
            }
            return StudioPayload.Matrix.Role(name: role.name, cells: cells)
        }
        return StudioPayload.Matrix(modes: PageModes.all, roles: roles)
    }

    /// How far a finding is above its threshold, as a ratio (below 1 when it fails).
    static func margin(_ finding: AuditFinding) -> Double { finding.value / max(finding.threshold, 1) }

    static func contrast(_ finding: AuditFinding) -> StudioPayload.Matrix.Contrast {
        StudioPayload.Matrix.Contrast(
            against: finding.against,
            // The core's one way of printing a ratio, as the audit panel and the CLI print it.
            ratio: AccessibilityAudit.format(finding.value), minimum: AccessibilityAudit.format(finding.threshold),
            passed: finding.passed)
    }
}

extension ValueOrigins {
    /// Where `role`'s value in `mode` was written: the layer that wrote that mode's key; for a
    /// mode the file chain leaves unwritten, the layer that wrote the key it follows (increased
    /// contrast follows standard, dark follows light) and that key as `follows`; for a role
    /// written as one value, the layer that wrote it.
    public func colorOrigin(role: String, mode: ColorMode) -> (label: String, isInherited: Bool, follows: String?) {
        let keys = mode.writtenKeys
        for (offset, key) in keys.enumerated() {
            let path = ["colors", role, key]
            guard let origin = origins.origin(of: JSONPath(path.map(JSONPath.Component.key))) else { continue }
            return (label(at: path), origin.isInherited, offset == 0 ? nil : key)
        }
        let path = JSONPath([.key("colors"), .key(role)])
        let origin = origins.origin(of: path) ?? origins.nearestOrigin(of: path)
        return (label(at: ["colors", role]), origin?.isInherited ?? true, nil)
    }

    /// What the `extends` chain writes for `role` in `mode` — the value "Reset to inherited" sets —
    /// when the theme's own file writes that mode's key and the chain writes the same key for the
    /// role (as the base's text has it: a hex, a reference or a colour object). `nil` where the
    /// value is already inherited, the file extends nothing, or the chain leaves that key
    /// unwritten (there is no inherited value to reset to). A save then leaves the key out of the
    /// file, as it leaves out every value equal to its base's.
    public func inheritedColor(role: String, mode: ColorMode) -> JSONNode? {
        let path = JSONPath([.key("colors"), .key(role), .key(mode.key)])
        guard let own = origins.origin(of: path), !own.isInherited else { return nil }
        return baseColors[role]?[mode.key]
    }
}

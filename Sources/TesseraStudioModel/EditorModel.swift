import Foundation
public import TesseraCore
import TesseraGallery

/// What the Studio's value editors show beside the resolved values: each editable value as the
/// draft writes it — a reference stays a reference (`{radii.large}`), a literal stays the
/// number or name it is — and the choices a value can take (the core's own enums and the
/// theme's named radii), so the page offers exactly what the core accepts and writes what the
/// person chose. The page never derives a value: it shows these and sends edits through
/// ``StudioSession/edit(_:to:)``.
///
/// The editors (`editors` in the Studio's gallery, ``ValueEditors``):
/// - `typography`: each text role as written (`textStyle`, `size`, `weight`, `design`,
///   `family`, `lineHeight`, `lineSpacing`, `letterSpacing`, …; absent keys are the text
///   style's own),
/// - `shadows`, `motion`: each elevation level and animation as written; `motion` also holds the
///   press animations the theme does not write, as the core defines them, named in
///   `builtInMotion` (an edit of one writes its whole entry),
/// - `shadowColors`: each shadow's colour as its field shows it (`ColorValue.typedText`), where it writes one,
/// - `surfaces`: each surface role's `radius` as written (`"{radii.large}"`, a number, or null),
///   its `background` as written (`solid`, `material`, `glass`, `tint`, `tintOpacity`, …) and the
///   whole background a switch to each other kind writes (`switches`, `BackgroundSwitch`),
/// - `buttons`, `buttonForms`: each button role as written (`form`, `shape` — `"capsule"`, a
///   `{radii.NAME}` reference or points —, `fill`, `labelColor` and `label` by role name,
///   `padding` with `{spacing.NAME}` references, `minHeight`, `animation`, …) and the forms' sizes,
/// - `gaps`, `grid`: `layout.gaps` and `layout.grid` as written (`{spacing.NAME}` or points),
/// - `uses`: where each radius and spacing step, shadow and animation is used (`TokenUses`),
/// - `palette`: set by the session (``PaletteModel``),
/// - `choices`: `weights`, `designs`, `curves`, `materials`, `buttonForms` and `sizes` (the
///   Dynamic Type sizes a text role's `minimumSize` and `maximumSize` clamp to) — the spec's
///   cases, in its order —, `curveTimings` (the timing a switch to each curve kind starts from,
///   ``curveTimings(_:)``), `radii` and `spacing` (`{"name", "reference": "{radii.NAME}", "points"}`
///   for each step of the scale), and the names a value can take by role: `colorRoles`,
///   `textRoles` and `animations`.
public enum EditorModel {
    /// The editors for the draft `spec` (merged over its bases) and its compile `theme`.
    public static func editors(for spec: ThemeSpec, theme: CompiledTheme) -> ValueEditors {
        // The press animations every theme has are shown as the core defines them, so that
        // editing one writes the whole entry that overrides it (`builtInMotion` names them).
        // Only the groups shown are encoded: a theme's many colour roles cost nothing here.
        var shown = ThemeSpec(
            typography: spec.typography, layout: spec.layout, shadows: spec.shadows, motion: spec.motion,
            buttons: spec.buttons, buttonForms: spec.buttonForms, surfaces: spec.surfaces)
        let builtIn = PressAnimation.allCases.filter { spec.motion[$0.name] == nil }
        for press in builtIn { shown.motion[press.name] = press.animation }
        let written = (try? ThemeFile.tree(for: shown)) ?? .object([:])
        let switches = BackgroundSwitch.switches(for: spec.surfaces)
        let surfaces = spec.surfaces.keys.sorted().map { role in
            (
                role,
                SurfaceEditor(
                    radius: written["surfaces"]?[role]?["radius"] ?? .null,
                    background: written["surfaces"]?[role]?["background"] ?? .null,
                    switches: switches[role] ?? OrderedMembers([]))
            )
        }
        let empty = JSONNode.object([:])
        return ValueEditors(
            typography: written["typography"] ?? empty, shadows: written["shadows"] ?? empty,
            shadowColors: OrderedMembers(
                spec.shadows.keys.sorted().compactMap { name in spec.shadows[name]?.color.map { (name, $0.typedText) } }
            ),
            motion: written["motion"] ?? empty, builtInMotion: builtIn.map(\.name), surfaces: OrderedMembers(surfaces),
            buttons: written["buttons"] ?? empty, buttonForms: written["buttonForms"] ?? empty,
            gaps: written["layout"]?["gaps"] ?? empty, grid: written["layout"]?["grid"] ?? empty,
            uses: TokenUses.table(for: spec, theme: theme),
            choices: EditorChoices(
                weights: names(FontWeight.allCases), designs: names(FontDesign.allCases),
                curves: names(AnimationCurveKind.allCases), curveTimings: curveTimings(shown.motion),
                radii: steps(theme.catalogue.radii, in: .radii), spacing: steps(theme.catalogue.spacing, in: .spacing),
                materials: names(Material.allCases), buttonForms: names(ButtonForm.allCases),
                sizes: names(DynamicTypeSize.allCases), colorRoles: theme.colorRoles.map(\.name),
                textRoles: theme.textRoles.map(\.name),
                animations: (theme.catalogue.motion
                    + PressAnimation.allCases.map(\.name).filter { !theme.catalogue.motion.contains($0) }).sorted()))
    }

    /// For each curve kind, the timing a switch to it starts from, taken from the theme's own
    /// animations (the first by name of that kind; for an easing curve without one, the first
    /// easing curve's duration). A kind the theme has no timing for is left out.
    static func curveTimings(_ motion: [String: AnimationSpec]) -> OrderedMembers<CurveTiming> {
        let curves = motion.keys.sorted().compactMap { motion[$0]?.animation }
        let easing: Set<AnimationCurveKind> = [.linear, .easeIn, .easeOut, .easeInOut]
        var members: [(name: String, value: CurveTiming)] = []
        for kind in AnimationCurveKind.allCases {
            switch kind {
            case .none:
                members.append((kind.rawValue, CurveTiming()))
            case .spring:
                guard let spring = curves.first(where: { $0.curve == .spring && $0.response != nil }),
                    let response = spring.response
                else { continue }
                members.append((kind.rawValue, CurveTiming(response: response, damping: spring.damping)))
            default:
                let same = curves.first { $0.curve == kind && $0.duration != nil }
                guard
                    let duration = (same ?? curves.first { easing.contains($0.curve) && $0.duration != nil })?.duration
                else { continue }
                members.append((kind.rawValue, CurveTiming(duration: duration)))
            }
        }
        return OrderedMembers(members)
    }

    /// Each step of a scale, in the catalogue's order.
    private static func steps(_ scale: [TokenCatalogue.Step], in group: TokenReference.Group) -> [EditorChoices.Step] {
        scale.map { step in
            EditorChoices.Step(
                name: step.name, reference: TokenReference(group: group, name: step.name).description,
                points: step.points)
        }
    }

    private static func names<Case: SpecEnum>(_ cases: [Case]) -> [String] {
        cases.map(\.rawValue)
    }
}

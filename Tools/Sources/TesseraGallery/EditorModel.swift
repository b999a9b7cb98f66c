import Foundation
@_spi(TesseraTools) import TesseraCore

/// What the Studio's value editors show beside the resolved values: each editable value as the
/// draft writes it — a reference stays a reference (`{radii.large}`), a literal stays the
/// number or name it is — and the choices a value can take (the core's own enums and the
/// theme's named radii), so the page offers exactly what the core accepts and writes what the
/// person chose. The page never derives a value: it shows these and sends edits through
/// ``StudioSession/edit(_:to:)``.
///
/// The tree (`editors` in the Studio's gallery):
/// - `typography`: each text role as written (`textStyle`, `size`, `weight`, `design`,
///   `family`, `lineHeight`, `lineSpacing`, `letterSpacing`, …; absent keys are the text
///   style's own),
/// - `shadows`, `motion`: each elevation level and animation as written; `motion` also holds the
///   press animations the theme does not write, as the core defines them, named in
///   `builtInMotion` (an edit of one writes its whole entry),
/// - `shadowColors`: each shadow's colour as its field shows it (`ColorValue.typedText`), where it writes one,
/// - `surfaces`: each surface role's `radius` as written (`"{radii.large}"`, a number, or null),
/// - `choices`: `weights`, `designs`, `curves` (the spec's cases, in its order), `curveTimings`
///   (the timing a switch to each curve kind starts from, ``curveTimings(_:)``) and `radii`
///   (`{"name", "reference": "{radii.NAME}", "points"}` for each named radius).
public enum EditorModel {
    /// The editors' tree for the draft `spec` (merged over its bases) and its compile `theme`.
    public static func tree(for spec: ThemeSpec, theme: CompiledTheme) -> JSONNode {
        // The press animations every theme has are shown as the core defines them, so that
        // editing one writes the whole entry that overrides it (`builtInMotion` names them).
        // Only the groups shown are encoded: a theme's many colour roles cost nothing here.
        var shown = ThemeSpec(typography: spec.typography, shadows: spec.shadows, motion: spec.motion, surfaces: spec.surfaces)
        let builtIn = PressAnimation.allCases.filter { spec.motion[$0.name] == nil }
        for press in builtIn { shown.motion[press.name] = press.animation }
        let written = (try? ThemeFile.tree(for: shown)) ?? .object([:])
        let surfaces = spec.surfaces.keys.sorted().map { role in
            JSONNode.Member(key: role, value: .object(["radius": written["surfaces"]?[role]?["radius"] ?? .null]))
        }
        let radii = theme.catalogue.radii.map { step in
            JSONNode.object([
                "name": .string(step.name), "reference": .string(TokenReference(group: .radii, name: step.name).description), "points": .number(step.points),
            ])
        }
        return .object([
            "typography": written["typography"] ?? .object([:]),
            "shadows": written["shadows"] ?? .object([:]),
            "shadowColors": JSONNode(.object(spec.shadows.keys.sorted().compactMap { name in
                spec.shadows[name]?.color.map { .init(key: name, value: .string($0.typedText)) }
            })),
            "motion": written["motion"] ?? .object([:]),
            "builtInMotion": JSONNode(.array(builtIn.map { .string($0.name) })),
            "surfaces": JSONNode(.object(surfaces)),
            "choices": .object([
                "weights": names(FontWeight.allCases), "designs": names(FontDesign.allCases),
                "curves": names(AnimationCurveKind.allCases), "curveTimings": curveTimings(shown.motion), "radii": JSONNode(.array(radii)),
            ]),
        ])
    }

    /// For each curve kind, the timing a switch to it starts from, taken from the theme's own
    /// animations (the first by name of that kind; for an easing curve without one, the first
    /// easing curve's duration): `{"response", "damping"}` for a spring, `{"duration"}` for an
    /// easing curve, `{}` for none. A kind the theme has no timing for is left out.
    static func curveTimings(_ motion: [String: AnimationSpec]) -> JSONNode {
        let curves = motion.keys.sorted().compactMap { motion[$0]?.animation }
        let easing: Set<AnimationCurveKind> = [.linear, .easeIn, .easeOut, .easeInOut]
        var members: [JSONNode.Member] = []
        for kind in AnimationCurveKind.allCases {
            switch kind {
            case .none:
                members.append(.init(key: kind.rawValue, value: .object([:])))
            case .spring:
                guard let spring = curves.first(where: { $0.curve == .spring && $0.response != nil }), let response = spring.response else { continue }
                var timing: [JSONNode.Member] = [.init(key: "response", value: .number(response))]
                if let damping = spring.damping { timing.append(.init(key: "damping", value: .number(damping))) }
                members.append(.init(key: kind.rawValue, value: JSONNode(.object(timing))))
            default:
                let same = curves.first { $0.curve == kind && $0.duration != nil }
                guard let duration = (same ?? curves.first { easing.contains($0.curve) && $0.duration != nil })?.duration else { continue }
                members.append(.init(key: kind.rawValue, value: .object(["duration": .number(duration)])))
            }
        }
        return JSONNode(.object(members))
    }

    private static func names<Case: SpecEnum>(_ cases: [Case]) -> JSONNode {
        JSONNode(.array(cases.map { .string($0.rawValue) }))
    }
}

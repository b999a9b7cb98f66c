/// Press animations every theme can reference by name — a button's `"animation": "squish"` —
/// without defining them in its `motion` group. A theme's own motion entry of the same name wins.
///
/// Each springs on press and release; with Reduce Motion on each becomes a 0.1 s ease-out.
public enum PressAnimation: String, CaseIterable, Sendable, Hashable {
    /// A quick, nearly invisible response: a 0.12 s ease-out.
    case subtlePress
    /// A firm, slightly damped spring that reads as the button giving way.
    case squish
    /// A lively spring that settles with one small overshoot.
    case pop
    /// A loose spring with visible bounce.
    case bouncy
    /// A spring that overshoots past the resting size on release before settling.
    case springBack

    /// The name a theme references it by.
    public var name: String { rawValue }

    /// Its timing and its Reduce Motion substitute.
    package var animation: AnimationSpec {
        let reduced = AnimationCurve(curve: .easeOut, duration: 0.1)
        return switch self {
        case .subtlePress:
            AnimationSpec(AnimationCurve(curve: .easeOut, duration: 0.12), reduceMotion: AnimationCurve.none)
        case .squish:
            AnimationSpec(AnimationCurve(curve: .spring, response: 0.25, damping: 0.65), reduceMotion: reduced)
        case .pop: AnimationSpec(AnimationCurve(curve: .spring, response: 0.3, damping: 0.5), reduceMotion: reduced)
        case .bouncy:
            AnimationSpec(AnimationCurve(curve: .spring, response: 0.45, damping: 0.45), reduceMotion: reduced)
        case .springBack:
            AnimationSpec(AnimationCurve(curve: .spring, response: 0.35, damping: 0.38), reduceMotion: reduced)
        }
    }
}

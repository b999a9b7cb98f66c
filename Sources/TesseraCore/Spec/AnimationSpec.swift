/// A named animation and what replaces it when Reduce Motion is on.
///
/// Written flat: `{"curve": "spring", "response": 0.3, "damping": 0.7, "reduceMotion": {"curve": "none"}}`.
/// Without `reduceMotion` the substitute is no animation at all.
package struct AnimationSpec: Sendable, Hashable, Codable {
    /// The animation itself, written flat in the motion entry (`curve`, `duration`, `response`, `damping`, `blend`).
    package var animation: AnimationCurve
    /// What plays instead when Reduce Motion is on (`reduceMotion`); `nil` is no animation at all.
    package var reduceMotion: AnimationCurve?

    /// A motion entry animating with `animation`, and `reduceMotion` in its place under Reduce Motion.
    package init(_ animation: AnimationCurve, reduceMotion: AnimationCurve? = nil) {
        self.animation = animation
        self.reduceMotion = reduceMotion
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case reduceMotion
    }

    package init(from decoder: any Decoder) throws {
        animation = try AnimationCurve(from: decoder)
        reduceMotion = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(
            AnimationCurve.self, forKey: .reduceMotion)
    }

    package func encode(to encoder: any Encoder) throws {
        try animation.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(reduceMotion, forKey: .reduceMotion)
    }
}

/// A timing curve: a spring (response, damping fraction, blend duration) or an easing curve
/// with a duration, in seconds.
public struct AnimationCurve: Sendable, Hashable, Codable {
    /// The kind of curve.
    public var curve: AnimationCurveKind
    /// The duration of an easing curve, in seconds.
    public var duration: Double?
    /// A spring's response, in seconds: how quickly it reaches its target.
    public var response: Double?
    /// A spring's damping fraction: 1 settles without bouncing, lower values bounce.
    public var damping: Double?
    /// A spring's blend duration, in seconds, when it takes over from another animation.
    public var blend: Double?

    /// A curve of kind `curve`; give `duration` for easing curves, `response` and `damping` for springs.
    public init(
        curve: AnimationCurveKind, duration: Double? = nil, response: Double? = nil, damping: Double? = nil,
        blend: Double? = nil
    ) {
        self.curve = curve
        self.duration = duration
        self.response = response
        self.damping = damping
        self.blend = blend
    }

    /// No animation: changes apply at once.
    public static let none = AnimationCurve(curve: .none)

    enum CodingKeys: String, CodingKey, CaseIterable {
        case curve, duration, response, damping, blend
    }
}

/// A timing curve for an animation.
public enum AnimationCurveKind: String, SpecEnum {
    /// No animation: changes apply at once.
    case none
    /// Constant speed.
    case linear
    /// Starts slowly, ends at speed.
    case easeIn
    /// Starts at speed, ends slowly.
    case easeOut
    /// Starts and ends slowly.
    case easeInOut
    /// A spring described by response, damping fraction and blend duration.
    case spring
}

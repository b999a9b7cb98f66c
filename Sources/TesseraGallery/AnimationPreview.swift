/// What the page draws for one animation (``MotionPreview``): its CSS timing, a one-line
/// summary, how long the preview plays and its progress sampled over that time.
public struct AnimationPreview: Encodable, Sendable, Equatable {
    /// The CSS timing function (`cubic-bezier(0.42, 0, 0.58, 1)`).
    public var easing: String
    /// The CSS duration (`250ms`).
    public var cssDuration: String
    /// `Ease in and out: 0.25 s`.
    public var summary: String
    /// How long the preview plays, in seconds.
    public var duration: Double
    /// The progress from 0 to 1 at ``MotionPreview/steps`` + 1 evenly spaced times.
    public var samples: [Double]
}

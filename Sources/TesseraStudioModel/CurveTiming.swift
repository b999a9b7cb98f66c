/// The timing a switch to a curve kind starts from (``EditorModel/curveTimings(_:)``):
/// `{"response", "damping"}` for a spring, `{"duration"}` for an easing curve, `{}` for none.
public struct CurveTiming: Encodable, Sendable, Equatable {
    public var response: Double?
    public var damping: Double?
    public var duration: Double?
}

/// A Liquid Glass variant a surface is drawn with (`{"glass": "regular"}`).
public enum GlassVariant: String, SpecEnum {
    /// The standard glass.
    case regular
    /// A clearer glass, for content over media.
    case clear
}

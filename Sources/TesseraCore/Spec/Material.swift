/// A system blur material, thinnest to thickest.
public enum Material: String, SpecEnum {
    /// The most translucent material.
    case ultraThin
    /// A thin material.
    case thin
    /// The standard material.
    case regular
    /// A thick material.
    case thick
    /// The most opaque material.
    case ultraThick
    /// The material of bars (toolbars, tab bars).
    case bar
}

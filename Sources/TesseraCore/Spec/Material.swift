/// A system blur material, thinnest to thickest.
public enum Material: String, SpecEnum {
    case ultraThin, thin, regular, thick, ultraThick, bar
}

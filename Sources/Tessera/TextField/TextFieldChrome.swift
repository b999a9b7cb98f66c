/// What a themed text field draws around its text.
public enum TextFieldChrome: String, Sendable, Hashable, CaseIterable {
    /// Nothing: the text alone, for fields inside a surface or a form row that already frames them.
    case plain
    /// A filled, rounded field with a border (the theme's `medium` radius, `surfaceBase` fill,
    /// `controlBorder` border), padded with the control inset.
    case rounded
    /// A line under the text in the `controlBorder` colour, padded with the control inset.
    case underlined
}

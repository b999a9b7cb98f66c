public import TesseraCore
public import TesseraGallery

/// `editors` in the Studio's gallery (``EditorModel``): each editable value as the draft writes
/// it — the groups of the theme file as they are (`typography`, `shadows`, `motion`, `buttons`,
/// `buttonForms`, `gaps`, `grid`: JSON as the file holds it) —, where tokens are used, the
/// choices a value can take and the palette editor (``PaletteModel``), which the session adds.
public struct ValueEditors: Encodable, Sendable, Equatable {
    public var typography: JSONNode
    public var shadows: JSONNode
    /// Each shadow's colour as its field shows it, where it writes one.
    public var shadowColors: OrderedMembers<String>
    public var motion: JSONNode
    /// The press animations the theme does not write, shown as the core defines them.
    public var builtInMotion: [String]
    public var surfaces: OrderedMembers<SurfaceEditor>
    public var buttons: JSONNode
    public var buttonForms: JSONNode
    public var gaps: JSONNode
    public var grid: JSONNode
    public var uses: TokenUseTable
    public var choices: EditorChoices
    /// The palette editor; absent until the session sets it.
    public var palette: PaletteEditor?
}

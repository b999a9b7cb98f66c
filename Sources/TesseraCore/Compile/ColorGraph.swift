/// What compiling kept of the colour walk: for every colour role in every mode and every
/// palette entry (each a *frame*, numbered as `ColorResolver` numbers them), the value written
/// there, the frame its reference led to and the colour it resolved to.
///
/// Tools read a colour's chain of references from here (`CompiledTheme.colorChain(of:in:)`)
/// rather than following references through the specification themselves.
package struct ColorGraph: Sendable {
    /// How frames are numbered.
    let frames: ColorFrames
    /// Role numbers by name.
    let roleNumbers: [String: Int]
    /// Palette entries' dotted paths, sorted.
    let paletteNames: [String]
    let paletteNumbers: [String: Int]
    /// The value written for each frame.
    let written: [ColorValue]
    /// The frame each frame's reference leads to; -1 at a literal.
    let links: [Int32]
    /// The colour each frame resolved to.
    let colors: [RGBA]

    /// The frame `reference` names in `mode`: a role's value in that mode, or a palette entry
    /// (which has one value in every mode); `nil` when it names neither.
    func frame(of reference: TokenReference, in mode: ColorMode) -> Int? {
        if let name = reference.name(in: .colors), let number = roleNumbers[name] { return frames.role(number, mode) }
        if let path = reference.name(in: .palette), let number = paletteNumbers[path] { return frames.palette(number) }
        return nil
    }

    /// The chain from `start` to the literal it ends at. A compiled theme has no cycles; the walk
    /// still stops after visiting every frame once, so a graph can never loop it.
    func chain(from start: Int) -> ColorChain {
        var references: [TokenReference] = []
        var frame = start
        while links[frame] >= 0, references.count < links.count, case .reference(let reference) = written[frame] {
            references.append(reference)
            frame = Int(links[frame])
        }
        return ColorChain(references: references, literal: written[frame], color: colors[frame])
    }
}

/// How a colour role's value in one mode, or a palette entry, was written and resolved: the
/// references followed (`{colors.accent}` → `{palette.indigo.600}`), the literal they end at,
/// and the colour compiling made of it.
package struct ColorChain: Sendable, Hashable {
    /// The references followed, in order, starting with the one written for the role or entry
    /// itself; empty when a literal is written there.
    package var references: [TokenReference]
    /// The literal the chain ends at, as written: a hex string or a colour object.
    package var literal: ColorValue
    /// The sRGB colour compiled from `literal` (an out-of-gamut colour is gamut-mapped).
    package var color: RGBA
}

extension CompiledTheme {
    /// The chain compiling walked for `reference` — `{colors.ROLE}` in `mode`, or
    /// `{palette.PATH}` (a palette entry has one value in every mode; one that refers to a role
    /// takes the role's light value) — ending at the literal and the colour it resolved to.
    /// `nil` when the reference names no role or palette entry of this theme.
    package func colorChain(of reference: TokenReference, in mode: ColorMode) -> ColorChain? {
        colorGraph.frame(of: reference, in: mode).map(colorGraph.chain(from:))
    }

    /// The dotted paths of every palette entry (`blue.600`), sorted.
    package var paletteEntries: [String] { colorGraph.paletteNames }

    /// The palette entry at dotted `path` as compiled; `nil` when the theme has no such entry.
    package func paletteColor(_ path: String) -> RGBA? {
        colorChain(of: TokenReference(group: .palette, name: path), in: ColorMode(.light))?.color
    }
}

/// How the colour walk numbers the places a colour is written: every colour role in each of the
/// four modes, then every palette entry. One number per place keeps remembering results and
/// detecting cycles to array reads; this type is the one place that knows the layout.
struct ColorFrames: Sendable, Hashable {
    /// What a frame stands for.
    enum Place: Hashable {
        /// Colour role number `role` (in name order) in `mode`.
        case role(Int, ColorMode)
        /// Palette entry number `entry` (in path order); it has one value in every mode.
        case palette(Int)
    }

    /// How many colour roles and palette entries there are.
    let roles: Int
    let paletteEntries: Int

    private static let modes = ColorMode.allCases

    /// How many frames there are: every array indexed by frame has this many elements.
    var count: Int { roles * Self.modes.count + paletteEntries }

    /// The frame of role number `role` in `mode`.
    func role(_ role: Int, _ mode: ColorMode) -> Int {
        assert(role < roles && Self.modes[mode.index] == mode, "no role \(role) in \(mode)")
        return role * Self.modes.count + mode.index
    }

    /// The frame of palette entry number `entry`.
    func palette(_ entry: Int) -> Int {
        assert(entry < paletteEntries, "no palette entry \(entry)")
        return roles * Self.modes.count + entry
    }

    /// What `frame` stands for.
    func place(of frame: Int) -> Place {
        assert(frame >= 0 && frame < count, "no frame \(frame)")
        let roleFrames = roles * Self.modes.count
        guard frame < roleFrames else { return .palette(frame - roleFrames) }
        return .role(frame / Self.modes.count, Self.modes[frame % Self.modes.count])
    }
}

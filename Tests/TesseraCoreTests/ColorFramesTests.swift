import Testing

@testable import TesseraCore

/// The colour walk's numbering: every role in every mode and every palette entry has its own
/// frame, frames run from 0 to `count` without gaps, and each frame says what it stands for.
@Suite("Colour frames")
struct ColorFramesTests {
    @Test(
        "each place has one frame and each frame names its place",
        arguments: [(0, 0), (1, 0), (0, 3), (25, 140), (3, 1)])
    func roundTrip(roles: Int, entries: Int) {
        let frames = ColorFrames(roles: roles, paletteEntries: entries)
        var seen: [ColorFrames.Place] = []
        for role in 0..<roles {
            for mode in ColorMode.allCases {
                let frame = frames.role(role, mode)
                #expect(frames.place(of: frame) == .role(role, mode))
                seen.append(.role(role, mode))
            }
        }
        for entry in 0..<entries {
            #expect(frames.place(of: frames.palette(entry)) == .palette(entry))
            seen.append(.palette(entry))
        }
        #expect(seen.count == frames.count && Set(seen).count == frames.count)
        #expect(Set((0..<frames.count).map(frames.place(of:))).count == frames.count)
    }
}

import Foundation
import TesseraCore
import TesseraTestSupport
import Testing

@testable import TesseraDiff

/// 500 seeded random edits to presets — value changes, renames, removals, additions, reference
/// retargets — each checked against an expectation computed without the diff: both themes read
/// role by role through the core's resolution (`ExpectedChanges`) and audited.
struct RandomEditTests {
    /// 500 trials in ten runs of 50 (run in parallel), each from its own seed.
    @Test("the diff reports exactly the changed roles, the changed audit results and every rename", arguments: 0..<10)
    func randomEdits(run: Int) throws {
        var random = SeededGenerator(seed: 23 + UInt64(run))
        var renames = 0
        var edited = 0
        for index in 0..<50 {
            let trial = run * 50 + index
            var overlay = EditedTheme(random: &random)
            let old = try overlay.compiled()
            let rename = overlay.edit(random: &random)
            let new = try overlay.compiled()
            let diff = ThemeDiff(old: old, new: new)
            let expected = ExpectedChanges(old: old, new: new, rename: rename)
            let label = "trial \(trial): \(overlay.lastEdit)"
            #expect(Set(diff.roles(.changed).map(\.role)) == expected.changed, "\(label)")
            #expect(Set(diff.roles(.added).map(\.role)) == expected.added, "\(label)")
            #expect(Set(diff.roles(.removed).map(\.role)) == expected.removed, "\(label)")
            #expect(diff.renames == rename.map { [$0] } ?? [], "\(label)")
            #expect(Set(diff.audit.map { ExpectedChanges.key($0.finding) }) == expected.audit, "\(label)")
            #expect(diff.roles.allSatisfy { $0.change != .changed || !$0.values.isEmpty }, "\(label)")
            if rename != nil { renames += 1 }
            if !diff.isEmpty { edited += 1 }
        }
        // The edits are varied enough to mean something.
        #expect(renames > 3)
        #expect(edited > 40)
    }
}

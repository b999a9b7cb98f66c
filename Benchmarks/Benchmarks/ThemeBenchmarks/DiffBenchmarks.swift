import Benchmark
import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraDiff
import TesseraTokens

/// A theme of `roles` custom colour roles, each aliasing palette entries in all four modes, over
/// a palette of `palette` colours. `edited` changes 100 palette colours, retargets 50 roles,
/// renames 50, removes 20 and adds 20: a large but realistic change.
private func largeTheme(palette: Int, roles: Int, edited: Bool) -> JSONNode {
    var entries: [JSONNode.Member] = []
    for index in 0..<palette {
        let changed = edited && index % 20 == 0
        let hex = String(format: "#%06X", (index * 4099 + (changed ? 77 : 0)) % 0xFFFFFF)
        entries.append(.init(key: "c\(index)", value: .string(hex)))
    }
    var colors: [JSONNode.Member] = []
    for index in 0..<roles {
        if edited, index % 70 == 1 { continue }
        let name = edited && index % 28 == 0 ? "renamed\(index)" : "role\(index)"
        let shift = edited && index % 28 == 14 ? 1 : 0
        let alias = { (offset: Int) in JSONNode.string("{palette.big.c\((index * 7 + offset + shift) % palette)}") }
        colors.append(
            .init(
                key: name,
                value: .object([
                    "light": alias(0), "dark": alias(1), "increasedContrastLight": alias(2),
                    "increasedContrastDark": alias(3),
                    "fallback": .string("accent"),
                ])))
    }
    if edited {
        for index in 0..<20 {
            colors.append(
                .init(
                    key: "added\(index)",
                    value: .object(["light": .string("{palette.big.c\(index)}"), "fallback": .string("accent")])))
        }
    }
    return .object([
        "specVersion": .string("1.0"), "id": .string("large"), "extends": .string("default"),
        "palette": .object(["big": JSONNode(.object(entries))]),
        "colors": JSONNode(.object(colors)),
    ])
}

/// The theme exported to DTCG (a resolver and its token files, aliases kept) in a new folder;
/// returns the resolver's path and the number of tokens written.
private func exportedTokens(_ tree: JSONNode, name: String) -> (String, Int) {
    guard let theme = ThemeLoader().load(tree: tree).theme else {
        preconditionFailure("the generated theme does not compile")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tessera-diff-benchmark-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
    guard let files = try? DTCGExport.files(for: theme), let written = try? DTCGExport.write(theme, to: folder),
        let resolver = written.first
    else {
        preconditionFailure("the generated theme does not export")
    }
    func tokens(_ node: JSONNode) -> Int {
        guard let members = node.members else { return 0 }
        return members.contains { $0.key == "$value" } ? 1 : members.reduce(0) { $0 + tokens($1.value) }
    }
    return (resolver.path, files.dropFirst().reduce(0) { $0 + tokens($1.contents) })
}

/// The review figure: two 9,000-token DTCG themes (aliases, four modes), imported and compiled
/// once, then diffed — every role resolved in every context and both themes audited (≤ 50 ms).
let diffBenchmarks: @Sendable () -> Void = {
    let (oldPath, oldCount) = exportedTokens(largeTheme(palette: 2_000, roles: 1_400, edited: false), name: "old")
    let (newPath, newCount) = exportedTokens(largeTheme(palette: 2_000, roles: 1_400, edited: true), name: "new")
    precondition(oldCount >= 9_000 && newCount >= 9_000, "\(oldCount), \(newCount) tokens")
    guard case .success(let old) = ThemeInput(oldPath).load(), case .success(let new) = ThemeInput(newPath).load()
    else {
        preconditionFailure("the exported tokens do not import")
    }

    Benchmark("Diff: two 9,000-token DTCG themes, four modes, audited") { benchmark in
        for _ in benchmark.scaledIterations {
            let diff = ThemeDiff(old: old.theme, new: new.theme)
            precondition(!diff.renames.isEmpty && !diff.roles.isEmpty)
            blackHole(diff)
        }
    }
    Benchmark("Diff: import both DTCG themes, compile and diff") { benchmark in
        for _ in benchmark.scaledIterations {
            guard case .success(let old) = ThemeInput(oldPath).load(),
                case .success(let new) = ThemeInput(newPath).load()
            else { return }
            blackHole(ThemeDiff(old: old.theme, new: new.theme))
        }
    }
}

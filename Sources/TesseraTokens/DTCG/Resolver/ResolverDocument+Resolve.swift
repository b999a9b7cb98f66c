import Foundation
@_spi(TesseraTools) public import TesseraCore

extension ResolverDocument {
    /// The context each modifier takes for these inputs: matched case-insensitively, a missing
    /// input taking the modifier's default. Errors name the modifier and list its contexts.
    public func contexts(for inputs: [String: String]) -> (contexts: [String: String], diagnostics: [Diagnostic]) {
        var chosen: [String: String] = [:]
        var problems: [Diagnostic] = []
        var remaining = Dictionary(inputs.map { ($0.key.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        for modifier in modifiers {
            let contextsList = modifier.contexts.joined(separator: ", ")
            if let (key, value) = remaining.removeValue(forKey: modifier.name.lowercased()) {
                if let context = modifier.contexts.first(where: { $0.lowercased() == value.lowercased() }) {
                    chosen[modifier.name] = context
                } else {
                    let hint =
                        Suggestion.closest(to: value, in: modifier.contexts).map { "; did you mean `\($0)`?" } ?? ""
                    problems.append(
                        Diagnostic(
                            .error, .invalidValue,
                            "input \(key)=\(value): modifier `\(modifier.name)` has no context `\(value)`; choose one of \(contextsList)\(hint)",
                            at: ["modifiers", modifier.name], location: place(of: modifier.name), file: file))
                }
            } else if let fallback = modifier.defaultContext {
                chosen[modifier.name] = fallback
            } else {
                problems.append(
                    Diagnostic(
                        .error, .missingValue,
                        "modifier `\(modifier.name)` has no default: give --input \(modifier.name)=<\(modifier.contexts.joined(separator: "|"))>",
                        at: ["modifiers", modifier.name], file: file))
            }
        }
        for (key, _) in remaining.values.sorted(by: { $0.0 < $1.0 }) {
            let names = modifiers.map(\.name)
            let hint = Suggestion.closest(to: key, in: names).map { "; did you mean `\($0)`?" } ?? ""
            problems.append(
                Diagnostic(
                    .error, .unknownKey,
                    "input `\(key)` names no modifier (modifiers: \(names.isEmpty ? "none" : names.joined(separator: ", ")))\(hint)",
                    at: root["modifiers"] == nil ? .root : ["modifiers"], location: place(of: nil), file: file))
        }
        return (chosen, problems)
    }

    /// Where the document declares the modifier `name` (its key under `modifiers`), or, for `nil`,
    /// its `modifiers`; the start of the file when it declares them elsewhere.
    private func place(of name: String?) -> TextPosition {
        guard let modifiers = root.members?.first(where: { $0.key == "modifiers" }) else { return .synthesized }
        guard let name else { return modifiers.keyLocation }
        return modifiers.value.members?.first { $0.key == name }?.keyLocation ?? .synthesized
    }

    /// The problems with `inputs` themselves: an input naming no modifier, or a context its
    /// modifier does not have (not a modifier left without a default, which other inputs may choose).
    func inputProblems(_ inputs: [String: String]) -> [Diagnostic] {
        contexts(for: inputs).diagnostics.filter { $0.isError && $0.message.hasPrefix("input") }
    }

    /// The combinations `tokens validate` checks: every one when there are at most `exhaustive`;
    /// otherwise a covering set in which every context of every modifier is chosen at least once
    /// (the n-th combination takes each modifier's n-th context, wrapping), as many as the largest
    /// modifier has contexts. Each combination costs a whole resolution, so a resolver of many
    /// modifiers (a Figma library's 9 modifiers have 9 × 5⁸ combinations) is checked in as many
    /// resolutions as its largest modifier has contexts rather than hundreds.
    func validationCombinations(exhaustive: Int = 64) -> [[String: String]] {
        var product = 1
        for modifier in modifiers {
            product *= max(modifier.contexts.count, 1)
            if product > exhaustive { break }
        }
        if product <= exhaustive { return allContextCombinations(limit: exhaustive) }
        let rounds = modifiers.map(\.contexts.count).max() ?? 0
        return (0..<rounds).map { round in
            var combination: [String: String] = [:]
            for modifier in modifiers where !modifier.contexts.isEmpty {
                combination[modifier.name] = modifier.contexts[round % modifier.contexts.count]
            }
            return combination
        }
    }

    /// Every combination of contexts, at most `limit` of them (the first in document order).
    public func allContextCombinations(limit: Int = 256) -> [[String: String]] {
        var combinations: [[String: String]] = [[:]]
        for modifier in modifiers {
            var next: [[String: String]] = []
            for combination in combinations {
                for context in modifier.contexts {
                    guard next.count < limit else { break }
                    var extended = combination
                    extended[modifier.name] = context
                    next.append(extended)
                }
            }
            combinations = next
        }
        return combinations
    }

    /// The token documents to merge, in order, for a choice of contexts.
    func sources(for contexts: [String: String], loader: inout SourceLoader) -> (
        sources: [TokenSource], diagnostics: [Diagnostic]
    ) {
        var result: [TokenSource] = []
        var problems: [Diagnostic] = []
        for item in order {
            var visiting: [String] = []
            switch item {
            case .set(_, let sources, let path):
                for (index, source) in sources.enumerated() {
                    expand(
                        source, path: path.appending("sources").appending(index: index), visiting: &visiting,
                        loader: &loader, into: &result, diagnostics: &problems)
                }
            case .modifier(let modifier, let sources, let path):
                guard let context = contexts[modifier.name] else { continue }
                for (index, source) in (sources[context] ?? []).enumerated() {
                    expand(
                        source, path: path.appending("contexts").appending(context).appending(index: index),
                        visiting: &visiting,
                        loader: &loader, into: &result, diagnostics: &problems)
                }
            }
        }
        return (result, problems)
    }

    private func expand(
        _ source: JSONNode, path: JSONPath, visiting: inout [String], loader: inout SourceLoader,
        into result: inout [TokenSource], diagnostics: inout [Diagnostic]
    ) {
        guard let members = source.members else { return }
        guard let reference = source["$ref"]?.stringValue else {
            result.append(TokenSource(file: file, root: source))
            return
        }
        let overrides = JSONNode(.object(members.filter { $0.key != "$ref" }), at: source.location)
        if reference.hasPrefix("#") {
            guard let segments = DTCGReference.pointerSegments(reference), let target = root.node(atKeys: segments)
            else { return }
            if segments.count == 2, segments[0] == "sets" {
                guard !visiting.contains(reference) else {
                    diagnostics.append(
                        Diagnostic(
                            .error, .referenceCycle,
                            "sets refer to each other in a cycle: \((visiting + [reference]).joined(separator: " → "))",
                            at: path.appending("$ref"), location: source["$ref"]?.location ?? source.location,
                            file: file))
                    return
                }
                visiting.append(reference)
                for (index, inner) in (target["sources"]?.elements ?? []).enumerated() {
                    expand(
                        inner, path: JSONPath(segments.map { .key($0) }).appending("sources").appending(index: index),
                        visiting: &visiting, loader: &loader, into: &result, diagnostics: &diagnostics)
                }
                visiting.removeLast()
                return
            }
            result.append(TokenSource(file: file, root: TokenTree.merged(target, overrides)))
            return
        }
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let relative = String(parts[0])
        let location = source["$ref"]?.location ?? source.location
        switch loader.load(relative, from: folder, shownFrom: file) {
        case .failure(let problem):
            var diagnostic = problem
            if diagnostic.file == nil || diagnostic.code == .missingValue {
                diagnostic.path = path.appending("$ref")
                diagnostic.location = location
                diagnostic.file = file
            }
            diagnostics.append(diagnostic)
        case .success(let loaded):
            var content = loaded.root
            if parts.count == 2 {
                let fragment = "#" + parts[1]
                guard
                    let segments = DTCGReference.pointerSegments(fragment.hasPrefix("#/") ? fragment : "#/" + parts[1]),
                    let inner = content.node(atKeys: segments)
                else {
                    diagnostics.append(
                        Diagnostic(
                            .error, .unresolvedReference, "\(reference) points to nothing in \(relative)",
                            at: path.appending("$ref"), location: location, file: file))
                    return
                }
                content = inner
            }
            result.append(
                TokenSource(
                    file: loaded.file,
                    root: overrides.members?.isEmpty == false ? TokenTree.merged(content, overrides) : content))
        }
    }
}

/// Reads the token files a resolver refers to, each once.
struct SourceLoader {
    private var cache: [String: Result<TokenSource, Diagnostic>] = [:]

    /// Reads `reference`, a path relative to `folder`: written raw (`brand colours/core.json`)
    /// or as an RFC 3986 relative URI (`brand%20colours/core.json`), percent-decoded when the raw
    /// path names no file.
    mutating func load(_ reference: String, from folder: URL?, shownFrom resolverFile: String?) -> Result<
        TokenSource, Diagnostic
    > {
        var relative = reference
        if reference.contains("%"), let decoded = reference.removingPercentEncoding, decoded != reference,
            !FileManager.default.fileExists(atPath: Self.url(of: reference, in: folder).path)
        {
            relative = decoded
        }
        let url = Self.url(of: relative, in: folder)
        return load(relative, at: url, shownFrom: resolverFile)
    }

    private static func url(of relative: String, in folder: URL?) -> URL {
        if relative.hasPrefix("/") { return URL(fileURLWithPath: relative) }
        if let folder { return folder.appendingPathComponent(relative) }
        return URL(fileURLWithPath: relative)
    }

    private mutating func load(_ relative: String, at url: URL, shownFrom resolverFile: String?) -> Result<
        TokenSource, Diagnostic
    > {
        let key = url.standardizedFileURL.path
        if let cached = cache[key] { return cached }
        let shown: String
        if relative.hasPrefix("/") {
            shown = relative
        } else if let resolverFile {
            let directory = (resolverFile as NSString).deletingLastPathComponent
            shown =
                directory.isEmpty
                ? relative : ((directory as NSString).appendingPathComponent(relative) as NSString).standardizingPath
        } else {
            shown = relative
        }
        let result: Result<TokenSource, Diagnostic>
        if let data = FileManager.default.contents(atPath: url.path) {
            result = JSONNode.parsing(data, file: shown).map { TokenSource(file: shown, root: $0) }
        } else {
            result = .failure(Diagnostic(.error, .missingValue, "cannot read \(shown) (referred to by the resolver)"))
        }
        cache[key] = result
        return result
    }
}

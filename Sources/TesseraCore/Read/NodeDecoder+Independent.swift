extension NodeDecoder {
    /// Reports `error`, the failure of decoding `Value` from this decoder's object, and then every
    /// other value inside the object that fails on its own — `{"size": "big", "weight":
    /// "heavyish"}` is two mistakes, not one, and so are two bad members of a nested object.
    ///
    /// A decoder stops at the first value that fails, so the object is decoded again without each
    /// failing value. A value the type cannot do without is put back as the theme's base gives it
    /// (`DecodingReport.base`), and so is an object that no longer reads without it; where the
    /// base has none, or the object fails as a whole, reading stops. A value missing from the file is reported; one missing only because it was taken
    /// out is not. Retries register no objects, so they report no unknown keys.
    func reportFailure<Value: Decodable>(_ error: DecodingError, decoding type: Value.Type) {
        let first = error.diagnostic
        report.diagnostics.append(first)
        guard node.members != nil else { return }
        let here = PathNode.jsonPath(path).components
        let mark = report.objects.count
        defer { report.forgetObjects(after: mark) }
        var tree = node
        var seen: Set<String> = [first.description]
        var removed: Set<[JSONPath.Component]> = []
        var restored: Set<[JSONPath.Component]> = []
        var failure = first.path.components
        // Each round takes out a value the file has, or puts back one it took out: this ends.
        for _ in 0..<64 {
            guard failure.count > here.count, failure.starts(with: here) else { return }
            let inside = Array(failure[here.count...])
            guard inside.allSatisfy(\.isKey), tree.node(at: JSONPath(inside)) != nil, removed.insert(inside).inserted
            else { return }
            tree = tree.removing(at: inside)
            while true {
                let before = report.diagnostics.count
                do {
                    _ = try Value(from: NodeDecoder(node: tree, path: path, report: report, userInfo: userInfo))
                    report.diagnostics.removeDuplicates(from: before, seen: &seen)
                    return
                } catch let again as DecodingError {
                    report.diagnostics.removeDuplicates(from: before, seen: &seen)
                    if case .keyNotFound(let key, let context) = again, context.jsonPath.components.starts(with: here) {
                        let missing = Array(context.jsonPath.components[here.count...]) + [.key(key.stringValue)]
                        guard removed.contains(missing) else {
                            if seen.insert(again.diagnostic.description).inserted {
                                report.diagnostics.append(again.diagnostic)
                            }
                            return
                        }
                        guard tree.node(at: JSONPath(missing)) == nil,
                            let value = report.base?.node(at: JSONPath(here + missing))
                        else { return }
                        tree = tree.setting(value, at: JSONPath(missing))
                        continue
                    }
                    let diagnostic = again.diagnostic
                    let at = diagnostic.path.components
                    if at.starts(with: here), case let relative = Array(at[here.count...]),
                        removed.contains(where: { $0.starts(with: relative) })
                    {
                        // The object holding a value taken out no longer reads: put it back whole.
                        guard restored.insert(relative).inserted, let value = report.base?.node(at: JSONPath(at)) else {
                            return
                        }
                        tree = tree.setting(value, at: JSONPath(relative))
                        continue
                    }
                    guard seen.insert(diagnostic.description).inserted else { return }
                    report.diagnostics.append(diagnostic)
                    failure = diagnostic.path.components
                    break
                } catch {
                    return
                }
            }
        }
    }
}

extension JSONPath.Component {
    fileprivate var isKey: Bool {
        if case .key = self { true } else { false }
    }
}

extension JSONNode {
    /// This tree without the member at `path` (keys only).
    fileprivate func removing(at path: [JSONPath.Component]) -> JSONNode {
        guard case .key(let key)? = path.first, let members else { return self }
        if path.count == 1 { return removing(key) }
        return JSONNode(
            .object(
                members.map { member in
                    guard member.key == key else { return member }
                    var copy = member
                    copy.value = member.value.removing(at: Array(path.dropFirst()))
                    return copy
                }), at: location)
    }
}

extension [Diagnostic] {
    /// Drops the diagnostics from `start` on that were reported already (a retry reading the
    /// same nested values again), remembering the rest in `seen`.
    fileprivate mutating func removeDuplicates(from start: Int, seen: inout Set<String>) {
        let added = self[start...].filter { seen.insert($0.description).inserted }
        removeSubrange(start...)
        append(contentsOf: added)
    }
}

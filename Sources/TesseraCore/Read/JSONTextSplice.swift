/// Writes a changed JSON tree as the text it was read from, changed only where its values changed.
///
/// A save that moves one colour should change one line of a hand-written file, not reflow it:
/// objects its author kept on one line stay on one line, spacing and key order stay. When the
/// edited tree has the same shape as the tree the text was read as — the same keys in the same
/// order, arrays of the same length, objects and arrays where they were — and differs only in
/// scalar values, each changed scalar is replaced in the text and every other character is
/// kept. Members added at the end of an object that has members are inserted after its last one,
/// on lines of their own at its indentation where the object spans lines, on its line where it
/// does not. Otherwise (members removed or reordered, a value changing kind) there is no splice
/// and the caller writes the tree in canonical form.
///
/// Contract: a returned text reads as a tree equal to `edited` (checked before it is returned).
package enum JSONTextSplice {
    /// `text` (which reads as `original`, with locations) with the scalars that differ in
    /// `edited` replaced; `nil` when the shapes differ, a changed scalar has no location, or
    /// the result would not read back as `edited`.
    package static func text(_ edited: JSONNode, from text: String, original: JSONNode) -> String? {
        var changes: [Change] = []
        guard collect(edited, original, into: &changes) else { return nil }
        guard !changes.isEmpty else { return text }
        var scalars = Array(text.unicodeScalars)
        let lineStarts = Self.lineStarts(scalars)
        func offset(_ position: TextPosition) -> Int? {
            guard position.isKnown, position.line <= lineStarts.count else { return nil }
            return lineStarts[position.line - 1] + position.column - 1
        }
        var ranges: [(range: Range<Int>, replacement: String)] = []
        for change in changes {
            switch change {
            case .replace(let position, let node):
                guard let start = offset(position), let range = valueRange(at: start, in: scalars) else { return nil }
                ranges.append((range, JSONWriter.string(from: node, pretty: false)))
            case .append(let last, let keyPosition, let members):
                guard let start = offset(last), let end = valueRange(at: start, in: scalars)?.upperBound,
                    let key = offset(keyPosition)
                else { return nil }
                let lineStart = lineStarts.last { $0 <= key } ?? 0
                let indent = String(String.UnicodeScalarView(scalars[lineStart..<key]))
                let ownLine = indent.allSatisfy { $0 == " " || $0 == "\t" }
                let inserted = members.map { member -> String in
                    guard ownLine else {
                        return JSONWriter.string(from: .string(member.key), pretty: false) + ": "
                            + JSONWriter.string(from: member.value, pretty: false)
                    }
                    let pair = JSONWriter.string(from: JSONNode(.object([member])))
                    // The pretty object's inner line(s), re-indented from two spaces to the member's indentation.
                    let lines = pair.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast(2)
                    return lines.map { indent + $0.dropFirst(2) }.joined(separator: "\n")
                }
                ranges.append(
                    (
                        end..<end,
                        ownLine ? ",\n" + inserted.joined(separator: ",\n") : ", " + inserted.joined(separator: ", ")
                    ))
            }
        }
        for (range, replacement) in ranges.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            scalars.replaceSubrange(range, with: replacement.unicodeScalars)
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        let spliced = String(result)
        guard let reread = try? JSONNode(parsing: spliced), reread == edited else { return nil }
        return spliced
    }

    /// One change to the text: a scalar replaced, or members added after an object's last one
    /// (located by its value and its key).
    private enum Change {
        case replace(TextPosition, JSONNode)
        case append(after: TextPosition, key: TextPosition, [JSONNode.Member])
    }

    /// Adds the scalars of `edited` that differ from `original` (at `original`'s locations) and
    /// the members it adds at the end of an object; false when the two differ otherwise in shape.
    private static func collect(_ edited: JSONNode, _ original: JSONNode, into changes: inout [Change]) -> Bool {
        switch (edited.value, original.value) {
        case (.object(let new), .object(let old)):
            guard new.count >= old.count else { return false }
            for (member, was) in zip(new, old) {
                guard member.key == was.key, collect(member.value, was.value, into: &changes) else { return false }
            }
            if new.count > old.count {
                guard let last = old.last else { return false }
                changes.append(.append(after: last.value.location, key: last.keyLocation, Array(new[old.count...])))
            }
            return true
        case (.array(let new), .array(let old)):
            guard new.count == old.count else { return false }
            return zip(new, old).allSatisfy { collect($0, $1, into: &changes) }
        case (.object, _), (_, .object), (.array, _), (_, .array):
            return false
        default:
            if edited != original { changes.append(.replace(original.location, edited)) }
            return true
        }
    }

    /// The offset of each line's first scalar.
    private static func lineStarts(_ scalars: [Unicode.Scalar]) -> [Int] {
        var starts = [0]
        for (offset, scalar) in scalars.enumerated() where scalar == "\n" { starts.append(offset + 1) }
        return starts
    }

    /// The scalars of the JSON value that starts at `start`: a string to its closing quote, an
    /// object or array to its closing bracket, any other value to the next delimiter.
    private static func valueRange(at start: Int, in scalars: [Unicode.Scalar]) -> Range<Int>? {
        guard scalars.indices.contains(start) else { return nil }
        var end = start
        var depth = 0
        repeat {
            switch scalars[end] {
            case "\"":
                end += 1
                while end < scalars.count, scalars[end] != "\"" { end += scalars[end] == "\\" ? 2 : 1 }
                guard end < scalars.count else { return nil }
                end += 1
            case "{", "[":
                depth += 1
                end += 1
            case "}", "]":
                depth -= 1
                end += 1
            default:
                guard depth > 0 else {
                    while end < scalars.count, !",}] \t\r\n".unicodeScalars.contains(scalars[end]) { end += 1 }
                    return end > start ? start..<end : nil
                }
                end += 1
            }
        } while depth > 0 && end < scalars.count
        return depth == 0 ? start..<end : nil
    }
}

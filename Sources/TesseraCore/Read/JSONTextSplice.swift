/// Writes a changed JSON tree as the text it was read from, changed only where its values changed.
///
/// A save that moves one colour should change one line of a hand-written file, not reflow it:
/// objects its author kept on one line stay on one line, spacing and key order stay. When the
/// edited tree has the same shape as the tree the text was read as — the same keys in the same
/// order, arrays of the same length, objects and arrays where they were — and differs only in
/// scalar values, each changed scalar is replaced in the text and every other character is
/// kept. Otherwise there is no splice and the caller writes the tree in canonical form.
///
/// Contract: a returned text reads as a tree equal to `edited` (checked before it is returned).
package enum JSONTextSplice {
    /// `text` (which reads as `original`, with locations) with the scalars that differ in
    /// `edited` replaced; `nil` when the shapes differ, a changed scalar has no location, or
    /// the result would not read back as `edited`.
    package static func text(_ edited: JSONNode, from text: String, original: JSONNode) -> String? {
        var changes: [(position: TextPosition, node: JSONNode)] = []
        guard collect(edited, original, into: &changes) else { return nil }
        guard !changes.isEmpty else { return text }
        var scalars = Array(text.unicodeScalars)
        let lineStarts = Self.lineStarts(scalars)
        var ranges: [(range: Range<Int>, replacement: String)] = []
        for change in changes {
            guard change.position.isKnown, change.position.line <= lineStarts.count,
                  let range = scalarRange(at: lineStarts[change.position.line - 1] + change.position.column - 1, in: scalars)
            else { return nil }
            ranges.append((range, JSONWriter.string(from: change.node, pretty: false)))
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

    /// Adds the scalars of `edited` that differ from `original` (at `original`'s locations);
    /// false when the two differ in shape.
    private static func collect(_ edited: JSONNode, _ original: JSONNode, into changes: inout [(position: TextPosition, node: JSONNode)]) -> Bool {
        switch (edited.value, original.value) {
        case (.object(let new), .object(let old)):
            guard new.count == old.count else { return false }
            for (member, was) in zip(new, old) {
                guard member.key == was.key, collect(member.value, was.value, into: &changes) else { return false }
            }
            return true
        case (.array(let new), .array(let old)):
            guard new.count == old.count else { return false }
            return zip(new, old).allSatisfy { collect($0, $1, into: &changes) }
        case (.object, _), (_, .object), (.array, _), (_, .array):
            return false
        default:
            if edited != original { changes.append((original.location, edited)) }
            return true
        }
    }

    /// The offset of each line's first scalar.
    private static func lineStarts(_ scalars: [Unicode.Scalar]) -> [Int] {
        var starts = [0]
        for (offset, scalar) in scalars.enumerated() where scalar == "\n" { starts.append(offset + 1) }
        return starts
    }

    /// The scalars of the JSON scalar that starts at `start`: a string to its closing quote, any
    /// other value to the next delimiter.
    private static func scalarRange(at start: Int, in scalars: [Unicode.Scalar]) -> Range<Int>? {
        guard scalars.indices.contains(start) else { return nil }
        var end = start
        if scalars[start] == "\"" {
            end += 1
            while end < scalars.count, scalars[end] != "\"" { end += scalars[end] == "\\" ? 2 : 1 }
            guard end < scalars.count else { return nil }
            return start..<(end + 1)
        }
        while end < scalars.count, !",}] \t\r\n".unicodeScalars.contains(scalars[end]) { end += 1 }
        return end > start ? start..<end : nil
    }
}

public import TesseraCore

extension DiffReport {
    /// ``Document`` as a tree — what `tessera lint --renames` and `--uses-of` read — with `extra`
    /// members (such as `sources`) after its own.
    ///
    /// - Throws: `EncodingError.invalidValue` when a check's value is not a finite number.
    public static func json(_ diff: ThemeDiff, old: String, new: String, extra: [JSONNode.Member] = []) throws
        -> JSONNode
    {
        let tree = try JSONNode(encoding: Document(diff, old: old, new: new), memberOrder: .encoded)
        guard !extra.isEmpty, case .object(let members) = tree.value else { return tree }
        return JSONNode(.object(members + extra))
    }
}

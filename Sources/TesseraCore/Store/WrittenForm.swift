/// Keeps a theme file as its author wrote it where a save changes nothing.
///
/// A save computes the file afresh from the theme (`ThemeFile`): canonical key order, every value
/// in its canonical form, only what differs from the base. Written as is, that rewrites parts of
/// a hand-written file nobody edited — a `motion` entry spelled out in full comes back as only
/// what differs from the preset, keys move. `WrittenForm` compares, at every path, what a save of
/// the file as it is on disk would write (`unedited`) with what this save writes (`edited`):
/// where the two agree, the file keeps its own text (`original`) — a key it never had stays
/// absent; where they differ, it recurses into objects both sides have, and writes the new value
/// elsewhere. Keys keep the file's order; new ones follow.
///
/// The result is only a proposal: ``ThemeFileStore`` keeps it when it loads to exactly the same
/// theme as the fresh file, and writes the fresh file otherwise, so keeping the form can never
/// change what is saved.
enum WrittenForm {
    /// The file to write: `original` (the file's text as read) wherever `unedited` and `edited`
    /// agree, `edited` where they do not. `nil` when the result has no value at this path.
    static func merge(original: JSONNode?, unedited: JSONNode?, edited: JSONNode?) -> JSONNode? {
        if unedited == edited { return original }
        guard let edited else { return nil }
        guard let written = original?.members, let fresh = edited.members else { return edited }
        var members: [JSONNode.Member] = []
        var seen: Set<String> = []
        for member in written where seen.insert(member.key).inserted {
            if let value = merge(original: member.value, unedited: unedited?[member.key], edited: edited[member.key]) {
                members.append(JSONNode.Member(key: member.key, value: value))
            }
        }
        for member in fresh where seen.insert(member.key).inserted {
            if let value = merge(original: nil, unedited: unedited?[member.key], edited: member.value) {
                members.append(JSONNode.Member(key: member.key, value: value))
            }
        }
        return JSONNode(.object(members), at: original?.location ?? .synthesized)
    }
}

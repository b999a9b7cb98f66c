// Tree operations behind partial themes: merging an overlay onto a base, computing the overlay
// that turns one tree into another, and grafting preserved values back in.
//
// Merge rules (documented in README "Partial themes"):
// - objects merge key by key, recursively;
// - arrays, strings, numbers and booleans in the overlay replace the base value whole;
// - `null` in the overlay removes the key from the base;
// - keys only the base has are kept, in the base's order; new keys follow in the overlay's order;
// - an object that describes one value replaces the base whole: a colour object (`colorSpace`),
//   a surface background (`solid`, `material` or `glass`) and an animation (`curve`).

extension JSONNode {
    /// This tree with `overlay` applied by the merge rules.
    package func merged(with overlay: JSONNode) -> JSONNode {
        guard var members, let overlayMembers = overlay.members, !overlay.isWholeValue else {
            return overlay.removingNulls()
        }
        // Linear in the number of keys: each key's position is looked up, never searched for.
        var position = Self.lastPositions(of: members)
        var removed: Set<Int> = []
        for member in overlayMembers {
            let existing = position[member.key]
            if member.value.isNull {
                if let existing {
                    removed.insert(existing)
                    position[member.key] = nil
                }
            } else if let existing {
                members[existing].value = members[existing].value.merged(with: member.value)
                members[existing].keyLocation = member.keyLocation
            } else {
                position[member.key] = members.count
                members.append(
                    JSONNode.Member(
                        key: member.key, keyLocation: member.keyLocation, value: member.value.removingNulls()))
            }
        }
        if !removed.isEmpty {
            members = members.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
        }
        return JSONNode(.object(members), at: overlay.location.isKnown ? overlay.location : location)
    }

    /// Where each key last appears (a repeated key's last value is the one that counts).
    static func lastPositions(of members: [Member]) -> [String: Int] {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(members.count)
        for (index, member) in members.enumerated() { positions[member.key] = index }
        return positions
    }

    /// Keys that mark an object as one value, replaced whole by a merge.
    static let wholeValueKeys: Set<String> = ["colorSpace", "solid", "material", "glass", "curve"]

    /// Whether this object is one value that a merge replaces whole (a colour, a surface
    /// background, a motion curve), not a group of members merged one by one.
    package var isWholeValue: Bool {
        members?.contains { Self.wholeValueKeys.contains($0.key) } ?? false
    }

    /// The same tree without `null` members (an overlay's deletions of keys the base lacks).
    func removingNulls() -> JSONNode {
        guard let members else { return self }
        return JSONNode(
            .object(
                members.filter { !$0.value.isNull }.map {
                    Member(key: $0.key, keyLocation: $0.keyLocation, value: $0.value.removingNulls())
                }), at: location)
    }

    /// The smallest overlay that turns `base` into `self` under the merge rules, or `nil` when
    /// they are equal. Where the members that differ in an object that is one value
    /// (``isWholeValue``: a colour object, a surface background, an animation) include the one that
    /// makes it one (`material`, `curve`, …), the overlay is the whole object: a merge replaces it
    /// whole and would drop the members left out.
    package func overlay(from base: JSONNode) -> JSONNode? {
        guard let difference = memberOverlay(from: base) else { return nil }
        return isWholeValue && difference.isWholeValue && difference.members != nil ? self : difference
    }

    private func memberOverlay(from base: JSONNode) -> JSONNode? {
        guard let members, let baseMembers = base.members else { return self == base ? nil : self }
        let basePositions = Self.lastPositions(of: baseMembers)
        let ownPositions = Self.lastPositions(of: members)
        var result: [Member] = []
        for member in members {
            if let basePosition = basePositions[member.key] {
                if let difference = member.value.overlay(from: baseMembers[basePosition].value) {
                    result.append(Member(key: member.key, value: difference))
                }
            } else {
                result.append(Member(key: member.key, value: member.value))
            }
        }
        for member in baseMembers where ownPositions[member.key] == nil {
            result.append(Member(key: member.key, value: .null))
        }
        return result.isEmpty ? nil : JSONNode(.object(result))
    }

    /// The same tree with every location forgotten (for built-in documents, whose locations
    /// would otherwise be attributed to a user's file).
    package func strippingLocations() -> JSONNode {
        switch value {
        case .array(let elements):
            return JSONNode(.array(elements.map { $0.strippingLocations() }))
        case .object(let members):
            return JSONNode(.object(members.map { Member(key: $0.key, value: $0.value.strippingLocations()) }))
        default:
            return JSONNode(value)
        }
    }

    /// A copy of the member list with `key` renamed, keeping its position and location.
    func renamingKey(_ key: String, to newKey: String) -> JSONNode {
        guard let members else { return self }
        return JSONNode(
            .object(
                members.map { member in
                    member.key == key
                        ? Member(key: newKey, keyLocation: member.keyLocation, value: member.value) : member
                }), at: location)
    }

    /// A copy with each member's value transformed.
    func mappingMembers(_ transform: (Member) -> JSONNode) -> JSONNode {
        guard let members else { return self }
        return JSONNode(
            .object(members.map { Member(key: $0.key, keyLocation: $0.keyLocation, value: transform($0)) }),
            at: location)
    }

    /// A copy with `key`'s value transformed, if present.
    func updating(_ key: String, _ transform: (JSONNode) -> JSONNode) -> JSONNode {
        guard let members else { return self }
        return JSONNode(
            .object(
                members.map { member in
                    member.key == key
                        ? Member(key: member.key, keyLocation: member.keyLocation, value: transform(member.value))
                        : member
                }), at: location)
    }

    /// A copy without `key`.
    func removing(_ key: String) -> JSONNode {
        guard let members else { return self }
        return JSONNode(.object(members.filter { $0.key != key }), at: location)
    }
}

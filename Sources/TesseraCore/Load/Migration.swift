/// Brings a theme document written for an older spec version up to the current one.
///
/// Migrations work on the JSON tree, before decoding, and move nodes rather than recreate
/// them, so diagnostics in a migrated file still point at the line the user wrote.
package struct Migration: Sendable {
    package var from: SpecVersion
    package var to: SpecVersion
    /// What changed, for release notes and `--help`.
    package var summary: String
    let apply: @Sendable (JSONNode) -> JSONNode

    /// Every migration, oldest first.
    package static let all: [Migration] = [.fromVersion0Point9]

    /// The oldest version that can be read.
    package static var oldestReadable: SpecVersion { all.first?.from ?? .current }

    /// 0.9 → 1.0.
    ///
    /// 0.9 files differ from 1.0 in four ways: the version key was `version`; a colour role was a
    /// two-element array `[light, dark]`; a text role named its style `relativeTo` and its size
    /// was always a number, with `"useSystemSize": true` for the style's own size; button shapes
    /// said `"pill"` for capsule; and surfaces lived under `surfaceRoles`.
    static let fromVersion0Point9 = Migration(
        from: SpecVersion(0, 9), to: SpecVersion(1, 0),
        summary: """
            version → specVersion; colour [light, dark] arrays → {light, dark}; typography relativeTo → textStyle \
            and useSystemSize → size "system"; button shape "pill" → "capsule"; surfaceRoles → surfaces
            """
    ) { document in
        var node = document.removing("version")
        node = JSONNode(
            .object([JSONNode.Member(key: "specVersion", value: .string("1.0"))] + (node.members ?? [])),
            at: node.location)
        node = node.updating("colors") { colors in
            colors.mappingMembers { member in
                guard let pair = member.value.elements, pair.count == 2 else { return member.value }
                return JSONNode(
                    .object([
                        JSONNode.Member(key: "light", keyLocation: pair[0].location, value: pair[0]),
                        JSONNode.Member(key: "dark", keyLocation: pair[1].location, value: pair[1]),
                    ]), at: member.value.location)
            }
        }
        node = node.updating("typography") { typography in
            typography.mappingMembers { member in
                var role = member.value.renamingKey("relativeTo", to: "textStyle")
                if case .bool(true)? = role["useSystemSize"]?.value {
                    role = role.removing("useSystemSize").updating("size") {
                        JSONNode(.string("system"), at: $0.location)
                    }
                } else {
                    role = role.removing("useSystemSize")
                }
                return role
            }
        }
        node = node.updating("buttons") { buttons in
            buttons.mappingMembers { member in
                member.value.updating("shape") { shape in
                    shape.stringValue == "pill" ? JSONNode(.string("capsule"), at: shape.location) : shape
                }
            }
        }
        return node.renamingKey("surfaceRoles", to: "surfaces")
    }
}

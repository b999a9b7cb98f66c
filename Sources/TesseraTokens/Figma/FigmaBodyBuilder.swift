import TesseraCore

/// Builds a "post variables" body: collections with their modes (the first renames the mode
/// every new collection comes with), variables, and their values in each mode, with temporary ids.
struct FigmaBodyBuilder {
    struct Collection {
        var id: String
        var modes: [String]
    }

    private var collections: [JSONNode] = []
    private var modes: [JSONNode] = []
    private var variables: [JSONNode] = []
    private var values: [JSONNode] = []

    static func variableID(_ name: String) -> String { "variable:" + name }

    mutating func collection(_ name: String, modes names: [String], hidden: Bool = false) -> Collection {
        let id = "collection:" + name
        let modeIDs = names.map { "mode:\(name):\($0)" }
        var members: [JSONNode.Member] = [
            .init(key: "action", value: .string("CREATE")), .init(key: "id", value: .string(id)),
            .init(key: "name", value: .string(name)),
            .init(key: "initialModeId", value: .string(modeIDs[0])),
        ]
        if hidden { members.append(.init(key: "hiddenFromPublishing", value: JSONNode(.bool(true)))) }
        collections.append(JSONNode(.object(members)))
        for (index, mode) in names.enumerated() {
            modes.append(
                .object([
                    "action": .string(index == 0 ? "UPDATE" : "CREATE"), "id": .string(modeIDs[index]),
                    "name": .string(mode),
                    "variableCollectionId": .string(id),
                ]))
        }
        return Collection(id: id, modes: modeIDs)
    }

    /// A variable with one value per mode of `collection`, in its modes' order.
    mutating func variable(
        _ name: String, in collection: Collection, type: String, scopes: [String], values modeValues: [FigmaValue],
        hidden: Bool = false, description: String? = nil
    ) {
        let id = Self.variableID(name)
        var members: [JSONNode.Member] = [
            .init(key: "action", value: .string("CREATE")), .init(key: "id", value: .string(id)),
            .init(key: "name", value: .string(name)),
            .init(key: "variableCollectionId", value: .string(collection.id)),
            .init(key: "resolvedType", value: .string(type)),
            .init(key: "scopes", value: JSONNode(.array(scopes.map { .string($0) }))),
        ]
        if let description { members.append(.init(key: "description", value: .string(description))) }
        if hidden { members.append(.init(key: "hiddenFromPublishing", value: JSONNode(.bool(true)))) }
        variables.append(JSONNode(.object(members)))
        for (mode, value) in zip(collection.modes, modeValues) {
            values.append(.object(["variableId": .string(id), "modeId": .string(mode), "value": value.json]))
        }
    }

    func json() -> JSONNode {
        .object([
            "variableCollections": JSONNode(.array(collections)), "variableModes": JSONNode(.array(modes)),
            "variables": JSONNode(.array(variables)), "variableModeValues": JSONNode(.array(values)),
        ])
    }
}

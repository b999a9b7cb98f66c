/// What decoding a theme tree found besides its values: problems collected without stopping,
/// and the keys no type asked for (reported, and kept so they survive a round trip).
final class DecodingReport: @unchecked Sendable {
    var diagnostics: [Diagnostic] = []
    /// Objects decoded with a keyed container, with the keys their types understand. Several
    /// types may read one object (a flattened value): their keys are pooled by path.
    private(set) var objects: [(path: JSONPath, node: JSONNode, accessed: Set<String>, known: [String]?)] = []
    private var objectIndex: [JSONPath: Int] = [:]

    func registerObject(path: JSONPath, node: JSONNode, known: [String]?) -> Int {
        if let index = objectIndex[path] {
            if let known { objects[index].known = (objects[index].known ?? []) + known }
            return index
        }
        objects.append((path, node, [], known))
        objectIndex[path] = objects.count - 1
        return objects.count - 1
    }

    func markAccessed(_ key: String, inObject index: Int) {
        objects[index].accessed.insert(key)
    }

    /// Every member no decoder asked for, in document order.
    func unknownMembers() -> [(path: JSONPath, member: JSONNode.Member, known: [String]?)] {
        var result: [(JSONPath, JSONNode.Member, [String]?)] = []
        for object in objects {
            for member in object.node.members ?? [] where !object.accessed.contains(member.key) {
                result.append((object.path.appending(member.key), member, object.known))
            }
        }
        return result
    }

    static let userInfoKey = CodingUserInfoKey(rawValue: "tessera.decodingReport")!
}

extension Decoder {
    /// The report of the theme reader decoding this value, or `nil` under another decoder.
    var decodingReport: DecodingReport? {
        userInfo[DecodingReport.userInfoKey] as? DecodingReport
    }

    /// The JSON path of the value being decoded.
    var jsonPath: JSONPath {
        JSONPath(codingPath.map { key in
            if let index = key as? NodeDecoder.IndexKey { .index(index.index) } else { .key(key.stringValue) }
        })
    }
}

extension KeyedDecodingContainer {
    /// Decodes an optional value; under the theme reader a failure is recorded and `nil` returned
    /// so reading goes on to find every problem. Under any other decoder the error is thrown.
    func decodeCollecting<T: Decodable>(_ type: T.Type, forKey key: Key, report: DecodingReport?) throws -> T? {
        guard let report else { return try decodeIfPresent(type, forKey: key) }
        do {
            return try decodeIfPresent(type, forKey: key)
        } catch let error as DecodingError {
            report.diagnostics.append(error.diagnostic)
            return nil
        }
    }
}

extension DecodingError {
    /// A diagnostic naming the JSON path of the failure.
    var diagnostic: Diagnostic {
        switch self {
        case .typeMismatch(_, let context), .dataCorrupted(let context):
            let location = (context.underlyingError as? NodeDecoder.LocatedError)?.location ?? .synthesized
            return .error(.typeMismatch, context.debugDescription, at: context.jsonPath, location: location)
        case .keyNotFound(let key, let context):
            let location = (context.underlyingError as? NodeDecoder.LocatedError)?.location ?? .synthesized
            return .error(.missingValue, "missing \"\(key.stringValue)\"", at: context.jsonPath, location: location)
        case .valueNotFound(_, let context):
            let location = (context.underlyingError as? NodeDecoder.LocatedError)?.location ?? .synthesized
            return .error(.missingValue, context.debugDescription, at: context.jsonPath, location: location)
        @unknown default:
            return .error(.invalidValue, "\(self)")
        }
    }
}

extension DecodingError.Context {
    var jsonPath: JSONPath {
        JSONPath(codingPath.map { key in
            if let index = key as? NodeDecoder.IndexKey { .index(index.index) } else { .key(key.stringValue) }
        })
    }
}

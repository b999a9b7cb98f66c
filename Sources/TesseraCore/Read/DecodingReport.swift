/// What decoding a theme tree found besides its values: problems collected without stopping,
/// and the keys no type asked for (reported, and kept so they survive a round trip).
final class DecodingReport {
    var diagnostics: [Diagnostic] = []
    /// The document the file extends, merged: where a value that failed to decode can be taken
    /// from so the rest of its object is still read (`NodeDecoder.reportFailure`).
    var base: JSONNode?

    init(base: JSONNode? = nil) {
        self.base = base
    }

    /// One keyed container over an object: which of its members were asked for.
    final class ObjectAccess {
        let path: NodeDecoder.PathNode?
        let node: JSONNode
        let keyType: any CodingKey.Type
        var accessed: [Bool]

        init(path: NodeDecoder.PathNode?, node: JSONNode, keyType: any CodingKey.Type, count: Int) {
            self.path = path
            self.node = node
            self.keyType = keyType
            self.accessed = [Bool](repeating: false, count: count)
        }
    }

    private(set) var objects: [ObjectAccess] = []

    /// Forgets the objects registered after the first `count` (a retry's, whose reads say
    /// nothing about which keys the file's types use).
    func forgetObjects(after count: Int) {
        objects.removeSubrange(count...)
    }

    func registerObject(path: NodeDecoder.PathNode?, node: JSONNode, keyType: any CodingKey.Type, count: Int)
        -> ObjectAccess
    {
        let access = ObjectAccess(path: path, node: node, keyType: keyType, count: count)
        objects.append(access)
        return access
    }

    /// Every member no decoder asked for, in document order, with the keys the decoding types
    /// understand (for suggestions).
    ///
    /// Several types may read one object (a flattened value, or a probe before decoding); they
    /// share the decoder and so its path node, by which their accesses are pooled.
    func unknownMembers() -> [(path: JSONPath, member: JSONNode.Member, known: [String]?)] {
        func identity(_ access: ObjectAccess) -> ObjectIdentifier? { access.path.map(ObjectIdentifier.init) }
        let partial = objects.filter { $0.accessed.contains(false) }
        guard !partial.isEmpty else { return [] }
        let candidates = Set(partial.map { identity($0) })
        var pooled: [ObjectIdentifier?: (access: ObjectAccess, accessed: [Bool], known: [String])] = [:]
        var order: [ObjectIdentifier?] = []
        for object in objects where candidates.contains(identity(object)) {
            let known =
                (object.keyType as? any CaseIterable.Type).map { cases in
                    (cases.allCases as any Collection).compactMap { ($0 as? any CodingKey)?.stringValue }
                } ?? []
            let key = identity(object)
            if var entry = pooled[key], entry.accessed.count == object.accessed.count {
                entry.accessed = zip(entry.accessed, object.accessed).map { $0 || $1 }
                entry.known += known
                pooled[key] = entry
            } else if pooled[key] == nil {
                pooled[key] = (object, object.accessed, known)
                order.append(key)
            }
        }
        var result: [(JSONPath, JSONNode.Member, [String]?)] = []
        for key in order {
            guard let entry = pooled[key], let members = entry.access.node.members else { continue }
            let path = NodeDecoder.PathNode.jsonPath(entry.access.path)
            for (index, member) in members.enumerated() where !entry.accessed[index] {
                result.append((path.appending(member.key), member, entry.known.isEmpty ? nil : entry.known))
            }
        }
        return result
    }

}

extension Decoder {
    /// The report of the theme reader decoding this value, or `nil` under another decoder.
    var decodingReport: DecodingReport? {
        (self as? NodeDecoder)?.report
    }

    /// The JSON path of the value being decoded.
    var jsonPath: JSONPath {
        JSONPath(
            codingPath.map { key in
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
            if let decoder = try? superDecoder(forKey: key) as? NodeDecoder {
                decoder.reportFailure(error, decoding: T.self)
            } else {
                report.diagnostics.append(error.diagnostic)
            }
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
        JSONPath(
            codingPath.map { key in
                if let index = key as? NodeDecoder.IndexKey { .index(index.index) } else { .key(key.stringValue) }
            })
    }
}

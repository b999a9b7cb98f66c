/// A coding key made from any string.
struct AnyCodingKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Decoder {
    /// Decodes an object of named entries one by one. Under the theme reader, an entry that fails
    /// is reported and left out so the rest are still read; elsewhere the error is thrown.
    func decodeTable<Value: Decodable>(_ type: Value.Type) throws -> [String: Value] {
        if let decoder = self as? NodeDecoder { return try decoder.table(type) }
        let container = try self.container(keyedBy: AnyCodingKey.self)
        let report = decodingReport
        let keys = container.allKeys
        var table: [String: Value] = [:]
        table.reserveCapacity(keys.count)
        for key in keys {
            if let value = try container.decodeCollecting(Value.self, forKey: key, report: report) {
                table[key.stringValue] = value
            }
        }
        return table
    }
}

extension KeyedDecodingContainer {
    /// A table of named entries at `key`, empty when absent; failures collected as in `decodeTable`.
    func decodeTable<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> [String: Value] {
        guard contains(key), try !decodeNil(forKey: key) else { return [:] }
        let decoder = try superDecoder(forKey: key)
        let report = decoder.decodingReport
        guard report != nil else { return try decoder.decodeTable(type) }
        do {
            return try decoder.decodeTable(type)
        } catch let error as DecodingError {
            report?.diagnostics.append(error.diagnostic)
            return [:]
        }
    }
}

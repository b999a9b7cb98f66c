public import Foundation
import TesseraCore

/// Every JSON body the Studio answers with, as Swift types: the page reads these, and
/// `Schema/studio-api.schema.json` describes each under the name its type's documentation gives.
/// All are written by ``encode(_:)``, so one encoder decides how the Studio writes JSON.
public enum StudioPayload {
    /// `payload` as compact UTF-8 JSON, as the core writes JSON (`JSONNode.text(pretty:)`):
    /// members in the order the type declares them, a value that may be missing written as
    /// `null` where its type says so (``Nullable``).
    public static func encode(_ payload: some Encodable) -> Data {
        do { return try JSONNode(encoding: payload, memberOrder: .encoded).data(pretty: false) } catch {
            // Every payload is made of strings, numbers, booleans, arrays and objects; none throws.
            return Data(#"{"error":"the reply could not be written as JSON"}"#.utf8)
        }
    }
}

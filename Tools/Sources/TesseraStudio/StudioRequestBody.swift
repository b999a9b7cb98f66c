import Foundation
import Hummingbird
import TesseraCore
import TesseraGallery
import TesseraStudioModel

/// A request body the page sends, read with `Decodable`. A body that is not one is refused with
/// 400 naming what the route expects (`shape`), the member at fault and what it should be:
/// `expected {"id": PRESET} naming a built-in preset: "id" is missing`.
protocol StudioRequestBody: Decodable {
    /// The body as the route expects it, in words: `{"id": PRESET} naming a built-in preset`.
    static var shape: String { get }
}

extension StudioRequest {
    /// The request's body as `Body`, refused with 413 past `limit` bytes and 400 when it is not
    /// JSON or not a `Body`; an empty body reads as `{}`.
    static func decode<Body: StudioRequestBody>(_ type: Body.Type, _ request: Request, limit: Int) async throws -> Body
    {
        let data = try await bytes(request, limit: limit)
        return try decode(Body.self, from: data)
    }

    /// `data` as `Body`, refused as ``decode(_:_:limit:)`` refuses it.
    static func decode<Body: StudioRequestBody>(_ type: Body.Type, from data: Data) throws -> Body {
        do { return try JSONDecoder().decode(Body.self, from: data.isEmpty ? Data("{}".utf8) : data) } catch let
            error as DecodingError
        {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                throw Self.error(.badRequest, "The body is not JSON: \(context.debugDescription)")
            }
            throw Self.error(.badRequest, "expected \(Body.shape): \(problem(error))")
        }
    }

    /// Which member a decoding error is about, and what it should have been.
    static func problem(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context): "\(member(context.codingPath + [key])) is missing"
        case .typeMismatch(let type, let context):
            context.codingPath.isEmpty
                ? "the body is not an object" : "\(member(context.codingPath)) is not \(kind(type))"
        case .valueNotFound(let type, let context): "\(member(context.codingPath)) is null, not \(kind(type))"
        case .dataCorrupted(let context): "\(member(context.codingPath)) is none of the values expected"
        @unknown default: "\(error)"
        }
    }

    /// `"map"`, `"edits"[0]."path"`.
    private static func member(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? "\"\($0.stringValue)\"" }.joined(separator: ".")
            .replacingOccurrences(of: ".[", with: "[")
    }

    /// What a value of `type` is in JSON: `a string`, `a number`.
    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type, is Double.Type: "a number"
        default: "\(type)"
        }
    }
}

/// `{"text": THE FILE'S TEXT}`: the broken file's text as corrected in the source view.
struct SourceBody: StudioRequestBody {
    var text: String
    static let shape = "{\"text\": THE FILE'S TEXT}"
}

/// `{"action": "restore"}` or `{"action": "discard"}`: what to do with the recovery file.
struct RecoveryBody: StudioRequestBody {
    enum Action: String, Decodable { case restore, discard }
    var action: Action
    static let shape = "{\"action\": \"restore\"} or {\"action\": \"discard\"}"
}

/// `{"id": PRESET}`: a built-in preset to start the draft from.
struct PresetBody: StudioRequestBody {
    var id: String
    static let shape = "{\"id\": PRESET} naming a built-in preset"
}

/// `{"id": FILE}`: a file of the folder of brands to show.
struct BrandFileBody: StudioRequestBody {
    var id: String
    static let shape = "{\"id\": FILE} naming a file of the folder of brands"
}

/// `{"name", "color": "#RRGGBB"}`: a new palette ramp and the colour it is made from.
struct RampBody: StudioRequestBody {
    var name: String
    var color: String
    static let shape =
        "{\"name\": NAME, \"color\": \"#RRGGBB\"} (the new ramp's name and the colour it is made from)"
}

/// `{"path": "brand" | "brand.500", "name"}`: a palette entry or ramp and its new name.
struct PaletteRenameBody: StudioRequestBody {
    var path: String
    var name: String
    static let shape =
        "{\"path\": PATH, \"name\": NAME} (the palette entry or ramp, brand or brand.500, and its new name)"
}

/// `{"role"}`: a colour role of the mode matrix.
struct RoleBody: StudioRequestBody {
    var role: String
    static let shape = "{\"role\": NAME} naming a colour role"
}

/// `{"role", "mode"}`: a colour role in one of the four modes, by the mode's key.
struct RoleInModeBody: StudioRequestBody {
    var role: String
    var mode: String
    static var shape: String {
        "{\"role\": NAME, \"mode\": KEY} with KEY one of \(ModeMatrix.modes.map(\.key).joined(separator: ", "))"
    }
}

/// `{"name": "variables.json", "text": "…", "mapName": "map.json", "map": "…"}`: an uploaded Figma
/// variables file and its optional map.
struct FigmaUploadBody: StudioRequestBody {
    var name: String?
    var text: String
    var mapName: String?
    var map: String?
    static let shape = "{\"name\": FILE, \"text\": the Figma variables JSON, \"mapName\", \"map\": an optional map}"
}

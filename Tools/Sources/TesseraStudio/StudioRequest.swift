import Foundation
import Hummingbird
import TesseraCore
import TesseraStudioModel

/// Reading what the page sends: a context from the query, JSON bodies within a size limit, and
/// edits (`{"path": ["colors", "accent", "light"], "value": "#2563EB"}`).
enum StudioRequest {
    static func error(_ status: HTTPResponse.Status, _ message: String) -> HTTPError {
        HTTPError(status, message: message)
    }

    /// A context from `appearance`, `contrast`, `size`, `width`, `height`, `reduceMotion`,
    /// `reduceTransparency` and `boldText`; omitted ones take iOS defaults.
    static func context(_ query: Parameters) throws -> ThemeContext {
        var context = ThemeContext()
        func value<Value>(_ name: String, _ parse: (String) -> Value?) throws -> Value? {
            guard let text = query.get(name) else { return nil }
            guard let parsed = parse(text) else { throw error(.badRequest, "'\(text)' is not a valid \(name)") }
            return parsed
        }
        if let appearance = try value("appearance", Appearance.init(rawValue:)) { context.appearance = appearance }
        if let contrast = try value("contrast", ContrastMode.init(rawValue:)) { context.contrast = contrast }
        if let size = try value("size", DynamicTypeSize.init(name:)) { context.dynamicTypeSize = size }
        if let width = try value("width", ThemeContext.SizeClass.init(rawValue:)) {
            context.horizontalSizeClass = width
        }
        if let height = try value("height", ThemeContext.SizeClass.init(rawValue:)) {
            context.verticalSizeClass = height
        }
        let flag: (String) -> Bool? = { ["true": true, "false": false][$0] }
        if let on = try value("reduceMotion", flag) { context.reduceMotion = on }
        if let on = try value("reduceTransparency", flag) { context.reduceTransparency = on }
        if let on = try value("boldText", flag) { context.boldText = on }
        return context
    }

    /// The request's body as it was sent, refused with 413 past `limit` bytes.
    static func bytes(_ request: Request, limit: Int) async throws -> Data {
        do { return Data(try await request.body.collect(upTo: limit).readableBytesView) } catch {
            throw Self.error(.contentTooLarge, "Request bodies are limited to \(limit) bytes.")
        }
    }

    /// The request's JSON body, refused with 413 past `limit` bytes and 400 when not JSON.
    static func body(_ request: Request, limit: Int) async throws -> JSONNode {
        let data = try await bytes(request, limit: limit)
        guard !data.isEmpty else { return .object([:]) }
        do { return try JSONNode(parsing: data) } catch {
            throw Self.error(.badRequest, "The body is not JSON: \(error)")
        }
    }

    /// A colour typed in a field that is not one: what was expected, and what was typed.
    struct TypedColorRefusal: Error {
        /// `colors.accent.light: expected #RRGGBB(AA), …; found "#12": …`
        var message: String
    }

    /// The path and value of an edit: the path an array of keys and indices, or dotted keys;
    /// the value as JSON (`"value"`), or a colour as typed (`"color": "oklch(0.62 0.19 259)"`),
    /// read by the core's one colour-text parser (``EditValue``, as `tessera contrast`
    /// reads its arguments) — refused with ``TypedColorRefusal`` when it is not a colour.
    /// Whether the theme has that place is the session's to say.
    static func edit(_ body: JSONNode) throws -> (JSONPath, JSONNode) {
        let typed = body["color"]?.stringValue
        guard let value = body["value"] ?? (typed == nil ? nil : .null) else {
            throw error(
                .badRequest, "expected {\"path\": [keys…], \"value\": …} or {\"path\": [keys…], \"color\": TEXT}")
        }
        let path: JSONPath
        if let keys = body["path"]?.elements, !keys.isEmpty {
            path = JSONPath(
                try keys.map { key -> JSONPath.Component in
                    if let name = key.stringValue { return .key(name) }
                    if let index = key.numberValue, index >= 0, index == index.rounded() { return .index(Int(index)) }
                    throw error(.badRequest, "path components are keys or array indices")
                })
        } else if let dotted = body["path"]?.stringValue, !dotted.isEmpty {
            // Empty keys are kept, so `a..b` names what it says, never `a.b`.
            path = JSONPath(dotted.split(separator: ".", omittingEmptySubsequences: false).map { .key(String($0)) })
        } else {
            throw error(.badRequest, "expected \"path\": a non-empty array of keys")
        }
        guard let typed else { return (path, EditValue.json(value)) }
        do { return (path, try EditValue.color(typed: typed)) } catch let problem as ColorParseError {
            throw TypedColorRefusal(message: "\(path.description): \(problem.message)")
        }
    }

    /// Several edits made as one step: `{"edits": [{"path": …, "value": …}…], "label": "Same in all modes"}`
    /// (or `"color"` for `"value"`),
    /// each read as ``edit(_:)`` reads one.
    static func edits(_ body: JSONNode) throws -> (edits: [(path: JSONPath, value: JSONNode)], label: String) {
        guard let items = body["edits"]?.elements, !items.isEmpty else {
            throw error(.badRequest, "expected {\"edits\": [{\"path\": [keys…], \"value\": …}…], \"label\": TEXT}")
        }
        let edits = try items.map { item in
            let (path, value) = try edit(item)
            return (path: path, value: value)
        }
        return (edits, body["label"]?.stringValue ?? "Change \(edits.count) values")
    }

    /// An uploaded Figma variables file and its optional map (``FigmaUploadBody``). Names are
    /// shown in diagnostics, reduced to their last path component.
    static func figmaUpload(_ body: FigmaUploadBody) -> (data: Data, file: String, map: (data: Data, file: String)?) {
        func name(_ given: String?, _ fallback: String) -> String {
            let last =
                given.flatMap { $0.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) } ?? ""
            return last.isEmpty ? fallback : last
        }
        let map = body.map.map { (data: Data($0.utf8), file: name(body.mapName, "map.json")) }
        return (Data(body.text.utf8), name(body.name, "variables.json"), map)
    }
}

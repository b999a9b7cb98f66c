import Foundation
import HTTPTypes
import TesseraCore
import TesseraGallery
import TesseraStudioModel

/// Reading the bodies of "Start from brand colours" and the audit panel's Fix.
enum StudioGenerateRequest {
    /// A field of a request that is not what it should be: which field, and what was expected.
    struct FieldError: Error {
        var field: String
        var message: String

        /// `{"error": MESSAGE, "field": FIELD}`.
        var payload: StudioPayload.FieldError { StudioPayload.FieldError(error: message, field: field) }
    }

    /// `{"accent", "neutral", "secondary"}` as sent; each may be absent, null or empty.
    struct BrandBody: Decodable {
        var accent: String?
        var neutral: String?
        var secondary: String?
    }

    /// `{"role", "against", "mode"}` as sent; each checked by ``pair(_:)``.
    struct PairBody: Decodable {
        var role: String?
        var against: String?
        var mode: String?
    }

    /// `data` as `Body`: 400 when it is not JSON (`StudioRequest`); a member that is not a
    /// string is the ``FieldError`` `mistyped` gives for its name.
    static func decode<Body: Decodable>(_ type: Body.Type, from data: Data, mistyped: (String) -> FieldError) throws
        -> Body
    {
        do { return try JSONDecoder().decode(Body.self, from: data.isEmpty ? Data("{}".utf8) : data) } catch let
            error as DecodingError
        {
            if case .typeMismatch(_, let context) = error, let field = context.codingPath.first?.stringValue {
                throw mistyped(field)
            }
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                throw StudioRequest.error(.badRequest, "The body is not JSON: \(context.debugDescription)")
            }
            throw StudioRequest.error(.badRequest, "expected an object: \(StudioRequest.problem(error))")
        }
    }

    /// `{"accent": "#RRGGBB", "neutral": "#RRGGBB", "secondary": "#RRGGBB"}`: the accent is
    /// required, the others optional (absent, null or empty). Anything but six hex digits after
    /// `#` is refused naming the field.
    static func brand(_ data: Data) throws -> BrandColors {
        let body = try decode(BrandBody.self, from: data) { field in
            FieldError(field: field, message: "\(field): expected a string #RRGGBB (six hex digits)")
        }
        return try brand(body)
    }

    static func brand(_ body: BrandBody) throws(FieldError) -> BrandColors {
        func color(_ field: String, _ text: String?, required: Bool) throws(FieldError) -> RGBA? {
            guard let text, !text.isEmpty else {
                guard !required else {
                    throw FieldError(
                        field: field, message: "\(field): a colour is required; expected #RRGGBB (six hex digits)")
                }
                return nil
            }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let digits = trimmed.hasPrefix("#") ? trimmed.dropFirst() : Substring(trimmed)
            guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let parsed = try? RGBA(hex: "#" + digits) else {
                throw FieldError(
                    field: field,
                    message: "\(field): \"\(text)\" is not a colour; expected #RRGGBB (six hex digits, e.g. #2563EB)")
            }
            return parsed
        }
        guard let accent = try color("accent", body.accent, required: true) else {
            throw FieldError(field: "accent", message: "accent: a colour is required")
        }
        return BrandColors(
            accent: accent, neutral: try color("neutral", body.neutral, required: false),
            secondary: try color("secondary", body.secondary, required: false))
    }

    /// What each field of a pair should be, the message of one that is not.
    private static let pairMessages = [
        "role": "role: expected the role the failing check names (e.g. \"textSecondary\")",
        "against": "against: expected what the role is drawn on, as the failing check names it (e.g. \"background\")",
        "mode": "mode: expected a string, one of \(ColorMode.allCases.map(BrandPreview.key).joined(separator: ", "))",
    ]

    /// `{"role": ROLE, "against": WHAT IT IS DRAWN ON, "mode": "light-standard" | "dark-standard"
    /// | "light-increased" | "dark-increased"}` — a failure of the audit panel.
    static func pair(_ data: Data) throws -> (role: String, against: String, mode: ColorMode) {
        let body = try decode(PairBody.self, from: data) { field in
            FieldError(field: field, message: pairMessages[field] ?? "\(field): expected a string")
        }
        return try pair(body)
    }

    static func pair(_ body: PairBody) throws(FieldError) -> (role: String, against: String, mode: ColorMode) {
        guard let role = body.role, !role.isEmpty else {
            throw FieldError(field: "role", message: pairMessages["role"] ?? "role")
        }
        guard let against = body.against, !against.isEmpty else {
            throw FieldError(field: "against", message: pairMessages["against"] ?? "against")
        }
        let modeText = body.mode ?? ""
        guard let mode = BrandPreview.mode(modeText) else {
            let known = ColorMode.allCases.map(BrandPreview.key).joined(separator: ", ")
            throw FieldError(
                field: "mode", message: "mode: \"\(modeText)\" is not a colour mode; expected one of \(known)")
        }
        return (role, against, mode)
    }
}

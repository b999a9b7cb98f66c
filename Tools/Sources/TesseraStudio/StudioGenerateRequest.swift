import Foundation
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

    /// `{"accent": "#RRGGBB", "neutral": "#RRGGBB", "secondary": "#RRGGBB"}`: the accent is
    /// required, the others optional (absent, null or empty). Anything but six hex digits after
    /// `#` is refused naming the field.
    static func brand(_ body: JSONNode) throws(FieldError) -> BrandColors {
        func color(_ field: String, required: Bool) throws(FieldError) -> RGBA? {
            let node = body[field]
            if node == nil || node?.isNull == true || node?.stringValue == "" {
                guard !required else {
                    throw FieldError(
                        field: field, message: "\(field): a colour is required; expected #RRGGBB (six hex digits)")
                }
                return nil
            }
            guard let text = node?.stringValue else {
                throw FieldError(field: field, message: "\(field): expected a string #RRGGBB (six hex digits)")
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
        guard let accent = try color("accent", required: true) else {
            throw FieldError(field: "accent", message: "accent: a colour is required")
        }
        return BrandColors(
            accent: accent, neutral: try color("neutral", required: false),
            secondary: try color("secondary", required: false))
    }

    /// `{"role": ROLE, "against": WHAT IT IS DRAWN ON, "mode": "light-standard" | "dark-standard"
    /// | "light-increased" | "dark-increased"}` — a failure of the audit panel.
    static func pair(_ body: JSONNode) throws(FieldError) -> (role: String, against: String, mode: ColorMode) {
        guard let role = body["role"]?.stringValue, !role.isEmpty else {
            throw FieldError(
                field: "role", message: "role: expected the role the failing check names (e.g. \"textSecondary\")")
        }
        guard let against = body["against"]?.stringValue, !against.isEmpty else {
            throw FieldError(
                field: "against",
                message:
                    "against: expected what the role is drawn on, as the failing check names it (e.g. \"background\")")
        }
        let modeText = body["mode"]?.stringValue ?? ""
        guard let mode = BrandPreview.mode(modeText) else {
            let known = ColorMode.allCases.map(BrandPreview.key).joined(separator: ", ")
            throw FieldError(
                field: "mode", message: "mode: \"\(modeText)\" is not a colour mode; expected one of \(known)")
        }
        return (role, against, mode)
    }
}

import Foundation
@_spi(TesseraTools) import TesseraCore

/// What a lenient reading does to a resolved value before checking it: a sibling `unit`, the
/// value forms of ``LenientValue``, a sibling `alpha` and Tokens Studio colour modifiers; and
/// which aliases across types it converts.
extension AliasResolver {
    /// The `$extensions["studio.tokens"].modify` of a token, when it has one.
    func studioModifier(of position: Int) -> JSONNode? {
        raw[position].extensions?["studio.tokens"]?["modify"]
    }

    /// Whether an alias of a `from` token may stand where a `to` value is expected.
    /// A token of a type the format lacks (Tokens Studio's `other`, a system's own `typeScale`)
    /// may stand for a font family, a dimension or a number; its value decides (``converted(_:from:to:)``).
    static func convertible(from: String, to: String) -> Bool {
        (from == "number" && to == "dimension") || (from == "dimension" && to == "number")
            || (TokenType(rawValue: from) == nil && foreignTargets.contains(to))
    }

    /// What a token of a type the format lacks may be read as.
    private static let foreignTargets: Set<String> = [
        TokenType.fontFamily.rawValue, TokenType.dimension.rawValue, TokenType.number.rawValue,
    ]

    /// A `from` value read as a `to` one: a number as a dimension in px, a dimension in px or rem
    /// as its number in px; a foreign-typed token's text as a font family, and its number (written
    /// as a number, as text or as Tokens Studio math: `round(14*1.2^2)`) as a dimension in px (or
    /// the px or rem it writes) or a number; `nil` where no conversion is defined.
    static func converted(_ value: JSONNode, from: String, to: String) -> JSONNode? {
        if TokenType(rawValue: from) == nil {
            switch to {
            case TokenType.fontFamily.rawValue:
                let names = value.stringValue.map { [$0] } ?? value.elements?.compactMap(\.stringValue)
                guard let names, !names.isEmpty, names.count == (value.elements?.count ?? 1) else { return nil }
                return value
            case TokenType.dimension.rawValue:
                guard let quantity = foreignQuantity(value), ["", "px", "rem"].contains(quantity.unit) else {
                    return nil
                }
                return JSONNode(
                    .object([
                        .init(key: "value", value: .number(quantity.value)),
                        .init(key: "unit", value: .string(quantity.unit.isEmpty ? "px" : quantity.unit)),
                    ]),
                    at: value.location)
            case TokenType.number.rawValue:
                guard let quantity = foreignQuantity(value), quantity.unit.isEmpty else { return nil }
                return JSONNode(.number(quantity.value), at: value.location)
            default:
                return nil
            }
        }
        switch (from, to) {
        case ("number", "dimension"):
            guard let number = value.numberValue ?? value.stringValue.flatMap({ Double($0) }) else { return nil }
            return JSONNode(
                .object([.init(key: "value", value: .number(number)), .init(key: "unit", value: .string("px"))]),
                at: value.location)
        case ("dimension", "number"):
            guard let number = value["value"]?.numberValue else { return value.numberValue.map { _ in value } }
            switch value["unit"]?.stringValue {
            case "px": return JSONNode(.number(number), at: value.location)
            case "rem": return JSONNode(.number(number * 16), at: value.location)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The number a foreign-typed token holds: a JSON number, or text that is a number with an
    /// optional unit or Tokens Studio math evaluating to one; `nil` for anything else.
    private static func foreignQuantity(_ value: JSONNode) -> TokenMath.Quantity? {
        if let number = value.numberValue { return TokenMath.Quantity(value: number, unit: "") }
        guard let text = value.stringValue?.trimmingCharacters(in: .whitespaces) else { return nil }
        if let quantity = LenientValue.plainQuantity(text) { return quantity }
        guard TokenMath.looksLikeExpression(text), case .success(let quantity) = TokenMath.evaluate(text) else {
            return nil
        }
        return quantity
    }

    /// The type a value's shape shows: a colour object or CSS colour, a measure in px, rem, em
    /// or pt, a duration, a number; `nil` for text and anything else.
    static func inferredType(of value: JSONNode) -> TokenType? {
        switch value.value {
        case .number: return .number
        case .string(let text):
            if CSSColor.parse(text) != nil { return .color }
            guard let quantity = LenientValue.plainQuantity(text.trimmingCharacters(in: .whitespaces)) else {
                return nil
            }
            return ["px", "rem", "em", "pt"].contains(quantity.unit)
                ? .dimension : ["ms", "s"].contains(quantity.unit) ? .duration : nil
        case .object:
            if value["colorSpace"] != nil { return .color }
            guard value["value"]?.numberValue != nil, let unit = value["unit"]?.stringValue else { return nil }
            return ["px", "rem", "em", "pt"].contains(unit) ? .dimension : ["ms", "s"].contains(unit) ? .duration : nil
        default:
            return nil
        }
    }

    mutating func lenientValue(_ written: JSONNode, as type: TokenType, token position: Int) throws(LenientValue
        .Failure) -> JSONNode
    {
        let token = raw[position]
        var value = written
        if let unit = token.siblingUnit, type == .dimension || type == .duration,
            let number = value.numberValue
                ?? value.stringValue.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) })
        {
            value = JSONNode(
                .object([.init(key: "value", value: .number(number)), .init(key: "unit", value: .string(unit))]),
                at: value.location)
        }
        var reader = LenientValue()
        value = try reader.normalised(value, as: type)
        for (kind, detail) in reader.applied {
            tally.record(kind, detail: detail, at: token.valuePath, location: token.location, file: token.file)
        }
        guard type == .color else { return value }
        if let alpha = token.siblingAlpha, let rgba = ColorModifier.rgba(value) {
            value = JSONNode(
                DTCGValues.color(RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha * alpha))
                    .value,
                at: value.location)
        }
        if let written = studioModifier(of: position) {
            var ignored: String?
            guard let modify = substitute(written, from: position, aliasedType: &ignored) else {
                throw LenientValue.Failure(
                    message: "the colour modifier refers to a token that did not resolve", node: written, subpath: [])
            }
            let modifier: ColorModifier
            switch ColorModifier.read(modify) {
            case .success(let read): modifier = read
            case .failure(let failure): throw failure
            }
            guard let rgba = ColorModifier.rgba(value) else {
                throw LenientValue.Failure(
                    message: "a colour modifier needs an sRGB colour; found \(value.description.prefix(60))",
                    node: written, subpath: [])
            }
            value = JSONNode(DTCGValues.color(modifier.applied(to: rgba)).value, at: value.location)
            tally.record(
                modifier.isExactSpace ? .colorModifier : .colorModifierInSRGB,
                detail: "\(modifier.kind.rawValue) \(modifier.amount.formatted)",
                at: token.valuePath, location: token.location, file: token.file)
        }
        return value
    }
}

import Foundation
@_spi(TesseraTools) import TesseraCore

/// Reads a value as real files write it into the DTCG form of its type: dimensions as strings
/// (`"0.25rem"`, `"18"`) or bare numbers, Tokens Studio math, percentages, weight names, colours
/// as CSS text, Tokens Studio shadows and typography.
///
/// Each conversion is recorded as a ``Leniency`` (with what was written), for the reading to
/// report once per kind. A value it does not recognise is returned as written, for
/// ``ValueChecker`` to judge; what it recognises but cannot read (math that does not evaluate)
/// throws a ``Failure`` at the place it was written.
struct LenientValue {
    struct Failure: Error {
        var message: String
        var node: JSONNode
        var subpath: [JSONPath.Component]
    }

    /// The leniencies applied, with what was written.
    private(set) var applied: [(Leniency, String)] = []

    private mutating func note(_ kind: Leniency, _ written: JSONNode) {
        applied.append((kind, String(written.description.prefix(40))))
    }

    mutating func normalised(_ value: JSONNode, as type: TokenType, at subpath: [JSONPath.Component] = [])
        throws(Failure) -> JSONNode
    {
        switch type {
        case .dimension: return try dimension(value, subpath)
        case .duration: return try duration(value, subpath)
        case .number: return try number(value, subpath)
        case .fontWeight: return try fontWeight(value, subpath)
        case .color: return color(value)
        case .shadow:
            if let elements = value.elements {
                var result: [JSONNode] = []
                for (index, element) in elements.enumerated() {
                    result.append(try shadow(element, subpath + [.index(index)]))
                }
                return JSONNode(.array(result), at: value.location)
            }
            return try shadow(value, subpath)
        case .typography: return try typography(value, subpath)
        case .border:
            return try members(value, subpath, [("color", .color), ("width", .dimension)])
        case .transition:
            return try members(value, subpath, [("duration", .duration), ("delay", .duration)])
        case .gradient:
            guard let stops = value.elements else { return value }
            var result: [JSONNode] = []
            for (index, stop) in stops.enumerated() {
                result.append(try members(stop, subpath + [.index(index)], [("color", .color), ("position", .number)]))
            }
            return JSONNode(.array(result), at: value.location)
        case .strokeStyle, .fontFamily, .cubicBezier:
            return value
        }
    }

    // MARK: Measures

    /// A number with its unit, from a string (plain or math); `nil` for text that is neither.
    private mutating func quantity(_ text: String, _ node: JSONNode, _ subpath: [JSONPath.Component], plain: Leniency)
        throws(Failure) -> TokenMath.Quantity?
    {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let plainValue = Self.plainQuantity(trimmed) {
            note(plainValue.unit == "%" ? .percent : plain, node)
            return plainValue
        }
        guard TokenMath.looksLikeExpression(trimmed) else { return nil }
        switch TokenMath.evaluate(trimmed) {
        case .success(let result):
            note(.math, node)
            return result
        case .failure(let error):
            throw Failure(
                message:
                    "cannot evaluate \"\(trimmed.prefix(80))\": \(error.message) (at character \(error.offset + 1))",
                node: node, subpath: subpath)
        }
    }

    /// `12`, `-0.5`, `0.25rem`, `130%`: a number and an optional unit, nothing else.
    static func plainQuantity(_ text: String) -> TokenMath.Quantity? {
        guard let split = text.firstIndex(where: { $0.isLetter || $0 == "%" }) else {
            return Double(text).map { TokenMath.Quantity(value: $0, unit: "") }
        }
        let unit = String(text[split...]).trimmingCharacters(in: .whitespaces)
        guard TokenMath.units.contains(unit), let value = Double(text[..<split].trimmingCharacters(in: .whitespaces))
        else { return nil }
        return TokenMath.Quantity(value: value, unit: unit)
    }

    private mutating func dimension(_ value: JSONNode, _ subpath: [JSONPath.Component]) throws(Failure) -> JSONNode {
        switch value.value {
        case .number(let number):
            note(.unitlessDimension, value)
            return measure(number, "px", at: value)
        case .string(let text):
            guard let found = try quantity(text, value, subpath, plain: .dimensionString) else { return value }
            switch found.unit {
            case "", "pt": return measure(found.value, "px", at: value)
            case "%": return measure(found.value / 100, "em", at: value)
            case "ms", "s":
                throw Failure(
                    message: "a dimension cannot be a duration; found \"\(text)\"", node: value, subpath: subpath)
            default: return measure(found.value, found.unit, at: value)
            }
        case .object:
            guard let text = value["value"]?.stringValue, let number = Self.plainQuantity(text), number.unit.isEmpty
            else { return value }
            note(.numberString, value)
            return value.replacing(atKeys: ["value"], with: .number(number.value))
        default:
            return value
        }
    }

    private mutating func duration(_ value: JSONNode, _ subpath: [JSONPath.Component]) throws(Failure) -> JSONNode {
        switch value.value {
        case .number(let number):
            note(.durationString, value)
            return measure(number, "ms", at: value)
        case .string(let text):
            guard let found = try quantity(text, value, subpath, plain: .durationString) else { return value }
            switch found.unit {
            case "": return measure(found.value, "ms", at: value)
            case "ms", "s": return measure(found.value, found.unit, at: value)
            default:
                throw Failure(message: "a duration is in ms or s; found \"\(text)\"", node: value, subpath: subpath)
            }
        default:
            return value
        }
    }

    private mutating func number(_ value: JSONNode, _ subpath: [JSONPath.Component]) throws(Failure) -> JSONNode {
        guard let text = value.stringValue, let found = try quantity(text, value, subpath, plain: .numberString) else {
            return value
        }
        switch found.unit {
        case "": return JSONNode(.number(found.value), at: value.location)
        case "%": return JSONNode(.number(found.value / 100), at: value.location)
        default: return value
        }
    }

    private mutating func fontWeight(_ value: JSONNode, _ subpath: [JSONPath.Component]) throws(Failure) -> JSONNode {
        guard let text = value.stringValue, ValueChecker.weightNames[text] == nil else { return value }
        if let number = Double(text.trimmingCharacters(in: .whitespaces)) {
            note(.weightName, value)
            return JSONNode(.number(number), at: value.location)
        }
        // "Semi bold", "ExtraBold", "Bold Italic": the weight part of a style name.
        let words = text.lowercased().replacingOccurrences(of: "italic", with: "").replacingOccurrences(
            of: "oblique", with: "")
        let squeezed = words.filter(\.isLetter)
        guard let weight = Self.squeezedWeights[squeezed.isEmpty ? "regular" : squeezed] else { return value }
        note(.weightName, value)
        return JSONNode(.number(Double(weight)), at: value.location)
    }

    private static let squeezedWeights: [String: Int] = Dictionary(
        ValueChecker.weightNames.map { ($0.key.replacingOccurrences(of: "-", with: ""), $0.value) }
            + [("semi", 600), ("demi", 600), ("extra", 800), ("ultra", 800), ("roman", 400), ("plain", 400)],
        uniquingKeysWith: { first, _ in first })

    private func measure(_ value: Double, _ unit: String, at node: JSONNode) -> JSONNode {
        JSONNode(
            .object([.init(key: "value", value: .number(value)), .init(key: "unit", value: .string(unit))]),
            at: node.location)
    }

    // MARK: Colours

    private mutating func color(_ value: JSONNode) -> JSONNode {
        guard let text = value.stringValue, let rgba = CSSColor.parse(text) else { return value }
        note(.colorString, value)
        return JSONNode(DTCGValues.color(rgba).value, at: value.location)
    }

    // MARK: Composites

    private mutating func members(_ value: JSONNode, _ subpath: [JSONPath.Component], _ fields: [(String, TokenType)])
        throws(Failure) -> JSONNode
    {
        guard var members = value.members else { return value }
        for index in members.indices {
            guard let type = fields.first(where: { $0.0 == members[index].key })?.1 else { continue }
            members[index].value = try normalised(
                members[index].value, as: type, at: subpath + [.key(members[index].key)])
        }
        return JSONNode(.object(members), at: value.location)
    }

    private mutating func shadow(_ value: JSONNode, _ subpath: [JSONPath.Component]) throws(Failure) -> JSONNode {
        guard let written = value.members else { return value }
        var members: [JSONNode.Member] = []
        var isStudio = false
        for member in written {
            switch member.key {
            case "x":
                members.append(.init(key: "offsetX", keyLocation: member.keyLocation, value: member.value))
                isStudio = true
            case "y":
                members.append(.init(key: "offsetY", keyLocation: member.keyLocation, value: member.value))
                isStudio = true
            case "type":
                isStudio = true
                if member.value.stringValue == "innerShadow" {
                    members.append(.init(key: "inset", value: JSONNode(.bool(true))))
                }
            default: members.append(member)
            }
        }
        if isStudio {
            note(.studioShadow, value)
            if !members.contains(where: { $0.key == "spread" }) {
                members.append(.init(key: "spread", value: .number(0)))
            }
        }
        return try self.members(
            JSONNode(.object(members), at: value.location), subpath,
            [
                ("color", .color), ("offsetX", .dimension), ("offsetY", .dimension), ("blur", .dimension),
                ("spread", .dimension),
            ])
    }

    private static let typographyMembers = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
    private static let kebabTypographyMembers = [
        "font-family": "fontFamily", "font-size": "fontSize", "font-weight": "fontWeight",
        "letter-spacing": "letterSpacing", "line-height": "lineHeight",
    ]

    private mutating func typography(_ value: JSONNode, _ subpath: [JSONPath.Component]) throws(Failure) -> JSONNode {
        guard let written = value.members else { return value }
        var members: [JSONNode.Member] = []
        var kebab: [String] = []
        defer { if !kebab.isEmpty { note(.kebabMembers, JSONNode(.string(kebab.joined(separator: ", ")))) } }
        for var member in written {
            // Style Dictionary files that mirror CSS write `font-size`, `line-height`, ….
            if let camel = Self.kebabTypographyMembers[member.key], !written.contains(where: { $0.key == camel }) {
                kebab.append(member.key)
                member.key = camel
            }
            guard Self.typographyMembers.contains(member.key) else {
                note(.studioTypography, JSONNode(.string(member.key)))
                continue
            }
            if member.key == "lineHeight", let text = member.value.stringValue {
                if let found = try quantity(text, member.value, subpath + [.key("lineHeight")], plain: .numberString) {
                    switch found.unit {
                    case "": member.value = JSONNode(.number(found.value), at: member.value.location)
                    case "%": member.value = JSONNode(.number(found.value / 100), at: member.value.location)
                    default:
                        member.value = measure(found.value, found.unit == "pt" ? "px" : found.unit, at: member.value)
                    }
                } else if ["auto", "normal"].contains(text.lowercased()) {
                    note(.studioTypography, JSONNode(.string("lineHeight \(text)")))
                    continue
                }
            }
            members.append(member)
        }
        return try self.members(
            JSONNode(.object(members), at: value.location), subpath,
            [
                ("fontFamily", .fontFamily), ("fontSize", .dimension), ("fontWeight", .fontWeight),
                ("letterSpacing", .dimension),
            ])
    }
}

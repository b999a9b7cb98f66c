@_spi(TesseraTools) import TesseraCore

/// Checks a resolved token value against the rules of its type.
///
/// Every departure is reported at the most precise place known, with what was expected. A strict
/// reading makes them errors; a lenient one warnings, the value kept as written.
struct ValueChecker {
    struct Issue {
        var message: String
        var location: TextPosition
        /// Keys and indices below `$value`.
        var subpath: [JSONPath.Component]
    }

    private(set) var issues: [Issue] = []

    private mutating func fail(_ message: String, _ node: JSONNode, _ subpath: [JSONPath.Component]) {
        issues.append(Issue(message: message, location: node.location, subpath: subpath))
    }

    mutating func check(_ value: JSONNode, as type: TokenType, at subpath: [JSONPath.Component] = []) {
        switch type {
        case .color: checkColor(value, subpath)
        case .dimension: checkMeasure(value, subpath, units: ["px", "rem"], what: "dimension")
        case .duration: checkMeasure(value, subpath, units: ["ms", "s"], what: "duration")
        case .fontFamily: checkFontFamily(value, subpath)
        case .fontWeight: checkFontWeight(value, subpath)
        case .number:
            if value.numberValue == nil {
                fail("a number token's value must be a JSON number; found \(value.kindDescription)", value, subpath)
            }
        case .cubicBezier: checkCubicBezier(value, subpath)
        case .strokeStyle: checkStrokeStyle(value, subpath)
        case .border:
            checkObject(
                value, subpath, what: "border",
                fields: [("color", .color), ("width", .dimension), ("style", .strokeStyle)])
        case .transition:
            checkObject(
                value, subpath, what: "transition",
                fields: [("duration", .duration), ("delay", .duration), ("timingFunction", .cubicBezier)])
        case .typography:
            checkObject(
                value, subpath, what: "typography",
                fields: [
                    ("fontFamily", .fontFamily), ("fontSize", .dimension), ("fontWeight", .fontWeight),
                    ("letterSpacing", .dimension), ("lineHeight", .number),
                ])
        case .shadow:
            if let elements = value.elements {
                if elements.isEmpty { fail("a shadow array needs at least one shadow", value, subpath) }
                for (index, element) in elements.enumerated() { checkShadow(element, subpath + [.index(index)]) }
            } else {
                checkShadow(value, subpath)
            }
        case .gradient:
            guard let stops = value.elements else {
                fail(
                    "a gradient's value must be an array of stops `{\"color\", \"position\"}`; found \(value.kindDescription)",
                    value, subpath)
                return
            }
            if stops.isEmpty { fail("a gradient needs at least one stop", value, subpath) }
            for (index, stop) in stops.enumerated() {
                checkObject(
                    stop, subpath + [.index(index)], what: "gradient stop",
                    fields: [("color", .color), ("position", .number)])
            }
        }
    }

    // MARK: Primitive types

    private mutating func checkColor(_ value: JSONNode, _ subpath: [JSONPath.Component]) {
        if let text = value.stringValue {
            fail(
                "a colour's value must be an object `{\"colorSpace\", \"components\"}`; found the string \"\(text.prefix(40))\"",
                value, subpath)
            return
        }
        guard let members = value.members else {
            fail(
                "a colour's value must be an object `{\"colorSpace\", \"components\"}`; found \(value.kindDescription)",
                value, subpath)
            return
        }
        for member in members where !["colorSpace", "components", "alpha", "hex"].contains(member.key) {
            fail(
                "unknown colour property `\(member.key)`; a colour has colorSpace, components, alpha and hex",
                member.value, subpath + [.key(member.key)])
        }
        var space: DTCGColorSpace?
        if let spaceNode = value["colorSpace"] {
            if let name = spaceNode.stringValue, let known = DTCGColorSpace(rawValue: name) {
                space = known
            } else {
                fail(
                    "unknown colour space \(spaceNode.description); expected one of \(DTCGColorSpace.allCases.map(\.rawValue).joined(separator: ", "))",
                    spaceNode, subpath + [.key("colorSpace")])
            }
        } else {
            fail("a colour needs `colorSpace`", value, subpath)
        }
        if let components = value["components"] {
            if let elements = components.elements {
                if elements.count != 3 {
                    fail(
                        "a colour has 3 components; found \(elements.count)", components, subpath + [.key("components")]
                    )
                }
                for (index, element) in elements.enumerated() {
                    let place = subpath + [.key("components"), .index(index)]
                    if element.stringValue == "none" { continue }
                    guard let number = element.numberValue else {
                        fail("a component is a number or \"none\"; found \(element.kindDescription)", element, place)
                        continue
                    }
                    if let range = space?.ranges[safe: index], !range.contains(number) {
                        fail(
                            "\(space?.rawValue ?? "") \(range.name) must be in \(range.text); found \(number.formatted)",
                            element, place)
                    }
                }
            } else {
                fail(
                    "`components` must be an array of 3 numbers; found \(components.kindDescription)", components,
                    subpath + [.key("components")])
            }
        } else {
            fail("a colour needs `components`", value, subpath)
        }
        if let alpha = value["alpha"] {
            if let number = alpha.numberValue {
                if !(0...1).contains(number) {
                    fail("alpha must be in [0, 1]; found \(number.formatted)", alpha, subpath + [.key("alpha")])
                }
            } else {
                fail(
                    "alpha must be a number in [0, 1]; found \(alpha.kindDescription)", alpha, subpath + [.key("alpha")]
                )
            }
        }
        if let hex = value["hex"] {
            let text = hex.stringValue ?? ""
            let digits = text.dropFirst()
            if !(text.hasPrefix("#") && digits.count == 6 && digits.allSatisfy(\.isHexDigit)) {
                fail(
                    "`hex` must be 6-digit CSS hex (`#rrggbb`; alpha goes in `alpha`); found \(hex.description)", hex,
                    subpath + [.key("hex")])
            }
        }
    }

    private mutating func checkMeasure(
        _ value: JSONNode, _ subpath: [JSONPath.Component], units: [String], what: String
    ) {
        guard value.members != nil else {
            let expected = "`{\"value\": number, \"unit\": \(units.map { "\"\($0)\"" }.joined(separator: " | "))}`"
            fail(
                "a \(what) must be an object \(expected); found \(value.kindDescription) \(value.description.prefix(40))",
                value, subpath)
            return
        }
        if let number = value["value"] {
            if number.numberValue == nil {
                fail(
                    "a \(what)'s `value` must be a number; found \(number.kindDescription)", number,
                    subpath + [.key("value")])
            }
        } else {
            fail("a \(what) needs `value`", value, subpath)
        }
        if let unit = value["unit"] {
            if let text = unit.stringValue, units.contains(text) {
            } else {
                fail(
                    "a \(what)'s unit must be \(units.map { "\"\($0)\"" }.joined(separator: " or ")); found \(unit.description)",
                    unit, subpath + [.key("unit")])
            }
        } else {
            fail("a \(what) needs `unit` (even for 0)", value, subpath)
        }
        for member in value.members ?? [] where member.key != "value" && member.key != "unit" {
            fail("unknown \(what) property `\(member.key)`", member.value, subpath + [.key(member.key)])
        }
    }

    private mutating func checkFontFamily(_ value: JSONNode, _ subpath: [JSONPath.Component]) {
        if value.stringValue != nil { return }
        if let elements = value.elements, !elements.isEmpty, elements.allSatisfy({ $0.stringValue != nil }) { return }
        fail("a font family is a name or an array of names; found \(value.kindDescription)", value, subpath)
    }

    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    private mutating func checkFontWeight(_ value: JSONNode, _ subpath: [JSONPath.Component]) {
        if let number = value.numberValue {
            if !(1...1000).contains(number) {
                fail("a font weight is in [1, 1000]; found \(number.formatted)", value, subpath)
            }
        } else if let name = value.stringValue {
            if Self.weightNames[name] == nil {
                fail(
                    "unknown font weight \"\(name)\"; expected a number or one of \(Self.weightNames.keys.sorted().joined(separator: ", ")) (lower case)",
                    value, subpath)
            }
        } else {
            fail("a font weight is a number or a name; found \(value.kindDescription)", value, subpath)
        }
    }

    private mutating func checkCubicBezier(_ value: JSONNode, _ subpath: [JSONPath.Component]) {
        guard let elements = value.elements, elements.count == 4, elements.allSatisfy({ $0.numberValue != nil }) else {
            fail(
                "a cubic Bézier is an array of 4 numbers [P1x, P1y, P2x, P2y]; found \(value.description.prefix(60))",
                value, subpath)
            return
        }
        for index in [0, 2] {
            if let x = elements[index].numberValue, !(0...1).contains(x) {
                fail(
                    "the x coordinates of a cubic Bézier are in [0, 1]; found \(x.formatted)", elements[index],
                    subpath + [.index(index)])
            }
        }
    }

    private mutating func checkStrokeStyle(_ value: JSONNode, _ subpath: [JSONPath.Component]) {
        let names = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
        if let name = value.stringValue {
            if !names.contains(name) {
                fail(
                    "unknown stroke style \"\(name)\"; expected one of \(names.joined(separator: ", "))", value, subpath
                )
            }
            return
        }
        guard value.members != nil else {
            fail(
                "a stroke style is a name or `{\"dashArray\", \"lineCap\"}`; found \(value.kindDescription)", value,
                subpath)
            return
        }
        if let dashArray = value["dashArray"], let dashes = dashArray.elements {
            if dashes.isEmpty {
                fail("`dashArray` needs at least one dimension", dashArray, subpath + [.key("dashArray")])
            }
            for (index, dash) in dashes.enumerated() {
                check(dash, as: .dimension, at: subpath + [.key("dashArray"), .index(index)])
            }
        } else {
            fail("a stroke style object needs `dashArray`, an array of dimensions", value, subpath)
        }
        if let cap = value["lineCap"] {
            if !["round", "butt", "square"].contains(cap.stringValue ?? "") {
                fail(
                    "`lineCap` is \"round\", \"butt\" or \"square\"; found \(cap.description)", cap,
                    subpath + [.key("lineCap")])
            }
        } else {
            fail("a stroke style object needs `lineCap`", value, subpath)
        }
    }

    private mutating func checkShadow(_ value: JSONNode, _ subpath: [JSONPath.Component]) {
        checkObject(
            value, subpath, what: "shadow",
            fields: [
                ("color", .color), ("offsetX", .dimension), ("offsetY", .dimension), ("blur", .dimension),
                ("spread", .dimension),
            ], optional: ["inset"])
        if let inset = value["inset"], case .bool = inset.value {
        } else if let inset = value["inset"] {
            fail("`inset` is true or false; found \(inset.kindDescription)", inset, subpath + [.key("inset")])
        }
    }

    private mutating func checkObject(
        _ value: JSONNode, _ subpath: [JSONPath.Component], what: String, fields: [(String, TokenType)],
        optional: [String] = []
    ) {
        guard let members = value.members else {
            fail(
                "a \(what) is an object with \(fields.map(\.0).joined(separator: ", ")); found \(value.kindDescription)",
                value, subpath)
            return
        }
        for (name, type) in fields {
            if let field = value[name] {
                check(field, as: type, at: subpath + [.key(name)])
            } else {
                fail("a \(what) needs `\(name)` (\(type.rawValue))", value, subpath)
            }
        }
        for member in members where !fields.contains(where: { $0.0 == member.key }) && !optional.contains(member.key) {
            fail(
                "unknown \(what) property `\(member.key)`; expected \((fields.map(\.0) + optional).joined(separator: ", "))",
                member.value, subpath + [.key(member.key)])
        }
    }

    /// The type each member of a composite value must have, for checking aliases in them.
    static func memberType(of type: TokenType, member: String) -> TokenType? {
        switch (type, member) {
        case (.border, "color"), (.shadow, "color"), (.gradient, "color"): .color
        case (.border, "width"), (.shadow, "offsetX"), (.shadow, "offsetY"), (.shadow, "blur"), (.shadow, "spread"),
            (.typography, "fontSize"), (.typography, "letterSpacing"), (.strokeStyle, "dashArray"):
            .dimension
        case (.border, "style"): .strokeStyle
        case (.transition, "duration"), (.transition, "delay"): .duration
        case (.transition, "timingFunction"): .cubicBezier
        case (.typography, "fontFamily"): .fontFamily
        case (.typography, "fontWeight"): .fontWeight
        case (.typography, "lineHeight"), (.gradient, "position"): .number
        default: nil
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension Double {
    /// A number as JSON writes it: `16`, `0.5`.
    var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}

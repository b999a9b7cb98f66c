import TesseraCore

/// One way a lenient reading bends the format to read a real file (a Tokens Studio type, a
/// dimension written as a string, a sibling `unit` member, …).
///
/// A lenient reading applies each and reports it once per kind — how many places, and the first
/// of them — in a ``LeniencyTally``; a strict reading (`tokens validate`) reports every place as
/// an error instead.
enum Leniency: String, CaseIterable, Sendable {
    case legacyForm
    case studioType
    case foreignType
    case dimensionString
    case unitlessDimension
    case durationString
    case numberString
    case percent
    case math
    case weightName
    case colorString
    case siblingUnit
    case siblingAlpha
    case colorModifier
    case colorModifierInSRGB
    case studioShadow
    case studioTypography
    case kebabMembers
    case crossTypeAlias
    case embeddedAlias
    case valueSuffix
    case spacedAlias
    case plainValue
    case dottedName
    case dollarAlias
    case tokenMetadata
    case typeInferred
    case valueAndChildren

    /// The warning for `count` places: what was written and how it was read.
    func message(count: Int, detail: [String]) -> String {
        let places = count == 1 ? "1 token" : "\(count) tokens"
        /// The verb agreeing with the count: `write` for many, `writes` for one.
        func v(_ plural: String) -> String {
            guard count == 1 else { return plural }
            switch plural {
            case "are": return "is"
            case "have": return "has"
            case "carry": return "carries"
            case "alias": return "aliases"
            default: return plural + "s"
            }
        }
        let list =
            detail.isEmpty ? "" : " (\(detail.prefix(8).joined(separator: ", "))\(detail.count > 8 ? ", …" : ""))"
        switch self {
        case .legacyForm:
            return
                "\(places) \(v("are")) written in the legacy form (`value`/`type` without `$`, as Tokens Studio writes); read as `$value` and `$type`"
        case .studioType:
            return "\(count) `$type`s name Tokens Studio types\(list); read as their DTCG equivalents"
        case .foreignType:
            return "\(count) `$type`s name types the format lacks\(list); their tokens are kept as written"
        case .dimensionString:
            return "\(places) \(v("write")) a dimension as a string\(list); read as `{\"value\", \"unit\"}` (pt as px)"
        case .unitlessDimension:
            return "\(places) \(v("write")) a dimension as a bare number\(list); read in px"
        case .durationString:
            return
                "\(places) \(v("write")) a duration as a string or bare number\(list); read as `{\"value\", \"unit\"}` (bare numbers in ms)"
        case .numberString:
            return "\(places) \(v("write")) a number as a string\(list); read as a JSON number"
        case .percent:
            return
                "\(places) \(v("write")) a percentage\(list); read as a fraction (130% as 1.3; a letter spacing of 2% as 0.02em)"
        case .math:
            return "\(places) \(v("hold")) Tokens Studio math\(list); evaluated"
        case .weightName:
            return "\(places) \(v("write")) a font weight by another name or as a string\(list); read as its number"
        case .colorString:
            return "\(places) \(v("write")) a colour as CSS text\(list); read as an sRGB colour object"
        case .siblingUnit:
            return "\(places) \(v("give")) their unit in a sibling `unit` member\(list); applied to `$value`"
        case .siblingAlpha:
            return "\(places) \(v("give")) their opacity in a sibling `alpha` member\(list); applied to the colour"
        case .colorModifier:
            return
                "\(places) \(v("carry")) Tokens Studio colour modifiers (`$extensions[\"studio.tokens\"].modify`)\(list); applied"
        case .colorModifierInSRGB:
            return
                "\(places) \(v("ask")) for a colour modifier in a space this reader does not compute\(list); applied in sRGB, so the result may differ slightly from Tokens Studio's"
        case .studioShadow:
            return
                "\(places) \(v("write")) shadows as Tokens Studio does (`x`, `y`, `type`)\(list); read as DTCG shadows"
        case .studioTypography:
            return "\(places) \(v("write")) typography members the format lacks\(list); left out of the value"
        case .kebabMembers:
            return
                "\(places) \(v("write")) typography members in kebab case as CSS does (`font-size`)\(list); read as the format's names (`fontSize`)"
        case .crossTypeAlias:
            return
                "\(places) \(v("alias")) a token of another type\(list); converted (a number as px, a dimension as its number in px, text as a font family, a number of a type the format lacks as a dimension or a number)"
        case .embeddedAlias:
            return "\(places) \(v("write")) aliases inside text\(list); each replaced by its value"
        case .valueSuffix:
            return
                "\(places) \(v("write")) aliases ending in `.value`, as Style Dictionary 3 does\(list); read as aliases of the token"
        case .dollarAlias:
            return
                "\(places) \(v("write")) aliases as `$` and a token's name, Tokens Studio's older form\(list); read as aliases of that token"
        case .dottedName:
            return
                "\(count == 1 ? "1 name contains" : "\(count) names contain") `.`\(list), which the format does not allow; read as written, though no alias can name \(count == 1 ? "it" : "them")"
        case .plainValue:
            return
                "\(count == 1 ? "1 value is" : "\(count) values are") written plainly, without `$value`, in a file that holds no token\(list); each read as a token"
        case .spacedAlias:
            return "\(places) \(v("write")) aliases with spaces inside the braces\(list); read with the spaces trimmed"
        case .tokenMetadata:
            return
                "\(count == 1 ? "1 member" : "\(count) members") of tokens beside their value \(count == 1 ? "is" : "are") not defined by the format\(list); kept aside as metadata (none holds a token)"
        case .valueAndChildren:
            return
                "\(places) \(v("hold")) both a `$value` and child tokens\(list), which the format does not allow; each and its children are read as tokens (a child without `$type` takes the token's)"
        case .typeInferred:
            return
                "\(places) \(v("have")) no `$type` (on the token, a group or an aliased token)\(list); the type was taken from the value"
        }
    }
}

/// Counts the leniencies a reading applied and reports each kind once.
struct LeniencyTally {
    private struct Entry {
        var count = 0
        var details: [String] = []
        var first: Diagnostic
    }

    private var entries: [Leniency: Entry] = [:]
    private var order: [Leniency] = []

    /// Records one place; `detail` (a type name, a written value) is listed once in the warning.
    mutating func record(
        _ kind: Leniency, detail: String? = nil, at path: JSONPath, location: TextPosition, file: String?
    ) {
        if entries[kind] == nil {
            entries[kind] = Entry(
                first: Diagnostic(.warning, .invalidValue, "", at: path, location: location, file: file))
            order.append(kind)
        }
        entries[kind]?.count += 1
        if let detail, entries[kind]?.details.contains(detail) == false, (entries[kind]?.details.count ?? 0) < 9 {
            entries[kind]?.details.append(detail)
        }
    }

    mutating func merge(_ other: LeniencyTally) {
        for kind in other.order {
            guard let entry = other.entries[kind] else { continue }
            if var mine = entries[kind] {
                mine.count += entry.count
                for detail in entry.details where !mine.details.contains(detail) && mine.details.count < 9 {
                    mine.details.append(detail)
                }
                entries[kind] = mine
            } else {
                entries[kind] = entry
                order.append(kind)
            }
        }
    }

    func count(_ kind: Leniency) -> Int { entries[kind]?.count ?? 0 }

    /// One warning per kind, at its first place, in the order first met.
    var diagnostics: [Diagnostic] {
        order.compactMap { kind in
            guard let entry = entries[kind] else { return nil }
            var diagnostic = entry.first
            diagnostic.message =
                kind.message(count: entry.count, detail: entry.details) + (entry.count > 1 ? "; the first is here" : "")
            return diagnostic
        }
    }
}

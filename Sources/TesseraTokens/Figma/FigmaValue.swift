import TesseraCore

/// One value of a Figma variable in one mode, as the file wrote it.
public enum FigmaValue: Sendable, Equatable {
    /// A colour, each channel from 0 to 1.
    case color(red: Double, green: Double, blue: Double, alpha: Double)
    case number(Double)
    case string(String)
    case boolean(Bool)
    /// A `VARIABLE_ALIAS`: the id of the variable whose value this takes.
    case alias(id: String)

    /// The `resolvedType` a literal of this kind belongs to; `nil` for an alias.
    var resolvedType: String? {
        switch self {
        case .color: "COLOR"
        case .number: "FLOAT"
        case .string: "STRING"
        case .boolean: "BOOLEAN"
        case .alias: nil
        }
    }

    /// The value as Figma writes it in `valuesByMode` and `variableModeValues`.
    var json: JSONNode {
        switch self {
        case .color(let red, let green, let blue, let alpha):
            .object(["r": .number(red), "g": .number(green), "b": .number(blue), "a": .number(alpha)])
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .boolean(let flag): JSONNode(.bool(flag))
        case .alias(let id): .object(["type": .string("VARIABLE_ALIAS"), "id": .string(id)])
        }
    }
}

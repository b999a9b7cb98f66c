import Foundation
@_spi(TesseraTools) public import TesseraCore

/// A theme as the files Figma's own DTCG import takes (Variables → Import, on every plan): one
/// complete token file per collection and mode (`Color/Dark.tokens.json`), each holding every
/// variable of its collection.
///
/// The variables are those ``FigmaExport`` sends through the REST API (Palette, Color with
/// Tessera's four modes, Size), read back from that body, so both paths carry the same
/// variables. Colours are sRGB colour objects with their hex, numbers are `number` tokens, each
/// token carries its Figma scopes in `$extensions["com.figma.scopes"]`; an alias within a
/// collection is a `{group.token}` reference, an alias to another collection is the value it
/// ends at with `$extensions["com.figma.aliasData"]` naming the variable and its collection, as
/// Figma writes them. Figma imports variables, not styles: there is no typography, shadow or
/// other composite token, and string variables (font families) and the hidden Tessera
/// collection are left out — ``Result/leftOut`` names them.
public enum FigmaDTCGExport {
    public struct Result: Sendable {
        /// The token files, paths relative to the output folder.
        public var files: [DTCGExport.File]
        /// Variables of the REST body that have no place in Figma's DTCG import, by name.
        public var leftOut: [String]
    }

    public static func files(for theme: CompiledTheme) throws -> Result {
        let body = try FigmaExport.body(for: theme)
        let figma = FigmaFile.read(body.data(pretty: false), file: nil)
        return files(for: figma)
    }

    /// The files for variables already read (a body, or a file from Figma).
    static func files(for figma: FigmaFile) -> Result {
        let variables = Dictionary(figma.variables.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let collections = Dictionary(figma.collections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var files: [DTCGExport.File] = []
        var leftOut: [String] = []
        for collection in figma.collections {
            let members = figma.variables.filter { $0.collectionID == collection.id }
            guard collection.name != FigmaImport.factsCollection else {
                leftOut += members.map(\.name)
                continue
            }
            leftOut += members.filter { !["COLOR", "FLOAT"].contains($0.resolvedType) }.map(\.name)
            let kept = members.filter { ["COLOR", "FLOAT"].contains($0.resolvedType) }
            guard !kept.isEmpty else { continue }
            for mode in collection.modes {
                var tree = FigmaTokenTree()
                for variable in kept {
                    let writer = Writer(variables: variables, collections: collections, mode: mode.id)
                    guard let token = writer.token(for: variable, in: collection) else {
                        leftOut.append("\(variable.name) (\(mode.name))")
                        continue
                    }
                    tree.insert(token, at: variable.name.split(separator: "/").map(String.init))
                }
                files.append(
                    DTCGExport.File(path: "\(collection.name)/\(mode.name).tokens.json", contents: tree.document()))
            }
        }
        return Result(files: files, leftOut: leftOut)
    }

    /// Writes one mode's tokens.
    private struct Writer {
        let variables: [String: FigmaVariable]
        let collections: [String: FigmaCollection]
        let mode: String

        func token(for variable: FigmaVariable, in collection: FigmaCollection) -> JSONNode? {
            guard let value = variable.valuesByMode[mode] else { return nil }
            var extensions: [JSONNode.Member] = [
                .init(key: "com.figma.scopes", value: JSONNode(.array(variable.scopes.map { .string($0) })))
            ]
            let written: JSONNode
            if case .alias(let id) = value, let target = variables[id] {
                if target.collectionID == collection.id {
                    written = .string("{" + target.name.split(separator: "/").joined(separator: ".") + "}")
                } else {
                    guard let literal = literal(of: id, depth: 0), let json = Self.json(literal) else { return nil }
                    written = json
                    extensions.append(
                        .init(
                            key: "com.figma.aliasData",
                            value: .object([
                                "targetVariableName": .string(target.name),
                                "targetVariableSetName": .string(collections[target.collectionID]?.name ?? ""),
                            ])))
                }
            } else {
                guard let json = Self.json(value) else { return nil }
                written = json
            }
            var members: [JSONNode.Member] = [
                .init(key: "$type", value: .string(variable.resolvedType == "COLOR" ? "color" : "number")),
                .init(key: "$value", value: written),
            ]
            if let description = variable.description, !description.isEmpty {
                members.append(.init(key: "$description", value: .string(description)))
            }
            members.append(.init(key: "$extensions", value: JSONNode(.object(extensions))))
            return JSONNode(.object(members))
        }

        /// The literal an alias ends at: in this mode within the collection, else in the target
        /// collection's default mode.
        private func literal(of id: String, depth: Int) -> FigmaValue? {
            guard depth < 64, let variable = variables[id], let collection = collections[variable.collectionID] else {
                return nil
            }
            let value = variable.valuesByMode[mode] ?? collection.defaultMode.flatMap { variable.valuesByMode[$0.id] }
            if case .alias(let next)? = value { return literal(of: next, depth: depth + 1) }
            return value
        }

        static func json(_ value: FigmaValue) -> JSONNode? {
            switch value {
            case .color(let red, let green, let blue, let alpha):
                var members: [JSONNode.Member] = [
                    .init(key: "colorSpace", value: .string("srgb")),
                    .init(
                        key: "components",
                        value: JSONNode(.array([red, green, blue].map { .number(DTCGValues.rounded($0)) }))),
                    .init(key: "alpha", value: .number(DTCGValues.rounded(alpha))),
                ]
                members.append(
                    .init(key: "hex", value: .string(DTCGValues.hex6(RGBA(red: red, green: green, blue: blue)))))
                return JSONNode(.object(members))
            case .number(let number):
                return .number(number)
            default:
                return nil
            }
        }
    }
}

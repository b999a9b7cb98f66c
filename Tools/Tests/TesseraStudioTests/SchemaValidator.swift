import Foundation
@_spi(TesseraTools) import TesseraCore

/// The Studio's API schema (`Schema/studio-api.schema.json`) read by the keywords it uses that say
/// what a payload holds: `$ref`, `type`, `required`, `properties`, `additionalProperties`,
/// `items`, `allOf`, `anyOf`, `oneOf`, `enum`, `const`, `minimum`, `maximum`, `minItems`, `maxItems`,
/// `minLength` and `pattern` — and, for what a payload carries as the theme file writes it, the
/// definitions of the theme file's schema (`Schema/theme.schema.json`, its `$id` the reference's
/// start) by the same keywords. `scripts/studio-schema-check` validates a running Studio's replies
/// with a complete JSON Schema validator; this one checks each payload type's output in a unit test.
struct SchemaValidator {
    let root: JSONNode
    /// The theme file's schema, which the API's schema refers to by its `$id`.
    let theme: JSONNode

    /// The schema files of this repository.
    static func studioAPI() throws -> SchemaValidator {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Schema")
        return SchemaValidator(
            root: try JSONNode(parsing: Data(contentsOf: folder.appendingPathComponent("studio-api.schema.json"))),
            theme: try JSONNode(parsing: Data(contentsOf: folder.appendingPathComponent("theme.schema.json"))))
    }

    /// Every way `value` breaks the definition `name` (`status`), each as `PATH: what was expected`.
    func problems(_ value: JSONNode, against name: String) -> [String] {
        guard let definition = root["$defs"]?[name] else { return ["no definition '\(name)'"] }
        return problems(value, definition, at: "$", in: root)
    }

    /// The schema a `$ref` names and the document it is in: `#/$defs/NAME` in `document`, or
    /// `ID#/$defs/NAME` in the theme file's schema, whose `$id` is `ID`.
    private func definition(_ reference: String, from document: JSONNode) -> (JSONNode, JSONNode)? {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].hasPrefix("/$defs/") else { return nil }
        let target: JSONNode
        if parts[0].isEmpty {
            target = document
        } else if String(parts[0]) == theme["$id"]?.stringValue {
            target = theme
        } else {
            return nil
        }
        guard let found = target["$defs"]?[String(parts[1].dropFirst("/$defs/".count))] else { return nil }
        return (found, target)
    }

    private func problems(_ value: JSONNode, _ schema: JSONNode, at path: String, in document: JSONNode) -> [String] {
        if let reference = schema["$ref"]?.stringValue {
            guard let (definition, target) = self.definition(reference, from: document) else {
                return ["\(path): unknown $ref \(reference)"]
            }
            return problems(value, definition, at: path, in: target)
        }
        var found: [String] = []
        if let type = schema["type"] {
            let allowed = type.elements?.compactMap(\.stringValue) ?? [type.stringValue].compactMap { $0 }
            if !allowed.contains(where: { Self.value(value, is: $0) }) {
                return [
                    "\(path): expected \(allowed.joined(separator: " or ")), found \(value.text(pretty: false).prefix(80))"
                ]
            }
        }
        if let choices = schema["enum"]?.elements, !choices.contains(value) {
            found.append("\(path): not one of \(schema["enum"]?.text(pretty: false) ?? "")")
        }
        if let constant = schema["const"], constant != value {
            found.append("\(path): expected \(constant.text(pretty: false))")
        }
        if let number = value.numberValue {
            if let minimum = schema["minimum"]?.numberValue, number < minimum {
                found.append("\(path): below \(minimum)")
            }
            if let maximum = schema["maximum"]?.numberValue, number > maximum {
                found.append("\(path): above \(maximum)")
            }
        }
        if let text = value.stringValue {
            if let length = schema["minLength"]?.numberValue, Double(text.count) < length {
                found.append("\(path): shorter than \(length)")
            }
            if let pattern = schema["pattern"]?.stringValue, text.range(of: pattern, options: .regularExpression) == nil
            {
                found.append("\(path): does not match \(pattern)")
            }
        }
        if let elements = value.elements {
            if let least = schema["minItems"]?.numberValue, Double(elements.count) < least {
                found.append("\(path): fewer than \(Int(least)) items")
            }
            if let most = schema["maxItems"]?.numberValue, Double(elements.count) > most {
                found.append("\(path): more than \(Int(most)) items")
            }
            if let items = schema["items"] {
                for (index, element) in elements.enumerated() {
                    found += problems(element, items, at: "\(path)[\(index)]", in: document)
                }
            }
        }
        if let members = value.members {
            for key in schema["required"]?.elements?.compactMap(\.stringValue) ?? [] where value[key] == nil {
                found.append("\(path): missing required member \(key)")
            }
            let properties = schema["properties"]
            for member in members {
                if let property = properties?[member.key] {
                    found += problems(member.value, property, at: "\(path).\(member.key)", in: document)
                } else if let additional = schema["additionalProperties"] {
                    if additional.members != nil {
                        found += problems(member.value, additional, at: "\(path).\(member.key)", in: document)
                    } else if additional == JSONNode(.bool(false)) {
                        found.append("\(path): unexpected member \(member.key)")
                    }
                }
            }
        }
        for option in schema["allOf"]?.elements ?? [] {
            found += problems(value, option, at: path, in: document)
        }
        if let options = schema["anyOf"]?.elements,
            !options.contains(where: { problems(value, $0, at: path, in: document).isEmpty })
        {
            found.append("\(path): matches none of anyOf")
        }
        if let options = schema["oneOf"]?.elements,
            options.filter({ problems(value, $0, at: path, in: document).isEmpty }).count != 1
        {
            found.append("\(path): does not match exactly one of oneOf")
        }
        return found
    }

    private static func value(_ value: JSONNode, is type: String) -> Bool {
        switch type {
        case "null": value.isNull
        case "boolean": if case .bool = value.value { true } else { false }
        case "string": value.stringValue != nil
        case "number": value.numberValue != nil
        case "integer": value.numberValue.map { $0.rounded() == $0 } ?? false
        case "array": value.elements != nil
        case "object": value.members != nil
        default: false
        }
    }
}

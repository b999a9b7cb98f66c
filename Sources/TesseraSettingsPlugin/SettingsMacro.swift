import SwiftDiagnostics
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@Settings`: makes a struct a `SettingsGroup` — its schema (every stored property in
/// declaration order, nested `@Settings` structs as sections) and a tolerant `init(from:)` that
/// keeps the rest of a user's settings when one value is missing, unknown or of the wrong type.
public struct SettingsMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let structDecl = declaration.as(StructDeclSyntax.self) else {
            let kind =
                declaration.is(ClassDeclSyntax.self)
                ? "a class"
                : declaration.is(EnumDeclSyntax.self)
                    ? "an enum"
                    : declaration.is(ActorDeclSyntax.self) ? "an actor" : "this declaration"
            context.diagnose(
                Diagnostic(
                    node: node,
                    message: SettingsMessage(
                        kind: .notAStruct,
                        message:
                            "@Settings applies to structs: settings are values that can be compared and saved; \(kind) cannot be one"
                    )))
            return []
        }
        guard let properties = collectProperties(of: structDecl, in: context) else { return [] }

        let typeName = type.trimmedDescription
        let access =
            structDecl.modifiers.contains { ["public", "package"].contains($0.name.text) }
            ? (structDecl.modifiers.first { ["public", "package"].contains($0.name.text) }?.name.text ?? "") + " " : ""
        let isGeneric = structDecl.genericParameterClause != nil

        // Each entry is a member of its own, placed at the property's line, so the compiler's
        // message for a type that cannot be a setting points at the user's declaration.
        let members = properties.map { property -> String in
            let location = context.location(of: property.node, at: .afterLeadingTrivia, filePathMode: .filePath)
            let member =
                "private static var \(entryName(property)): TesseraSettings.SettingsSchema<\(typeName)>.Entry { \(entry(for: property, typeName: typeName)) }"
            guard let location, let line = Int(location.line.trimmedDescription) else { return member }
            // The entry's call stands on the line after its member's: name the line before.
            return "#sourceLocation(file: \(location.file), line: \(max(1, line - 1)))\n\(member)\n#sourceLocation()"
        }.joined(separator: "\n")
        let entries = properties.map(entryName).joined(separator: ", ")
        let reads = properties.map {
            "TesseraSettings.SettingsDecoding.read(&self.\($0.name), \(literal($0.name)), from: container, decoder: decoder)"
        }.joined(separator: "\n")
        let known = properties.map { literal($0.name) }.joined(separator: ", ")
        let schemaDeclaration =
            isGeneric
            ? "\(access)static var settingsSchema: TesseraSettings.SettingsSchema<\(typeName)> {\nTesseraSettings.SettingsSchema<\(typeName)>([\(entries)])\n}"
            : "\(access)static let settingsSchema = TesseraSettings.SettingsSchema<\(typeName)>([\(entries)])"

        let source: DeclSyntax = """
            extension \(raw: typeName): TesseraSettings.SettingsGroup {
            \(raw: schemaDeclaration)

            \(raw: members)

            \(raw: access)init(from decoder: any Decoder) throws {
            self.init()
            let container = try decoder.container(keyedBy: TesseraSettings.SettingsCodingKey.self)
            \(raw: reads)
            TesseraSettings.SettingsDecoding.finish(known: [\(raw: known)], in: container, decoder: decoder)
            }
            }
            """
        guard let extensionDecl = source.as(ExtensionDeclSyntax.self) else { return [] }
        return [extensionDecl]
    }

    static func literal(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }

    static func entryName(_ property: SettingProperty) -> String { "__settingsEntry_\(property.name)" }

    static func entry(for property: SettingProperty, typeName: String) -> String {
        var arguments = [
            "\\\(typeName).\(property.name)",
            "id: \(literal(property.name))",
            "title: \(property.title?.trimmedDescription ?? literal(humanize(property.name)))",
        ]
        if let footnote = property.footnote { arguments.append("footnote: \(footnote.trimmedDescription)") }
        if let range = property.range { arguments.append("range: \(range.trimmedDescription)") }
        if let step = property.step { arguments.append("step: \(step.trimmedDescription)") }
        if let restart = property.requiresRestart { arguments.append("requiresRestart: \(restart.trimmedDescription)") }
        if property.hidden { arguments.append("hidden: true") }
        if let secure = property.secure { arguments.append("secure: \(secure.trimmedDescription)") }
        if let multiline = property.multiline { arguments.append("multiline: \(multiline.trimmedDescription)") }
        return ".entry(" + arguments.joined(separator: ", ") + ")"
    }

    /// `timePeriod` → "Time period". The runtime's `SettingsTitle.humanize` does the same for enum
    /// cases; the plugin cannot link the runtime, and a test keeps the two in agreement.
    static func humanize(_ identifier: String) -> String {
        var words: [String] = []
        var current = ""
        let characters = Array(identifier)
        for (index, character) in characters.enumerated() {
            if character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let previousIsLower = index > 0 && (characters[index - 1].isLowercase || characters[index - 1].isNumber)
            let previousIsUpper = index > 0 && characters[index - 1].isUppercase
            let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
            if character.isUppercase, !current.isEmpty, previousIsLower || (previousIsUpper && nextIsLower) {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.enumerated().map { index, word in
            if word.count > 1, word.allSatisfy({ $0.isUppercase || $0.isNumber }) { return word }
            return index == 0 ? word.prefix(1).uppercased() + word.dropFirst() : word.lowercased()
        }.joined(separator: " ")
    }

    // MARK: Reading the struct

    /// The stored properties in declaration order, or `nil` after reporting errors.
    static func collectProperties(of structDecl: StructDeclSyntax, in context: some MacroExpansionContext)
        -> [SettingProperty]?
    {
        var properties: [SettingProperty] = []
        var failed = false
        for member in structDecl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            if variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let accessors = binding.accessorBlock, isComputed(accessors) {
                    context.diagnose(
                        Diagnostic(
                            node: binding,
                            message: SettingsMessage(
                                kind: .computedProperty,
                                message:
                                    "computed property `\(name)` cannot be a setting; settings are stored. Move it to an extension"
                            )))
                    failed = true
                    continue
                }
                if variable.bindingSpecifier.tokenKind == .keyword(.let) {
                    context.diagnose(
                        Diagnostic(
                            node: variable.bindingSpecifier,
                            message: SettingsMessage(
                                kind: .letProperty,
                                message: "setting `\(name)` is a constant; settings must be `var` so they can be edited"
                            ),
                            fixIts: [
                                FixIt(
                                    message: SettingsFixIt(message: "Replace 'let' with 'var'"),
                                    changes: [
                                        .replace(
                                            oldNode: Syntax(variable.bindingSpecifier),
                                            newNode: Syntax(
                                                TokenSyntax.keyword(
                                                    .var, leadingTrivia: variable.bindingSpecifier.leadingTrivia,
                                                    trailingTrivia: variable.bindingSpecifier.trailingTrivia)))
                                    ])
                            ]))
                    failed = true
                    continue
                }
                var property = SettingProperty(name: name, type: binding.typeAnnotation?.type, node: Syntax(binding))
                if property.type == nil {
                    // Without an annotation the type checker still picks the control; literals tell us enough for checks.
                    property.inferredType = inferType(binding.initializer?.value)
                }
                if let reason = property.unsupportedTypeReason, let type = property.type {
                    context.diagnose(
                        Diagnostic(
                            node: type,
                            message: SettingsMessage(
                                kind: .unsupportedType,
                                message:
                                    "setting `\(name)` is \(reason), which a settings form cannot show; use Bool, an integer, a floating-point number, String, Date, an optional of these, a SettingsEnum, SettingsDisplayable or SettingsCustomValue type, an array of settings elements, or a nested @Settings struct"
                            )))
                    failed = true
                    continue
                }
                if binding.initializer == nil, !property.isOptional {
                    context.diagnose(
                        Diagnostic(
                            node: binding,
                            message: SettingsMessage(
                                kind: .missingDefault,
                                message:
                                    "setting `\(name)` needs a default value: a missing or unreadable saved value falls back to it"
                            )))
                    failed = true
                    continue
                }
                readAttributes(variable.attributes, into: &property)
                if !validate(property, attributes: variable.attributes, in: context) { failed = true }
                if !checkNestedType(of: property, in: structDecl, context: context) { failed = true }
                properties.append(property)
            }
        }
        return failed ? nil : properties
    }

    /// When the property's type is a struct or enum declared inside this one, checks that the
    /// type can be a setting and says exactly what to add, with a fix-it when the fix is
    /// unambiguous (`@Settings` on a struct; `SettingsEnum` on an enum with a String or Int raw
    /// value). Types declared elsewhere are left to the type checker, whose message the runtime
    /// words (see `SettingsSchema.entry`).
    static func checkNestedType(
        of property: SettingProperty, in structDecl: StructDeclSyntax, context: some MacroExpansionContext
    ) -> Bool {
        guard let typeName = property.baseTypeName else { return true }
        let at = property.type.map(Syntax.init) ?? property.node
        for member in structDecl.memberBlock.members {
            if let nested = member.decl.as(StructDeclSyntax.self), nested.name.text == typeName {
                let marked = nested.attributes.contains {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("Settings") == true
                }
                let conforms = inherits(
                    nested.inheritanceClause, anyOf: ["SettingsDisplayable", "SettingsCustomValue"])
                guard !marked, !conforms else { return true }
                // `@Settings` on its own line above the struct, at the struct's indentation.
                var fixed = nested.with(\.leadingTrivia, [])
                let attribute = AttributeSyntax(
                    attributeName: IdentifierTypeSyntax(name: .identifier("Settings")),
                    trailingTrivia: .newline + indentation(of: nested.leadingTrivia))
                fixed.attributes = AttributeListSyntax([.attribute(attribute)] + Array(fixed.attributes))
                fixed = fixed.with(\.leadingTrivia, nested.leadingTrivia)
                context.diagnose(
                    Diagnostic(
                        node: at,
                        message: SettingsMessage(
                            kind: .nestedStructNotSettings,
                            message:
                                "setting `\(property.name)` is the struct `\(typeName)`, which is not marked @Settings; add @Settings to `\(typeName)` to make it a section"
                        ),
                        fixIts: [
                            FixIt(
                                message: SettingsFixIt(message: "Add @Settings to '\(typeName)'"),
                                changes: [.replace(oldNode: Syntax(nested), newNode: Syntax(fixed))])
                        ]))
                return false
            }
            if let nested = member.decl.as(EnumDeclSyntax.self), nested.name.text == typeName {
                guard
                    !inherits(
                        nested.inheritanceClause, anyOf: ["SettingsEnum", "SettingsDisplayable", "SettingsCustomValue"])
                else { return true }
                let rawType = nested.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
                guard let rawType, ["String", "Int"].contains(rawType), let clause = nested.inheritanceClause else {
                    context.diagnose(
                        Diagnostic(
                            node: at,
                            message: SettingsMessage(
                                kind: .enumNotSettingsEnum,
                                message:
                                    "setting `\(property.name)` is the enum `\(typeName)`, which is not a SettingsEnum; give `\(typeName)` a String or Int raw value and conform it to SettingsEnum"
                            )))
                    return false
                }
                let names =
                    clause.inheritedTypes.map(\.type.trimmed) + [
                        TypeSyntax(IdentifierTypeSyntax(name: .identifier("SettingsEnum")))
                    ]
                let list = InheritedTypeListSyntax(
                    names.enumerated().map { index, name in
                        InheritedTypeSyntax(
                            type: name,
                            trailingComma: index < names.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
                    })
                let fixedClause = clause.with(
                    \.inheritedTypes, list.with(\.trailingTrivia, clause.inheritedTypes.trailingTrivia))
                context.diagnose(
                    Diagnostic(
                        node: at,
                        message: SettingsMessage(
                            kind: .enumNotSettingsEnum,
                            message:
                                "setting `\(property.name)` is the enum `\(typeName)`, which is not a SettingsEnum; conform `\(typeName)` to SettingsEnum to show it as a picker"
                        ),
                        fixIts: [
                            FixIt(
                                message: SettingsFixIt(message: "Conform '\(typeName)' to SettingsEnum"),
                                changes: [.replace(oldNode: Syntax(clause), newNode: Syntax(fixedClause))])
                        ]))
                return false
            }
        }
        return true
    }

    static func inherits(_ clause: InheritanceClauseSyntax?, anyOf names: Set<String>) -> Bool {
        clause?.inheritedTypes.contains { type in
            let name = type.type.trimmedDescription
            return names.contains(name) || names.contains { name.hasSuffix(".\($0)") }
        } ?? false
    }

    /// The spaces or tabs after the last newline of `trivia`: a declaration's indentation.
    static func indentation(of trivia: Trivia) -> Trivia {
        var pieces: [TriviaPiece] = []
        for piece in trivia {
            switch piece {
            case .newlines, .carriageReturnLineFeeds, .carriageReturns: pieces = []
            case .spaces, .tabs: pieces.append(piece)
            default: pieces = []
            }
        }
        return Trivia(pieces: pieces)
    }

    static func isComputed(_ accessors: AccessorBlockSyntax) -> Bool {
        switch accessors.accessors {
        case .getter: return true
        case .accessors(let list):
            return list.contains { ["get", "set", "_read", "_modify"].contains($0.accessorSpecifier.text) }
        }
    }

    static func inferType(_ value: ExprSyntax?) -> String? {
        guard let value else { return nil }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return inferType(prefix.expression)
        }
        if let call = value.as(FunctionCallExprSyntax.self) {
            let name =
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if let name, name.first?.isUppercase == true { return name }
        }
        return nil
    }

    static func readAttributes(_ attributes: AttributeListSyntax, into property: inout SettingProperty) {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            let name = attribute.attributeName.trimmedDescription
            if name == "SettingHidden" { property.hidden = true }
            guard name == "Setting", case .argumentList(let arguments) = attribute.arguments else { continue }
            for argument in arguments {
                switch argument.label?.text {
                case "title": property.title = argument.expression
                case "footnote": property.footnote = argument.expression
                case "range": property.range = argument.expression
                case "step": property.step = argument.expression
                case "requiresRestart": property.requiresRestart = argument.expression
                case "secure": property.secure = argument.expression
                case "multiline": property.multiline = argument.expression
                default: break
                }
            }
        }
    }

    /// Checks annotations against the property's type; reports and returns `false` on problems.
    static func validate(
        _ property: SettingProperty, attributes: AttributeListSyntax, in context: some MacroExpansionContext
    ) -> Bool {
        guard property.range != nil || property.step != nil else { return true }
        if let base = property.baseTypeName, SettingProperty.knownNonNumeric.contains(base) {
            if let range = property.range {
                context.diagnose(
                    Diagnostic(
                        node: Syntax(range),
                        message: SettingsMessage(
                            kind: .rangeOnNonNumeric,
                            message: "`range` applies to numbers; setting `\(property.name)` is \(base)")))
            }
            if let step = property.step {
                context.diagnose(
                    Diagnostic(
                        node: Syntax(step),
                        message: SettingsMessage(
                            kind: .stepOnNonNumeric,
                            message: "`step` applies to numbers; setting `\(property.name)` is \(base)")))
            }
            return false
        }
        var ok = true
        if let range = property.range, let (lower, upper) = bounds(of: range), lower > upper {
            context.diagnose(
                Diagnostic(
                    node: Syntax(range),
                    message: SettingsMessage(
                        kind: .emptyRange,
                        message:
                            "the range of `\(property.name)` is empty: \(range.trimmedDescription) has its lower bound above its upper bound"
                    )))
            ok = false
        }
        if let step = property.step, let value = number(step), value <= 0 {
            context.diagnose(
                Diagnostic(
                    node: Syntax(step),
                    message: SettingsMessage(
                        kind: .invalidStep, message: "the step of `\(property.name)` must be greater than 0")))
            ok = false
        }
        return ok
    }

    /// The literal bounds of `a...b` (folded or not, as macro arguments arrive unfolded).
    static func bounds(of expression: ExprSyntax) -> (Double, Double)? {
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.trimmedDescription == "...",
            let lower = number(infix.leftOperand), let upper = number(infix.rightOperand)
        {
            return (lower, upper)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].trimmedDescription == "...",
                let lower = number(elements[0]), let upper = number(elements[2])
            {
                return (lower, upper)
            }
        }
        return nil
    }

    static func number(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.filter { $0 != "_" })
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.filter { $0 != "_" })
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression).map { -$0 }
        }
        return nil
    }
}

import SwiftDiagnostics
import SwiftSyntax

/// One stored property of a `@Settings` struct, as read from its syntax.
struct SettingProperty {
    var name: String
    /// The written or inferred type, when known.
    var type: TypeSyntax?
    /// The declaration, for locating what is reported about it.
    var node: Syntax
    var inferredType: String?
    var title: ExprSyntax?
    var footnote: ExprSyntax?
    var range: ExprSyntax?
    var step: ExprSyntax?
    var requiresRestart: ExprSyntax?
    var secure: ExprSyntax?
    var multiline: ExprSyntax?
    var hidden = false

    static let numericTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat",
    ]
    static let knownNonNumeric: Set<String> = ["Bool", "String", "Date"]

    /// The type's name without optionality (`Int?` → `Int`), when it is a simple name.
    var baseTypeName: String? {
        if let inferredType { return inferredType }
        guard var type else { return nil }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = implicit.wrappedType }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            if identifier.name.text == "Optional", let argument = identifier.genericArgumentClause?.arguments.first,
                let wrapped = Syntax(argument.argument).as(TypeSyntax.self)
            {
                return SettingProperty(name: name, type: wrapped, node: node).baseTypeName
            }
            return identifier.name.text
        }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return nil
    }

    var isOptional: Bool {
        guard let type else { return false }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    /// Why the written type cannot be a setting, if it plainly cannot.
    var unsupportedTypeReason: String? {
        guard var type else { return nil }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if type.is(TupleTypeSyntax.self) { return "a tuple" }
        if type.is(FunctionTypeSyntax.self) { return "a function" }
        if type.is(SomeOrAnyTypeSyntax.self) { return "an existential or opaque type" }
        if let attributed = type.as(AttributedTypeSyntax.self), attributed.baseType.is(FunctionTypeSyntax.self) {
            return "a function"
        }
        if let name = type.as(IdentifierTypeSyntax.self)?.name.text, ["Any", "AnyObject"].contains(name) {
            return "`\(name)`"
        }
        return nil
    }
}

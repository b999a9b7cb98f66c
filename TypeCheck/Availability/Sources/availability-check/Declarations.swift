import SwiftParser
import SwiftSyntax

/// A declared symbol: its base name, argument labels (functions and initialisers) and where it
/// is available, including what its enclosing type or extension says.
struct Declaration: Sendable {
    var name: String
    var labels: [String?]?
    var availability: Availability
    var location: String
}

/// Collects the declarations of interface files.
final class DeclarationCollector: SyntaxVisitor {
    private(set) var declarations: [Declaration] = []
    private var scopes: [Availability] = []
    private let file: String
    private let converter: SourceLocationConverter

    init(file: String, tree: SourceFileSyntax) {
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private var enclosing: Availability { scopes.last ?? Availability() }

    private func record(
        _ name: String, labels: [String?]?, attributes: AttributeListSyntax, at node: some SyntaxProtocol
    ) {
        let line = node.startLocation(converter: converter).line
        declarations.append(
            Declaration(
                name: name, labels: labels, availability: enclosing.merged(with: availability(of: attributes)),
                location: "\(file):\(line)"))
    }

    private func push(_ attributes: AttributeListSyntax) {
        scopes.append(enclosing.merged(with: availability(of: attributes)))
    }

    /// A type declaration: recorded, and the availability scope of its members.
    private func enterType(_ name: TokenSyntax, _ attributes: AttributeListSyntax, at node: some SyntaxProtocol)
        -> SyntaxVisitorContinueKind
    {
        record(name.text, labels: nil, attributes: attributes, at: node)
        push(attributes)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.attributes, at: node)
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.attributes, at: node)
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.attributes, at: node)
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.attributes, at: node)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, labels: labels(node.signature.parameterClause), attributes: node.attributes, at: node)
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        record("init", labels: labels(node.signature.parameterClause), attributes: node.attributes, at: node)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                record(name, labels: nil, attributes: node.attributes, at: node)
            }
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        for element in node.elements {
            record(element.name.text, labels: nil, attributes: node.attributes, at: node)
        }
        return .skipChildren
    }

    private func labels(_ clause: FunctionParameterClauseSyntax) -> [String?] {
        clause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
    }
}

/// The availability an attribute list states (`@available(iOS 26.0, macOS 26.0, *)`,
/// `@available(macOS, unavailable)`).
func availability(of attributes: AttributeListSyntax) -> Availability {
    var result = Availability()
    for element in attributes {
        guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available",
            case .availability(let arguments) = attribute.arguments
        else { continue }
        result = result.merged(with: availability(of: arguments))
    }
    return result
}

/// The availability an argument list states: in an attribute or an `#available` condition.
func availability(of arguments: AvailabilityArgumentListSyntax) -> Availability {
    var result = Availability()
    let tokens = arguments.map(\.argument.trimmedDescription)
    if tokens.count >= 2, tokens[1] == "unavailable", let platform = Platform(rawValue: tokens[0]) {
        result.unavailable.insert(platform)
        return result
    }
    for argument in arguments {
        guard case .availabilityVersionRestriction(let restriction) = argument.argument,
            let platform = Platform(rawValue: restriction.platform.text),
            let text = restriction.version?.trimmedDescription, let version = Version(parsing: text)
        else { continue }
        result.introduced[platform] = version
    }
    return result
}

/// Reads every declaration of the interface files in `paths`.
func collectDeclarations(_ paths: [String]) throws -> [Declaration] {
    var declarations: [Declaration] = []
    for path in paths {
        let tree = Parser.parse(source: try String(contentsOfFile: path, encoding: .utf8))
        let collector = DeclarationCollector(file: path, tree: tree)
        collector.walk(tree)
        declarations += collector.declarations
    }
    return declarations
}

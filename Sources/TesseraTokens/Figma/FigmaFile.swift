public import Foundation
public import TesseraCore

/// Figma variables and their collections, read from a file a designer hands over: the
/// "get local variables" REST response, a plugin's `getLocalVariablesAsync()` export, the body of
/// a "post variables" request (what ``FigmaExport`` writes), or an array holding several.
///
/// Reading never throws: what is missing or malformed is a located ``Diagnostic`` and the rest
/// is still read. Ids of a file holding several documents are kept apart per document.
public struct FigmaFile: Sendable {
    /// Collections in the file's order.
    public var collections: [FigmaCollection]
    /// Variables in the file's order.
    public var variables: [FigmaVariable]
    public var diagnostics: [Diagnostic]

    public init(collections: [FigmaCollection] = [], variables: [FigmaVariable] = [], diagnostics: [Diagnostic] = []) {
        self.collections = collections
        self.variables = variables
        self.diagnostics = diagnostics
    }

    /// Whether nothing read was an error.
    public var isValid: Bool { !diagnostics.containsErrors }

    /// Reads the file at `url`; `file` is the name diagnostics show.
    public static func read(contentsOf url: URL, shownAs file: String? = nil) -> FigmaFile {
        let shown = file ?? url.path
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return FigmaFile(diagnostics: [
                Diagnostic(.error, .missingValue, "cannot read \(shown): no such file, or not readable", file: shown)
            ])
        }
        return read(data, file: shown)
    }

    /// Reads Figma variables JSON.
    public static func read(_ data: Data, file: String?) -> FigmaFile {
        let root: JSONNode
        switch JSONNode.parsing(data, file: file) {
        case .success(let parsed): root = parsed
        case .failure(let diagnostic): return FigmaFile(diagnostics: [diagnostic])
        }
        var reader = FigmaReader(file: file)
        reader.read(root)
        return FigmaFile(collections: reader.collections, variables: reader.variables, diagnostics: reader.diagnostics)
    }

    /// The collection with id `id`.
    func collection(_ id: String) -> FigmaCollection? { collectionIndex[id].map { collections[$0] } }

    var collectionIndex: [String: Int] {
        Dictionary(collections.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }
}

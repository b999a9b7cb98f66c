package import Foundation
@_spi(TesseraTools) package import TesseraCore

extension JSONNode {
    /// Parses the JSON text of `file`; a syntax error is its diagnostic, naming the file.
    package static func parsing(_ data: Data, file: String?) -> Result<JSONNode, Diagnostic> {
        do {
            return .success(try JSONNode(parsing: data))
        } catch {
            var diagnostic = error
            diagnostic.file = file
            return .failure(diagnostic)
        }
    }
}

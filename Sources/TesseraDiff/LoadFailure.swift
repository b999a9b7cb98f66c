public import TesseraCore

/// Why a side of a diff did not load: every diagnostic, errors first as the loaders sort them.
public struct LoadFailure: Error, Sendable {
    public var diagnostics: [Diagnostic]
}

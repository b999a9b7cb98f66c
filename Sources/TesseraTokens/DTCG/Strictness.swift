import TesseraCore

/// How strictly token files are judged.
///
/// Real files bend the format: Tokens Studio writes `value`/`type` without `$`, types such as
/// `string` or `spacing`, units such as `em`, three-digit hex colours. A ``strict`` reading (what
/// `tessera tokens validate` does) reports each as an error; a ``lenient`` reading (what
/// `tokens resolve` and the importers do) keeps the value as written and reports a warning.
/// Problems no reading can get past — a reference cycle, an alias to nothing, a malformed
/// resolver — are errors either way.
public enum Strictness: Sendable, Hashable {
    case strict
    case lenient

    /// The severity of a departure from the format that a lenient reading tolerates.
    var toleratedSeverity: Diagnostic.Severity { self == .strict ? .error : .warning }
}

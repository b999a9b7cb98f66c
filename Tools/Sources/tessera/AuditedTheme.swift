import TesseraCore

/// One theme `tessera audit` reports on: a preset, a theme file or a brand, with its audit, or
/// the errors that kept it from compiling.
struct AuditedTheme {
    /// How the report names it: the theme's id, or for a brand its file.
    var name: String
    var file: String?
    var report: AuditReport?
    var errors: [Diagnostic] = []

    var passed: Bool { report?.passed ?? false }
}

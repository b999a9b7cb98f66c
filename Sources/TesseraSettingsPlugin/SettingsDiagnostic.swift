import SwiftDiagnostics
import SwiftSyntax

/// What `@Settings` reports, each with a stable identifier.
enum SettingsDiagnostic: String, DiagnosticMessage {
    case notAStruct
    case letProperty
    case computedProperty
    case unsupportedType
    case missingDefault
    case rangeOnNonNumeric
    case stepOnNonNumeric
    case emptyRange
    case invalidStep
    case nestedStructNotSettings
    case enumNotSettingsEnum

    var severity: DiagnosticSeverity { .error }
    var diagnosticID: MessageID { MessageID(domain: "TesseraSettings", id: rawValue) }
    var message: String { "" }
}

/// A diagnostic with its own message text.
struct SettingsMessage: DiagnosticMessage {
    let kind: SettingsDiagnostic
    let message: String
    var severity: DiagnosticSeverity { .error }
    var diagnosticID: MessageID { kind.diagnosticID }
}

struct SettingsFixIt: FixItMessage {
    let message: String
    var fixItID: MessageID { MessageID(domain: "TesseraSettings", id: message) }
}

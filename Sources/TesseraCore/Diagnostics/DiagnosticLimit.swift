/// How many diagnostics of one kind a report lists before it summarises the rest, so a file
/// with millions of the same mistake yields a readable report in bounded memory.
package enum DiagnosticLimit {
    /// Diagnostics listed per code; the rest become one "and N more" line.
    package static let perCode = 100

    /// The summary that stands for `omitted` diagnostics like `first`, at `first`'s place.
    package static func summary(of omitted: Int, like first: Diagnostic) -> Diagnostic {
        var summary = first
        summary.message = "and \(omitted) more like this (\(first.code.rawValue)); only the first \(perCode) are listed"
        summary.omitted = omitted
        summary.reference = nil
        return summary
    }
}

extension Array where Element == Diagnostic {
    /// At most `DiagnosticLimit.perCode` diagnostics of each code, in order; the omitted ones of a
    /// code are summarised by one diagnostic after its last listed one (its `omitted` says how many).
    /// Summaries already in the list are kept and never capped again.
    package func capped() -> [Diagnostic] {
        var counts: [Diagnostic.Code: Int] = [:]
        for diagnostic in self where !diagnostic.isSummary { counts[diagnostic.code, default: 0] += 1 }
        guard counts.values.contains(where: { $0 > DiagnosticLimit.perCode }) else { return self }
        var listed: [Diagnostic.Code: Int] = [:]
        var result: [Diagnostic] = []
        for diagnostic in self {
            if diagnostic.isSummary {
                result.append(diagnostic)
                continue
            }
            let count = listed[diagnostic.code, default: 0] + 1
            listed[diagnostic.code] = count
            if count <= DiagnosticLimit.perCode {
                result.append(diagnostic)
            } else if count == DiagnosticLimit.perCode + 1, let total = counts[diagnostic.code] {
                result.append(DiagnosticLimit.summary(of: total - DiagnosticLimit.perCode, like: diagnostic))
            }
        }
        return result
    }
}

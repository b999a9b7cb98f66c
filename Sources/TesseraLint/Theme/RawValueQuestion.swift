import Foundation

/// "Which role for this value?": a raw colour, font or spacing as code writes it, answered by the
/// linter's own rules and vocabulary, so the answer is the finding `tessera lint` would report
/// for that code, with the same message, suggestion and fix.
///
/// ```swift
/// let answer = RawValueQuestion(code: ".padding(16)").answer(using: Linter(vocabulary: vocabulary))
/// answer.first?.suggestion   // ".padding(.l)"
/// ```
///
/// `code` is an expression or a modifier as it appears in a view: `Color(red: 0.2, green: 0.4,
/// blue: 0.6)`, `.font(.system(size: 28))`, `.padding(16)`. With a ``Kind`` it may also be a bare
/// value: `16` as spacing is `.padding(16)`, `#2563EB` as a colour is `Color(hex: "#2563EB")`.
public struct RawValueQuestion: Sendable, Hashable {
    /// What a bare value is.
    public enum Kind: String, Sendable, CaseIterable {
        /// A colour: hex (`#2563EB`, `0x2563EB`) or an expression, as a shape style.
        case color
        /// A font size in points, or a font expression.
        case font
        /// A padding in points.
        case spacing
        /// A corner radius in points.
        case radius
        /// A stack's spacing in points (answered with a gap).
        case gap
    }

    /// The code as written.
    public var code: String
    /// What a bare value in `code` is; nil when `code` is an expression or modifier.
    public var kind: Kind?

    public init(code: String, kind: Kind? = nil) {
        self.code = code
        self.kind = kind
    }

    /// The findings of `linter`'s rules on the code, in the order they occur; empty when the code
    /// holds no raw design value (a role already, or a value the rules leave alone such as `0`).
    public func answer(using linter: Linter) -> [LintFinding] {
        for snippet in snippets {
            let findings = linter.lint(source: snippet, path: "value.swift")
            if !findings.isEmpty { return findings }
        }
        return []
    }

    /// The Swift lines linted, most literal first.
    var snippets: [String] {
        let written = code.trimmingCharacters(in: .whitespacesAndNewlines)
        let number = Double(written) != nil
        switch kind {
        case .spacing? where number: return ["_ = Text(\"\").padding(\(written))"]
        case .radius? where number: return ["_ = Text(\"\").cornerRadius(\(written))"]
        case .gap? where number: return ["_ = VStack(spacing: \(written)) {}"]
        case .font? where number: return ["_ = Text(\"\").font(.system(size: \(written)))"]
        case .color? where Self.isHex(written):
            return ["_ = Color(hex: \"\(written.hasPrefix("0x") ? "#" + written.dropFirst(2) : written)\")"]
        case .color?: return ["_ = Text(\"\").foregroundStyle(\(written))", "_ = \(written)"]
        default:
            var snippets = ["_ = \(written)"]
            if written.hasPrefix(".") { snippets.append("_ = Text(\"\")\(written)") }
            if written.hasPrefix("."), !written.contains("(") {
                snippets.append("_ = Text(\"\").foregroundStyle(\(written))")
            }
            return snippets
        }
    }

    private static func isHex(_ text: String) -> Bool {
        let digits = text.hasPrefix("#") ? text.dropFirst() : text.hasPrefix("0x") ? text.dropFirst(2) : Substring("")
        return [3, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
    }
}

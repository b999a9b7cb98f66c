import TesseraLint
import Testing

/// Every rule's documented examples, run as tests: each triggering example reports exactly at
/// its `↓` markers, each non-triggering one reports nothing for that rule.
struct RuleExampleTests {
    static let cases: [(RuleID, String)] = RuleID.allCases.flatMap { rule in
        rule.description.triggeringExamples.map { (rule, $0) }
    }
    static let quietCases: [(RuleID, String)] = RuleID.allCases.flatMap { rule in
        rule.description.nonTriggeringExamples.map { (rule, $0) }
    }

    @Test(arguments: cases)
    func triggeringExampleReportsAtItsMarkers(_ rule: RuleID, _ example: String) {
        let (source, markers) = Marked.parse(example)
        let found = Linter().lint(source: source, path: "Example.swift").filter { $0.rule == rule }
        #expect(
            found.map { Marked.Position(line: $0.line, column: $0.column) } == markers, "\(rule.rawValue): \(example)")
    }

    @Test(arguments: quietCases)
    func nonTriggeringExampleReportsNothing(_ rule: RuleID, _ example: String) {
        let found = Linter().lint(source: example, path: "Example.swift").filter { $0.rule == rule }
        #expect(found.isEmpty, "\(rule.rawValue) reported \(found.map(\.message)) for: \(example)")
    }

    @Test(arguments: RuleID.allCases)
    func everyRuleIsDescribed(_ rule: RuleID) {
        let description = rule.description
        #expect(description.id == rule)
        #expect(!description.rationale.isEmpty && !description.help.isEmpty)
        #expect(description.triggeringExamples.count >= 1 && description.nonTriggeringExamples.count >= 1)
    }
}

/// Example code with `↓` where findings are expected.
enum Marked {
    struct Position: Hashable, CustomStringConvertible {
        var line: Int
        var column: Int
        var description: String { "\(line):\(column)" }
    }

    /// The source without markers, and the UTF-8 line and column each marker stood at.
    static func parse(_ marked: String) -> (source: String, markers: [Position]) {
        var source = ""
        var markers: [Position] = []
        var line = 1
        var column = 1
        for character in marked {
            if character == "↓" {
                markers.append(Position(line: line, column: column))
                continue
            }
            source.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (source, markers)
    }
}

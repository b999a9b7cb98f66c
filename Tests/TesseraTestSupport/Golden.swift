public import Foundation
public import Testing

/// Compares text with golden files in `folder`.
///
/// With `TESSERA_UPDATE_GOLDEN=1` in the environment (`recording`), the text is written as the
/// new golden file and the test still fails, saying the file was written — as the record modes of
/// swift-argument-parser and swift-snapshot-testing do — so a run that rewrites goldens never
/// passes by accident. Re-run without the variable to compare against what was written.
public struct Golden: Sendable {
    /// The environment variable that turns recording on (`1`).
    public static let recordVariable = "TESSERA_UPDATE_GOLDEN"

    /// What comparing with a golden file found.
    public enum Outcome: Equatable, Sendable {
        /// The text is the golden file's content.
        case matched
        /// The golden file holds something else (`expected`).
        case differs(expected: String)
        /// There is no golden file of that name.
        case missing
        /// Recording: the text was written as the golden file.
        case recorded
    }

    public var folder: URL
    public var recording: Bool

    public init(folder: URL, recording: Bool = ProcessInfo.processInfo.environment[Golden.recordVariable] == "1") {
        self.folder = folder
        self.recording = recording
    }

    /// Compares `text` with the golden file `name` (or, when recording, writes it).
    public func compare(_ text: String, with name: String) throws -> Outcome {
        let file = folder.appendingPathComponent(name)
        if recording {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file, options: .atomic)
            return .recorded
        }
        guard FileManager.default.fileExists(atPath: file.path) else { return .missing }
        let expected = try String(contentsOf: file, encoding: .utf8)
        return expected == text ? .matched : .differs(expected: expected)
    }

    /// Why `outcome` fails a test, or `nil` when it does not.
    public func failure(_ outcome: Outcome, name: String) -> String? {
        let shown = "\(folder.lastPathComponent)/\(name)"
        switch outcome {
        case .matched:
            return nil
        case .differs:
            return
                "output differs from \(shown); if the change is intended, run with \(Self.recordVariable)=1 to rewrite it"
        case .missing:
            return "no golden file \(shown); run with \(Self.recordVariable)=1 to write it"
        case .recorded:
            return "wrote \(shown) (\(Self.recordVariable)=1); check it, then re-run without \(Self.recordVariable)"
        }
    }

    /// Compares `text` with the golden file `name` and records an issue unless they match — also
    /// after recording, so record mode never passes.
    public func expect(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let outcome = try compare(text, with: name)
        guard let message = failure(outcome, name: name) else { return }
        if case .differs(let expected) = outcome {
            // #expect shows both texts and where they part.
            #expect(text == expected, Comment(rawValue: message), sourceLocation: sourceLocation)
        } else {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
}

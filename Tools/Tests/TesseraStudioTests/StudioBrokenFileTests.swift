import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudio
import TesseraStudioModel
import TesseraTestSupport
import Testing

/// A theme file with errors opens in the Studio, shows each error with its place, is fixed
/// through an edit or its corrected text, and is saved only once it has none.
@Suite("Tessera Studio opens a broken theme")
@MainActor
struct StudioBrokenFileTests {
    /// A file whose accent's light value is a number, not a colour (line 3 of the file).
    nonisolated static let wrongKind = """
        {"specVersion": "1.0", "extends": "default",
          "name": "Shop",
          "colors": {"accent": {"light": 42, "dark": "#0A84FF"}}}
        """
    /// A file missing the comma after line 2: nothing can be read.
    nonisolated static let syntaxError = """
        {"specVersion": "1.0", "extends": "default",
          "name": "Shop"
          "summary": "A shop"}
        """

    static func file(_ contents: String) throws -> URL {
        let folder = try TemporaryFolder.create("studio-broken")
        let file = folder.appendingPathComponent("theme.json")
        try contents.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The file as `tessera` reads it now.
    static func reread(_ file: URL) -> ThemeDocument { ThemeLoader(catalog: .builtIn).load(contentsOf: file) }

    @Test func aValueOfTheWrongKindOpensWithItsLocatedErrorAndWhatCanBeRead() throws {
        let session = try StudioSession(file: try Self.file(Self.wrongKind))
        #expect(session.isBroken)
        let error = try #require(session.errors.first)
        #expect(session.errors.count == 1)
        #expect(error.code == .typeMismatch)
        #expect(error.path == ["colors", "accent", "light"])
        #expect(error.location == TextPosition(line: 3, column: 34))
        #expect(error.file?.hasSuffix("theme.json") == true)
        let page = session.page(for: ThemeContext())
        // What can be read is shown: the gallery, with the broken value left to its base's.
        #expect(page.gallery?.gallery.theme.name == "Shop")
        let shown = try #require(page.problems?.errors.first)
        #expect(shown.line == 3)
        #expect(shown.column == 34)
        #expect(shown.path == [.key("colors"), .key("accent"), .key("light")])
        #expect(shown.written == "42")
        #expect(shown.excerpt.contains { $0.marked && $0.text.contains("42") })
        #expect(page.status.errors == 1)
    }

    @Test func anEditOfTheBrokenValueMakesItValidAndSavingWritesTheFixedFile() async throws {
        let file = try Self.file(Self.wrongKind)
        let session = try StudioSession(file: file)
        // A value still of the wrong kind is refused at its path; the file stays as it is.
        let refused = session.edit(["colors", "accent", "light"], to: .number(7))
        #expect(refused.first?.path == ["colors", "accent", "light"])
        #expect(session.isBroken)
        #expect(session.edit(["colors", "accent", "light"], to: .string("#2563EB")).isEmpty)
        #expect(!session.isBroken)
        #expect(session.hasUnsavedChanges)
        #expect(session.page(for: ThemeContext()).problems == nil)
        #expect(await session.save() == nil)
        let saved = Self.reread(file)
        #expect(saved.isValid)
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let colors = written?["colors"] as? [String: Any]
        #expect((colors?["accent"] as? [String: Any])?["light"] as? String == "#2563EB")
        #expect(written?["extends"] as? String == "default")
        #expect(!session.hasUnsavedChanges)
    }

    @Test func savingWhileBrokenIsRefusedWithTheErrorsAndWritesNothing() async throws {
        let file = try Self.file(Self.wrongKind)
        let session = try StudioSession(file: file)
        let problem = try #require(await session.save())
        #expect(problem.contains("Not saved"))
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.wrongKind)
        #expect(!FileManager.default.fileExists(atPath: file.path + ".bak"))
    }

    @Test func aSyntaxErrorShowsTheSourceAloneAndCorrectedTextFixesIt() async throws {
        let file = try Self.file(Self.syntaxError)
        let session = try StudioSession(file: file)
        let error = try #require(session.errors.first)
        #expect(error.code == .syntax)
        #expect(error.location.line == 3)
        let page = session.page(for: ThemeContext())
        #expect(page.gallery == nil)
        #expect(page.problems?.readable == false)
        #expect(page.problems?.text == Self.syntaxError)
        // An edit cannot reach a value of text that is not JSON: it says to correct the text.
        #expect(session.edit(["name"], to: .string("Shop")).first?.code == .syntax)

        // Text still broken gives the new located error, and is kept as the text to correct.
        let stillBroken = Self.syntaxError.replacingOccurrences(of: #""Shop""#, with: #""Shop","#)
            .replacingOccurrences(of: #""summary": "A shop""#, with: #""colors": {"accent": {"light": true}}"#)
        let next = session.applySource(stillBroken)
        #expect(next.first?.code == .typeMismatch)
        #expect(next.first?.location.line == 3)
        #expect(session.broken?.text == stillBroken)
        #expect(session.page(for: ThemeContext()).gallery != nil)

        let fixed = Self.syntaxError.replacingOccurrences(of: #""Shop""#, with: #""Shop","#)
        #expect(session.applySource(fixed).isEmpty)
        #expect(!session.isBroken)
        #expect(await session.save() == nil)
        let saved = Self.reread(file)
        #expect(saved.isValid)
        #expect(saved.spec?.summary == "A shop")
    }

    @Test func textCorrectedButStillBrokenIsKeptWhenTheStudioStopsAndRestoredAtTheNextStart() throws {
        let file = try Self.file(Self.syntaxError)
        let session = try StudioSession(file: file)
        #expect(try session.keepUnsavedEdits() == nil)
        let corrected = Self.syntaxError.replacingOccurrences(of: #""Shop""#, with: #""Shop","#)
            .replacingOccurrences(of: #""summary": "A shop""#, with: #""colors": {"accent": {"light": true}}"#)
        #expect(!session.applySource(corrected).isEmpty)
        let kept = try #require(try session.keepUnsavedEdits())
        #expect(try String(contentsOf: kept, encoding: .utf8) == corrected)
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.syntaxError)

        let next = try StudioSession(file: file)
        #expect(next.recovery == kept)
        #expect(next.restoreRecovery().isEmpty)
        #expect(next.broken?.text == corrected)
        #expect(next.errors.first?.code == .typeMismatch)
    }

    @Test func aReferenceToAMissingRoleAndAnExtendsThatNamesNothingOpen() throws {
        let reference = try StudioSession(
            file: try Self.file(
                ThemeJSON.extending(
                    "default", ##""colors": {"accent": {"light": "{colors.nothingHere}", "dark": "#0A84FF"}}"##)))
        #expect(reference.errors.contains { $0.code == .unresolvedReference && $0.location.isKnown })
        #expect(reference.edit(["colors", "accent", "light"], to: .string("{colors.textPrimary}")).isEmpty)
        #expect(!reference.isBroken)

        let base = try StudioSession(
            file: try Self.file(ThemeJSON.extending("nothing-by-this-name", #""name": "Shop""#)))
        let error = try #require(base.errors.first)
        #expect(error.code == .unknownPreset)
        #expect(error.path == ["extends"])
        #expect(base.page(for: ThemeContext()).problems?.readable == false)
        #expect(base.edit(["extends"], to: .string("default")).isEmpty)
        #expect(!base.isBroken)
    }

    @Test func overHTTPTheBrokenFileIsShownRefusedForSavingAndFixedThroughTheSourceView() async throws {
        let (server, file) = try await StudioServerTests.server(Self.syntaxError)
        let original = Self.syntaxError
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/api/gallery", method: .get) { response throws in
                #expect(response.status == .ok)
                let page = try StudioServerTests.json(response.body)
                let error = try #require(page["problems"]?["errors"]?.elements?.first)
                #expect(error["code"]?.stringValue == "syntax")
                #expect(error["line"]?.numberValue == 3)
                #expect(error["description"]?.stringValue?.contains("theme.json:3:") == true)
            }
            try await client.execute(uri: "/api/save", method: .post, headers: StudioServerTests.writeHeaders) {
                response throws in
                #expect(response.status == .unprocessableContent)
                let reply = try StudioServerTests.json(response.body)
                #expect(reply["diagnostics"]?.elements?.first?.stringValue?.contains("theme.json:3:") == true)
            }
            #expect(try String(contentsOf: file, encoding: .utf8) == original)
            // Writes that would change what is only a reading of the file wait for the fix.
            try await client.execute(
                uri: "/api/preset", method: .post, headers: StudioServerTests.writeHeaders,
                body: StudioServerTests.body(#"{"id": "default"}"#)
            ) { #expect($0.status == .conflict) }
            let stillBroken = JSONNode.object([
                "text": .string(#"{"specVersion": "1.0", "extends": "default", "name": }"#)
            ])
            try await client.execute(
                uri: "/api/source", method: .post, headers: StudioServerTests.writeHeaders,
                body: StudioServerTests.body(stillBroken.text(pretty: false))
            ) { response throws in
                #expect(response.status == .unprocessableContent)
                #expect(
                    try StudioServerTests.json(response.body)["diagnostics"]?.elements?.first?.stringValue?.contains(
                        "theme.json:1:") == true)
            }
            let fixed = JSONNode.object([
                "text": .string(original.replacingOccurrences(of: #""Shop""#, with: #""Shop","#))
            ])
            try await client.execute(
                uri: "/api/source", method: .post, headers: StudioServerTests.writeHeaders,
                body: StudioServerTests.body(fixed.text(pretty: false))
            ) { response throws in
                #expect(response.status == .ok)
                #expect(try StudioServerTests.json(response.body)["errors"]?.numberValue == 0)
            }
            try await client.execute(uri: "/api/save", method: .post, headers: StudioServerTests.writeHeaders) {
                #expect($0.status == .ok)
            }
        }
        #expect(Self.reread(file).isValid)
        #expect(Self.reread(file).spec?.summary == "A shop")
    }
}

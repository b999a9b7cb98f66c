import ArgumentParser
import Foundation
import Hummingbird
import TesseraCommandSupport
import TesseraCore
import TesseraGallery
import TesseraStudio
import TesseraStudioModel

/// `tessera studio [THEME.json]`: see and edit a theme in the browser, as iOS resolves it.
struct StudioCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera studio",
        abstract: "See and edit a theme in the browser: every role in every mode, the audit live, exports.",
        discussion: """
            Serves a local page (loopback only unless --host says otherwise) that shows the theme as \
            iOS resolves it — appearance, contrast, every Dynamic Type size, size classes — and edits \
            it with undo, saving to the file atomically with a backup. The page reloads the file when \
            it changes on disk. Stop with Ctrl-C: unsaved edits are kept in THEME.json.recovery and offered at \
            the next start.
            """
    )

    @Argument(
        help:
            "The theme file to open, or a folder of brands (FOLDER/ID.json and FOLDER/ID/theme.json, as `tessera audit --brands` reads): the page then switches between the brands and the base files they extend, each keeping its own unsaved edits and undo. Default: ./theme.json. A missing file is created as a partial theme that extends the default theme, so it holds only your edits.",
        completion: .file(extensions: ["json"]))
    var theme: String = "theme.json"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: Int = 8787

    @Option(
        help:
            "The address to listen on. Anything but loopback exposes the Studio to the network; the page and every read then need the token in the printed URL, and the URL a device's app is given is printed with its QR code (for 0.0.0.0, one per network address)."
    )
    var host: String = "127.0.0.1"

    @Flag(help: "Open the page in the default browser.")
    var open = false

    @Flag(
        help:
            "Also publish every accepted edit and reload to apps following the theme live (LiveThemeSource); prints the URL to give the app. The stream always needs the token in that URL: a read-only device token, valid for the stream alone. Set TESSERA_STUDIO_DEVICE_TOKEN to keep the same device token, and so the same URL, across restarts (TESSERA_STUDIO_TOKEN fixes the page's write token)."
    )
    var live = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port is 0 … 65535.") }
        if let token = Self.fixedToken {
            guard Self.isStrong(token) else { throw ValidationError(Self.weakTokenMessage) }
        }
        if let token = Self.fixedDeviceToken {
            guard Self.isStrong(token) else {
                throw ValidationError(
                    Self.weakTokenMessage.replacingOccurrences(
                        of: "TESSERA_STUDIO_TOKEN", with: "TESSERA_STUDIO_DEVICE_TOKEN"))
            }
            guard token != Self.fixedToken else {
                throw ValidationError(
                    "TESSERA_STUDIO_DEVICE_TOKEN must differ from TESSERA_STUDIO_TOKEN: the device token is read-only, the Studio's token writes."
                )
            }
        }
    }

    /// The token `TESSERA_STUDIO_TOKEN` fixes, if set.
    static var fixedToken: String? { ProcessInfo.processInfo.environment["TESSERA_STUDIO_TOKEN"] }
    /// The read-only device token `TESSERA_STUDIO_DEVICE_TOKEN` fixes, if set.
    static var fixedDeviceToken: String? { ProcessInfo.processInfo.environment["TESSERA_STUDIO_DEVICE_TOKEN"] }

    static let weakTokenMessage =
        "TESSERA_STUDIO_TOKEN must be at least 32 letters and digits (for example `openssl rand -hex 32`)."

    /// Whether `token` is long enough to guess no faster than a new one: 32 or more ASCII letters and digits.
    static func isStrong(_ token: String) -> Bool {
        token.utf8.count >= 32
            && token.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
            }
    }

    func run() async throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: theme, isDirectory: &isFolder), isFolder.boolValue {
            return try await serve(brands: try await Self.brands(in: theme), creating: nil)
        }
        let url = URL(fileURLWithPath: theme)
        let creating = !FileManager.default.fileExists(atPath: url.path)
        let starter = Data((#"{ "specVersion": "1.0", "extends": "default", "name": "My theme" }"# + "\n").utf8)
        if creating {
            // Like every file Tessera saves anew: readable by its owner only.
            do { try starter.write(to: url, options: .withoutOverwriting) } catch {
                printError(
                    "error: cannot write \(theme): \(OutputFile.problem(writing: theme, asFolder: false, error: error))"
                )
                throw ExitCode(1)
            }
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        }
        let session: StudioSession
        do { session = try await StudioSession(file: url) } catch {
            printError("\(error)")
            printError("error: \(theme) did not load; nothing was served")
            throw ExitCode(1)
        }
        let brands = await StudioBrands(session: session)
        do { try await serve(brands: brands, creating: creating ? starter : nil) } catch {
            // A file made for this launch and never edited goes again; anything else stays.
            if creating, (try? Data(contentsOf: url)) == starter { try? FileManager.default.removeItem(at: url) }
            throw error
        }
    }

    /// The folder of brands at `folder`, or exit 1 saying why it does not open.
    static func brands(in folder: String) async throws -> StudioBrands {
        do { return try await StudioBrands(folder: URL(fileURLWithPath: folder, isDirectory: true)) } catch {
            printError("\(error)")
            printError("error: \(folder) did not open as a folder of brands; nothing was served")
            throw ExitCode(1)
        }
    }

    /// Serves `brands` (one file, or a folder of brands) until stopped; `creating` is the
    /// starter written for this launch, if any.
    func serve(brands: StudioBrands, creating starter: Data?) async throws {
        let session = await brands.current
        let url = await session.store.url
        let errors = await session.errors
        if !errors.isEmpty {
            for error in errors { printError(error.description) }
            printError(
                "\(url.path) has \(errors.count == 1 ? "an error" : "\(errors.count) errors"): the page lists \(errors.count == 1 ? "it" : "them") to fix; saving waits until there are none"
            )
        }
        if let kept = await session.recovery {
            printError(
                "Unsaved edits from the last session are kept in \(kept.path); the page offers to restore or discard them."
            )
        }
        let creating = starter != nil
        let exposed = !StudioServer.isLoopback(host)
        var server = StudioServer(
            session: session, host: host, port: port, token: Self.fixedToken ?? StudioServer.newToken(),
            deviceToken: Self.fixedDeviceToken ?? StudioServer.newToken())
        if live { server.live = StudioLive() }
        server.brands = brands
        let watcher = Task { await brands.watchDisk() }
        defer { watcher.cancel() }
        let open = self.open
        let theme = self.theme
        let host = self.host
        let liveURL = live ? server.liveURL : nil
        let deviceURLs = server.deviceURLs
        do {
            try await server.application { address in
                // Warned only once listening: an address that is not this machine's is refused
                // before anything listens, and then there is nothing to warn of.
                if exposed { printError(StudioServer.exposureWarning(host: host)) }
                if creating {
                    printError(
                        "Wrote \(theme): a new theme extending the default theme; the Studio saves your edits to it.")
                }
                let folder = await brands.folder.map { " of the brands in \($0.path)" } ?? ""
                FileHandle.standardOutput.write(
                    Data("Tessera Studio: \(address) (editing \(url.path)\(folder))\n".utf8))
                if let port = URLComponents(string: address)?.port {
                    if let liveURL {
                        FileHandle.standardOutput.write(Data("Live theme for apps: \(liveURL(port))\n".utf8))
                    }
                    // Off loopback: the URL a device's app is given, and its QR code.
                    FileHandle.standardOutput.write(Data(StudioDevice.terminalText(deviceURLs(port)).utf8))
                }
                if open { Self.openInBrowser(address) }
            }.runService()
            // Stopped (Ctrl-C, SIGTERM): unsaved edits are never lost without a word.
            for open in await brands.openSessions { try await Self.keepUnsavedEdits(of: open) }
        } catch {
            guard let problem = StudioStartup.problem(error, host: host, port: port) else { throw error }
            printError(problem)
            throw ExitCode(1)
        }
    }

    /// Writes `session`'s unsaved edits to its recovery file and says where; says nothing when
    /// everything was saved.
    @MainActor
    static func keepUnsavedEdits(of session: StudioSession) throws {
        do {
            guard let kept = try session.keepUnsavedEdits() else { return }
            printError(
                "Unsaved edits were kept in \(kept.path); the next `tessera studio \(session.store.url.relativePath)` offers to restore them."
            )
        } catch {
            printError("error: the unsaved edits could not be kept in \(session.recoveryURL.path): \(error)")
            throw ExitCode(1)
        }
    }

    /// Opens `address` in the default browser. The opener's own output is discarded; when it
    /// cannot run or fails (no browser, no desktop), one line says so and gives the address.
    static func openInBrowser(_ address: String) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        let opener = "open"
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open"]
        let opener = "xdg-open"
        #endif
        process.arguments = (process.arguments ?? []) + [address]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let failed = "warning: could not open a browser (\(opener) failed); open \(address) yourself"
        process.terminationHandler = { finished in
            if finished.terminationStatus != 0 { printError(failed) }
        }
        do { try process.run() } catch { printError(failed) }
    }
}

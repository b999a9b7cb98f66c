import Foundation
import SwiftUI
import Tessera
import TesseraCore
import TesseraSettings
import UniformTypeIdentifiers

/// The theme editor: every group of the selected preset — colours (with a live contrast hint per
/// appearance), typography, spacing, radii, shadows, motion, buttons and surfaces — in the same
/// generated form and review as settings, with undo and redo (⌘Z and shake included),
/// reset to the preset, JSON import, export and sharing, and a printable PDF style sheet.
///
/// Reads the manager from the environment (`ThemeRoot(manager:)`); edits show live everywhere
/// under that root, and are saved only from the review.
public struct ThemeEditor: View {
    @Environment(ThemeManager.self) private var manager: ThemeManager?

    /// An editor for the manager in the environment.
    public init() {}

    public var body: some View {
        if let manager {
            ThemeEditorForm(manager: manager)
        } else {
            MissingManagerNotice()
        }
    }
}

/// The editor for one manager; owns the editing session.
struct ThemeEditorForm: View {
    let manager: ThemeManager
    @State private var editor: ThemeSettingsEditor
    @State private var isImporting = false
    @State private var isExporting = false
    @State private var exported: ThemeFileDocument?
    @State private var failure: String?
    @State private var styleSheet: URL?

    init(manager: ThemeManager) {
        self.manager = manager
        _editor = State(initialValue: ThemeSettingsEditor(manager: manager))
    }

    var body: some View {
        SettingsForm(
            editor, header: { _ in EmptyView() },
            footer: { id in
                if id == "colors.light", let failure {
                    Label(failure, systemImage: "exclamationmark.triangle").textRole(.footnote, color: .destructive)
                }
                if let appearance = Appearance.allCases.first(where: { id == "colors.\($0.rawValue)" }) {
                    ContrastHint(hints: ThemeSettings.contrastHints(for: manager.theme, appearance: appearance))
                }
            }
        )
        .navigationTitle(Text(manager.preset.name))
        .toolbar {
            ToolbarItem(placement: .secondaryAction) {
                Menu("Theme File", systemImage: "doc") {
                    Button("Import…", systemImage: "square.and.arrow.down") { isImporting = true }
                    Button("Export…", systemImage: "square.and.arrow.up") { export() }
                    if let json = try? manager.exportJSON(), let text = String(data: json, encoding: .utf8) {
                        ShareLink(item: text, preview: SharePreview(manager.preset.name))
                    }
                    Button("Make Style Sheet (PDF)", systemImage: "doc.richtext") { makeStyleSheet() }
                    if let styleSheet {
                        ShareLink(item: styleSheet, preview: SharePreview("\(manager.preset.name) style sheet"))
                    }
                    Button("Reset to \(manager.preset.name)", systemImage: "arrow.counterclockwise", role: .destructive)
                    {
                        manager.session.resetAll(label: "Reset to \(manager.preset.name)")
                    }
                }
            }
        }
        .fileImporter(isPresented: $isImporting, allowedContentTypes: [.json]) { result in
            importTheme(result)
        }
        .fileExporter(
            isPresented: $isExporting,
            document: exported, contentType: .json, defaultFilename: "\(manager.preset.id).json"
        ) { result in
            if case .failure(let error) = result { failure = "Could not export: \(error.localizedDescription)" }
        }
    }

    /// Renders the draft theme's style sheet to a PDF in the temporary folder, ready to share.
    private func makeStyleSheet() {
        do {
            styleSheet = try ThemeStyleSheet(theme: manager.theme).writePDF(to: FileManager.default.temporaryDirectory)
            failure = nil
        } catch {
            failure = "Could not make the style sheet: \(error.localizedDescription)"
        }
    }

    private func export() {
        do {
            exported = ThemeFileDocument(data: try manager.exportJSON())
            isExporting = true
            failure = nil
        } catch {
            failure = "Could not export: \(error)"
        }
    }

    /// Imports a picked file as one undoable edit; a file with errors changes nothing and its
    /// diagnostics (file, JSON path, line and column) are shown.
    private func importTheme(_ result: Result<URL, any Error>) {
        do {
            let url = try result.get()
            let scoped = url.startAccessingSecurityScopedResource()
            defer { if scoped { url.stopAccessingSecurityScopedResource() } }
            try manager.importJSON(try Data(contentsOf: url), fileName: url.lastPathComponent)
            failure = nil
        } catch {
            failure = "Could not import: \(error)"
        }
    }
}

/// Under a colours section: the pairings that fail WCAG AA in that appearance, or that all pass.
struct ContrastHint: View {
    @Environment(\.tessera) private var theme
    let hints: [String]

    var body: some View {
        if hints.isEmpty {
            Label("Every text pairing meets WCAG AA contrast.", systemImage: "checkmark.circle").textRole(.footnote)
        } else {
            VStack(alignment: .leading, spacing: CGFloat(theme.gap(.micro))) {
                Label("\(hints.count) pairing(s) below WCAG AA contrast:", systemImage: "exclamationmark.triangle")
                    .textRole(.footnote, color: .warning)
                ForEach(hints.prefix(5), id: \.self) { hint in
                    Text(hint).textRole(.caption)
                }
            }
        }
    }
}

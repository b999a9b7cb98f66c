import SwiftUI
import Tessera
import TesseraCore
import TesseraSettings

/// A form generated from a settings schema: a control per setting (toggle, stepper, slider,
/// text field, secure field, multiline editor, picker, date picker, colour well), sections as
/// form sections, nested sections as navigation links, undo and redo in the toolbar and in the
/// system's undo manager, and a review sheet before anything is saved.
///
/// ```swift
/// SettingsForm(session) { result in
///     if result.requiresRestart { showRestartPrompt = true }
/// }
/// ```
///
/// Give a section a custom header or footer by its identifier with `header` and `footer`.
public struct SettingsForm<Editor: SettingsEditor, Header: View, Footer: View>: View {
    private let editor: Editor
    private let header: (String) -> Header
    private let footer: (String) -> Footer
    private let onApply: (SettingsApplyResult) -> Void

    @Environment(\.undoManager) private var undoManager
    @State private var isReviewing = false
    @State private var bridge: UndoBridge<Editor>

    private var history: UndoBridge<Editor> { bridge.attached(to: undoManager, editing: editor) }

    /// A form for `editor`, with custom section headers and footers keyed by section identifier.
    public init(
        _ editor: Editor,
        onApply: @escaping (SettingsApplyResult) -> Void = { _ in },
        @ViewBuilder header: @escaping (String) -> Header,
        @ViewBuilder footer: @escaping (String) -> Footer
    ) {
        self.editor = editor
        self.onApply = onApply
        self.header = header
        self.footer = footer
        _bridge = State(initialValue: UndoBridge(editor: editor))
    }

    public var body: some View {
        SettingsEntriesForm(
            editor: editor, entries: editor.schema.entries, bridge: bridge, header: header, footer: footer)
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Button("Undo", systemImage: "arrow.uturn.backward") { history.undo() }
                        .disabled(!editor.canUndo)
                    Button("Redo", systemImage: "arrow.uturn.forward") { history.redo() }
                        .disabled(!editor.canRedo)
                    Button("Review") { isReviewing = true }
                        .disabled(!editor.hasPendingChanges)
                }
            }
            .sheet(isPresented: $isReviewing) {
                NavigationStack {
                    SettingsReview(editor, onApply: onApply)
                }
            }
    }
}

extension SettingsForm where Header == EmptyView, Footer == EmptyView {
    /// A form for `editor` with the schema's own section titles and footnotes.
    public init(_ editor: Editor, onApply: @escaping (SettingsApplyResult) -> Void = { _ in }) {
        self.init(editor, onApply: onApply, header: { _ in EmptyView() }, footer: { _ in EmptyView() })
    }
}

/// One level of a form: loose fields first, then a form section per section; sections nested
/// inside a section open as their own page.
struct SettingsEntriesForm<Editor: SettingsEditor, Header: View, Footer: View>: View {
    let editor: Editor
    let entries: [SettingsSchema<Editor.Root>.Entry]
    let bridge: UndoBridge<Editor>
    let header: (String) -> Header
    let footer: (String) -> Footer

    @Environment(\.undoManager) private var undoManager

    private var history: UndoBridge<Editor> { bridge.attached(to: undoManager, editing: editor) }

    var body: some View {
        Form {
            let fields = entries.compactMap(\.visibleField)
            if !fields.isEmpty {
                Section {
                    ForEach(fields, id: \.id) { field in
                        SettingsFieldRow(editor: editor, field: field, bridge: bridge)
                    }
                }
            }
            ForEach(entries.compactMap(\.section), id: \.id) { section in
                Section {
                    ForEach(section.entries.compactMap(\.visibleField), id: \.id) { field in
                        SettingsFieldRow(editor: editor, field: field, bridge: bridge)
                    }
                    ForEach(section.entries.compactMap(\.section), id: \.id) { nested in
                        NavigationLink {
                            SettingsEntriesForm(editor: editor, entries: nested.entries, bridge: bridge, header: header, footer: footer)
                                .navigationTitle(Text(LocalizedStringKey(nested.title)))
                                .inlineNavigationTitle()
                        } label: {
                            Text(LocalizedStringKey(nested.title))
                        }
                    }
                } header: {
                    VStack(alignment: .leading) {
                        Text(LocalizedStringKey(section.title))
                        header(section.id)
                    }
                } footer: {
                    VStack(alignment: .leading) {
                        if let footnote = section.footnote { Text(LocalizedStringKey(footnote)) }
                        footer(section.id)
                    }
                }
                .contextMenu {
                    Button("Reset Section to Defaults") {
                        editor.resetSection(section.id)
                        history.recordEdit(named: "Reset \(section.title)")
                    }
                }
            }
        }
    }
}

extension View {
    /// A compact title for pages pushed inside a form, where the platform has one.
    @ViewBuilder func inlineNavigationTitle() -> some View {
        #if canImport(UIKit)
        navigationBarTitleDisplayMode(.inline)
        #else
        self
        #endif
    }
}

extension SettingsSchema.Entry {
    /// The field of this entry, unless it is a section or hidden.
    var visibleField: SettingsField<Root>? {
        if case .field(let field) = self, !field.isHidden { return field }
        return nil
    }

    /// The section of this entry, if it is one.
    var section: SettingsSchema<Root>.Section? {
        if case .section(let section) = self { return section }
        return nil
    }
}

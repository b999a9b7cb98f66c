import SwiftUI
import Tessera
import TesseraCore
import TesseraSettings

/// A form generated from a settings schema: a control per setting (toggle, stepper, slider,
/// text field, secure field, multiline editor, picker, date picker, colour well), sections shown
/// as `sectionStyle` says, undo and redo in the toolbar and in the system's undo manager, and a
/// review sheet before anything is saved.
///
/// ```swift
/// SettingsForm(session) { result in
///     if result.requiresRestart { showRestartPrompt = true }
/// }
/// ```
///
/// Give a section a custom header or footer by its identifier with `header` and `footer`; show a
/// setting with a control of your own with ``control(for:_:)``, and add rows without a backing
/// value (an action, a link) with ``row(in:_:)``.
public struct SettingsForm<Editor: SettingsEditor, Header: View, Footer: View>: View {
    let editor: Editor
    private let header: (String) -> Header
    private let footer: (String) -> Footer
    private let onApply: (ApplyResult<SettingsChange>) -> Void
    private let sectionStyle: SettingsSectionStyle
    /// Controls and rows the app added with `control(for:_:)` and `row(in:_:)`.
    var additions = SettingsFormAdditions<Editor>()

    @Environment(\.undoManager) private var undoManager
    @State private var isReviewing = false
    @State private var bridge: UndoBridge<Editor>

    private var history: UndoBridge<Editor> { bridge.attached(to: undoManager, editing: editor) }

    /// A form for `editor`, with custom section headers and footers keyed by section identifier.
    public init(
        _ editor: Editor,
        sectionStyle: SettingsSectionStyle = .inline,
        onApply: @escaping (ApplyResult<SettingsChange>) -> Void = { _ in },
        @ViewBuilder header: @escaping (String) -> Header,
        @ViewBuilder footer: @escaping (String) -> Footer
    ) {
        self.editor = editor
        self.sectionStyle = sectionStyle
        self.onApply = onApply
        self.header = header
        self.footer = footer
        _bridge = State(initialValue: UndoBridge(editor: editor))
    }

    public var body: some View {
        SettingsEntriesForm(
            editor: editor, entries: editor.schema.entries, bridge: bridge, style: sectionStyle,
            additions: additions, header: header, footer: footer
        )
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                Button("Undo", systemImage: "arrow.uturn.backward") { history.undo() }
                    .disabled(!editor.canUndo)
                Button("Redo", systemImage: "arrow.uturn.forward") { history.redo() }
                    .disabled(!editor.canRedo)
                Button("Review") { isReviewing = true }
                    .disabled(!editor.hasUnsavedChanges)
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
    public init(
        _ editor: Editor, sectionStyle: SettingsSectionStyle = .inline,
        onApply: @escaping (ApplyResult<SettingsChange>) -> Void = { _ in }
    ) {
        self.init(
            editor, sectionStyle: sectionStyle, onApply: onApply, header: { _ in EmptyView() },
            footer: { _ in EmptyView() })
    }
}

/// One level of a form: its loose fields first, then its sections as `style` says. A section
/// opened on its own page (`owner`) frames its fields with its title, custom header and footer.
struct SettingsEntriesForm<Editor: SettingsEditor, Header: View, Footer: View>: View {
    typealias Section = SettingsSchema<Editor.Root>.Section

    let editor: Editor
    let entries: [SettingsSchema<Editor.Root>.Entry]
    let bridge: UndoBridge<Editor>
    let style: SettingsSectionStyle
    let additions: SettingsFormAdditions<Editor>
    var owner: Section?
    let header: (String) -> Header
    let footer: (String) -> Footer

    @Environment(\.undoManager) private var undoManager

    private var history: UndoBridge<Editor> { bridge.attached(to: undoManager, editing: editor) }

    var body: some View {
        Form {
            let fields = entries.compactMap(\.visibleField)
            let sections = entries.compactMap(\.section)
            if let owner {
                framed(owner, titled: false) {
                    rows(fields)
                    extraRows(in: owner.id)
                }
            } else if !fields.isEmpty || additions.hasRows(in: SettingsFormAdditions<Editor>.topLevel) {
                SwiftUI.Section {
                    rows(fields)
                    extraRows(in: SettingsFormAdditions<Editor>.topLevel)
                }
            }
            switch style {
            case .inline:
                ForEach(sections, id: \.id) { section in
                    framed(section) {
                        rows(section.entries.compactMap(\.visibleField))
                        extraRows(in: section.id)
                        ForEach(section.entries.compactMap(\.section), id: \.id, content: link)
                    }
                }
            case .pages:
                if !sections.isEmpty {
                    SwiftUI.Section { ForEach(sections, id: \.id, content: link) }
                }
            }
        }
    }

    private func rows(_ fields: [SettingsField<Editor.Root>]) -> some View {
        ForEach(fields, id: \.id) { field in
            SettingsFieldRow(editor: editor, field: field, bridge: bridge, control: additions.control(for: field))
        }
    }

    /// The rows the app added to the section `id`, in the order they were added.
    private func extraRows(in id: String) -> some View {
        ForEach(additions.rows(in: id).indices, id: \.self) { index in
            additions.rows(in: id)[index]()
        }
    }

    /// A form section with `section`'s title (unless its page already shows it), footnote,
    /// custom header and footer, and a context menu that resets it.
    private func framed(_ section: Section, titled: Bool = true, @ViewBuilder content: () -> some View) -> some View {
        SwiftUI.Section {
            content()
        } header: {
            VStack(alignment: .leading) {
                if titled { Text(LocalizedStringKey(section.title)) }
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
                editor.reset(section)
                history.recordEdit(named: "Reset \(section.title)")
            }
        }
    }

    /// A row that opens `section` on its own page; deeper sections there open as pages too.
    private func link(_ section: Section) -> some View {
        NavigationLink {
            SettingsEntriesForm(
                editor: editor, entries: section.entries, bridge: bridge, style: .pages, additions: additions,
                owner: section, header: header, footer: footer
            )
            .navigationTitle(Text(LocalizedStringKey(section.title)))
            .inlineNavigationTitle()
        } label: {
            Text(LocalizedStringKey(section.title))
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

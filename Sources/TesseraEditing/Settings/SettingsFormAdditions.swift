import SwiftUI
import TesseraCore
import TesseraSettings

/// What an app adds to a generated form: its own controls for particular settings, and rows
/// without a backing value (an action button, a link) placed in a section.
///
/// Controls are keyed by field identifier and rows by section identifier, both taken from the
/// schema through typed key paths when they are added, so a typo is a compile error.
struct SettingsFormAdditions<Editor: SettingsEditor> {
    /// Draws a control for the form's editor; `recordEdit` names the undo step just taken.
    typealias Control = @MainActor (_ editor: Editor, _ recordEdit: @escaping @MainActor (String) -> Void) -> AnyView
    typealias Row = @MainActor () -> AnyView

    /// The section identifier of rows placed among the form's loose settings.
    static var topLevel: String { "" }

    private var controls: [String: Control] = [:]
    private var rows: [String: [Row]] = [:]

    /// The app's control for `field`, if it supplied one.
    func control(for field: SettingsField<Editor.Root>) -> Control? { controls[field.id] }

    /// The rows added to section `id`, in the order they were added.
    func rows(in id: String) -> [Row] { rows[id] ?? [] }

    func hasRows(in id: String) -> Bool { !(rows[id] ?? []).isEmpty }

    mutating func add(_ control: @escaping Control, for id: String) { controls[id] = control }

    mutating func add(_ row: @escaping Row, in id: String) { rows[id, default: []].append(row) }
}

extension SettingsForm {
    /// Shows the setting at `keyPath` with `control` instead of the built-in one — the way to
    /// edit a type of your own (a list, a struct), or to give a built-in kind a richer control.
    ///
    /// The binding reads the draft and writes through the editor, so every change is tracked,
    /// shown in the review, validated and undoable (⌘Z included) like any other.
    ///
    /// ```swift
    /// SettingsForm(settings)
    ///     .control(for: \.servers) { servers in
    ///         ServerListEditor(servers: servers)
    ///     }
    /// ```
    public func control<Value: Equatable>(
        for keyPath: any WritableKeyPath<Editor.Root, Value> & Sendable,
        @ViewBuilder _ control: @escaping @MainActor (Binding<Value>) -> some View
    ) -> SettingsForm {
        guard let field = editor.schema.field(at: keyPath) else {
            assertionFailure("\(keyPath) is not a setting of the form's schema")
            return self
        }
        var form = self
        form.additions.add(
            { editor, recordEdit in
                let binding = Binding<Value>(
                    get: { @MainActor in editor.editing.draft[keyPath: keyPath] },
                    set: { @MainActor newValue in
                        guard editor.editing.draft[keyPath: keyPath] != newValue else { return }
                        editor.editing.edit(field.title) { $0[keyPath: keyPath] = newValue }
                        recordEdit(field.title)
                    })
                return AnyView(control(binding))
            }, for: field.id)
        return form
    }

    /// Adds `content` as a row at the end of the section at `keyPath` — content without a
    /// backing value, such as a button that runs an action. Pass `\.self` for the form's top
    /// level. Rows appear in the order they are added.
    ///
    /// ```swift
    /// SettingsForm(settings)
    ///     .row(in: \.sync) {
    ///         Button("Sync Now") { Task { await sync() } }
    ///     }
    /// ```
    public func row<Value>(
        in keyPath: WritableKeyPath<Editor.Root, Value>, @ViewBuilder _ content: @escaping @MainActor () -> some View
    ) -> SettingsForm {
        let id: String
        if keyPath == \Editor.Root.self {
            id = SettingsFormAdditions<Editor>.topLevel
        } else if let section = editor.schema.section(at: keyPath) {
            id = section.id
        } else {
            assertionFailure("\(keyPath) is not a section of the form's schema")
            return self
        }
        var form = self
        form.additions.add({ AnyView(content()) }, in: id)
        return form
    }
}

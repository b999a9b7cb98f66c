import SwiftUI
import Tessera
import TesseraCore
import TesseraSettings

/// The control for one setting — the app's own when it supplied one, a picker when the app
/// offers choices at run time, else chosen by its kind — with its footnote, restart badge and
/// validation message; its context menu resets it to the default.
struct SettingsFieldRow<Editor: SettingsEditor>: View {
    @Environment(\.tessera) private var theme
    let editor: Editor
    let field: SettingsField<Editor.Root>
    let bridge: UndoBridge<Editor>
    /// The app's control for this setting (`SettingsForm.control(for:_:)`).
    var control: SettingsFormAdditions<Editor>.Control?

    @Environment(\.self) private var environment
    @Environment(\.undoManager) private var undoManager

    /// The form's undo bridge, recording into this view's undo manager.
    private var history: UndoBridge<Editor> { bridge.attached(to: undoManager, editing: editor) }

    var body: some View {
        let issue = editor.validationIssues.first { $0.id == field.id }
        VStack(alignment: .leading, spacing: CGFloat(theme.gap(.micro))) {
            if let control {
                let history = self.history
                control(editor) { label in history.recordEdit(named: label) }
            } else if let choices = editor.choices(for: field) {
                picker(choices)
            } else {
                builtInControl
            }
            if let footnote = field.footnote {
                Text(LocalizedStringKey(footnote)).textRole(.footnote)
            }
            if let issue {
                Label(issue.message, systemImage: "exclamationmark.triangle")
                    .textRole(.footnote, color: .destructive)
            }
        }
        .contextMenu {
            Button("Reset to Default") {
                editor.reset(field)
                history.recordEdit(named: "Reset \(field.title)")
            }
            if field.isOptional, editor.value(of: field) != .none {
                Button("Clear") { set(.none) }
            }
        }
    }

    @ViewBuilder private var builtInControl: some View {
        switch field.kind {
        case .toggle:
            Toggle(isOn: binding(false, get: { if case .bool(let on) = $0 { on } else { nil } }, set: { .bool($0) })) {
                title
            }
        case .stepper:
            let value = binding(
                Int(field.range?.lowerBound ?? 0), get: { if case .integer(let number) = $0 { number } else { nil } },
                set: { .integer($0) })
            let step = Int(field.step ?? 1)
            if let range = field.range {
                // The current ranged spelling (label before onEditingChanged); the older order is
                // deprecated. The stepper disables its buttons at the bounds.
                Stepper(value: value, in: Int(range.lowerBound)...Int(range.upperBound), step: step) {
                    numberLabel(value.wrappedValue)
                }
            } else {
                Stepper(value: value, step: step) { numberLabel(value.wrappedValue) }
            }
        case .slider:
            let value = binding(
                field.range?.lowerBound ?? 0, get: { if case .number(let number) = $0 { number } else { nil } },
                set: { .number($0) }, continuous: true)
            if let range = field.range {
                VStack(alignment: .leading) {
                    numberLabel(value.wrappedValue)
                    Slider(value: value, in: range, step: field.step ?? (range.upperBound - range.lowerBound) / 100) {
                        title
                    } minimumValueLabel: {
                        Text(range.lowerBound, format: .number)
                    } maximumValueLabel: {
                        Text(range.upperBound, format: .number)
                    } onEditingChanged: { editing in
                        if !editing { endDrag() }
                    }
                }
            } else {
                TextField(LocalizedStringKey(field.title), value: value, format: .number)
            }
        case .text:
            let isOptional = field.isOptional
            let text = binding(
                "", get: { if case .text(let text) = $0 { text } else { nil } },
                set: { isOptional && $0.isEmpty ? .none : .text($0) })
            if field.isSecure {
                SecureField(LocalizedStringKey(field.title), text: text)
            } else if field.isMultiline {
                VStack(alignment: .leading) {
                    title
                    TextEditor(text: text).frame(minHeight: 88)
                }
            } else {
                TextField(LocalizedStringKey(field.title), text: text)
            }
        case .date:
            DatePicker(
                selection: binding(
                    Date(), get: { if case .date(let date) = $0 { date } else { nil } }, set: { .date($0) })
            ) { title }
        case .picker(let choices):
            picker(choices)
        case .color:
            ColorPicker(selection: colorBinding, supportsOpacity: true) { title }
        case .custom:
            // A type of the app's own with no control supplied: shown, not editable here.
            LabeledContent {
                Text(verbatim: field.displayString(editor.value(of: field), locale: editor.locale))
            } label: {
                title
            }
        }
    }

    /// A picker of `choices`: an enum's cases, or options the app supplies at run time for a
    /// text setting. A stored value missing from run-time options stays listed, so it is never
    /// shown as nothing or lost by accident.
    private func picker(_ choices: [SettingChoice]) -> some View {
        let isEnum = if case .picker = field.kind { true } else { false }
        let selection = binding(
            choices.first?.value ?? "",
            get: { value in
                switch value {
                case .choice(let choice), .text(let choice): choice
                default: nil
                }
            },
            set: { isEnum ? .choice($0) : .text($0) })
        let current = selection.wrappedValue
        let listed =
            choices.contains { $0.value == current } || current.isEmpty
            ? choices : choices + [SettingChoice(value: current, title: current)]
        return Picker(selection: selection) {
            ForEach(listed, id: \.value) { choice in
                Text(LocalizedStringKey(choice.title)).tag(choice.value)
            }
        } label: {
            title
        }
    }

    /// The title, with a badge when changing the setting needs a restart.
    private var title: some View {
        HStack(spacing: CGFloat(theme.gap(.tight))) {
            Text(LocalizedStringKey(field.title))
            if field.requiresRestart {
                Image(systemName: "arrow.clockwise.circle")
                    .foregroundStyle(.warning)
                    .accessibilityLabel(Text("Requires restart"))
            }
        }
    }

    private func numberLabel<Number: BinaryInteger>(_ number: Number) -> some View {
        LabeledContent {
            Text(Int(number), format: .number)
        } label: {
            title
        }
    }

    private func numberLabel(_ number: Double) -> some View {
        LabeledContent {
            Text(number, format: .number)
        } label: {
            title
        }
    }

    /// A binding through the editor: reads the draft, writes an undoable change.
    private func binding<Value: Sendable>(
        _ fallback: Value, get: @escaping @Sendable (SettingValue) -> Value?,
        set: @escaping @Sendable (Value) -> SettingValue,
        continuous: Bool = false
    ) -> Binding<Value> {
        let (editor, field, bridge) = (self.editor, self.field, self.history)
        return Binding(
            get: { @MainActor in get(editor.value(of: field)) ?? fallback },
            set: { @MainActor newValue in
                guard editor.setValue(set(newValue), of: field, continuous: continuous) else { return }
                if !continuous { bridge.recordEdit(named: field.title) }
            })
    }

    /// Colours go through SwiftUI's resolution, so a picked Display P3 colour keeps its
    /// extended-range channels. Each pick is its own undo step.
    private var colorBinding: Binding<Color> {
        let (editor, field, bridge, environment) = (self.editor, self.field, self.history, self.environment)
        return Binding(
            get: { @MainActor in
                if case .color(let rgba) = editor.value(of: field) { return Color(rgba) }
                return .clear
            },
            set: { @MainActor color in
                guard editor.setValue(.color(RGBA(color.resolve(in: environment))), of: field, continuous: false) else {
                    return
                }
                bridge.recordEdit(named: field.title)
            })
    }

    private func set(_ value: SettingValue) {
        if editor.setValue(value, of: field, continuous: false) { history.recordEdit(named: field.title) }
    }

    private func endDrag() {
        editor.endContinuousChange()
        history.recordEdit(named: field.title)
    }
}

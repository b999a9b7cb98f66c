import SwiftUI
import Tessera
import TesseraCore
import TesseraSettings

/// The review before saving: every pending change in schema order with where it is, its value
/// before and after, and a badge when it needs a restart; then "Save" (or "Save & Restart") or
/// discard. Restarting is the app's decision: `onApply` receives the result and its
/// `requiresRestart`.
public struct SettingsReview<Editor: SettingsEditor>: View {
    @Environment(\.tessera) private var theme
    private let editor: Editor
    private let onApply: (ApplyResult<SettingsChange>) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var outcome: ApplyOutcome?
    @State private var isSaving = false

    /// A review of `editor`'s pending changes; `onApply` runs after a successful save.
    public init(_ editor: Editor, onApply: @escaping (ApplyResult<SettingsChange>) -> Void = { _ in }) {
        self.editor = editor
        self.onApply = onApply
    }

    public var body: some View {
        let changes = editor.changes
        List {
            if changes.isEmpty {
                Text("No changes").textRole(.bodySecondary)
            }
            ForEach(changes) { change in
                VStack(alignment: .leading, spacing: CGFloat(theme.gap(.micro))) {
                    HStack {
                        Text(LocalizedStringKey(change.location)).textRole(.headline)
                        if change.requiresRestart {
                            Label("Restart", systemImage: "arrow.clockwise.circle")
                                .textRole(.caption, color: .warning)
                        }
                    }
                    Text(verbatim: "\(change.before) → \(change.after)").textRole(.callout)
                }
                .accessibilityElement(children: .combine)
            }
            if let outcome, let message = Self.message(for: outcome) {
                Label(message, systemImage: "exclamationmark.triangle").textRole(.footnote, color: .destructive)
            }
        }
        .navigationTitle(Text("Review Changes"))
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Discard", role: .destructive) {
                    editor.cancel()
                    dismiss()
                }
                .disabled(changes.isEmpty || isSaving)
            }
            ToolbarItem(placement: .confirmationAction) {
                Button(editor.requiresRestart ? "Save & Restart" : "Save") { save() }
                    .disabled(changes.isEmpty || isSaving)
            }
        }
    }

    private func save() {
        isSaving = true
        Task { @MainActor in
            let result = await editor.apply()
            isSaving = false
            outcome = result.outcome
            if result.outcome == .applied {
                onApply(result)
                dismiss()
            }
        }
    }

    /// What went wrong, for outcomes that are failures.
    static func message(for outcome: ApplyOutcome) -> String? {
        switch outcome {
        case .applied, .nothingToApply: nil
        case .invalid(let issues): issues.map(\.message).joined(separator: "\n")
        case .saveFailed(let reason): "Could not save: \(reason)"
        }
    }
}

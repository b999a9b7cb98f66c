import SwiftUI
import Tessera
import TesseraCore

/// A list of the manager's presets, each previewed in its own theme; choosing one applies it
/// through the manager (which remembers the choice).
///
/// Reads the manager from the environment (`ThemeRoot(manager:)`).
public struct PresetPicker: View {
    @Environment(ThemeManager.self) private var manager: ThemeManager?
    @State private var failure: String?

    /// A picker for the manager in the environment.
    public init() {}

    public var body: some View {
        if let manager {
            List {
                ForEach(manager.presets) { preset in
                    Button {
                        select(preset, in: manager)
                    } label: {
                        PresetCard(preset: preset, isSelected: preset.id == manager.selectedPresetID)
                    }
                    .buttonStyle(.role(.plain, form: .text))
                    .accessibilityAddTraits(preset.id == manager.selectedPresetID ? .isSelected : [])
                }
                if let failure {
                    Label(failure, systemImage: "exclamationmark.triangle").textRole(.footnote, color: .destructive)
                }
            }
            .navigationTitle(Text("Theme"))
        } else {
            MissingManagerNotice()
        }
    }

    private func select(_ preset: Preset, in manager: ThemeManager) {
        Task { @MainActor in
            do {
                try await manager.select(preset.id)
                failure = nil
            } catch {
                failure = "Could not remember \(preset.name): \(error)"
            }
        }
    }
}

/// A preset drawn in its own theme: name, summary, purpose, a few colour swatches and a sample button.
struct PresetCard: View {
    let preset: Preset
    let isSelected: Bool

    var body: some View {
        ThemeRoot(theme: preset.theme) {
            VStack(alignment: .leading, spacing: CGFloat(preset.theme.resolved().gap(.tight))) {
                HStack {
                    Label(preset.name, systemImage: preset.symbol).textRole(.headline)
                    Spacer()
                    if isSelected {
                        Image(systemName: "checkmark.circle.fill").foregroundStyle(.role(.accent))
                    }
                }
                Text(preset.summary).textRole(.footnote)
                if !preset.purpose.isEmpty {
                    Label(preset.purpose, systemImage: "target").textRole(.caption)
                }
                HStack(spacing: CGFloat(preset.theme.resolved().gap(.tight))) {
                    ForEach([ColorRole.accent, .themeSecondary, .surfaceSecondary, .textPrimary], id: \.self) { role in
                        Circle().fill(.role(role)).frame(width: 20, height: 20)
                            .overlay { Circle().strokeBorder(.borderSubtle, lineWidth: 1) }
                    }
                    Spacer()
                    Text("Sample").textRole(.buttonPrimary).padding(.control).background(.role(.accent), in: Capsule())
                }
                .accessibilityHidden(true)
            }
            .surface(.card)
        }
    }
}

/// Shown by editing views placed outside a `ThemeRoot(manager:)`.
struct MissingManagerNotice: View {
    var body: some View {
        Text("Put this view inside ThemeRoot(manager:) to edit the app's theme.")
            .textRole(.bodySecondary)
            .padding(.screen)
    }
}

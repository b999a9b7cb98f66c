import SwiftUI
import Tessera
import TesseraCore

/// "Accent colour": the user picks any colour, the app generates its whole theme from it at run
/// time, and every screen follows — readable in light, dark and increased contrast.
///
/// The generated theme replaces the manager's draft as one undoable edit and is applied (saved
/// with the user's customisation), so the app's root re-themes at once. Where the picked colour would not read, the generator moves it the least it must, hue
/// kept, and the screen says so per mode.
struct AccentScreen: View {
    @Environment(ThemeManager.self) private var manager: ThemeManager?
    @Environment(\.tessera) private var theme
    @State private var hex = "#1DA1F2"
    @State private var outcome: Outcome?

    /// Colours to start from: a brand blue, a yellow that cannot carry white text, a mid grey.
    private static let swatches = ["#1DA1F2", "#FFE629", "#777777", "#E4002B", "#00A86B"]

    var body: some View {
        VStack(alignment: .leading, spacing: theme.gap(.loose)) {
            Text("Pick an accent; the theme follows.").textRole(.bodySecondary)
            FittingStack {
                ForEach(Self.swatches, id: \.self) { swatch in
                    ThemeButton(LocalizedStringKey(swatch), role: swatch == hex ? .primary : .secondary) {
                        hex = swatch
                        generate()
                    }
                }
            }
            HStack {
                TextField("#RRGGBB", text: $hex)
                ThemeButton("Use", role: .primary, action: generate)
            }
            if let outcome {
                OutcomeView(outcome: outcome)
            }
        }
        .padding(.screen)
        .surface(.appBackground, inset: false)
        .navigationTitle(Text("Accent colour"))
    }

    private func generate() {
        guard let manager else {
            outcome = .failed(["Open this screen under ThemeRoot(manager:) to change the app's theme."])
            return
        }
        guard let picked = try? RGBA(hex: hex.trimmingCharacters(in: .whitespaces)) else {
            outcome = .notAColour(hex)
            return
        }
        // On the selected preset's type, layout, shapes and motion; only the colours are generated.
        let generated = ThemeGenerator.generate(from: BrandColors(accent: picked), base: manager.preset)
        do {
            // One undoable edit of the manager's draft, extending the selected preset.
            try manager.importJSON(try JSONEncoder().encode(generated.spec), fileName: "Accent \(picked.hexString)")
        } catch {
            outcome = .failed(generated.diagnostics.map { $0.description } + [String(describing: error)])
            return
        }
        let rows = ColorMode.allCases.map { mode in
            let moved = generated.accentDifference[mode] ?? 0
            let accent = generated.accent[mode]?.hexString ?? picked.hexString
            return moved == 0 ? "\(mode): \(accent), your colour" : "\(mode): \(accent), adjusted to stay readable"
        }
        outcome = .generated(rows)
        Task { @MainActor in _ = await manager.session.apply() }
    }
}

/// What the last pick gave.
private enum Outcome {
    case generated([String])
    case notAColour(String)
    case failed([String])
}

/// One line per mode, or what went wrong.
private struct OutcomeView: View {
    let outcome: Outcome

    var body: some View {
        switch outcome {
        case .generated(let rows):
            VStack(alignment: .leading) {
                ForEach(rows, id: \.self) { row in
                    Text(row).textRole(.footnote)
                }
            }
            .surface(.card)
        case .notAColour(let text):
            Text("“\(text)” is not a colour: type #RRGGBB.").textRole(.body, color: .destructive)
        case .failed(let problems):
            ForEach(problems, id: \.self) { problem in
                Text(problem).textRole(.body, color: .destructive)
            }
        }
    }
}

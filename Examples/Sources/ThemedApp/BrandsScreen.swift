import Foundation
import SwiftUI
import Tessera
import TesseraCore

/// One app, many brands: the brands in `Examples/Brands/brands` (each a partial file over the
/// company's base, `Examples/Brands/base/theme.json`) as a manager's presets, and a picker that
/// switches between them.
///
/// A switch is a swap of compiled themes: the manager compiled each brand once, and `ThemeRoot`
/// keeps the same view tree, so the counter below keeps its value across brands.
struct BrandsScreen: View {
    @State private var brands = BrandsScreen.makeManager()
    @State private var taps = 0

    var body: some View {
        switch brands {
        case .success(let manager):
            ThemeRoot(manager: manager) {
                BrandPreview(manager: manager, taps: $taps)
            }
        case .failure(let problem):
            Text(problem.description).textRole(.body, color: .destructive).padding(.screen)
        }
    }

    /// The example's brands, read from the source tree (an app would bundle the folder).
    static func makeManager() -> Result<ThemeManager, Diagnostic> {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Brands/brands", isDirectory: true)
        do {
            return .success(ThemeManager(presets: try Presets.brands(in: folder)))
        } catch {
            return .failure(error)
        }
    }
}

/// A button per brand and a sample of the brand's look.
private struct BrandPreview: View {
    let manager: ThemeManager
    @Binding var taps: Int
    @Environment(\.tessera) private var theme

    var body: some View {
        VStack(alignment: .leading, spacing: theme.gap(.loose)) {
            FittingStack {
                ForEach(manager.presets) { brand in
                    ThemeButton(
                        LocalizedStringKey(brand.name),
                        role: brand.id == manager.selectedPresetID ? .primary : .secondary
                    ) {
                        select(brand.id)
                    }
                }
            }

            Text(theme.theme.name).textRole(.largeTitle)
            Text("Tapped \(taps) times; the count survives a brand switch.").textRole(.bodySecondary)
            ThemeButton("Tap", systemImage: "hand.tap", role: .primary) { taps += 1 }
        }
        .padding(.screen)
        .surface(.appBackground, inset: false)
        .navigationTitle(Text("Brands"))
    }

    private func select(_ id: String) {
        Task { @MainActor in
            try? await manager.select(id)
        }
    }
}

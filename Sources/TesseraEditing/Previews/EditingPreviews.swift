#if DEBUG
import SwiftUI
import Tessera
import TesseraCore
import TesseraSettings

struct PresetPickerPreviews: PreviewProvider {
    static var previews: some View {
        EditingPreviewVariants { PresetPicker() }
    }
}

struct ThemeEditorPreviews: PreviewProvider {
    static var previews: some View {
        EditingPreviewVariants { ThemeEditor() }
    }
}

struct ThemeStyleSheetPreviews: PreviewProvider {
    static var previews: some View {
        ForEach(Presets.all.prefix(3), id: \.id) { preset in
            ThemeStyleSheet(theme: preset.theme).previewDisplayName(preset.name)
        }
    }
}

struct SettingsFormPreviews: PreviewProvider {
    static var previews: some View {
        EditingPreviewVariants {
            SettingsForm(ThemeSettingsEditor(manager: ThemeManager()))
        }
        EditingPreviewVariants {
            SettingsForm(ThemeSettingsEditor(manager: ThemeManager()), sectionStyle: .pages)
        }
        EditingPreviewVariants {
            SettingsForm(ThemeSettingsEditor(manager: ThemeManager()))
                .row(in: \.self) { Button("Some action") {} }
        }
    }
}

struct SettingsReviewPreviews: PreviewProvider {
    static var previews: some View {
        EditingPreviewVariants {
            SettingsReview(ThemeSettingsEditor(manager: ThemeManager()))
        }
    }
}

/// An editing view in light, dark, and at an accessibility text size, inside a managed root.
struct EditingPreviewVariants<Content: View>: View {
    private let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        Group {
            NavigationStack { ThemeRoot(manager: ThemeManager()) { content } }
                .environment(\.colorScheme, .light)
                .previewDisplayName("Light")
            NavigationStack { ThemeRoot(manager: ThemeManager()) { content } }
                .environment(\.colorScheme, .dark)
                .previewDisplayName("Dark")
            NavigationStack { ThemeRoot(manager: ThemeManager()) { content } }
                .environment(\.dynamicTypeSize, .accessibility3)
                .previewDisplayName("Accessibility 3")
        }
    }
}
#endif

import Foundation

extension MapSuggestion {
    /// Names of UI components, a vocabulary shared by design systems rather than any one system's
    /// names: a token under one of them (`checkbox.default.background`, `card.title.font`) is that
    /// component's own, and plays no role of the page (its background, text, borders, status
    /// colours or text styles), with or without a `component` group above it. The controls' words
    /// (`input`, `field`, `form`) are not here: the control border is a control's own.
    static let componentNames: Set<String> = [
        "checkbox", "checkboxes", "radio", "radios", "switch", "toggle", "slider", "dropdown", "select", "combobox",
        "textfield", "textarea", "accordion", "breadcrumb", "breadcrumbs", "pagination", "stepper", "spinner",
        "progress", "snackbar", "carousel", "calendar", "datepicker", "upload", "ghost", "tile", "tooltip", "badge",
        "chip", "chips", "tab", "tabs", "tag", "toast", "avatar", "banner", "promotion", "picker", "flyout", "drawer",
        "sidebar", "search", "segmented", "scrollbar", "rating", "skeleton",
    ]

    /// Components whose text styles are their own; `card` and `button` fills and labels aside,
    /// a card's title is not the page's title.
    static let styleComponentNames: Set<String> = componentNames.union([
        "card", "button", "btn", "input", "field", "form", "modal", "dialog", "popover", "sheet", "table", "menu",
        "nav",
        "navigation",
    ])

    /// A button's words: its style plays `buttonPrimary`, and no other text role.
    static let buttonWords: Set<String> = ["button", "btn"]

    /// A breakpoint's or a platform's name in a style's path (`body.mobile`, `title.desktop`,
    /// `textMonoMobile`): the style is one screen's variant, and which screen's styles are the
    /// page's is the system's choice; the text roles take unmarked styles only.
    static let screenWords: Set<String> = ["mobile", "desktop", "tablet", "phone", "handset", "web"]
}

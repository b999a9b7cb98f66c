/// How a settings form shows the sections of its schema.
public enum SettingsSectionStyle: Sendable, Hashable {
    /// Top-level sections as grouped sections of the form, with their titles, footnotes and custom
    /// headers and footers; sections inside them open as their own page.
    case inline
    /// Every section as a row that opens the section on its own page, as the top level of the
    /// Settings app does. A page shows its section's custom header and footer.
    case pages
}

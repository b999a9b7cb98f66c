extension StyleSheetLayout {
    /// The row name of the spacing group's last row, which draws every corner radius.
    package static let radiiRow = "radii"
    /// A colour swatch's side in the sheet, in points.
    package static let swatchSide = 28.0
    /// A radius sample's side in the sheet, in points.
    package static let radiusSide = 48.0

    /// The layout of `theme`'s printable style sheet on `paper`, as the app's `ThemeStyleSheet`
    /// draws it (light appearance, default text size): the title block, then Colours (a row per
    /// colour role), Type (a row per text role), Spacing and radii (a row per spacing step, then
    /// one of radii) and Buttons and surfaces (a row per button role, then per surface role).
    /// Each row's height is what the sheet gives it — its tallest element at the theme's line
    /// heights, plus the theme's tight gap — so the sheet frames each row at that height and
    /// nothing drawn crosses a page break.
    package init(theme: CompiledTheme, paper: PaperSize, margin: Double = 36) {
        let resolved = theme.resolved()
        let line = { (role: TextRole) in resolved.text(role).lineHeight }
        let tight = resolved.gap(.tight)
        let heading = line(.title2) + tight
        var groups: [StyleSheetGroup] = []
        func group(_ title: String, _ rows: [(String, Double)]) {
            groups.append(
                StyleSheetGroup(
                    title: title, headingHeight: heading, rows: rows.map(\.0),
                    rowHeights: rows.map { ($0.1 + tight).rounded(.up) }))
        }
        group("Colours", theme.colorRoles.map { ($0.name, max(Self.swatchSide, line(.callout), line(.caption))) })
        group("Type", theme.textRoles.map { ($0.name, max(line(.caption), line($0))) })
        group(
            "Spacing and radii",
            theme.catalogue.spacing.map { ($0.name, max(8, line(.caption))) } + [
                (Self.radiiRow, Self.radiusSide + resolved.gap(.micro) + line(.caption))
            ])
        let buttons = theme.buttonRoles.map { role -> (String, Double) in
            let button = resolved.button(role)
            return (
                role.name, max(button.minHeight, resolved.label(of: button).lineHeight + 2 * button.padding.vertical)
            )
        }
        let surfaces = theme.surfaceRoles.map { role -> (String, Double) in
            let inset = resolved.surface(role).inset?.vertical ?? resolved.gap(.regular)
            return (role.name, line(.callout) + 2 * inset)
        }
        group("Buttons and surfaces", buttons + surfaces)
        let title =
            line(.largeTitle) + (theme.spec.summary == nil ? 0 : line(.bodySecondary))
            + (theme.spec.purpose == nil ? 0 : line(.footnote))
        self.init(
            paper: paper, margin: margin,
            titleHeight: (title + 2 * resolved.gap(.micro) + resolved.gap(.loose)).rounded(.up), groups: groups)
    }
}

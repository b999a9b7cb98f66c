// Static members for every built-in role, so call sites read `.textSecondary`.

extension Role where Family == ColorRoles {
    /// Body text and titles.
    @inlinable public static var textPrimary: ColorRole { ColorRole(.textPrimary) }
    /// Supporting text.
    @inlinable public static var textSecondary: ColorRole { ColorRole(.textSecondary) }
    /// Placeholder, hint and footnote text.
    @inlinable public static var textTertiary: ColorRole { ColorRole(.textTertiary) }
    /// Text and icons on the accent fill.
    @inlinable public static var textOnAccent: ColorRole { ColorRole(.textOnAccent) }
    /// Text and icons on the destructive fill.
    @inlinable public static var textOnDestructive: ColorRole { ColorRole(.textOnDestructive) }
    /// Text on overlay surfaces (sheets, popovers).
    @inlinable public static var textOnOverlay: ColorRole { ColorRole(.textOnOverlay) }
    /// Supporting text on overlay surfaces.
    @inlinable public static var textOnOverlaySecondary: ColorRole { ColorRole(.textOnOverlaySecondary) }
    /// Text on the scrim that dims content behind a modal.
    @inlinable public static var textOnScrim: ColorRole { ColorRole(.textOnScrim) }
    /// Supporting text on the scrim.
    @inlinable public static var textOnScrimSecondary: ColorRole { ColorRole(.textOnScrimSecondary) }
    /// The app background.
    @inlinable public static var background: ColorRole { ColorRole(.background) }
    /// Cards and grouped content.
    @inlinable public static var surfaceBase: ColorRole { ColorRole(.surfaceBase) }
    /// Nested or secondary cards.
    @inlinable public static var surfaceSecondary: ColorRole { ColorRole(.surfaceSecondary) }
    /// Sheets and popovers.
    @inlinable public static var surfaceOverlay: ColorRole { ColorRole(.surfaceOverlay) }
    /// The tint laid over material backgrounds.
    @inlinable public static var surfaceTint: ColorRole { ColorRole(.surfaceTint) }
    /// Dims content behind a modal.
    @inlinable public static var scrim: ColorRole { ColorRole(.scrim) }
    /// Decorative card borders.
    @inlinable public static var borderSubtle: ColorRole { ColorRole(.borderSubtle) }
    /// Hairlines between rows.
    @inlinable public static var separator: ColorRole { ColorRole(.separator) }
    /// The keyboard focus indicator.
    @inlinable public static var focusRing: ColorRole { ColorRole(.focusRing) }
    /// Borders that show where a control is.
    @inlinable public static var controlBorder: ColorRole { ColorRole(.controlBorder) }
    /// The primary call to action and the app tint.
    @inlinable public static var accent: ColorRole { ColorRole(.accent) }
    /// Destructive actions.
    @inlinable public static var destructive: ColorRole { ColorRole(.destructive) }
    /// Success states.
    @inlinable public static var success: ColorRole { ColorRole(.success) }
    /// Warning states.
    @inlinable public static var warning: ColorRole { ColorRole(.warning) }
    /// The brand colour.
    @inlinable public static var themePrimary: ColorRole { ColorRole(.themePrimary) }
    /// The secondary brand colour.
    @inlinable public static var themeSecondary: ColorRole { ColorRole(.themeSecondary) }
}

extension Role where Family == TextRoles {
    /// The largest title.
    @inlinable public static var largeTitle: TextRole { TextRole(.largeTitle) }
    /// Screen titles.
    @inlinable public static var title: TextRole { TextRole(.title) }
    /// Section titles.
    @inlinable public static var title2: TextRole { TextRole(.title2) }
    /// Sub-section titles.
    @inlinable public static var title3: TextRole { TextRole(.title3) }
    /// Emphasised body text.
    @inlinable public static var headline: TextRole { TextRole(.headline) }
    /// Body text.
    @inlinable public static var body: TextRole { TextRole(.body) }
    /// Callouts.
    @inlinable public static var callout: TextRole { TextRole(.callout) }
    /// Subheadings.
    @inlinable public static var subheadline: TextRole { TextRole(.subheadline) }
    /// Footnotes.
    @inlinable public static var footnote: TextRole { TextRole(.footnote) }
    /// Captions.
    @inlinable public static var caption: TextRole { TextRole(.caption) }
    /// Secondary captions.
    @inlinable public static var caption2: TextRole { TextRole(.caption2) }
    /// Supporting body text.
    @inlinable public static var bodySecondary: TextRole { TextRole(.bodySecondary) }
    /// Code and other monospaced text.
    @inlinable public static var code: TextRole { TextRole(.code) }
    /// Primary button labels.
    @inlinable public static var buttonPrimary: TextRole { TextRole(.buttonPrimary) }
    /// Secondary button labels.
    @inlinable public static var buttonSecondary: TextRole { TextRole(.buttonSecondary) }
    /// Tertiary button labels.
    @inlinable public static var buttonTertiary: TextRole { TextRole(.buttonTertiary) }
    /// Plain button labels.
    @inlinable public static var buttonPlain: TextRole { TextRole(.buttonPlain) }
    /// Destructive button labels.
    @inlinable public static var buttonDestructive: TextRole { TextRole(.buttonDestructive) }
}

extension Role where Family == ButtonRoles {
    /// The main action.
    @inlinable public static var primary: ButtonRole { ButtonRole(.primary) }
    /// An alternative action.
    @inlinable public static var secondary: ButtonRole { ButtonRole(.secondary) }
    /// A low-emphasis action.
    @inlinable public static var tertiary: ButtonRole { ButtonRole(.tertiary) }
    /// An action drawn as its label.
    @inlinable public static var plain: ButtonRole { ButtonRole(.plain) }
    /// An action that deletes or cannot be undone.
    @inlinable public static var destructive: ButtonRole { ButtonRole(.destructive) }
}

extension Role where Family == SurfaceRoles {
    /// The screen behind everything.
    @inlinable public static var appBackground: SurfaceRole { SurfaceRole(.appBackground) }
    /// A card.
    @inlinable public static var card: SurfaceRole { SurfaceRole(.card) }
    /// A card lifted by a shadow.
    @inlinable public static var cardElevated: SurfaceRole { SurfaceRole(.cardElevated) }
    /// A nested card.
    @inlinable public static var cardSecondary: SurfaceRole { SurfaceRole(.cardSecondary) }
    /// Bars and toolbars.
    @inlinable public static var chrome: SurfaceRole { SurfaceRole(.chrome) }
    /// A sheet.
    @inlinable public static var sheet: SurfaceRole { SurfaceRole(.sheet) }
    /// A popover.
    @inlinable public static var popover: SurfaceRole { SurfaceRole(.popover) }
    /// Dims content behind a modal.
    @inlinable public static var scrim: SurfaceRole { SurfaceRole(.scrim) }
    /// A floating panel.
    @inlinable public static var floatingPanel: SurfaceRole { SurfaceRole(.floatingPanel) }
    /// A floating widget.
    @inlinable public static var floatingWidget: SurfaceRole { SurfaceRole(.floatingWidget) }
}

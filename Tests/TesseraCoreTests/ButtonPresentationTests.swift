import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

/// A role the theme marks native is drawn natively in every form, and the platform style follows
/// the form the button was resolved in — a per-call form included — not the role's own form.
@Test func nativeRolesPresentNativelyInTheRequestedForm() throws {
    let json = #"{ "specVersion": "1.0", "extends": "default", "buttons": { "primary": { "native": true } } }"#
    let theme = try #require(ThemeLoader().load(Data(json.utf8), file: "native.json").theme)
    let resolved = theme.resolved(for: ThemeContext())
    let expected: [ButtonForm: NativeButtonStyleKind] = [
        .capsule: .borderedProminent, .circularIcon: .bordered, .text: .borderless, .icon: .borderless,
    ]
    for form in ButtonForm.allCases {
        let button = resolved.button(.primary, form: form)
        let tint = form == .capsule ? try #require(button.fill) : button.labelColor
        #expect(
            button.presentation == .native(NativeButtonLook(style: try #require(expected[form]), tint: tint)), "\(form)"
        )
        #expect(resolved.button(.secondary, form: form).presentation == .themed, "\(form)")
    }
    // The role's own form when none is given.
    #expect(
        resolved.button(.primary).presentation
            == .native(
                NativeButtonLook(
                    style: .borderedProminent, tint: try #require(resolved.button(.primary).fill))))
}

/// An unfilled capsule has no fill to be prominent in: it is bordered, in its label colour.
@Test func unfilledCapsuleIsBordered() throws {
    let json =
        #"{ "specVersion": "1.0", "extends": "default", "buttons": { "tertiary": { "form": "capsule", "native": true } } }"#
    let theme = try #require(ThemeLoader().load(Data(json.utf8), file: "native.json").theme)
    let button = theme.resolved(for: ThemeContext()).button(.tertiary)
    #expect(button.fill == nil)
    #expect(button.presentation == .native(NativeButtonLook(style: .bordered, tint: button.labelColor)))
}

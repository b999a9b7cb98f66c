import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

/// The named press animations are there for every theme to reference without defining them.
@Suite("Press animations")
struct PressAnimationTests {
    static func theme(primaryAnimation name: String, motion: String = "") throws -> ThemeDocument {
        let json = """
            { "specVersion": "1.0", "extends": "default"\(motion),
              "buttons": { "primary": { "animation": "\(name)" } } }
            """
        return ThemeLoader().load(Data(json.utf8), file: "press.json")
    }

    @Test("a button references a named press animation the theme does not define", arguments: PressAnimation.allCases)
    func referencedByName(_ press: PressAnimation) throws {
        let theme = try #require(Self.theme(primaryAnimation: press.name).theme)
        let resolved = theme.resolved(for: ThemeContext())
        let animation = resolved.animation(of: resolved.button(.primary, state: .pressed))
        #expect(
            animation.name == press.name && animation.curve == press.animation.animation && !animation.isReducedMotion)
        let reduced = theme.resolved(for: ThemeContext(reduceMotion: true))
        let substitute = reduced.animation(of: reduced.button(.primary))
        #expect(substitute.isReducedMotion && substitute.curve == (press.animation.reduceMotion ?? .none))
        #expect(resolved.animation(named: press.name) != nil, "app code finds it by name too")
    }

    @Test("springs overshoot except the subtle press; reduced motion never springs")
    func character() {
        for press in PressAnimation.allCases {
            #expect(press.animation.reduceMotion?.curve != .spring)
            if press == .subtlePress {
                #expect(press.animation.animation.curve == .easeOut)
            } else {
                #expect(press.animation.animation.curve == .spring && (press.animation.animation.damping ?? 1) < 1)
            }
        }
        #expect(
            (PressAnimation.springBack.animation.animation.damping ?? 1)
                < (PressAnimation.squish.animation.animation.damping ?? 0))
    }

    @Test("the theme's own motion of the same name wins")
    func themeOverrides() throws {
        let motion = #", "motion": { "pop": { "curve": "easeIn", "duration": 0.2 } }"#
        let theme = try #require(Self.theme(primaryAnimation: "pop", motion: motion).theme)
        let resolved = theme.resolved(for: ThemeContext())
        #expect(
            resolved.animation(of: resolved.button(.primary)).curve == AnimationCurve(curve: .easeIn, duration: 0.2))
        #expect(resolved.theme.animations.filter { $0.name == "pop" }.count == 1)
    }

    @Test("a misspelt name is an error that suggests the press animation")
    func misspelt() throws {
        let document = try Self.theme(primaryAnimation: "springBak")
        #expect(document.theme == nil)
        let error = try #require(document.errors.first)
        #expect(error.message.contains("unknown motion `springBak`") && error.message.contains("springBack"))
        #expect(error.path.description == "buttons.primary.animation")
    }
}

/// A theme marks a button role native; every form and state of it resolves as native, other
/// roles do not, and the flag survives a save.
@Test func nativeButtonRoles() throws {
    let json = #"{ "specVersion": "1.0", "extends": "default", "buttons": { "secondary": { "native": true } } }"#
    let document = ThemeLoader().load(Data(json.utf8), file: "native.json")
    let theme = try #require(document.theme)
    let resolved = theme.resolved(for: ThemeContext())
    for form in ButtonForm.allCases {
        for state in ButtonState.allCases {
            #expect(resolved.button(.secondary, form: form, state: state).isNative)
            #expect(!resolved.button(.primary, form: form, state: state).isNative)
        }
    }
    let saved = try JSONEncoder().encode(try #require(document.spec))
    #expect(ThemeLoader().load(saved, file: "native.json").spec?.buttons["secondary"]?.native == true)
}

extension ThemeCompiler {
    /// Checks every shadow and resolves its colour in every mode with the resolver the colour
    /// roles were resolved with: a literal, a `{palette.NAME}` entry or a `{colors.ROLE}` role
    /// (whose value changes with the mode).
    mutating func compileShadows(resolver: inout ColorResolver) -> [CompiledShadow] {
        var shadows: [CompiledShadow] = []
        for name in spec.shadows.keys.sorted() {
            guard let shadow = spec.shadows[name] else { continue }
            let path: JSONPath = ["shadows", name]
            var color: ColorModes?
            switch shadow.color {
            case nil:
                color = ColorModes(light: .black, dark: .black)
            case .reference(let reference)?:
                if let target = reference.name(in: .palette), let value = resolver.palette(target) {
                    color = ColorModes(light: value, dark: value)
                } else if let target = reference.name(in: .colors), resolver.hasRole(target) {
                    color = resolver.modes(of: target)
                } else {
                    error(
                        .unresolvedReference,
                        "a shadow colour must be a literal, a {palette.NAME} or a {colors.ROLE} reference; found \(reference)",
                        at: path.appending("color"), reference: reference)
                }
            case .hex(let text)?:
                color = (try? RGBA(hex: text)).map { ColorModes(light: $0, dark: $0) }
                if color == nil {
                    error(
                        .invalidColor, "invalid shadow colour \"\(text)\"; expected #RGB, #RRGGBB or #RRGGBBAA",
                        at: path.appending("color"))
                }
            case .components(let components)?:
                color = (try? components.rgba().color).map { ColorModes(light: $0, dark: $0) }
                if color == nil { error(.invalidColor, "invalid shadow colour", at: path.appending("color")) }
            }
            let opacity = checked(shadow.opacity, in: 0...1, at: path.appending("opacity"), "opacity")
            let darkOpacity = checked(shadow.darkOpacity, in: 0...1, at: path.appending("darkOpacity"), "darkOpacity")
            let radius = checked(shadow.radius, in: 0...500, at: path.appending("radius"), "radius")
            let x = checked(shadow.x ?? 0, in: -500...500, at: path.appending("x"), "x")
            let y = checked(shadow.y, in: -500...500, at: path.appending("y"), "y")
            guard let color, let opacity, let darkOpacity, let radius, let x, let y else { continue }
            shadows.append(
                CompiledShadow(
                    name: name, color: color, opacity: opacity, darkOpacity: darkOpacity, radius: radius, x: x, y: y))
        }
        diagnostics += resolver.takeDiagnostics()
        return shadows
    }

    mutating func compileAnimations() -> [CompiledAnimation] {
        var animations: [CompiledAnimation] = []
        for name in spec.motion.keys.sorted() {
            guard let motion = spec.motion[name] else { continue }
            let path: JSONPath = ["motion", name]
            let animation = curve(motion.animation, at: path)
            let reduced =
                motion.reduceMotion.map { curve($0, at: path.appending("reduceMotion")) } ?? AnimationCurve.none
            if let animation, let reduced {
                animations.append(
                    CompiledAnimation(name: name, animation: animation, reduceMotion: reduced, isThemeDefined: true))
            }
        }
        for press in PressAnimation.allCases where spec.motion[press.name] == nil {
            animations.append(
                CompiledAnimation(
                    name: press.name, animation: press.animation.animation,
                    reduceMotion: press.animation.reduceMotion ?? .none, isThemeDefined: false))
        }
        return animations
    }

    private mutating func curve(_ curve: AnimationCurve, at path: JSONPath) -> AnimationCurve? {
        var ok = true
        switch curve.curve {
        case .none:
            return AnimationCurve.none
        case .spring:
            guard let response = curve.response else {
                error(.missingValue, "a spring needs \"response\" (seconds)", at: path)
                return nil
            }
            ok = positive(response, at: path.appending("response"), "response") != nil && ok
            ok = checked(curve.damping ?? 1, in: 0.01...2, at: path.appending("damping"), "damping") != nil && ok
            ok = checked(curve.blend ?? 0, in: 0...10, at: path.appending("blend"), "blend") != nil && ok
            return ok
                ? AnimationCurve(
                    curve: .spring, response: response, damping: curve.damping ?? 1, blend: curve.blend ?? 0) : nil
        case .linear, .easeIn, .easeOut, .easeInOut:
            guard let duration = curve.duration else {
                error(.missingValue, "a \(curve.curve.rawValue) curve needs \"duration\" (seconds)", at: path)
                return nil
            }
            guard checked(duration, in: 0.001...10, at: path.appending("duration"), "duration") != nil else {
                return nil
            }
            return AnimationCurve(curve: curve.curve, duration: duration)
        }
    }

    mutating func compileButtonForms() -> ButtonFormsSpec? {
        guard let forms = spec.buttonForms else {
            error(.missingValue, "missing \"buttonForms\" (extend a preset to inherit it)", at: ["buttonForms"])
            return nil
        }
        let icon = positive(forms.iconSize, at: ["buttonForms", "iconSize"], "iconSize")
        let circle = positive(forms.circleDiameter, at: ["buttonForms", "circleDiameter"], "circleDiameter")
        guard icon != nil, circle != nil else { return nil }
        return forms
    }

    mutating func compileButtons(
        colors: RoleTable<ColorRoles, ColorModes>, text: RoleTable<TextRoles, CompiledTextRole>?,
        animations: [CompiledAnimation], spacing: [String: Double], radii: [String: Double]
    ) -> RoleTable<ButtonRoles, CompiledButton>? {
        requireBuiltins(ButtonRoles.Builtin.self, in: spec.buttons.keys, group: "buttons")
        let spec = self.spec
        let (builtins, custom) = partition(spec.buttons, family: ButtonRoles.self, fallback: \.fallback)
        let textNames = Set(spec.typography.keys)

        func compile(_ name: String, _ button: ButtonRoleSpec, _ compiler: inout ThemeCompiler) -> CompiledButton? {
            let path: JSONPath = ["buttons", name]
            var ok = true
            var radius: Double?
            if case .rounded(let dimension) = button.shape {
                radius = compiler.dimension(
                    dimension, at: path.appending("shape"), spacing: spacing, radii: radii, "a corner radius")
                ok = radius != nil && ok
            }
            let fill = button.fill.map { compiler.roleIndex($0, in: colors, at: path.appending("fill")) }
            if case .some(.none) = fill { ok = false }
            let border = button.border.flatMap { compiler.border($0, in: colors, at: path.appending("border")) }
            if button.border != nil, border == nil { ok = false }
            let labelColor = compiler.roleIndex(button.labelColor, in: colors, at: path.appending("labelColor"))
            let plainLabelColor = button.plainLabelColor.map {
                compiler.roleIndex($0, in: colors, at: path.appending("plainLabelColor"))
            }
            if case .some(.none) = plainLabelColor { ok = false }
            var label: Int?
            if let text {
                label = compiler.roleIndex(button.label, in: text, at: path.appending("label"))
            } else if !textNames.contains(button.label), TextRoles.Builtin.named(button.label) == nil {
                compiler.error(
                    .unknownRole,
                    "unknown text role `\(button.label)`\(Suggestion.hint(for: button.label, in: textNames))",
                    at: path.appending("label"))
            }
            let animation = animations.firstIndex { $0.name == button.animation }
            if animation == nil, spec.motion[button.animation] == nil {
                compiler.error(
                    .unresolvedReference,
                    "unknown motion `\(button.animation)`\(Suggestion.hint(for: button.animation, in: Array(spec.motion.keys) + PressAnimation.allCases.map(\.name)))",
                    at: path.appending("animation"),
                    reference: TokenReference(group: .unknown("motion"), name: button.animation))
            }
            let horizontal = compiler.dimension(
                button.padding.horizontal, at: path.appending("padding").appending("horizontal"), spacing: spacing,
                radii: radii, "padding")
            let vertical = compiler.dimension(
                button.padding.vertical, at: path.appending("padding").appending("vertical"), spacing: spacing,
                radii: radii, "padding")
            let minHeight = compiler.positive(button.minHeight, at: path.appending("minHeight"), "minHeight")
            let scale = compiler.checked(
                button.pressed.scale, in: 0.5...1.5, at: path.appending("pressed").appending("scale"), "pressed scale")
            let opacity = compiler.checked(
                button.pressed.opacity, in: 0...1, at: path.appending("pressed").appending("opacity"), "pressed opacity"
            )
            let disabledOpacity = compiler.checked(
                button.disabled.opacity, in: 0...1, at: path.appending("disabled").appending("opacity"),
                "disabled opacity")
            let saturation = compiler.checked(
                button.disabled.saturation, in: 0...1, at: path.appending("disabled").appending("saturation"),
                "disabled saturation")
            guard ok, let labelColor, let label, let animation, let horizontal, let vertical, let minHeight,
                let scale, let opacity, let disabledOpacity, let saturation
            else { return nil }
            return CompiledButton(
                name: name, form: button.form, cornerRadius: radius, fillIndex: fill ?? nil, border: border,
                labelIndex: label, labelColorIndex: labelColor,
                plainLabelColorIndex: (plainLabelColor ?? nil) ?? (fill ?? nil) ?? labelColor,
                padding: EdgeInsets(horizontal: horizontal, vertical: vertical),
                minHeight: minHeight, pressedScale: scale, pressedOpacity: opacity, animationIndex: animation,
                disabledOpacity: disabledOpacity, disabledSaturation: saturation, isNative: button.native ?? false)
        }

        return roleTable(builtins: builtins, custom: custom, compile: compile)
            as RoleTable<ButtonRoles, CompiledButton>?
    }

    mutating func border(
        _ border: BorderSpec, in colors: RoleTable<ColorRoles, ColorModes>, at path: @autoclosure () -> JSONPath
    ) -> CompiledBorder? {
        let color = roleIndex(border.color, in: colors, at: path().appending("color"))
        let width = checked(border.width, in: 0...100, at: path().appending("width"), "border width")
        guard let color, let width else { return nil }
        return CompiledBorder(colorIndex: color, width: width)
    }
}

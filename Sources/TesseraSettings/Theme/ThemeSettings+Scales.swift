@_spi(TesseraTools) import TesseraCore

/// The theme's scales and effects as settings sections: spacing, radii, shadows and motion.
extension ThemeSettings {
    /// The spacing scale, smallest step first.
    static func spacing(_ spec: ThemeSpec) -> SettingsSchema<ThemeSpec>.Entry {
        let steps = TokenCatalogue.ordered(spec.layout?.spacing ?? [:]).map(\.name)
        let entries = steps.map { step -> SettingsSchema<ThemeSpec>.Entry in
            .computed(
                id: "layout.spacing.\(step)", title: step, footnote: nil, range: 0...200, step: 1,
                get: { $0.layout?.spacing[step] ?? 0 },
                set: { $0.layout?.spacing[step] = $1 },
                restore: { spec, base in
                    if let value = base.layout?.spacing[step] { spec.layout?.spacing[step] = value }
                })
        }
        return .section(id: "layout.spacing", title: "Spacing", entries: entries)
    }

    /// The named corner radii, smallest first.
    static func radii(_ spec: ThemeSpec) -> SettingsSchema<ThemeSpec>.Entry {
        let names = TokenCatalogue.ordered(spec.radii).map(\.name)
        let entries = names.map { name -> SettingsSchema<ThemeSpec>.Entry in
            .computed(
                id: "radii.\(name)", title: title(name), range: 0...1000, step: 1,
                get: { $0.radii[name] ?? 0 },
                set: { $0.radii[name] = $1 },
                restore: { spec, base in if let value = base.radii[name] { spec.radii[name] = value } })
        }
        return .section(id: "radii", title: "Corner radii", entries: entries)
    }

    /// Each shadow: its opacity in light and dark appearance, blur radius and vertical offset.
    static func shadows(_ spec: ThemeSpec) -> SettingsSchema<ThemeSpec>.Entry {
        let entries = spec.shadows.keys.sorted().map { name -> SettingsSchema<ThemeSpec>.Entry in
            .section(
                id: "shadows.\(name)", title: title(name),
                entries: [
                    shadowField(name, "opacity", "Opacity", 0...1, 0.01, \.opacity),
                    shadowField(name, "darkOpacity", "Dark opacity", 0...1, 0.01, \.darkOpacity),
                    shadowField(name, "radius", "Blur radius", 0...100, 1, \.radius),
                    shadowField(name, "y", "Vertical offset", -50...50, 1, \.y),
                ])
        }
        return .section(id: "shadows", title: "Shadows", entries: entries)
    }

    private static func shadowField(
        _ name: String, _ key: String, _ title: String, _ range: ClosedRange<Double>, _ step: Double,
        _ value: any WritableKeyPath<ShadowSpec, Double> & Sendable
    ) -> SettingsSchema<ThemeSpec>.Entry {
        .computed(
            id: "shadows.\(name).\(key)", title: title, range: range, step: step,
            get: { $0.shadows[name]?[keyPath: value] ?? 0 },
            set: { $0.shadows[name]?[keyPath: value] = $1 },
            restore: { spec, base in
                if let written = base.shadows[name]?[keyPath: value] { spec.shadows[name]?[keyPath: value] = written }
            })
    }

    /// Each animation: its curve and the timing that curve uses (duration for easing curves,
    /// response and damping for springs). A value the curve does not use reads as the compiler's
    /// default (0, or 1 for damping).
    static func motion(_ spec: ThemeSpec) -> SettingsSchema<ThemeSpec>.Entry {
        let curves = AnimationCurveKind.allCases.map { SettingChoice(value: $0.rawValue, title: title($0.rawValue)) }
        let entries = spec.motion.keys.sorted().map { name -> SettingsSchema<ThemeSpec>.Entry in
            .section(
                id: "motion.\(name)", title: title(name),
                entries: [
                    .computed(
                        id: "motion.\(name).curve", title: "Curve", choices: curves,
                        get: { $0.motion[name]?.animation.curve.rawValue ?? "" },
                        set: { spec, raw in
                            guard let kind = AnimationCurveKind(rawValue: raw),
                                var animation = spec.motion[name]?.animation
                            else { return }
                            animation.curve = kind
                            // A curve gets the timing it needs, so switching never leaves it incomplete.
                            if kind == .spring, animation.response == nil { animation.response = 0.3 }
                            if kind != .spring, kind != .none, animation.duration == nil { animation.duration = 0.25 }
                            spec.motion[name]?.animation = animation
                        },
                        restore: { spec, base in
                            if let curve = base.motion[name]?.animation.curve {
                                spec.motion[name]?.animation.curve = curve
                            }
                        }),
                    curveField(
                        name, "duration", "Duration", footnote: "Seconds, for easing curves; springs ignore it.", 0...2,
                        0.05, \.duration, unset: 0),
                    curveField(
                        name, "response", "Spring response", footnote: "Seconds, for springs; easing curves ignore it.",
                        0...2, 0.05, \.response, unset: 0),
                    curveField(
                        name, "damping", "Spring damping", footnote: "Below 1 overshoots; 1 settles without bouncing.",
                        0...1.5, 0.05, \.damping, unset: 1),
                ])
        }
        return .section(id: "motion", title: "Motion", entries: entries)
    }

    private static func curveField(
        _ name: String, _ key: String, _ title: String, footnote: String, _ range: ClosedRange<Double>, _ step: Double,
        _ value: any WritableKeyPath<AnimationCurve, Double?> & Sendable, unset: Double
    ) -> SettingsSchema<ThemeSpec>.Entry {
        .computed(
            id: "motion.\(name).\(key)", title: title, footnote: footnote, range: range, step: step,
            get: { $0.motion[name]?.animation[keyPath: value] ?? unset },
            set: { $0.motion[name]?.animation[keyPath: value] = $1 },
            restore: { $0.motion[name]?.animation[keyPath: value] = $1.motion[name]?.animation[keyPath: value] })
    }
}

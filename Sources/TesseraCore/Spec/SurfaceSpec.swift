/// A surface role: its background, border, corner radius, shadow and inner padding.
package struct SurfaceSpec: Sendable, Hashable, Codable {
    /// What fills the surface (`background`): a colour role or a material.
    package var background: SurfaceBackground
    /// The outline drawn around the surface (`border`); `nil` draws none.
    package var border: BorderSpec?
    /// Corner radius; none when absent.
    package var radius: Dimension?
    /// The name of the shadow (elevation level), if the surface casts one.
    package var shadow: String?
    /// The inset applied inside the surface: `"card"` or `"card.roomy"` (role, then variant).
    package var inset: String?
    /// For a custom role: the built-in role that stands in for it in themes that lack it.
    package var fallback: String?

    /// A surface role with every value its file entry has; all but `background` are optional there too.
    package init(
        background: SurfaceBackground, border: BorderSpec? = nil, radius: Dimension? = nil,
        shadow: String? = nil, inset: String? = nil, fallback: String? = nil
    ) {
        self.background = background
        self.border = border
        self.radius = radius
        self.shadow = shadow
        self.inset = inset
        self.fallback = fallback
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case background, border, radius, shadow, inset, fallback
    }
}

/// What fills a surface.
///
/// Written as `{"solid": "surfaceBase"}`, `{"material": "thin", "tint": "surfaceTint", "tintOpacity": 0.1}`
/// or `{"glass": "regular", "fallback": "thick"}`. Material and glass name an `opaque` colour role
/// that replaces them when Reduce Transparency is on (default: the tint, else `surfaceBase`).
package enum SurfaceBackground: Sendable, Hashable, Codable {
    /// A colour role, by name.
    case solid(String)
    /// A blur material with an optional tint colour role and its opacity, and the colour role that replaces it with Reduce Transparency.
    case material(Material, tint: String?, tintOpacity: Double?, opaque: String?)
    /// Liquid Glass with an optional tint, the material drawn where glass is not available, and the colour role that replaces it with Reduce Transparency.
    case glass(GlassVariant, tint: String?, fallback: Material, opaque: String?)

    enum CodingKeys: String, CodingKey, CaseIterable {
        case solid, material, glass, tint, tintOpacity, fallback, opaque
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kinds = [CodingKeys.solid, .material, .glass].filter { container.contains($0) }
        if kinds.count > 1 {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "give one of \"solid\", \"material\" or \"glass\"; found \(kinds.map { "\"\($0.stringValue)\"" }.joined(separator: " and "))",
                    underlyingError: (decoder as? NodeDecoder).map {
                        NodeDecoder.LocatedError(location: $0.node.location)
                    }))
        }
        if let role = try container.decodeIfPresent(String.self, forKey: .solid) {
            self = .solid(role)
        } else if let material = try container.decodeIfPresent(Material.self, forKey: .material) {
            self = .material(
                material, tint: try container.decodeIfPresent(String.self, forKey: .tint),
                tintOpacity: try container.decodeIfPresent(Double.self, forKey: .tintOpacity),
                opaque: try container.decodeIfPresent(String.self, forKey: .opaque))
        } else if let glass = try container.decodeIfPresent(GlassVariant.self, forKey: .glass) {
            self = .glass(
                glass, tint: try container.decodeIfPresent(String.self, forKey: .tint),
                fallback: try container.decodeIfPresent(Material.self, forKey: .fallback) ?? .regular,
                opaque: try container.decodeIfPresent(String.self, forKey: .opaque))
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected an object with \"solid\", \"material\" or \"glass\"",
                    underlyingError: (decoder as? NodeDecoder).map {
                        NodeDecoder.LocatedError(location: $0.node.location)
                    }))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .solid(let role):
            try container.encode(role, forKey: .solid)
        case .material(let material, let tint, let tintOpacity, let opaque):
            try container.encode(material, forKey: .material)
            try container.encodeIfPresent(tint, forKey: .tint)
            try container.encodeIfPresent(tintOpacity, forKey: .tintOpacity)
            try container.encodeIfPresent(opaque, forKey: .opaque)
        case .glass(let variant, let tint, let fallback, let opaque):
            try container.encode(variant, forKey: .glass)
            try container.encodeIfPresent(tint, forKey: .tint)
            try container.encode(fallback, forKey: .fallback)
            try container.encodeIfPresent(opaque, forKey: .opaque)
        }
    }
}

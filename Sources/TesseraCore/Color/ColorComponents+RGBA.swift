@_spi(TesseraTools) extension ColorComponents {
    /// The colour in sRGB, gamut-mapped when it lies outside; `inGamut` tells whether it did.
    public func rgba() throws(ColorParseError) -> (color: RGBA, inGamut: Bool) {
        guard components.count == 3 else {
            throw ColorParseError("a \(colorSpace.rawValue) colour has 3 components; found \(components.count)")
        }
        guard components.allSatisfy(\.isFinite) else {
            throw ColorParseError("colour components must be finite numbers")
        }
        let opacity = alpha ?? 1
        guard (0...1).contains(opacity) else {
            throw ColorParseError("alpha must be between 0 and 1; found \(opacity)")
        }
        let v = (components[0], components[1], components[2])
        let srgb: ColorSpaces.Vector
        switch colorSpace {
        case .srgb:
            srgb = v
        case .srgbLinear:
            srgb = ColorSpaces.sRGB(fromLinearSRGB: v)
        case .displayP3:
            srgb = ColorSpaces.sRGB(fromXYZ: ColorSpaces.xyz(fromDisplayP3: v))
        case .oklab:
            srgb = ColorSpaces.sRGB(fromXYZ: ColorSpaces.xyz(fromOKLab: v))
        case .oklch:
            srgb = ColorSpaces.sRGB(fromXYZ: ColorSpaces.xyz(fromOKLab: ColorSpaces.okLab(fromOKLCH: v)))
        }
        if ColorSpaces.isInSRGBGamut(srgb) {
            let clipped = ColorSpaces.clip(srgb)
            return (RGBA(red: clipped.0, green: clipped.1, blue: clipped.2, alpha: opacity), true)
        }
        let lch = ColorSpaces.okLCH(fromOKLab: ColorSpaces.okLab(fromXYZ: ColorSpaces.xyz(fromSRGB: srgb)))
        let mapped = ColorSpaces.gamutMappedSRGB(fromOKLCH: lch)
        return (RGBA(red: mapped.0, green: mapped.1, blue: mapped.2, alpha: opacity), false)
    }
}

extension ColorComponents {
    /// The same colour in Display P3 (`color(display-p3 r g b)`), for wide-gamut output such as
    /// CSS; components may fall outside 0…1 for colours beyond P3.
    package func displayP3Components() throws(ColorParseError) -> [Double] {
        guard components.count == 3, components.allSatisfy(\.isFinite) else {
            throw ColorParseError("a \(colorSpace.rawValue) colour has 3 finite components")
        }
        let v = (components[0], components[1], components[2])
        let xyz: ColorSpaces.Vector
        switch colorSpace {
        case .srgb: xyz = ColorSpaces.xyz(fromSRGB: v)
        case .srgbLinear: xyz = ColorSpaces.xyz(fromLinearSRGB: v)
        case .displayP3: return components
        case .oklab: xyz = ColorSpaces.xyz(fromOKLab: v)
        case .oklch: xyz = ColorSpaces.xyz(fromOKLab: ColorSpaces.okLab(fromOKLCH: v))
        }
        let p3 = ColorSpaces.displayP3(fromXYZ: xyz)
        return [p3.0, p3.1, p3.2]
    }
}

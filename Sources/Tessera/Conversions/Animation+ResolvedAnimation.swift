import SwiftUI
import TesseraCore

extension Animation {
    /// The animation a resolved motion plays; `nil` when it is none (changes apply at once).
    public static func resolved(_ animation: ResolvedAnimation) -> Animation? {
        let curve = animation.curve
        let duration = curve.duration ?? 0.25
        switch curve.curve {
        case .none: return nil
        case .linear: return .linear(duration: duration)
        case .easeIn: return .easeIn(duration: duration)
        case .easeOut: return .easeOut(duration: duration)
        case .easeInOut: return .easeInOut(duration: duration)
        case .spring:
            return .spring(
                response: curve.response ?? 0.55, dampingFraction: curve.damping ?? 0.825,
                blendDuration: curve.blend ?? 0)
        }
    }
}

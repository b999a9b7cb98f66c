import Foundation
public import TesseraCore
import TesseraTokens

/// What the page draws for an animation: its CSS timing as the CSS exporter writes it
/// (``CSSExport/easing(of:)``, ``CSSExport/duration(of:)``), a one-line summary, and its progress
/// from 0 to 1 sampled over its duration — an easing curve along that same Bézier, a spring as
/// a damped oscillator of its response and damping (overshoot included) — so the page plots
/// and plays it without computing anything.
///
/// ```json
/// {"easing": "cubic-bezier(0.42, 0, 0.58, 1)", "cssDuration": "250ms", "summary": "Ease in and out: 0.25 s",
///  "duration": 0.25, "samples": [0, 0.003, …, 1]}
/// ```
public enum MotionPreview {
    /// The number of steps sampled (the samples are one more: both ends).
    public static let steps = 60

    /// The preview of `curve`, its samples rounded to four decimals.
    public static func preview(of curve: AnimationCurve) -> AnimationPreview {
        let (duration, samples) = self.samples(of: curve)
        return AnimationPreview(
            easing: CSSExport.easing(of: curve), cssDuration: CSSExport.duration(of: curve),
            summary: summary(of: curve), duration: duration,
            samples: samples.map { ($0 * 10_000).rounded() / 10_000 })
    }

    /// `Spring: response 0.3 s, damping 0.7`, `Ease in and out: 0.25 s`.
    public static func summary(of curve: AnimationCurve) -> String {
        if curve.curve == .spring {
            return "Spring: response \(number(curve.response)) s, damping \(number(curve.damping))"
        }
        let names: [AnimationCurveKind: String] = [
            .linear: "Linear", .easeIn: "Ease in", .easeOut: "Ease out", .easeInOut: "Ease in and out",
        ]
        return "\(names[curve.curve] ?? curve.curve.rawValue): \(number(curve.duration)) s"
    }

    /// How long the preview plays (seconds) and the progress at `steps + 1` evenly spaced times.
    public static func samples(of curve: AnimationCurve) -> (duration: Double, values: [Double]) {
        if curve.curve == .spring {
            let response = curve.response ?? 0.5
            let damping = min(curve.damping ?? 0.8, 0.999)
            let omega = 2 * Double.pi / response
            let decay = damping * omega
            let damped = omega * (1 - damping * damping).squareRoot()
            // Until within 0.1 % of rest, between 0.1 and 3 seconds.
            let duration = min(max(-log(0.001) / decay, 0.1), 3)
            return (
                duration,
                (0...steps).map { index in
                    let t = duration * Double(index) / Double(steps)
                    return 1 - exp(-decay * t) * (cos(damped * t) + decay / damped * sin(damped * t))
                }
            )
        }
        let points = CSSExport.controlPoints(of: curve)
        let (x1, y1, x2, y2) = (points[0], points[1], points[2], points[3])
        func bezier(_ a: Double, _ b: Double, _ t: Double) -> Double {
            3 * a * t * (1 - t) * (1 - t) + 3 * b * t * t * (1 - t) + t * t * t
        }
        return (
            curve.duration ?? 0.25,
            (0...steps).map { index in
                let x = Double(index) / Double(steps)
                // The Bézier's parameter where its x is `x`, by bisection (x grows with t).
                var low = 0.0
                var high = 1.0
                for _ in 0..<30 {
                    let middle = (low + high) / 2
                    if bezier(x1, x2, middle) < x { low = middle } else { high = middle }
                }
                return bezier(y1, y2, (low + high) / 2)
            }
        )
    }

    /// `0.3`, `1`, or `–` for none.
    static func number(_ value: Double?) -> String {
        guard let value else { return "–" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}

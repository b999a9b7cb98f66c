/// The ratios a theme's contrast pairs must reach.
package enum ContrastTargets: Sendable, Hashable {
    /// What `tessera audit` holds a theme to at a level — what `audit --fix` repairs.
    case audit(AuditLevel)
    /// What a generated theme is held to, stricter than the audit:
    /// - standard modes: every text pair at least 4.5:1 (no large-text relaxation, so the
    ///   theme passes whichever weight counts as bold), non-text at least 3:1;
    /// - increased contrast: body text at least 7:1, every other text and non-text pair at
    ///   least 4.5:1, and no pair below its ratio in the standard mode of the same appearance.
    case generation

    /// The ratio `pair` must reach in `mode`. `standardRatio` is the same pair's ratio in the
    /// standard mode of the same appearance (used in increased contrast by `.generation`);
    /// `bodyIndex` the colour role body text is drawn in.
    package func threshold(for pair: ContrastPair, in mode: ColorMode, standardRatio: Double?, bodyIndex: Int) -> Double
    {
        switch self {
        case .audit:
            return pair.threshold
        case .generation:
            let isText =
                pair.check == .textContrast
                || (pair.check == .buttonLabelContrast && pair.threshold > AuditLevel.nonTextThreshold)
            let floor = max(
                pair.threshold, isText ? AuditLevel.AA.textThreshold(large: false) : AuditLevel.nonTextThreshold)
            guard mode.contrast == .increased else { return floor }
            let isBody = pair.check == .textContrast && pair.foregroundIndex == bodyIndex
            let increased = max(floor, isBody ? 7 : 4.5)
            return max(increased, standardRatio ?? 0)
        }
    }
}

import Foundation
@_spi(TesseraTools) import TesseraCore

/// What an edit of a base file does to the brands that extend it, before it is saved: each brand
/// compiled through its `extends` chain twice — over the base as saved and over the draft
/// (the base file as it would be saved) — and audited by the core (`AccessibilityAudit.run`,
/// the checks `tessera audit` makes, AA, all four colour modes). Each brand is read as saved:
/// its own unsaved edits in the Studio are not part of the impact.
///
/// ```json
/// {"base": "theme.json", "brands": [{"id": "ember.json", "name": "Ember",
///   "before": {"passed": true, "failures": 0}, "after": {"passed": false, "failures": 2,
///   "first": "accent on background …"}}]}
/// ```
/// A brand that does not compile over the draft says so (`"after": {"passed": false,
/// "errors": N, "first": "…"}`).
enum BrandImpact {
    /// The impact of `draft` (the bytes of the base file `base` as it would be saved; nil when it
    /// cannot be written) on `brands`.
    static func tree(base: URL, draft: Data?, brands: [StudioBrands.Entry]) -> JSONNode {
        let path = base.standardizedFileURL.path
        var drafted = ThemeLoader()
        if let draft {
            drafted.baseFiles = BaseFileReader { joined in
                URL(fileURLWithPath: joined).standardizedFileURL.path == path ? .success(draft) : BaseFileReader.disk.read(joined)
            }
        }
        let items = brands.map { brand -> JSONNode in
            .object([
                "id": .string(brand.id), "name": .string(brand.name),
                "before": result(ThemeLoader().load(contentsOf: brand.url)),
                "after": result(drafted.load(contentsOf: brand.url)),
            ])
        }
        return .object(["base": .string(base.lastPathComponent), "brands": JSONNode(.array(items))])
    }

    /// A brand's audit (`passed`, `failures`, the first failure's message) or its errors.
    static func result(_ document: ThemeDocument) -> JSONNode {
        guard let theme = document.theme else {
            return .object([
                "passed": JSONNode(.bool(false)), "failures": .number(0), "errors": .number(Double(document.errors.count)),
                "first": document.errors.first.map { .string($0.description) } ?? .null,
            ])
        }
        let failures = AccessibilityAudit.run(theme, level: .AA).failures
        return .object([
            "passed": JSONNode(.bool(failures.isEmpty)), "failures": .number(Double(failures.count)), "errors": .number(0),
            "first": failures.first.map { .string($0.message) } ?? .null,
        ])
    }
}

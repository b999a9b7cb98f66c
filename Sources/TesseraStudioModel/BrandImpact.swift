import Foundation
import TesseraCore
public import TesseraGallery

/// `impact` in the schema: what an edit of a base file does to the brands that extend it,
/// before it is saved — each brand compiled through its `extends` chain twice, over the base as
/// saved and over the draft (the base file as it would be saved), and audited by the core
/// (`AccessibilityAudit.run`, the checks `tessera audit` makes, AA, all four colour modes).
/// Each brand is read as saved: its own unsaved edits in the Studio are not part of the impact.
///
/// ```json
/// {"base": "theme.json", "brands": [{"id": "ember.json", "name": "Ember",
///   "before": {"passed": true, "failures": 0, "errors": 0, "first": null},
///   "after": {"passed": false, "failures": 2, "errors": 0, "first": "accent on background …"}}]}
/// ```
/// A brand that does not compile over the draft says so (`"after": {"passed": false,
/// "failures": 0, "errors": N, "first": "…"}`).
public struct BrandImpact: Encodable, Sendable, Equatable {
    /// The base file's name.
    public var base: String
    /// Every brand that extends the base, in the folder's order.
    public var brands: [Brand]

    /// One brand, over the saved base and over the draft.
    public struct Brand: Encodable, Sendable, Equatable {
        /// The brand's file, as the switcher names it (`ember.json`).
        public var id: String
        public var name: String
        /// Over the base as saved.
        public var before: Outcome
        /// Over the draft.
        public var after: Outcome
    }

    /// A brand's audit, or its errors when it does not compile: `passed` only when it compiles
    /// and no check fails; `failures` counts failing checks (0 when it does not compile),
    /// `errors` its compile errors (0 when it compiles), `first` the first failure's message or
    /// the first error, null when there is neither.
    public struct Outcome: Encodable, Sendable, Equatable {
        public var passed: Bool
        public var failures: Int
        public var errors: Int
        @Nullable public var first: String?

        /// The outcome of `document`: its audit, or its errors.
        init(_ document: ThemeDocument) {
            guard let theme = document.theme else {
                passed = false
                failures = 0
                errors = document.errors.count
                first = document.errors.first?.description
                return
            }
            let failed = AccessibilityAudit.run(theme, level: .AA).failures
            passed = failed.isEmpty
            failures = failed.count
            errors = 0
            first = failed.first?.message
        }
    }

    /// The impact of `draft` (the bytes of the base file `base` as it would be saved; nil when it
    /// cannot be written) on `brands`.
    init(base: URL, draft: Data?, brands: [StudioBrands.Entry]) {
        let path = base.standardizedFileURL.path
        var drafted = ThemeLoader()
        if let draft {
            drafted.baseFiles = BaseFileReader { joined in
                URL(fileURLWithPath: joined).standardizedFileURL.path == path
                    ? .success(draft) : BaseFileReader.disk.read(joined)
            }
        }
        self.base = base.lastPathComponent
        self.brands = brands.map { brand in
            Brand(
                id: brand.id, name: brand.name, before: Outcome(ThemeLoader().load(contentsOf: brand.url)),
                after: Outcome(drafted.load(contentsOf: brand.url)))
        }
    }
}

import Foundation
public import TesseraCore
import TesseraTokens

/// The gallery page — one HTML document for both the Studio and the static style guide, its
/// stylesheet and its script — kept as real files in `Resources/` (`page.html`, `gallery.css` and `gallery-editing.css`,
/// and the script in several `gallery*.js` files, one per idea) and read from the module's bundle. The Studio serves them; the style guide
/// inlines them, so it stays one file that works offline.
public enum PageAssets {
    /// The page's stylesheet: `Resources/gallery.css` and, after it, `gallery-editing.css`, joined
    /// in that order into one stylesheet (the cascade is the one file's).
    public static func stylesheet() throws(PageAssetError) -> String {
        var text = ""
        for file in PageResource.stylesheets { text += try file.text() + "\n" }
        return text
    }
    /// The page's script: `Resources/gallery.js` and the files after it (`gallery-render.js`,
    /// `gallery-samples.js`, `gallery-editors.js`, `gallery-groups.js`, `gallery-palette.js`, `gallery-audit.js`, `gallery-compare.js`, `gallery-brands.js`, `gallery-combobox.js`, `gallery-generate.js`,
    /// `gallery-screens.js`, `gallery-matrix.js`, `gallery-keys.js`, `gallery-events.js`, `gallery-problems.js`,
    /// `gallery-wiring.js`),
    /// joined in that order into one script, inside one function so that none of its names
    /// reaches the page's global scope: the page's one global name is `tessera` (what the browser
    /// test reads: the revision drawn, the gallery tree, timings). `scripts/lint-page-script`
    /// checks the joined script in CI.
    public static func script() throws(PageAssetError) -> String {
        var text = "(() => {\n"
        for file in PageResource.scripts { text += try file.text() + "\n" }
        return text + "})();\n"
    }

    /// The Studio's page. `token` is the per-launch secret every write must carry; the page
    /// reads it from a meta tag that other origins cannot read. The Edit menu starts from a
    /// preset (after asking; the file keeps its identity), starts from brand colours (a preview in
    /// all four modes, then Keep or Discard) and imports Figma variables; the
    /// export menu lists every `ExportFormat`; the View menu, off loopback, opens the URL and
    /// QR code a device connects with (`/api/device`); Save opens the review of changes
    /// (`/api/diff`) before saving.
    public static func studioPage(token: String, presets: [Preset]) throws(PageAssetError) -> String {
        let options = presets.map {
            "<option value=\"\(escape($0.id))\" title=\"\(escape([$0.summary, $0.purpose].filter { !$0.isEmpty }.joined(separator: " For: ")))\">\(escape($0.theme.name))</option>"
        }.joined()
        let exports = exportItems(studio: true)
        return try fill(
            page: "studio", title: "Tessera Studio",
            head: """
                <meta name="tessera-token" content="\(escape(token))">
                <link rel="stylesheet" href="/studio.css">
                """,
            values: [
                "actions": """
                <div class="group">
                  <button id="undo" type="button" aria-label="Undo">↶<span class="wide"> Undo</span></button>
                  <button id="redo" type="button" aria-label="Redo">↷<span class="wide"> Redo</span></button>
                  <button id="save" type="button" class="primary" aria-keyshortcuts="Meta+S Control+S">Save</button>
                  <button id="find-open" type="button" aria-label="Go to a role" aria-keyshortcuts="Meta+K Control+K">⌕<span class="wide"> Find</span></button>
                </div>
                <details class="menu" id="edit-menu"><summary>Edit</summary><div class="panel">
                  <label>Start from a preset <select id="preset"><option value="">—</option>\(options)</select></label>
                  <button id="brand-open" type="button">Start from brand colours…</button>
                  <h3>Import Figma variables</h3>
                  <label>Figma variables file (JSON) <input type="file" id="figma-file" accept=".json,application/json"></label>
                  <label>Map (optional, as for <code>--map</code>) <input type="file" id="figma-map" accept=".json,application/json"></label>
                  <button id="figma-import" type="button">Import Figma variables…</button>
                  <p id="figma-errors" class="field-error" role="alert"></p>
                </div></details>
                <details class="menu" id="export-menu"><summary>Export</summary><div class="panel"><ul>\(exports)</ul></div></details>
                """,
                "screensLink": "<li><a href=\"#screens\">Screens</a></li>",
                "screens": """
                <section id="screens" aria-labelledby="screens-title"><h2 id="screens-title">Screens</h2>
                  <p class="lead">A list, a form, a tab bar, a sheet and an alert as iOS draws them, from this theme's resolved values, light and dark side by side.</p>
                  <button id="screens-open" type="button" aria-expanded="false" aria-controls="screens-view">Show the screens</button>
                  <div id="screens-view" hidden></div></section>
                """,
                "viewExtras": """
                <button id="device-open" type="button" hidden>Connect a device…</button>
                """,
                "banner": """
                <div id="brands-bar" class="state-banner brands-bar" role="region" aria-label="Brands" hidden>
                  <label>Brand <select id="brand-switch"></select></label> <span id="brands-note" class="muted"></span>
                  <div id="impact" class="impact" role="status" hidden></div></div>
                <div id="disconnected" class="state-banner offline" role="alert" hidden><strong>The Studio has stopped.</strong> Editing is off until it is back; it kept any unsaved edits beside the theme file (start it again to restore them).</div>
                <section id="problems" class="problems" aria-labelledby="problems-title" tabindex="-1" hidden>
                  <h2 id="problems-title"></h2><p id="problems-lead" class="lead"></p><ol id="problems-list"></ol>
                  <details id="source-view"><summary>Source of the file</summary>
                    <pre id="source-excerpt" class="source-excerpt" tabindex="0" role="region" aria-label="The lines around the error"></pre>
                    <label for="source-text">The file's text</label>
                    <textarea id="source-text" rows="12" spellcheck="false" autocapitalize="off" autocomplete="off"></textarea>
                    <button id="source-apply" type="button" class="primary">Apply the text</button>
                    <p id="source-errors" class="field-error" role="alert"></p></details></section>
                <div id="recovery" class="state-banner" role="region" aria-label="Unsaved edits from the last session" hidden><span id="recovery-text"></span>
                  <button id="recovery-restore" type="button" class="primary">Restore them</button> <button id="recovery-discard" type="button">Discard them</button></div>
                """,
                "matrixLink": "<li><a href=\"#modes\">Modes</a></li>",
                "matrix": """
                <section id="modes" aria-labelledby="modes-title"><h2 id="modes-title">Colour modes</h2>
                  <p class="lead">Every colour role in all four modes: type a value or a palette token in a cell. <em>Same in all modes</em> writes a row's Light value to every mode; <em>Derive increased contrast</em> solves its increased-contrast values from Light and Dark.</p>
                  <div class="table-wrap matrix-wrap" tabindex="0" role="region" aria-label="Colour roles in all four modes"><table id="matrix" class="matrix"></table></div>
                  <button id="matrix-more" type="button" hidden></button></section>
                """,
                "paletteLink": "<li><a href=\"#palette-section\">Palette</a></li>",
                "palette": """
                <section id="palette-section" aria-labelledby="palette-title"><h2 id="palette-title">Palette</h2>
                  <p class="lead">The theme's raw colours, ramp by ramp, with the roles that use each one in every mode. A ramp added from one colour is the one <code>tessera generate</code> makes; renaming a ramp or an entry rewrites every reference to it.</p>
                  <form id="ramp-add" class="add-step"><input type="text" id="ramp-name" placeholder="name" spellcheck="false" autocomplete="off" aria-label="Name of the new ramp">
                    <input type="text" id="ramp-color" placeholder="#RRGGBB" spellcheck="false" autocomplete="off" aria-label="The colour the new ramp is made from (#RRGGBB)">
                    <button type="submit">Add ramp</button><span id="ramp-error" class="field-error" role="alert"></span></form>
                  <div id="palette-groups" class="cards palette-groups"></div></section>
                """,
                "compare":
                    "<p class=\"lead\"><label>Compare with <select id=\"compare\"><option value=\"\">—</option><optgroup id=\"compare-files\" label=\"This folder\" hidden></optgroup><optgroup label=\"Presets\">\(options)</optgroup></select></label> <span id=\"compare-note\" class=\"muted\"></span></p><div id=\"compare-report\" class=\"compare-report\" hidden></div>",
                "exportSection":
                    "<p class=\"lead\">The draft in each format, byte for byte what <code>tessera export</code> writes.</p><ul class=\"exports-list\">\(exports)</ul>",
                "tail": """
                <dialog id="review" aria-labelledby="review-title">
                  <h2 id="review-title">Review changes</h2>
                  <p id="review-summary" class="muted"></p>
                  <p id="review-question" class="review-question"></p>
                  <div id="review-body" class="review-body" tabindex="0" role="region" aria-label="Changes"></div>
                  <div class="review-actions"><button id="review-cancel" type="button">Cancel</button><button id="review-save" type="button" class="primary">Save</button></div>
                </dialog>
                <dialog id="preset-confirm" aria-labelledby="preset-confirm-title" aria-describedby="preset-confirm-text">
                  <h2 id="preset-confirm-title">Start from a preset?</h2>
                  <p id="preset-confirm-text"></p>
                  <div class="review-actions"><button id="preset-cancel" type="button">Cancel</button><button id="preset-apply" type="button" class="primary">Start from it</button></div>
                </dialog>
                <dialog id="brand" aria-labelledby="brand-title" aria-describedby="brand-text">
                  <h2 id="brand-title">Start from brand colours</h2>
                  <p id="brand-text">Pick or type one to three colours (#RRGGBB). Every colour role is generated from them in all four modes so that the audit passes; type, layout, buttons and surfaces become <span id="brand-base">the base preset</span>'s, and the file keeps its id, name and extends. Keep makes it the draft in one step undo takes back.</p>
                  <div class="brand-fields">\(brandField("accent", "Accent", required: true))\(brandField("neutral", "Neutral tint", required: false))\(brandField("secondary", "Secondary", required: false))</div>
                  <div id="brand-preview" class="brand-preview" role="region" aria-label="Preview in all four modes" tabindex="0"></div>
                  <ul id="brand-notes" class="brand-notes" aria-live="polite"></ul>
                  <div class="review-actions"><button id="brand-discard" type="button">Discard</button><button id="brand-keep" type="button" class="primary" disabled>Keep</button></div>
                </dialog>
                <dialog id="device" aria-labelledby="device-title" aria-describedby="device-steps device-grants">
                  <h2 id="device-title">Connect a device</h2>
                  <p id="device-steps">On a phone or tablet on the same network as this computer, scan the code with the camera, or paste the URL into your app, to follow the theme live.</p>
                  <p id="device-grants" class="muted">The code grants read-only access to the live theme stream alone: whoever has it sees the theme as you edit, but cannot open this page, edit or save.</p>
                  <div id="device-code" class="device-code"></div>
                  <label>Device URL <input id="device-url" type="text" readonly></label>
                  <div class="review-actions"><button id="device-copy" type="button">Copy URL</button><button id="device-close" type="button" class="primary">Done</button></div>
                </dialog>
                <script src="/studio.js"></script>
                """,
            ])
    }

    /// One colour field of "Start from brand colours": a native colour picker and a text field
    /// taking #RRGGBB (the one sent), with the error shown under them.
    static func brandField(_ name: String, _ label: String, required: Bool) -> String {
        let hint = required ? "" : " <span class=\"muted\">(optional)</span>"
        return """
            <div class="brand-field"><label for="brand-\(name)">\(label)\(hint)</label>\
            <div class="brand-inputs"><input type="color" id="brand-\(name)-pick" aria-label="\(label): pick a colour"\(required ? " value=\"#2563eb\"" : "")>\
            <input type="text" id="brand-\(name)" data-brand="\(name)" placeholder="#RRGGBB" maxlength="7" autocomplete="off" spellcheck="false" \
            aria-describedby="brand-\(name)-error"\(required ? " required value=\"#2563EB\"" : "")></div>\
            <span id="brand-\(name)-error" class="field-error" role="alert"></span></div>
            """
    }

    /// A self-contained style guide: the page with its stylesheet and script inlined, the
    /// theme's CSS export and the gallery trees embedded, so it works from `file://` with no
    /// network. `modes` names, for each `appearance-contrast-width-height-boldText-
    /// reduceTransparency` key, a tree in `trees`; a tree maps each gallery member to its value
    /// in `parts`.
    ///
    /// `audit` is the theme's audit (`AccessibilityAudit.run`): its failures are listed in the
    /// page's Accessibility section and, when there are any, named in a banner at the top of
    /// the page (and of its print) — a failing theme is never published without a word.
    public static func styleGuide(
        theme: CompiledTheme, css: String, parts: JSONNode, trees: JSONNode, modes: JSONNode, audit: AuditReport
    ) throws(PageAssetError) -> String {
        // `<` is escaped so no theme string can close the script element it is embedded in.
        let auditTree: JSONNode
        do { auditTree = try JSONNode(encoding: AuditModel(audit, theme: theme), memberOrder: .encoded) } catch {
            throw PageAssetError(file: "the audit", reason: "\(error)")
        }
        let data = JSONNode.object(["parts": parts, "trees": trees, "modes": modes, "audit": auditTree])
            .text(pretty: false).replacingOccurrences(of: "<", with: "\\u003c")
        let intro = [
            "<section id=\"intro\" class=\"intro\" aria-labelledby=\"intro-title\"><h1 id=\"intro-title\">\(escape(theme.name))</h1>",
            theme.spec.summary.map { "<p>\(escape($0))</p>" } ?? "",
            theme.spec.purpose.map { "<p class=\"muted\">For: \(escape($0))</p>" } ?? "",
            "<p>Each role below shows its value in the chosen mode (switch appearance and contrast at the top; View holds Dynamic Type, size classes, Bold Text and Reduce Transparency) and the SwiftUI spelling that uses it. Printing gives every mode, one group per page.</p></section>",
        ].joined()
        return try fill(
            page: "guide", title: "Style guide — \(theme.name)",
            // No `<` from the theme reaches the page: in CSS it only appears in comments and
            // strings, where `\3c ` reads the same.
            head: """
                <style>
                \(css.replacingOccurrences(of: "<", with: "\\3c "))</style>
                <style>
                \(try stylesheet())</style>
                <style id="page-size">@page { size: letter; }</style>
                """,
            values: [
                "actions": """
                <div class="group"><label class="inline"><span class="wide">Paper</span><select id="paper" aria-label="Paper"><option value="letter">US Letter</option><option value="a4">A4</option></select></label>
                <button id="print" type="button">Print</button></div>
                """,
                "banner": auditBanner(audit),
                "introLink": "<li><a href=\"#intro\">About</a></li>",
                "intro": intro,
                "exportSection":
                    "<p class=\"lead\">Every format from the theme file, with the command line:</p><ul class=\"exports-list\">\(exportItems(studio: false))</ul>",
                "tail":
                    "<script type=\"application/json\" id=\"tessera-data\">\(data)</script>\n<script>\n\(try script())</script>",
            ])
    }

    /// The style guide's banner for a theme `report` fails: how many checks fail and each one,
    /// as `tessera audit` prints it; empty when every check passes.
    static func auditBanner(_ report: AuditReport) -> String {
        let failures = report.failures
        guard !failures.isEmpty else { return "" }
        let items = failures.map { "<li><strong>\(escape($0.check.rawValue))</strong>: \(escape($0.message))</li>" }
            .joined()
        let count =
            "\(failures.count) of \(report.findings.count) accessibility check\(report.findings.count == 1 ? "" : "s")"
        return """
            <section id="audit-banner" class="audit-banner" role="alert" aria-labelledby="audit-banner-title">
            <h2 id="audit-banner-title">This theme fails \(count) (\(report.level.rawValue), all four modes)</h2>
            <p>The checks <code>tessera audit</code> makes; each is listed in <a href="#accessibility">Accessibility</a>.</p>
            <ul>\(items)</ul></section>
            """
    }

    /// The export formats as list items: download links in the Studio (a format of several files
    /// downloads as one ZIP archive that keeps their folders), the command to run in the style guide.
    static func exportItems(studio: Bool) -> String {
        ExportFormat.allCases.map { format in
            let label = escape(format.studioLabel)
            guard studio else { return "<li>\(label): <code>tessera export \(format.rawValue) theme.json</code></li>" }
            let kind = format.isSingleFile ? "" : " <span class=\"muted\">(.zip)</span>"
            return
                "<li><a href=\"/api/export/\(format.rawValue)\" download data-export=\"\(format.rawValue)\">\(label)</a>\(kind)</li>"
        }.joined()
    }

    /// `page.html` with its `{{name}}` places filled: `page`, `title`, `head`, the Dynamic Type
    /// sizes, and `values` (places not given are left empty).
    static func fill(page: String, title: String, head: String, values: [String: String]) throws(PageAssetError)
        -> String
    {
        let sizes = DynamicTypeSize.allCases.map {
            "<option value=\"\($0.rawValue)\"\($0 == .large ? " selected" : "")>\($0.rawValue)</option>"
        }.joined()
        var all = values
        all["page"] = page
        all["title"] = escape(title)
        all["head"] = head
        all["sizes"] = sizes
        let template = try PageResource.page.text()
        var result = ""
        var rest = Substring(template)
        while let open = rest.range(of: "{{") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            result += all[String(rest[open.upperBound..<close.lowerBound])] ?? ""
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// The characters HTML text and attribute values must not hold as they are.
    private static let entities: [Character: String] = [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
    ]

    /// `text` safe as HTML text and attribute values.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            if let entity = entities[character] { escaped += entity } else { escaped.append(character) }
        }
        return escaped
    }
}

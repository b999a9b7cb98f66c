import Foundation
@_spi(TesseraTools) import TesseraCore

/// The gallery page, written here and served from the binary (no npm, no network): one HTML
/// document for both the Studio and the static style guide, its stylesheet and its script.
public enum PageAssets {
    /// The Studio's page. `token` is the per-launch secret every write must carry; the page
    /// reads it from a meta tag that other origins cannot read.
    public static func studioPage(token: String, presets: [Preset]) -> String {
        let options = presets.map { "<option value=\"\(escape($0.id))\" title=\"\(escape([$0.summary, $0.purpose].filter { !$0.isEmpty }.joined(separator: " For: ")))\">\(escape($0.theme.name))</option>" }.joined()
        return document(
            page: "studio",
            head: """
                <meta name="tessera-token" content="\(escape(token))">
                <link id="theme-css" rel="stylesheet" href="/theme.css">
                <link rel="stylesheet" href="/studio.css">
                """,
            tools: """
                <span id="file"></span>
                <button id="undo" type="button">Undo</button><button id="redo" type="button">Redo</button>
                <button id="save" type="button">Save</button>
                <label>Preset <select id="preset"><option value="">—</option>\(options)</select></label>
                <label>Compare with <select id="compare"><option value="">—</option>\(options)</select></label>
                <span class="exports">Export:
                  <a href="/api/export/json" download>JSON</a> <a href="/api/export/css" download>CSS</a>
                  <a href="/api/export/swift" download>Swift</a> <a href="/api/export/dtcg">DTCG</a></span>
                """,
            tail: "<script src=\"/studio.js\"></script>")
    }

    /// A self-contained style guide: the page with its stylesheet, the theme's CSS export and a
    /// gallery tree per colour mode embedded, so it works from `file://` with no network.
    public static func styleGuide(theme: CompiledTheme, css: String, modes: JSONNode) -> String {
        // `<` is escaped so no theme string can close the script element it is embedded in.
        let data = JSONNode.object(["modes": modes]).text(pretty: false).replacingOccurrences(of: "<", with: "\\u003c")
        return document(
            page: "guide",
            // No `<` from the theme reaches the page: in CSS it only appears in comments and
            // strings, where `\3c ` reads the same.
            head: "<style>\n\(css.replacingOccurrences(of: "<", with: "\\3c "))</style>\n<style>\n\(stylesheet)</style>",
            tools: "<button type=\"button\" onclick=\"window.print()\">Print</button>",
            tail: "<script type=\"application/json\" id=\"tessera-data\">\(data)</script>\n<script>\n\(script)</script>",
            title: "Style guide — \(theme.name)")
    }

    static func document(page: String, head: String, tools: String, tail: String, title: String = "Tessera Studio") -> String {
        let sizes = DynamicTypeSize.allCases.map { "<option value=\"\($0.rawValue)\"\($0 == .large ? " selected" : "")>\($0.rawValue)</option>" }.joined()
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <link rel="icon" href="data:,">
            <title>\(escape(title))</title>
            \(head)
            </head>
            <body data-page="\(page)">
            <header class="bar">
              <h1 id="theme-name"></h1>
              <label>Appearance <select id="appearance"><option value="light">light</option><option value="dark">dark</option></select></label>
              <label>Contrast <select id="contrast"><option value="standard">standard</option><option value="increased">increased</option></select></label>
              <label>Dynamic Type <select id="size">\(sizes)</select></label>
              <label>Width <select id="width"><option value="compact">compact</option><option value="regular">regular</option></select></label>
              <label>Height <select id="height"><option value="regular">regular</option><option value="compact">compact</option></select></label>
              <label><input type="checkbox" id="reduceMotion"> Reduce Motion</label>
              <label><input type="checkbox" id="reduceTransparency"> Reduce Transparency</label>
              <label><input type="checkbox" id="boldText"> Bold Text</label>
              \(tools)
              <output id="notice" role="status"></output>
            </header>
            <main>
              <section><h2>Colour roles</h2><div id="color-grid" class="grid"></div><div id="compare-grid" class="grid"></div></section>
              <section><h2>Contrast</h2><p id="audit-warning" class="warning" role="alert" hidden></p><ul id="pairings"></ul></section>
              <section><h2>Type</h2><div class="scroll"><table id="type-ramp"></table></div></section>
              <section><h2>Spacing</h2><ul id="spacing" class="scale"></ul><h2>Radii</h2><ul id="radii" class="radii"></ul></section>
              <section><h2>Motion</h2><ul id="motion" class="motion"></ul></section>
              <section><h2>Buttons</h2><div id="buttons"></div></section>
              <section><h2>Surfaces</h2><div id="surfaces" class="grid"></div></section>
            </main>
            \(tail)
            </body>
            </html>

            """
    }

    /// The characters HTML text and attribute values must not hold as they are.
    private static let entities: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]

    /// `text` safe as HTML text and attribute values.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            if let entity = entities[character] { escaped += entity } else { escaped.append(character) }
        }
        return escaped
    }

    public static let stylesheet = """
        :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
        a { color: var(--color-accent, LinkText); }
        body { margin: 0; background: var(--color-background, Canvas); color: var(--color-text-primary, CanvasText); }
        .bar { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center;
          padding: 8px 16px; background: var(--color-surface-base, Canvas); border-bottom: 1px solid var(--color-border-subtle, GrayText); }
        .bar h1 { font-size: 18px; margin: 0 8px 0 0; }
        #notice { flex-basis: 100%; min-height: 1.2em; font-size: 13px; white-space: pre-wrap; }
        #notice.error { color: var(--color-destructive, red); }
        main { padding: 16px; display: grid; grid-template-columns: minmax(0, 1fr); gap: 24px; }
        section h2 { font-size: 16px; margin: 0 0 8px; }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 12px; }
        .color { margin: 0; border: 1px solid var(--color-border-subtle, #ccc); border-radius: 10px; overflow: hidden; }
        .color .swatch { height: 56px; }
        .color figcaption { display: grid; gap: 2px; padding: 8px; font-size: 12px; }
        .color .chain { color: var(--color-text-secondary, GrayText); overflow-wrap: anywhere; }
        .color input { margin: 0 8px 8px; }
        .warning { padding: 8px 12px; border-radius: 8px; background: var(--color-destructive, #c00); color: var(--color-text-on-destructive, #fff); }
        #pairings { list-style: none; padding: 0; display: grid; gap: 4px; font-size: 13px; }
        #pairings li { display: flex; gap: 8px; align-items: center; }
        .badge { padding: 1px 6px; border-radius: 6px; background: var(--color-surface-secondary, #eee); }
        #pairings li.fail .badge:first-of-type { background: var(--color-destructive, #c00); color: var(--color-text-on-destructive, #fff); }
        .scroll { overflow-x: auto; }
        #type-ramp { border-collapse: collapse; font-size: 12px; }
        #type-ramp th, #type-ramp td { padding: 4px 8px; border-bottom: 1px solid var(--color-border-subtle, #ddd); text-align: left; white-space: nowrap; }
        #type-ramp .current { background: var(--color-surface-secondary, #eee); font-weight: 600; }
        #type-ramp input { width: 64px; margin-left: 6px; }
        .scale, .radii, .motion { list-style: none; padding: 0; display: grid; gap: 6px; }
        .scale li { display: flex; gap: 8px; align-items: center; font-size: 13px; }
        .scale .bar { display: inline-block; height: 12px; background: var(--color-accent, #36c); }
        .scale input { width: 64px; }
        .radii { grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); }
        .radii .radius { display: block; width: 64px; height: 40px; border: 2px solid var(--color-accent, #36c); }
        .motion li { display: flex; gap: 8px; align-items: center; font-size: 12px; }
        .motion .track { position: relative; width: 160px; height: 12px; border-radius: 6px; background: var(--color-surface-secondary, #eee); }
        .motion .dot { position: absolute; width: 12px; height: 12px; border-radius: 6px; background: var(--color-accent, #36c); }
        .motion .dot.moved { transform: translateX(148px); }
        .button-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 8px; font-size: 12px; }
        .button-row code { width: 180px; }
        .button { display: inline-flex; align-items: center; box-sizing: border-box; }
        .button.capsule { border-radius: 999px; }
        .button.roundedRectangle { border-radius: 10px; }
        .button.circle { border-radius: 50%; }
        .surface { display: grid; gap: 4px; min-height: 64px; font-size: 13px; color: var(--color-text-primary, inherit); }
        @media print {
          .bar select, .bar input, .bar button, .exports, .color input, #type-ramp input, .motion button { display: none; }
          .bar { position: static; }
          section { break-inside: avoid; }
        }

        """
}

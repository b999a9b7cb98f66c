// The gallery's script: renders a gallery tree (GalleryModel) into the page. In the Studio it
// fetches trees from the server and sends edits; in the static style guide it reads the trees
// embedded in the page. Theme strings only ever reach the page through textContent and style
// properties, never as markup.
extension PageAssets {
    /// The page's script.
    public static let script = #"""
    "use strict";
    const page = document.body.dataset.page;
    const token = document.querySelector('meta[name="tessera-token"]')?.content ?? "";
    const embedded = page === "guide" ? JSON.parse(document.getElementById("tessera-data").textContent) : null;
    const $ = (id) => document.getElementById(id);
    const el = (tag, props = {}, ...children) => {
      const node = document.createElement(tag);
      for (const [key, value] of Object.entries(props)) {
        if (key === "style") Object.assign(node.style, value);
        else if (key === "dataset") Object.assign(node.dataset, value);
        else if (key === "text") node.textContent = value;
        else node[key] = value;
      }
      node.append(...children);
      return node;
    };
    const kebab = (name) => name.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase()).replace(/[^a-z0-9-]/g, "-");
    const modeKey = { "light-standard": "light", "dark-standard": "dark", "light-increased": "increasedContrastLight", "dark-increased": "increasedContrastDark" };
    let revision = 0;
    let gallery = null;

    function context() {
      return {
        appearance: $("appearance").value, contrast: $("contrast").value, size: $("size").value,
        width: $("width").value, height: $("height").value,
        reduceMotion: $("reduceMotion").checked, reduceTransparency: $("reduceTransparency").checked, boldText: $("boldText").checked,
      };
    }

    async function send(path, body) {
      const response = await fetch(path, {
        method: "POST", headers: { "Content-Type": "application/json", "X-Tessera-Token": token }, body: JSON.stringify(body ?? {}),
      });
      const reply = await response.json().catch(() => ({}));
      if (!response.ok) {
        $("notice").textContent = (reply.diagnostics ?? [reply.error ?? response.statusText]).join("\n");
        $("notice").className = "error";
      }
      await refresh();
      return response.ok;
    }

    async function fetchGallery(extra = {}) {
      const query = new URLSearchParams({ ...context(), ...extra });
      const response = await fetch("/api/gallery?" + query);
      return response.json();
    }

    async function refresh() {
      const c = context();
      document.documentElement.dataset.theme = c.appearance;
      document.documentElement.dataset.contrast = c.contrast === "increased" ? "more" : "standard";
      if (page === "guide") {
        const base = embedded.modes[c.appearance + "-" + c.contrast];
        render(base);
        return;
      }
      const reply = await fetchGallery();
      revision = reply.status.revision;
      const sheet = $("theme-css");
      const href = "/theme.css?r=" + revision;
      if (!sheet.href.endsWith(href)) sheet.href = href;
      showStatus(reply.status);
      render(reply.gallery);
      if ($("compare").value) renderCompare(await fetchGallery({ preset: $("compare").value }));
      else $("compare-grid").replaceChildren();
    }

    function showStatus(status) {
      $("undo").disabled = !status.canUndo;
      $("undo").title = status.undoLabel ?? "";
      $("redo").disabled = !status.canRedo;
      $("redo").title = status.redoLabel ?? "";
      $("save").disabled = !status.unsaved;
      $("file").textContent = status.file + (status.unsaved ? " — edited" : "");
      if (status.notice && $("notice").className !== "error") $("notice").textContent = status.notice;
      $("notice").className = "";
    }

    function sizeIndex(size) { return gallery.dynamicTypeSizes.order.indexOf(size); }

    function render(tree) {
      gallery = tree;
      const c = context();
      const editing = page === "studio";
      document.title = (page === "studio" ? "Tessera Studio — " : "Style guide — ") + tree.theme.name;
      $("theme-name").textContent = tree.theme.name;

      $("color-grid").replaceChildren(...Object.entries(tree.colors).map(([role, hex]) => {
        const detail = tree.colorDetails[role];
        const swatch = el("div", { className: "swatch", style: { background: `var(--color-${kebab(role)}, ${hex})` } });
        const card = el("figure", { className: "color", dataset: { role } }, swatch,
          el("figcaption", {}, el("strong", { text: role }), el("code", { className: "hex", text: detail.hex }),
            el("code", { className: "oklch", text: detail.oklch }),
            el("span", { className: "chain", text: [role, ...detail.chain].join(" ← ") })));
        if (editing) {
          const input = el("input", { type: "color", value: detail.hex.slice(0, 7).toLowerCase(), title: `Edit ${role} (${c.appearance}, ${c.contrast} contrast)` });
          input.dataset.role = role;
          input.addEventListener("change", () => send("/api/edit", { path: ["colors", role, modeKey[c.appearance + "-" + c.contrast]], value: input.value.toUpperCase() }));
          card.append(input);
        }
        return card;
      }));

      const failures = tree.pairings.filter((p) => !p.passed);
      $("audit-warning").hidden = failures.length === 0;
      $("audit-warning").textContent = `${failures.length} pairing${failures.length === 1 ? "" : "s"} below the threshold in this mode`;
      $("pairings").replaceChildren(...tree.pairings.map((p) => el("li", { className: p.passed ? "pass" : "fail", dataset: { role: p.role, against: p.against ?? "" } },
        el("span", { className: "pair", text: `${p.role} on ${p.against ?? ""}${p.size ? " (" + p.size + ")" : ""}` }),
        el("span", { className: "badge", text: `${p.ratio}:1 ${p.passed ? "≥" : "<"} ${p.minimum}:1` }),
        el("span", { className: "badge apca", text: `APCA Lc ${p.apca}` }))));

      const sizeAt = sizeIndex(c.size);
      $("type-ramp").replaceChildren(
        el("tr", {}, el("th", { text: "Role" }), el("th", { text: "Sample at " + c.size }),
          ...tree.dynamicTypeSizes.order.map((s) => el("th", { className: s === c.size ? "current" : "", text: s }))),
        ...Object.entries(tree.typography).map(([role, text]) => {
          const sample = el("span", { className: "sample", dataset: { role }, text: "The quick brown fox",
            style: { fontSize: (tree.typeRamp[role][sizeAt] ?? text.size) + "px", fontWeight: weights[text.weight] ?? 400, lineHeight: text.lineHeight + "px",
              fontFamily: text.family ?? (text.design === "monospaced" ? "ui-monospace, monospace" : text.design === "serif" ? "ui-serif, serif" : "system-ui, sans-serif"),
              color: text.color, letterSpacing: text.tracking + "px", textTransform: text.textCase === "uppercase" ? "uppercase" : "none" } });
          const cells = tree.typeRamp[role].map((size, index) => el("td", { className: index === sizeAt ? "current" : "", text: String(Math.round(size * 10) / 10) }));
          const label = el("th", { text: role });
          if (editing) {
            const input = el("input", { type: "number", min: 6, max: 120, step: 0.5, value: text.baseSize, title: `Base size of ${role}` });
            input.dataset.role = role;
            input.addEventListener("change", () => send("/api/edit", { path: ["typography", role, "size"], value: Number(input.value) }));
            label.append(input);
          }
          return el("tr", {}, label, el("td", {}, sample), ...cells);
        }));

      $("spacing").replaceChildren(...tree.spacingScale.map(({ name, value }) => {
        const row = el("li", { dataset: { step: name } }, el("code", { text: name }), el("span", { className: "bar", style: { width: value + "px" } }), el("span", { text: value + " pt" }));
        if (editing) {
          const input = el("input", { type: "number", min: 0, max: 200, value, title: `spacing.${name}` });
          input.addEventListener("change", () => send("/api/edit", { path: ["layout", "spacing", name], value: Number(input.value) }));
          row.append(input);
        }
        return row;
      }));
      $("radii").replaceChildren(...tree.radii.map(({ name, value }) => el("li", {}, el("span", { className: "radius", style: { borderRadius: value + "px" } }), el("code", { text: `${name} ${value} pt` }))));

      $("motion").replaceChildren(...Object.entries(tree.motion).map(([name, curve]) => {
        const dot = el("span", { className: "dot" });
        const duration = curve.duration ?? (curve.response ?? 0.3) * 1.6;
        const easing = curve.curve === "linear" ? "linear" : curve.curve === "easeIn" ? "ease-in" : curve.curve === "easeOut" ? "ease-out"
          : curve.curve === "spring" ? "cubic-bezier(0.34, 1.4, 0.64, 1)" : "ease-in-out";
        const play = el("button", { type: "button", text: "Play " + name });
        play.addEventListener("click", () => {
          dot.style.transition = context().reduceMotion ? "none" : `transform ${duration}s ${easing}`;
          dot.classList.toggle("moved");
        });
        return el("li", {}, play, el("span", { className: "track" }, dot), el("code", { text: JSON.stringify(curve) }));
      }));

      $("buttons").replaceChildren(...Object.entries(tree.buttons).flatMap(([role, button]) =>
        Object.entries(button.forms).map(([form, states]) => el("div", { className: "button-row" }, el("code", { text: `${role} · ${form}` }),
          ...Object.entries(states).map(([state, b]) => el("span", { className: "button " + b.shape, dataset: { role, form, state },
            style: { background: b.fill ?? "transparent", color: b.labelColor, opacity: b.opacity, fontSize: b.labelSize + "px",
              fontWeight: weights[b.labelWeight] ?? 400, padding: `${b.padding.vertical}px ${b.padding.horizontal}px`, minHeight: b.minHeight + "px",
              border: b.border ? `${b.border.width}px solid ${b.border.color}` : "none" }, text: state }))))));

      $("surfaces").replaceChildren(...Object.entries(tree.surfaces).map(([role, s]) => {
        const box = el("div", { className: "surface", dataset: { role },
          style: { background: s.opaqueColor, borderRadius: s.cornerRadius + "px", border: s.border ? `${s.border.width}px solid ${s.border.color}` : "none",
            boxShadow: s.shadow ? `${s.shadow.x ?? 0}px ${s.shadow.y ?? 0}px ${s.shadow.radius ?? 0}px ${s.shadow.color ?? "#0003"}` : "none",
            padding: s.inset ? `${s.inset.vertical}px ${s.inset.horizontal}px` : "12px" } }, el("strong", { text: role }),
          el("span", { text: s.background.material ? "material " + s.background.material : s.background.glass ? "glass" : "solid " + s.opaqueColor }));
        if (editing) {
          const input = el("input", { type: "number", min: 0, max: 64, value: s.cornerRadius, title: `Corner radius of ${role}` });
          input.dataset.role = role;
          input.addEventListener("change", () => send("/api/edit", { path: ["surfaces", role, "radius"], value: Number(input.value) }));
          box.append(el("label", { text: "radius " }, input));
        }
        return box;
      }));
    }

    function renderCompare(other) {
      $("compare-grid").replaceChildren(el("h3", { text: other.theme.name }), ...Object.entries(other.colors).map(([role, hex]) =>
        el("figure", { className: "color small" }, el("div", { className: "swatch", style: { background: hex } }),
          el("figcaption", {}, el("strong", { text: role }), el("code", { text: hex })))));
    }

    const weights = { ultraLight: 100, thin: 200, light: 300, regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800, black: 900 };

    for (const id of ["appearance", "contrast", "size", "width", "height", "reduceMotion", "reduceTransparency", "boldText", "compare"]) {
      $(id)?.addEventListener("change", refresh);
    }
    if (page === "studio") {
      $("undo").addEventListener("click", () => send("/api/undo"));
      $("redo").addEventListener("click", () => send("/api/redo"));
      $("save").addEventListener("click", () => send("/api/save"));
      $("preset").addEventListener("change", () => { if ($("preset").value) send("/api/preset", { id: $("preset").value }); });
      setInterval(async () => {
        const status = await (await fetch("/api/status")).json();
        if (status.revision !== revision) refresh();
      }, 1000);
    }
    refresh();
    """#
}

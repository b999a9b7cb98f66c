// The gallery's groups drawn from a gallery tree: motion, buttons, surfaces and the audit.

function renderMotion(tree, target) {
  target.replaceChildren(...Object.entries(tree.motion).map(([name, curve]) => {
    // The server sampled the curve and wrote its summary (`MotionPreview`); the page plots and plays them.
    const { duration, samples: values, summary } = tree.motionPreview[name];
    const top = Math.max(1, ...values), bottom = Math.min(0, ...values);
    const y = (v) => 70 - (v - bottom) / (top - bottom) * 60;
    const points = values.map((v, i) => `${(10 + i / (values.length - 1) * 180).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
    const plot = svg("svg", { viewBox: "0 0 200 80", role: "img", "aria-label": `${name}: ${summary}` },
      svg("line", { class: "axis", x1: 10, y1: y(0), x2: 190, y2: y(0) }), svg("line", { class: "axis", x1: 10, y1: y(1), x2: 190, y2: y(1) }),
      svg("polyline", { class: "curve", points }));
    const dot = el("span", { className: "dot" });
    const track = el("div", { className: "track" }, dot);
    const play = el("button", { type: "button", text: "Play" });
    play.setAttribute("aria-label", "Play " + name);
    play.addEventListener("click", () => {
      playPreview(dot, track.clientWidth - 12, values, duration, context().reduceMotion || curve.reducedMotion === true);
    });
    return el("li", { className: "card", dataset: { motion: name } },
      el("div", { className: "body" }, el("strong", { text: name }), el("span", { className: "muted", text: summary }), origin(tree, `motion.${name}`), studio ? tokenUses(tree, "motion", name) : null, plot, track, play,
        studio ? motionEditor(tree, name) : codeLine(`.animation(.role(.${name}), value: …)`)));
  }));
}

function shapeOf(b) {
  const kind = typeof b.shape === "string" ? b.shape : Object.keys(b.shape ?? {})[0] ?? "none";
  const radius = typeof b.shape === "object" && b.shape !== null ? Object.values(b.shape)[0]?.radius ?? Object.values(b.shape)[0] : null;
  return { kind, radius: typeof radius === "number" ? radius : null };
}

/**
 * A button in one form and state. It is drawn at one CSS point per point (`pt`), as the type
 * samples are (`textStyle`): the unit in which WCAG and the core's audit measure large text
 * (18 pt, or 14 pt bold), so a label the audit counts as large is large to any checker
 * measuring the page (the browser test's axe). `weights` is the tree's `cssWeights`.
 */
function buttonSample(role, form, state, b, weights) {
  const shape = shapeOf(b);
  const circle = shape.kind === "circle";
  const pt = (n) => n + "pt";
  const style = {
    background: b.fill ?? "transparent", color: b.labelColor, opacity: b.opacity, filter: b.saturation < 1 ? `saturate(${b.saturation})` : "none",
    transform: b.scale !== 1 ? `scale(${b.scale})` : "none", fontSize: pt((/icon/i.test(form) && b.iconSize) ? b.iconSize : b.labelSize), fontWeight: weights[b.labelWeight],
    padding: `${pt(b.padding.vertical)} ${pt(b.padding.horizontal)}`, minHeight: pt(b.minHeight),
    border: b.border ? `${pt(b.border.width)} solid ${b.border.color}` : "0",
    borderRadius: circle ? "50%" : shape.kind === "capsule" ? "999px" : shape.radius !== null ? pt(shape.radius) : shape.kind === "roundedRectangle" ? pt(10) : "0",
  };
  if (circle) Object.assign(style, { width: pt(b.circleDiameter ?? b.minHeight), height: pt(b.circleDiameter ?? b.minHeight), minHeight: "0" });
  const icon = /icon/i.test(form) || circle;
  const button = el("button", { type: "button", className: "btn-sample" + (circle ? " circle" : ""), style, dataset: { role, form, state }, tabIndex: -1, text: icon ? "★" : "Label" });
  button.setAttribute("aria-label", `${role} ${form} button, ${state}`);
  if (state === "disabled") button.setAttribute("aria-disabled", "true");
  return button;
}

function renderButtons(tree, target) {
  target.replaceChildren(...Object.entries(tree.buttons).map(([role, button]) => {
    const states = Object.keys(Object.values(button.forms)[0] ?? {});
    const grid = el("div", { className: "button-grid frame", style: { background: tree.colors.background }, tabIndex: 0, attrs: { role: "region", "aria-label": `${role} button samples` } },
      el("span", {}), ...states.map((s) => el("span", { text: s, style: { color: tree.colors.textSecondary ?? tree.colors.textPrimary, textAlign: "center" } })),
      ...Object.entries(button.forms).flatMap(([form, forms]) => [
        el("span", { text: form, style: { color: tree.colors.textSecondary ?? tree.colors.textPrimary } }),
        ...states.map((state) => el("div", { className: "cell" }, buttonSample(role, form, state, forms[state], tree.cssWeights))),
      ]));
    return el("div", { className: "button-role", dataset: { role } }, el("h3", { text: `${role} (default form: ${button.defaultForm})` }), origin(tree, `buttons.${role}`), grid,
      studio ? buttonEditor(tree, role) : codeLine(`Button("…") { }.buttonStyle(.role(.${role}))`));
  }));
  if (studio) target.prepend(buttonFormsEditor(tree));
}

function renderSurfaces(tree, target) {
  const reduceTransparency = context().reduceTransparency;
  target.replaceChildren(...Object.entries(tree.surfaces).map(([role, s]) => {
    const label = tree.surfaceLabels?.[role];
    const material = s.background.material ?? (s.background.glass ? "glass" : null);
    const translucent = material !== null && !reduceTransparency;
    const fill = translucent ? (s.background.tint ?? s.opaqueColor + "B3") : s.opaqueColor;
    const box = el("div", { className: "surface-box", dataset: { role }, style: {
      background: fill, color: label?.color ?? tree.colors.textPrimary, borderRadius: Math.min(s.cornerRadius, 32) + "px",
      border: s.border ? `${s.border.width}px solid ${s.border.color}` : "0", backdropFilter: translucent ? "blur(12px)" : "none",
      boxShadow: s.shadow ? `${s.shadow.x ?? 0}px ${s.shadow.y ?? 0}px ${s.shadow.radius ?? 0}px ${s.shadow.color ?? "#0003"}` : "none",
      padding: s.inset ? `${s.inset.vertical}px ${s.inset.horizontal}px` : "12px" } },
      el("strong", { text: role }), el("span", { text: material ? `material ${material}${reduceTransparency ? " (opaque: Reduce Transparency)" : ""}` : "solid " + s.opaqueColor }),
      el("span", { text: `text: ${label?.role ?? "textPrimary"}` }));
    const frame = el("div", { className: "surface-frame pattern" }, box);
    const card = el("div", { className: "card", dataset: { role } }, frame);
    if (studio) card.append(el("div", { className: "body" }, origin(tree, `surfaces.${role}`), surfaceRadiusEditor(tree, role, s), surfaceBackgroundEditor(tree, role)));
    else card.append(el("div", { className: "body" }, codeLine(`.surface(.${role})`)));
    return card;
  }));
}

function renderAudit(tree, summary, list) {
  const sorted = [...tree.pairings].sort((a, b) => Number(a.passed) - Number(b.passed));
  const failures = sorted.filter((p) => !p.passed).length;
  summary.textContent = failures === 0 ? `All ${sorted.length} pairings pass in this mode.` : `${failures} of ${sorted.length} pairings fail in this mode — listed first.`;
  summary.className = "audit-summary" + (failures ? " failing" : "");
  list.replaceChildren(...sorted.map((p) => {
    const row = el("li", { className: p.passed ? "pass" : "fail", dataset: { role: p.role, against: p.against ?? "" } },
      el("span", { className: "verdict", text: p.passed ? "Pass" : "Fails" }),
      el("span", { className: "pair", text: `${p.role} on ${p.against ?? "its background"}${p.size ? " (" + p.size + ")" : ""}` }),
      el("span", { className: "ratio", text: `${p.ratio}:1 ${p.passed ? "≥" : "<"} ${p.minimum}:1` }),
      el("span", { className: "muted", text: `APCA Lc ${p.apca}` }));
    if (!p.passed && p.suggestion) {
      const fix = el("span", { className: "fix" }, el("span", { className: "mini", style: { background: p.suggestionHex } }), el("span", { text: `Nearest passing: {palette.${p.suggestion}}` }));
      if (studio && tree.colors[p.role] !== undefined) {
        const use = el("button", { type: "button", text: "Use it" });
        use.setAttribute("aria-label", `Use {palette.${p.suggestion}} for ${p.role}`);
        use.addEventListener("click", () => edit(["colors", p.role, writtenKey(modeOf(context()))], `{palette.${p.suggestion}}`, `{palette.${p.suggestion}}`));
        fix.append(use);
      }
      row.append(fix);
    }
    return row;
  }));
}


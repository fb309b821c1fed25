// The conway explorer page: values a game through the server's job API, draws its board,
// fields, options (a tree to click through) and thermograph, edits boards, and plots the
// Grundy sequence of heap games. No framework, no build step.
"use strict";

const $ = (id) => document.getElementById(id);
let currentJob = null;

// ---- jobs ---------------------------------------------------------------------------

// Shows `message`; with `retry`, a button "compute anyway" that calls it.
function showError(message, retry) {
  $("error-text").textContent = message;
  $("compute-anyway").hidden = !retry;
  $("compute-anyway").onclick = retry || null;
  $("error").hidden = false;
}

function clearError() {
  $("error").hidden = true;
  $("error-text").textContent = "";
  $("compute-anyway").hidden = true;
}

async function answer(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(body.error || response.statusText);
  return body;
}

// A job's failure: its message, and the work limit it passed, if that was why.
class JobFailed extends Error {
  constructor(status) {
    super(status.error);
    this.workLimit = status.work_limit;
  }
}

// Starts a job and polls it until it ends; resolves with its result.
async function runJob(request) {
  if (currentJob) await cancelJob();
  clearError();
  const started = await answer(await fetch("/api/jobs", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
  }));
  currentJob = started.id;
  $("status").hidden = false;
  $("status-text").textContent = "computing…";
  $("progress").removeAttribute("value");
  try {
    for (;;) {
      const status = await answer(await fetch("/api/jobs/" + started.id));
      if (status.state === "done") return status.result;
      if (status.state === "failed") throw new JobFailed(status);
      const p = status.progress;
      if (p.total > 0) {
        $("progress").max = p.total;
        $("progress").value = p.done;
        $("status-text").textContent = `computing… ${p.done} / ${p.total}`;
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  } finally {
    if (currentJob === started.id) currentJob = null;
    $("status").hidden = true;
  }
}

async function cancelJob() {
  const id = currentJob;
  if (!id) return;
  currentJob = null;
  await fetch("/api/jobs/" + id, { method: "DELETE" });
}

// ---- valuing a game -------------------------------------------------------------------

const FIELDS = [
  ["canonical", "canonical form"], ["outcome", "outcome"], ["left_stop", "left stop"],
  ["right_stop", "right stop"], ["mean", "mean"], ["temperature", "temperature"],
  ["reduced", "reduced"], ["atomic_weight", "atomic weight"], ["birthday", "birthday"],
  ["left_incentives", "left incentives"], ["right_incentives", "right incentives"],
  ["confusion_interval", "confusion interval"], ["kinds", "is"],
];

// A loopy game (Winning Ways ch. 11): its value, sides, outcome with draws, nim-value.
const LOOPY_FIELDS = [
  ["value", "value"], ["stopper", "stopper"], ["onside", "onside"], ["offside", "offside"],
  ["outcome", "outcome"], ["nim_value", "nim-value"], ["vertices", "positions"],
];

function loopyText(key, result) {
  const value = result[key];
  if (key === "outcome") return value + ": " + result.outcome_meaning;
  const sided = result.vertices === null; // s & t: a value, not a game form
  if (key === "stopper") {
    if (value) return "yes (no play alternates forever)";
    return sided ? "no (a sided value s & t: a value, not a game form)" : "no (play can alternate forever)";
  }
  if (key === "vertices" && sided) return "none (a sided value has no graph of its own)";
  if (key === "nim_value") return value === null ? "none (not impartial)" : value;
  if (value === null) return "not found as a stopper";
  return String(value);
}

function fieldText(key, value) {
  if (value === null) return key === "atomic_weight" ? "none (not all-small)" : "empty";
  if (Array.isArray(value)) return value.length ? value.join("; ") : "none";
  if (key === "kinds") {
    const kinds = Object.keys(value).filter((k) => value[k]);
    return kinds.length ? kinds.join(", ").replace(/_/g, "-") : "none of the kinds";
  }
  return String(value);
}

function showValue(expr, result) {
  $("outcome-result").hidden = true;
  $("result").hidden = false;
  $("result-expr").textContent = expr;
  $("board").innerHTML = result.board_svg || "";
  const table = $("fields");
  table.innerHTML = "";
  for (const [key, label] of result.loopy ? LOOPY_FIELDS : FIELDS) {
    const tr = table.insertRow();
    tr.insertCell().textContent = label;
    const td = tr.insertCell();
    td.textContent = result.loopy ? loopyText(key, result) : fieldText(key, result[key]);
    td.id = "field-" + key;
  }
  const sources = {
    "moves": "The moves of the position",
    "canonical form": "The options of the canonical form",
    "canonical stopper": "The options of the canonical stopper",
    "graph": "The moves of the game's graph (it is not a stopper)",
    "sided value": "A sided value s & t is a value, not a game form: it has no moves",
  };
  $("options-source").textContent =
    sources[result.options.source] + " (click one to explore it).";
  for (const side of ["left", "right"]) {
    const list = $(side + "-options");
    list.innerHTML = "";
    if (!result.options[side].length) {
      const li = document.createElement("li");
      li.textContent = "no move";
      li.className = "empty";
      list.appendChild(li);
    }
    for (const option of result.options[side]) {
      const li = document.createElement("li");
      li.className = "option";
      li.dataset.position = option.position;
      li.innerHTML = option.board_svg || "";
      const value = document.createElement("span");
      value.className = "value";
      value.textContent = option.canonical;
      li.appendChild(value);
      for (const mark of ["sensible", "dominated", "reversible"]) {
        if (option[mark]) {
          const badge = document.createElement("span");
          badge.className = "mark " + mark;
          badge.textContent = mark;
          li.appendChild(badge);
        }
      }
      li.title = option.position;
      li.addEventListener("click", () => explore(option.position));
      list.appendChild(li);
    }
  }
  $("thermograph").innerHTML = result.thermograph_svg;
  attachReadout($("thermograph").querySelector("svg"));
}

// Values `expr`; with `lifted`, with the work limit lifted as far as the server allows
// (the user chose so after a refusal, by "compute anyway").
async function valueOf(expr, lifted) {
  if (!expr.trim()) return showError("Type a game expression first.");
  const request = { kind: "value", expr };
  if (lifted) request.work_limit = 0;
  try {
    const result = await runJob(request);
    showValue(expr, result);
  } catch (e) {
    const liftable = e instanceof JobFailed && e.workLimit && !lifted;
    showError(e.message, liftable ? () => valueOf(expr, true) : null);
  }
}

// Values `expr` and records it in the address, so that the page can be shared.
function explore(expr) {
  $("expr").value = expr;
  const hash = "#" + encodeURIComponent(expr);
  if (location.hash !== hash) history.pushState(null, "", hash);
  valueOf(expr);
}

// ---- who wins ----------------------------------------------------------------------------

const OUTCOMES = {
  L: "L: Left wins whoever starts",
  R: "R: Right wins whoever starts",
  N: "N: the player to move wins",
  P: "P: the player to move loses (the second player wins)",
};

// Shows who wins, and each winning first move as the sum after it (a click decides that).
function showOutcome(expr, result) {
  $("result").hidden = true;
  $("outcome-result").hidden = false;
  $("outcome-expr").textContent = expr;
  $("outcome-text").textContent = OUTCOMES[result.outcome];
  const moves = $("outcome-moves");
  moves.innerHTML = "";
  for (const [player, move] of [["Left", result.left_move], ["Right", result.right_move]]) {
    if (!move) continue;
    const li = document.createElement("li");
    if (move.sum === null) {
      li.textContent = `${player} wins moving first, in term ${move.term + 1}`;
    } else {
      li.textContent = `${player} wins moving first, to ${move.sum}`;
      li.title = "who wins after this move";
      li.addEventListener("click", () => { $("expr").value = move.sum; whoWins(move.sum); });
    }
    moves.appendChild(li);
  }
}

// Decides who wins `expr` by the sum search; `lifted` as for valueOf.
async function whoWins(expr, lifted) {
  if (!expr.trim()) return showError("Type a game expression first.");
  const request = { kind: "outcome", expr };
  if (lifted) request.work_limit = 0;
  try {
    showOutcome(expr, await runJob(request));
  } catch (e) {
    const liftable = e instanceof JobFailed && e.workLimit && !lifted;
    showError(e.message, liftable ? () => whoWins(expr, true) : null);
  }
}

// ---- thermograph readout ----------------------------------------------------------------

// A linear map from drawing coordinates to values, fitted on two labelled ticks.
function fit(ticks) {
  if (ticks.length < 2) return null;
  const [a, b] = [ticks[0], ticks[ticks.length - 1]];
  if (a.at === b.at) return null;
  return (x) => a.value + ((x - a.at) * (b.value - a.value)) / (b.at - a.at);
}

// A number written n, n.ddd or n/d, or null.
function number(s) {
  const m = /^(-?\d+(?:\.\d+)?)(?:\/(\d+))?$/.exec(s.trim());
  return m ? +m[1] / (m[2] ? +m[2] : 1) : null;
}

// The vertices of the walls and the mast's foot: where they are drawn, and their exact
// value and temperature (the drawing's `data-exact`, in the order of the points).
function exactPoints(svg) {
  const points = [];
  for (const line of svg.querySelectorAll("[data-exact]")) {
    const exact = line.getAttribute("data-exact").split(";").map((p) => p.split(","));
    const drawn = line.tagName === "line"
      ? [[+line.getAttribute("x1"), +line.getAttribute("y1")]]
      : line.getAttribute("points").trim().split(/\s+/).map((p) => p.split(",").map(Number));
    exact.forEach(([value, temperature], i) => {
      if (drawn[i]) points.push({ x: drawn[i][0], y: drawn[i][1], value, temperature });
    });
  }
  return points;
}

// Under the pointer: the exact value and temperature of a vertex of the thermograph
// within a few units, or else approximate numbers marked ≈.
function attachReadout(svg) {
  if (!svg) return;
  const texts = [...svg.querySelectorAll("text")];
  const valueTicks = texts
    .filter((t) => t.getAttribute("text-anchor") === "middle" && number(t.textContent) !== null)
    .map((t) => ({ at: +t.getAttribute("x"), value: number(t.textContent) }))
    .sort((a, b) => a.at - b.at);
  const tempTicks = texts
    .filter((t) => t.getAttribute("fill") === "#666" && number(t.textContent) !== null)
    .map((t) => ({ at: +t.getAttribute("y") - 4, value: number(t.textContent) }));
  const valueAt = fit(valueTicks);
  const tempAt = fit(tempTicks);
  const vertices = exactPoints(svg);
  const approx = (x) => "≈ " + String(+x.toFixed(3));
  svg.addEventListener("mousemove", (event) => {
    const point = svg.createSVGPoint();
    point.x = event.clientX;
    point.y = event.clientY;
    const p = point.matrixTransform(svg.getScreenCTM().inverse());
    const near = vertices.find((v) => Math.hypot(v.x - p.x, v.y - p.y) <= 6);
    if (near) {
      $("readout").textContent = `value ${near.value}, temperature ${near.temperature}`;
      return;
    }
    const v = valueAt ? approx(valueAt(p.x)) : "?";
    const t = tempAt ? approx(tempAt(p.y)) : "?";
    $("readout").textContent = `value ${v}, temperature ${t}`;
  });
}

// ---- board editor -------------------------------------------------------------------------

// How each ruleset's positions are drawn as cells (its registry entry's editor, from
// /api/rulesets): the board's shape, the symbols a click cycles through, and what a new
// board holds (a symbol, or the two symbols of a checkerboard).
const EDITORS = {};

let board = [];

function editorFor(name) {
  return EDITORS[name];
}

function newBoard() {
  const name = $("ruleset").value;
  const editor = editorFor(name);
  if (editor.typed !== undefined) return drawTyped(editor);
  const rows = editor.shape === "strip" ? 1 : Math.max(1, Math.min(16, +$("rows").value || 1));
  const cols = Math.max(1, Math.min(128, +$("cols").value || 1));
  board = [];
  for (let r = 0; r < rows; r++) {
    const row = [];
    for (let c = 0; c < cols; c++) {
      row.push(Array.isArray(editor.start) ? editor.start[(r + c) % 2] : editor.start);
    }
    board.push(row);
  }
  drawBoard();
}

function drawBoard() {
  const name = $("ruleset").value;
  const editor = editorFor(name);
  const table = document.createElement("table");
  board.forEach((row, r) => {
    const tr = table.insertRow();
    row.forEach((symbol, c) => {
      const td = tr.insertCell();
      td.textContent = symbol;
      td.className = symbol === "#" ? "s-hash" : "";
      td.dataset.row = r;
      td.dataset.col = c;
      td.addEventListener("click", () => {
        const i = editor.symbols.indexOf(board[r][c]);
        board[r][c] = editor.symbols[(i + 1) % editor.symbols.length];
        drawBoard();
      });
    });
  });
  $("editor").innerHTML = "";
  $("editor").appendChild(table);
  $("editor-help").textContent =
    `Click a cell to change it (${editor.symbols.split("").join(" → ")}).`;
}

// A ruleset without a board editor: its position typed in its syntax, starting from its
// first example.
function drawTyped(editor) {
  const input = document.createElement("input");
  input.id = "typed-position";
  input.value = editor.typed;
  input.size = 40;
  $("editor").innerHTML = "";
  $("editor").appendChild(input);
  $("editor-help").textContent = `Type a position: ${editor.syntax}`;
}

// The position written from the cells.
function boardPosition() {
  const name = $("ruleset").value;
  const editor = editorFor(name);
  if (editor.typed !== undefined) return `${name}:${$("typed-position").value}`;
  const rows = board.map((row) => row.join(""));
  switch (editor.shape) {
    case "grid": return `${name}:${rows.join("|")}`;
    case "strip": return `${name}:${rows[0]}`;
    case "graph":
      return `${name}:grid:${board.length}x${board[0].length}:${editor.marks}:${rows.join("")}`;
    default: // a Young diagram: the filled cells of each row, counted from the left
      return `${name}:${board.map((row) => row.filter((s) => s === "#").length)
        .filter((n) => n > 0).join(",")}`;
  }
}

async function loadRulesets() {
  const rulesets = await answer(await fetch("/api/rulesets"));
  const select = $("ruleset");
  for (const r of rulesets) {
    // positions without a board editor are typed, from the first example on
    const example = r.examples[0].slice(r.name.length + 1);
    EDITORS[r.name] = r.editor || { typed: example, syntax: r.syntax };
    const option = document.createElement("option");
    option.value = r.name;
    option.textContent = `${r.name}${r.impartial ? " (impartial)" : ""}`;
    option.title = r.about;
    select.appendChild(option);
  }
  newBoard();
}

// ---- Grundy plot -------------------------------------------------------------------------

function plot(result) {
  const values = result.values;
  const width = 900, height = 320, margin = 40;
  const max = Math.max(1, ...values);
  const x = (n) => margin + (n * (width - 2 * margin)) / Math.max(1, values.length - 1);
  const y = (g) => height - margin - (g * (height - 2 * margin)) / max;
  const p = result.period;
  let shade = "";
  if (p) {
    const from = x(p.preperiod), to = x(Math.min(values.length - 1, p.preperiod + p.period));
    shade = `<rect class="preperiod" x="${margin}" y="${margin}" width="${from - margin}" height="${height - 2 * margin}" fill="#fbeaea"/>` +
      `<rect class="first-period" x="${from}" y="${margin}" width="${Math.max(1, to - from)}" height="${height - 2 * margin}" fill="#e6f2e6"/>`;
  }
  const dots = values.map((g, n) =>
    `<circle cx="${x(n).toFixed(1)}" cy="${y(g).toFixed(1)}" r="2"><title>G(${n}) = ${g}</title></circle>`).join("");
  $("plot-area").innerHTML =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">` +
    shade +
    `<line x1="${margin}" y1="${height - margin}" x2="${width - margin}" y2="${height - margin}" stroke="#444"/>` +
    `<line x1="${margin}" y1="${margin}" x2="${margin}" y2="${height - margin}" stroke="#444"/>` +
    `<text x="${margin}" y="${height - margin + 16}">0</text>` +
    `<text x="${width - margin}" y="${height - margin + 16}" text-anchor="end">${values.length - 1}</text>` +
    `<text x="${margin - 6}" y="${margin + 4}" text-anchor="end">${max}</text>` +
    dots + "</svg>";
  if (!p) {
    $("period").textContent = `No period seen in the ${result.computed} values computed (max ${result.max}).`;
  } else {
    const saltus = p.saltus ? `, saltus ${p.saltus}` : "";
    const status = p.certified ? `certified by ${p.by}` : (p.refuted_by ? `observed, but refuted: ${p.refuted_by}` : "observed only");
    $("period").textContent =
      `Preperiod ${p.preperiod} (shaded red), period ${p.period}${saltus} (first period shaded green): ${status}.`;
  }
}

async function plotHeap() {
  try {
    const result = await runJob({ kind: "grundy", game: $("heap-game").value, to: +$("heap-to").value });
    plot(result);
  } catch (e) {
    showError(e.message);
  }
}

// ---- nim and ordinal arithmetic (conway nim, conway ordinal) ------------------------------

async function arithmetic(kind) {
  const expr = $("arithmetic-expr").value;
  try {
    const result = await runJob({ kind, expr });
    const name = { nim: "Nim", ordinal: "Ordinal", surreal: "Surreal", misere: "Misère" }[kind];
    if (kind === "misere") {
      $("arithmetic-result").textContent = `${name}: ${result.expression} = ${result.form ?? "(too long to write)"}`
        + ` (${result.class}, misère outcome ${result.outcome}, genus ${result.genus}, mate ${result.mate ?? "too long"})`;
      return;
    }
    const about = kind === "surreal"
      ? ` (${result.kind}${result.birthday ? `, born on day ${result.birthday}` : ""})`
      : "";
    $("arithmetic-result").textContent = `${name}: ${result.expression} = ${result.value}${about}`;
  } catch (e) {
    $("arithmetic-result").textContent = "";
    showError(e.message);
  }
}

// ---- wiring ----------------------------------------------------------------------------------

$("value-form").addEventListener("submit", (e) => { e.preventDefault(); explore($("expr").value); });
$("who-wins").addEventListener("click", () => whoWins($("expr").value));
$("cancel").addEventListener("click", cancelJob);
$("ruleset").addEventListener("change", newBoard);
$("new-board").addEventListener("click", newBoard);
$("value-board").addEventListener("click", () => explore(boardPosition()));
$("heap-form").addEventListener("submit", (e) => { e.preventDefault(); plotHeap(); });
$("arithmetic-form").addEventListener("submit", (e) => { e.preventDefault(); arithmetic("nim"); });
$("ordinal-go").addEventListener("click", () => arithmetic("ordinal"));
$("surreal-go").addEventListener("click", () => arithmetic("surreal"));
$("misere-go").addEventListener("click", () => arithmetic("misere"));
window.addEventListener("popstate", () => {
  if (location.hash.length > 1) valueOf(($("expr").value = decodeURIComponent(location.hash.slice(1))));
});

loadRulesets().catch((e) => showError(e.message));
if (location.hash.length > 1) {
  const expr = decodeURIComponent(location.hash.slice(1));
  $("expr").value = expr;
  valueOf(expr);
}

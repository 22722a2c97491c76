// Saving to content/specs/NAME.json (PUT /api/specs/NAME, with the page's
// token). A new name is created; an existing file is replaced only after
// the reader saw what changes and confirmed it, more loudly when a guide
// page draws that spec (#pg-uses); nothing is replaced silently.
import { $, embedded } from "./dom.js";
import { make } from "../elements.js";
import { setStatus } from "./status.js";
import { lineDiff, hunks } from "./diff.js";

const nameInput = $("pg-name");
const saveButton = $("pg-save");
const confirmBox = $("pg-confirm");
const tokenMeta = document.querySelector('meta[name="swatch-token"]');
const token = tokenMeta ? tokenMeta.getAttribute("content") : "";
/** Spec name -> the guide pages that draw it: [{title, path}]. */
const uses = embedded("pg-uses") || {};

export const specURL = (name) => "/api/specs/" + encodeURIComponent(name);

/** A spec file as stored: {text, etag}, or null when there is none. */
export async function readSpec(name) {
  const response = await fetch(specURL(name), { cache: "no-store" });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(response.statusText || "the server answered " + response.status);
  return { text: await response.text(), etag: response.headers.get("ETag") || "" };
}

/**
 * Whether content/specs/NAME.json exists, from the list of names (asking for
 * the file itself would answer a new name with a 404, which the browser's
 * console shows as an error).
 */
async function exists(name) {
  const response = await fetch("/api/specs/", { cache: "no-store" });
  if (!response.ok) throw new Error(response.statusText || "the server answered " + response.status);
  const list = await response.json();
  return Array.isArray(list.names) && list.names.includes(name);
}

async function errorOf(response) {
  const body = await response.text();
  try {
    return JSON.parse(body).error;
  } catch (e) {
    return { message: body || response.statusText };
  }
}

function closeConfirm() {
  confirmBox.hidden = true;
  confirmBox.replaceChildren();
}

/** The confirmation: which file, which guide pages, and the lines that change. */
function askToReplace(name, stored, text, replace) {
  const title = make("p", { class: "pg-confirm-title", id: "pg-confirm-title", text: "Replace content/specs/" + name + ".json?" });
  confirmBox.replaceChildren(title, ...guidePages(name), ...changes(stored.text, text));
  const yes = make("button", { type: "button", class: "pg-danger", text: "Replace " + name + ".json" });
  yes.addEventListener("click", () => { closeConfirm(); replace(); });
  const no = make("button", { type: "button", text: "Keep the saved file" });
  no.addEventListener("click", () => {
    closeConfirm();
    setStatus("Not saved: content/specs/" + name + ".json is as it was.");
    saveButton.focus();
  });
  confirmBox.append(make("p", { class: "pg-confirm-buttons" }, yes, " ", no));
  confirmBox.hidden = false;
  no.focus();
}

/** The guide pages that draw the spec `name`, said before it is replaced. */
function guidePages(name) {
  const pages = uses[name] || [];
  if (!pages.length) return [];
  const used = make("p", { class: "pg-confirm-guide" }, "The guide draws this spec on ");
  pages.forEach((page, n) => {
    if (n) used.append(n === pages.length - 1 ? " and " : ", ");
    used.append(make("a", { href: page.path, text: page.title }));
  });
  used.append(": saving changes " + (pages.length === 1 ? "that figure" : "those figures") + " too.");
  return [used];
}

/** What replacing `saved` with `text` changes, line by line. */
function changes(saved, text) {
  const diff = lineDiff(saved, text);
  if (!diff) return [make("p", { text: "The files are too long to compare line by line; the whole file is replaced." })];
  const added = diff.filter((l) => l.sign === "+").length;
  const removed = diff.filter((l) => l.sign === "-").length;
  const summary = make("p", { text: "Saving " + changeSummary(removed, added) + ":" });
  const pre = make("pre", { class: "pg-diff" }, ...hunks(diff).slice(0, 200).map((line) => make("span", {
    class: line.sign === "+" ? "is-added" : line.sign === "-" ? "is-removed" : line.sign === "…" ? "is-gap" : null,
    text: (line.sign === "…" ? "…" : line.sign + " " + line.text) + "\n",
  })));
  return [summary, pre];
}

/** "removes 1 line and adds 2 lines", "adds 3 lines", "removes 1 line". */
function changeSummary(removed, added) {
  const lines = (n) => n + (n === 1 ? " line" : " lines");
  const parts = [];
  if (removed) parts.push("removes " + lines(removed));
  if (added) parts.push("adds " + lines(added));
  return parts.length ? parts.join(" and ") : "replaces the file";
}

/** PUT the text under `name`; `headers` say what the save expects to find. */
async function put(documentState, name, text, headers) {
  const response = await fetch(specURL(name), {
    method: "PUT",
    headers: Object.assign({ "Content-Type": "application/json", "X-Swatch-Token": token }, headers),
    body: text,
    cache: "no-store",
  });
  if (response.ok) {
    documentState.saved(name, response.headers.get("ETag") || "", text);
    setStatus("Saved content/specs/" + name + ".json.", "ok");
    return;
  }
  const error = await errorOf(response);
  if (response.status === 412) {
    // Someone else wrote it between the look and the save: look again.
    setStatus("content/specs/" + name + ".json changed on disk while you were deciding; here is what saving changes now.", "warn");
    return save(documentState);
  }
  if (response.status === 400 && error && (error.line || error.path)) {
    documentState.invalid();
    setStatus("Not saved: fix the spec’s error first.", "error");
    return;
  }
  setStatus("Not saved: " + (error ? error.message : response.statusText), "error");
}

/** Saves under the name given: a new file at once, a changed one after asking. */
async function save(documentState) {
  closeConfirm();
  const name = nameInput.value.trim();
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name) || name.length > 100) {
    setStatus("A spec name uses lowercase letters, digits and “-” (not first), like my-cell.", "error");
    nameInput.focus();
    return;
  }
  const text = documentState.text();
  saveButton.disabled = true;
  try {
    const stored = (await exists(name)) ? await readSpec(name) : null;
    if (!stored) return await put(documentState, name, text, { "If-None-Match": "*" });
    if (stored.text === text) {
      documentState.saved(name, stored.etag, text);
      setStatus("Nothing to save: content/specs/" + name + ".json already holds this text.", "ok");
      return;
    }
    askToReplace(name, stored, text, () => put(documentState, name, text, { "If-Match": stored.etag }));
  } catch (error) {
    setStatus("Not saved: the server did not answer (" + error.message + ").", "error");
  } finally {
    saveButton.disabled = false;
  }
}

/**
 * Wires the Save button. `documentState` gives {text()} and takes
 * `saved(name, etag, text)`; `invalid()` shows the spec's error.
 */
export function wireSaving(editable, documentState) {
  if (!saveButton) return;
  $("pg-save-row").hidden = !editable;
  if (!editable) return;
  saveButton.addEventListener("click", () => save(documentState));
  nameInput.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      save(documentState);
    }
  });
}

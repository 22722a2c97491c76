// Saving to content/specs/NAME.json (PUT /api/specs/NAME, with the page's
// token). A new name is created; an existing file is replaced only after
// the reader saw what changes and confirmed it, more loudly when a guide
// page draws that spec (#pg-uses); nothing is replaced silently.
import { $, embedded } from "./dom.js";
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
  confirmBox.replaceChildren();
  const title = document.createElement("p");
  title.className = "pg-confirm-title";
  title.id = "pg-confirm-title";
  title.textContent = "Replace content/specs/" + name + ".json?";
  confirmBox.append(title);
  const pages = uses[name] || [];
  if (pages.length) {
    const used = document.createElement("p");
    used.className = "pg-confirm-guide";
    used.append("The guide draws this spec on ");
    pages.forEach((page, n) => {
      if (n) used.append(n === pages.length - 1 ? " and " : ", ");
      const link = document.createElement("a");
      link.href = page.path;
      link.textContent = page.title;
      used.append(link);
    });
    used.append(": saving changes " + (pages.length === 1 ? "that figure" : "those figures") + " too.");
    confirmBox.append(used);
  }
  const diff = lineDiff(stored.text, text);
  const summary = document.createElement("p");
  if (diff) {
    const added = diff.filter((l) => l.sign === "+").length;
    const removed = diff.filter((l) => l.sign === "-").length;
    summary.textContent = "The saved file has " + removed + " line" + (removed === 1 ? "" : "s") +
      " that go and " + added + " that come in:";
    const pre = document.createElement("pre");
    pre.className = "pg-diff";
    for (const line of hunks(diff).slice(0, 200)) {
      const row = document.createElement("span");
      row.className = line.sign === "+" ? "is-added" : line.sign === "-" ? "is-removed" : line.sign === "…" ? "is-gap" : "";
      row.textContent = (line.sign === "…" ? "…" : line.sign + " " + line.text) + "\n";
      pre.append(row);
    }
    confirmBox.append(summary, pre);
  } else {
    summary.textContent = "The files are too long to compare line by line; the whole file is replaced.";
    confirmBox.append(summary);
  }
  const buttons = document.createElement("p");
  buttons.className = "pg-confirm-buttons";
  const yes = document.createElement("button");
  yes.type = "button";
  yes.className = "pg-danger";
  yes.textContent = "Replace " + name + ".json";
  yes.addEventListener("click", () => { closeConfirm(); replace(); });
  const no = document.createElement("button");
  no.type = "button";
  no.textContent = "Keep the saved file";
  no.addEventListener("click", () => {
    closeConfirm();
    setStatus("Not saved: content/specs/" + name + ".json is as it was.");
    saveButton.focus();
  });
  buttons.append(yes, " ", no);
  confirmBox.append(buttons);
  confirmBox.hidden = false;
  no.focus();
}

/**
 * Wires the Save button. `document` gives {text()} and takes
 * `saved(name, etag, text)`; `invalid()` shows the spec's error.
 */
export function wireSaving(editable, documentState) {
  if (!saveButton) return;
  $("pg-save-row").hidden = !editable;
  if (!editable) return;

  async function put(name, text, headers) {
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
      return save();
    }
    if (response.status === 400 && error && (error.line || error.path)) {
      documentState.invalid();
      setStatus("Not saved: fix the spec’s error first.", "error");
      return;
    }
    setStatus("Not saved: " + (error ? error.message : response.statusText), "error");
  }

  async function save() {
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
      const stored = await readSpec(name);
      if (!stored) return await put(name, text, { "If-None-Match": "*" });
      if (stored.text === text) {
        documentState.saved(name, stored.etag, text);
        setStatus("Nothing to save: content/specs/" + name + ".json already holds this text.", "ok");
        return;
      }
      askToReplace(name, stored, text, () => put(name, text, { "If-Match": stored.etag }));
    } catch (error) {
      setStatus("Not saved: the server did not answer (" + error.message + ").", "error");
    } finally {
      saveButton.disabled = false;
    }
  }

  saveButton.addEventListener("click", save);
  nameInput.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      save();
    }
  });
}

// The status line under the toolbar (#pg-status): one message at a time,
// with buttons for what the reader can do about it.
import { $ } from "./dom.js";

const status = $("pg-status");

/**
 * Shows `text` in `tone` ("", "ok", "error", "warn"); each action is
 * `{label, run}` and becomes a button after the text.
 */
export function setStatus(text, tone = "", actions = []) {
  status.textContent = text || "";
  status.className = "pg-status" + (tone ? " is-" + tone : "");
  for (const action of actions) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = action.label;
    button.addEventListener("click", action.run);
    status.append(" ", button);
  }
}

// The playground, live: the drawing and frames follow the editor as you type
// (POST /api/layout or /api/ranges, debounced), the error line is marked,
// a width slider and phone presets re-lay out, hovering a node links the
// drawing, the frames table, the spec tree and the spec's lines, undo and
// redo keep every edit, "Share" makes a link holding the spec (deflated,
// base64url, in the fragment) and "Save" writes content/specs/NAME.json
// through PUT /api/specs/NAME. Without this script the page is a plain form.
(function () {
  "use strict";

  var root = document.getElementById("pg");
  if (!root) return;

  function $(id) { return document.getElementById(id); }

  var editor = $("pg-spec");
  var form = $("pg-form");
  var gutter = $("pg-gutter");
  var marks = $("pg-marks");
  var errorBox = $("pg-error");
  var drawing = $("pg-drawing");
  var sizeLine = $("pg-size");
  var kindLabel = $("pg-kind");
  var status = $("pg-status");
  var undoButton = $("pg-undo");
  var redoButton = $("pg-redo");
  var shareButton = $("pg-share");
  var shareBox = $("pg-share-box");
  var shareLink = $("pg-share-link");
  var shareCopy = $("pg-share-copy");
  var saveRow = $("pg-save-row");
  var saveButton = $("pg-save");
  var nameInput = $("pg-name");
  var etagField = $("pg-etag");
  var widthSet = $("pg-width");
  var widthField = $("pg-width-field");
  var widthSliderRow = $("pg-width-slider-row");
  var widthSlider = $("pg-width-slider");
  var widthValue = $("pg-width-value");
  var treePanel = $("pg-tree-panel");
  var tree = $("pg-tree");
  var submitButton = $("pg-submit");
  var tokenMeta = document.querySelector('meta[name="swatch-token"]');
  var token = tokenMeta ? tokenMeta.getAttribute("content") : "";
  var editable = root.getAttribute("data-editable") === "true" && token !== "";

  root.classList.add("is-live");
  [undoButton, redoButton, shareButton, widthSliderRow].forEach(function (el) {
    if (el) el.hidden = false;
  });
  treePanel.hidden = root.getAttribute("data-kind") !== "layout";
  if (saveRow) saveRow.hidden = !editable;
  if (submitButton) submitButton.hidden = true;

  // ---------------------------------------------------------------- state

  var state = {
    kind: root.getAttribute("data-kind") || "layout",
    name: root.getAttribute("data-name") || "",
    etag: root.getAttribute("data-etag") || "",
    savedText: null,
    width: root.getAttribute("data-width") ? parseFloat(root.getAttribute("data-width")) : null,
    elements: [],
    errorLine: null,
    hovered: null
  };
  if (state.etag) state.savedText = editor.value;

  function setStatus(text, tone) {
    status.textContent = text || "";
    status.className = "pg-status" + (tone ? " is-" + tone : "");
  }

  // --------------------------------------------------------------- editor

  var LINE_FALLBACK = 20;

  function lineHeight() {
    var value = parseFloat(getComputedStyle(editor).lineHeight);
    return value > 0 ? value : LINE_FALLBACK;
  }

  function lineCount(text) {
    var n = 1;
    for (var i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) n++;
    return n;
  }

  var shownLines = 0;

  function renderGutter() {
    var count = lineCount(editor.value);
    if (count !== shownLines) {
      var fragment = document.createDocumentFragment();
      for (var i = 1; i <= count; i++) {
        var span = document.createElement("span");
        span.textContent = String(i);
        fragment.appendChild(span);
      }
      gutter.textContent = "";
      gutter.appendChild(fragment);
      shownLines = count;
    }
    var spans = gutter.children;
    for (var j = 0; j < spans.length; j++) {
      spans[j].classList.toggle("is-error", state.errorLine === j + 1);
    }
  }

  // The textarea as large as its text; the box around it scrolls.
  function autosize() {
    editor.style.height = "auto";
    editor.style.width = "100%";
    editor.style.height = editor.scrollHeight + "px";
    if (editor.scrollWidth > editor.clientWidth) editor.style.width = editor.scrollWidth + "px";
  }

  // Bands behind the text: the error line, and the hovered element's lines.
  function renderMarks() {
    marks.textContent = "";
    function band(from, lines, className) {
      var span = document.createElement("span");
      span.className = "pg-mark " + className;
      span.style.setProperty("--from", String(from));
      span.style.setProperty("--lines", String(lines));
      marks.appendChild(span);
    }
    if (state.hovered) {
      var element = findElement(state.hovered);
      if (element) band(element.startLine - 1, element.endLine - element.startLine + 1, "pg-mark-hover");
    }
    if (state.errorLine) band(state.errorLine - 1, 1, "pg-mark-error");
  }

  // Offset in the text of a 1-based line and column (columns count code
  // points, as the server's errors do).
  function offsetOf(text, line, column) {
    var offset = 0;
    for (var l = 1; l < line; l++) {
      var next = text.indexOf("\n", offset);
      if (next < 0) return text.length;
      offset = next + 1;
    }
    for (var c = 1; c < column && offset < text.length; c++) {
      var code = text.charCodeAt(offset);
      if (code === 10) break;
      offset += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
    }
    return offset;
  }

  function lineOfOffset(text, offset) {
    var line = 1;
    for (var i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
    return line;
  }

  function moveCaret(line, column) {
    var offset = offsetOf(editor.value, line, column || 1);
    editor.focus();
    editor.setSelectionRange(offset, offset);
    var box = $("pg-editor");
    box.scrollTop = Math.max(0, (line - 3) * lineHeight());
    var rect = box.getBoundingClientRect();
    if (rect.top < 0 || rect.top > window.innerHeight - 80) window.scrollTo(0, Math.max(0, rect.top + window.scrollY - 80));
  }

  // -------------------------------------------------------------- history

  var edits = { entries: [], index: -1, lastTime: 0, lastType: "" };

  function snapshot() {
    return { text: editor.value, start: editor.selectionStart, end: editor.selectionEnd };
  }

  function record(inputType) {
    var now = Date.now();
    var entry = snapshot();
    var typing = inputType === "insertText" || inputType === "deleteContentBackward";
    var top = edits.entries[edits.index];
    if (top && top.text === entry.text) return;
    if (typing && edits.lastType === inputType && now - edits.lastTime < 800 && edits.index > 0) {
      edits.entries[edits.index] = entry;
    } else {
      edits.entries.length = edits.index + 1;
      edits.entries.push(entry);
      if (edits.entries.length > 500) edits.entries.shift();
      edits.index = edits.entries.length - 1;
    }
    edits.lastTime = now;
    edits.lastType = typing ? inputType : "";
    updateHistoryButtons();
  }

  function updateHistoryButtons() {
    undoButton.disabled = edits.index <= 0;
    redoButton.disabled = edits.index >= edits.entries.length - 1;
  }

  function restore(entry) {
    editor.value = entry.text;
    editor.setSelectionRange(entry.start, entry.end);
    edits.lastType = "";
    textChanged(true);
    updateHistoryButtons();
  }

  function undo() {
    if (edits.index <= 0) return;
    edits.index--;
    restore(edits.entries[edits.index]);
  }

  function redo() {
    if (edits.index >= edits.entries.length - 1) return;
    edits.index++;
    restore(edits.entries[edits.index]);
  }

  // Replaces the whole text as one undoable step (a preset, a shared link).
  function replaceText(text) {
    record("");
    editor.value = text;
    editor.setSelectionRange(0, 0);
    record("replace");
    textChanged(true);
  }

  // ---------------------------------------------------------------- kinds

  var SCENARIO_KEYS = ["container", "viewport", "items", "columns", "inverted", "tuning", "batchFetching", "scroll"];

  function detectKind(text) {
    var value;
    try { value = JSON.parse(text); } catch (e) { value = undefined; }
    if (value !== undefined) {
      if (!value || typeof value !== "object" || Array.isArray(value)) return "layout";
      if ("root" in value) return "layout";
      return SCENARIO_KEYS.some(function (k) { return k in value; }) ? "ranges" : "layout";
    }
    if (text.indexOf('"root"') >= 0) return "layout";
    return SCENARIO_KEYS.some(function (k) { return text.indexOf('"' + k + '"') >= 0; }) ? "ranges" : "layout";
  }

  function setKind(kind) {
    if (state.kind === kind) return;
    state.kind = kind;
    root.setAttribute("data-kind", kind);
    kindLabel.textContent = kind === "layout" ? "Layout spec" : "Range scenario";
    widthSet.hidden = kind !== "layout";
    treePanel.hidden = kind !== "layout";
  }

  // ------------------------------------------------------------- requests

  var pending = null;
  var sequence = 0;
  var timer = null;

  function schedule(delay) {
    clearTimeout(timer);
    timer = setTimeout(update, delay);
  }

  function post(url, body, signal) {
    return fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: body,
      signal: signal,
      cache: "no-store"
    }).then(function (response) {
      if (response.ok) return response.text().then(function (text) { return { ok: true, text: text }; });
      return response.text().then(function (text) {
        var error = null;
        try { error = JSON.parse(text).error; } catch (e) { error = { message: text || response.statusText }; }
        return { ok: false, status: response.status, error: error };
      });
    });
  }

  // The text with the slider's width in its size range (heights kept), or
  // null when the text is not a JSON object yet.
  function withWidth(text, width) {
    var doc;
    try { doc = JSON.parse(text); } catch (e) { return null; }
    if (!doc || typeof doc !== "object" || Array.isArray(doc)) return null;
    var range = doc.sizeRange;
    var minH = 0, maxH = "inf";
    if (Array.isArray(range) && range.length === 2) {
      minH = range[1];
      maxH = range[1];
    } else if (range && typeof range === "object" && Array.isArray(range.min) && Array.isArray(range.max)) {
      minH = range.min[1];
      maxH = range.max[1];
    }
    doc.sizeRange = { min: [width, minH], max: [width, maxH] };
    return JSON.stringify(doc);
  }

  function update() {
    clearTimeout(timer);
    var text = editor.value;
    var kind = detectKind(text);
    setKind(kind);
    if (pending) pending.abort();
    var controller = new AbortController();
    pending = controller;
    var mine = ++sequence;
    root.classList.add("is-busy");

    var job;
    if (kind === "layout") {
      var body = state.width ? withWidth(text, state.width) : null;
      job = Promise.all([
        post("/api/layout?format=svg", body || text, controller.signal),
        post("/api/layout?format=json", body || text, controller.signal)
      ]).then(function (answers) {
        var failed = answers[0].ok ? answers[1] : answers[0];
        if (answers[0].ok && answers[1].ok) return { svg: answers[0].text, json: answers[1].text };
        // An error in the text as sent with the width: find it in the text as typed.
        if (body && failed.error) {
          return post("/api/layout?format=json", text, controller.signal).then(function (own) {
            return { error: own.ok ? failed.error : own.error, status: own.ok ? failed.status : own.status };
          });
        }
        return { error: failed.error, status: failed.status };
      });
    } else {
      job = Promise.all([
        post("/api/ranges?format=svg", text, controller.signal),
        post("/api/ranges?format=json", text, controller.signal)
      ]).then(function (answers) {
        if (answers[0].ok && answers[1].ok) return { svg: answers[0].text, json: answers[1].text };
        var failed = answers[0].ok ? answers[1] : answers[0];
        return { error: failed.error, status: failed.status };
      });
    }
    job.then(function (result) {
      if (mine !== sequence) return;
      pending = null;
      root.classList.remove("is-busy");
      if (result.error) {
        showError(result.error, kind);
      } else {
        clearError();
        if (kind === "layout") showLayout(result.svg, JSON.parse(result.json));
        else showRanges(result.svg, JSON.parse(result.json));
      }
      root.setAttribute("data-updates", String(mine));
    }).catch(function (error) {
      if (error && error.name === "AbortError") return;
      if (mine !== sequence) return;
      pending = null;
      root.classList.remove("is-busy");
      setStatus("The server did not answer; is swatch serve still running?", "error");
    });
  }

  // --------------------------------------------------------------- errors

  function showError(error, kind) {
    state.errorLine = error && typeof error.line === "number" ? error.line : null;
    errorBox.hidden = false;
    errorBox.textContent = "";
    var title = document.createElement("p");
    title.className = "pg-error-title";
    title.textContent = kind === "layout" ? "This spec cannot be laid out" : "This scenario cannot be run";
    var where = document.createElement("p");
    where.className = "pg-error-where";
    if (state.errorLine) {
      var link = document.createElement("a");
      link.href = "#pg-spec";
      link.className = "pg-error-location";
      link.textContent = "Line " + error.line + ", column " + error.column;
      link.addEventListener("click", function (event) {
        event.preventDefault();
        moveCaret(error.line, error.column);
      });
      where.appendChild(link);
      errorBox.setAttribute("data-line", String(error.line));
      errorBox.setAttribute("data-column", String(error.column));
    } else {
      errorBox.removeAttribute("data-line");
      errorBox.removeAttribute("data-column");
    }
    if (error && error.path) {
      if (where.childNodes.length) where.appendChild(document.createTextNode(" · "));
      var code = document.createElement("code");
      code.className = "pg-error-path";
      code.textContent = error.path;
      where.appendChild(code);
    }
    if (!where.childNodes.length) where.textContent = "The whole document";
    var message = document.createElement("p");
    message.className = "pg-error-message";
    message.textContent = reason(error);
    errorBox.appendChild(title);
    errorBox.appendChild(where);
    errorBox.appendChild(message);
    editor.setAttribute("aria-invalid", "true");
    if (state.errorLine) editor.setAttribute("data-error-line", String(state.errorLine));
    drawing.classList.add("is-stale");
    root.classList.add("has-error");
    renderGutter();
    renderMarks();
  }

  // The reason alone: the server's message without the place shown apart.
  function reason(error) {
    var text = (error && error.message) || "unknown error";
    if (error && typeof error.line === "number") {
      var place = "line " + error.line + ", column " + error.column;
      if (text.indexOf(place + ": ") === 0) text = text.slice(place.length + 2);
      var suffix = " (" + place + ")";
      if (text.slice(-suffix.length) === suffix) text = text.slice(0, -suffix.length);
    }
    if (error && error.path && text.indexOf(error.path + ": ") === 0) text = text.slice(error.path.length + 2);
    return text;
  }

  function clearError() {
    state.errorLine = null;
    errorBox.hidden = true;
    errorBox.textContent = "";
    errorBox.removeAttribute("data-line");
    errorBox.removeAttribute("data-column");
    editor.removeAttribute("aria-invalid");
    editor.removeAttribute("data-error-line");
    drawing.classList.remove("is-stale");
    root.classList.remove("has-error");
    renderGutter();
    renderMarks();
  }

  // ------------------------------------------------------------- drawings

  function number(value) {
    return String(Math.round(value * 1000) / 1000);
  }

  function tableWrap(id, caption, headings) {
    var old = document.querySelector(".pg-view .pg-table-wrap");
    var wrap = document.createElement("div");
    wrap.className = "pg-table-wrap";
    var table = document.createElement("table");
    table.className = "pg-table " + (id === "pg-frames" ? "pg-frames" : "pg-steps");
    table.id = id;
    var cap = document.createElement("caption");
    cap.textContent = caption;
    table.appendChild(cap);
    var head = table.createTHead().insertRow();
    headings.forEach(function (h) {
      var th = document.createElement("th");
      th.scope = "col";
      th.textContent = h;
      head.appendChild(th);
    });
    table.appendChild(document.createElement("tbody"));
    wrap.appendChild(table);
    var note = document.querySelector(".pg-view .pg-note");
    if (note) note.remove();
    if (old) old.replaceWith(wrap);
    else sizeLine.after(wrap);
    return table.tBodies[0];
  }

  function showLayout(svg, frames) {
    drawing.innerHTML = svg;
    sizeLine.textContent = "Laid out at " + number(frames.size[0]) + " × " + number(frames.size[1]) + " pt";
    var body = tableWrap("pg-frames", "Frames, in points from the root’s top left", ["id", "x", "y", "width", "height"]);
    var depth = {};
    frames.nodes.forEach(function (node) {
      var level = node.parent === null || depth[node.parent] === undefined ? 0 : depth[node.parent] + 1;
      depth[node.id] = level;
      var row = body.insertRow();
      row.setAttribute("data-id", node.id);
      var th = document.createElement("th");
      th.scope = "row";
      th.style.setProperty("--depth", String(level));
      th.textContent = node.id;
      row.appendChild(th);
      node.frame.forEach(function (value) { row.insertCell().textContent = number(value); });
    });
    buildTree();
    if (state.hovered) highlight(state.hovered);
  }

  function itemRanges(items) {
    if (!items || !items.length) return "–";
    var parts = [];
    var start = items[0], end = items[0];
    for (var i = 1; i < items.length; i++) {
      if (items[i] === end + 1) { end = items[i]; continue; }
      parts.push(start === end ? String(start) : start + "–" + end);
      start = end = items[i];
    }
    parts.push(start === end ? String(start) : start + "–" + end);
    return parts.join(", ");
  }

  var MAX_STEP_ROWS = 300;

  function showRanges(svg, run) {
    drawing.innerHTML = svg;
    sizeLine.textContent = "Content " + number(run.contentSize[0]) + " × " + number(run.contentSize[1]) + " pt";
    var body = tableWrap("pg-steps", "Range updates: the items in each interface state",
      ["step", "offset", "direction", "mode", "visible", "display", "preload", "batch"]);
    run.steps.slice(0, MAX_STEP_ROWS).forEach(function (step) {
      var row = body.insertRow();
      row.setAttribute("data-step", String(step.step));
      var th = document.createElement("th");
      th.scope = "row";
      th.textContent = String(step.step);
      row.appendChild(th);
      row.insertCell().textContent = number(step.offset[0]) + ", " + number(step.offset[1]);
      row.insertCell().textContent = step.direction;
      row.insertCell().textContent = step.mode || "–";
      ["visible", "display", "preload"].forEach(function (key) {
        row.insertCell().textContent = itemRanges(step.states && step.states[key]);
      });
      row.insertCell().textContent = step.batch || "";
    });
    if (run.steps.length > MAX_STEP_ROWS) {
      var note = document.createElement("p");
      note.className = "pg-note";
      note.textContent = (run.steps.length - MAX_STEP_ROWS) + " more updates are not listed.";
      body.closest(".pg-table-wrap").after(note);
    }
    if (window.SwatchRanges) window.SwatchRanges.attach(drawing);
    tree.textContent = "";
  }

  drawing.addEventListener("swatch-step", function (event) {
    var rows = document.querySelectorAll("#pg-steps tbody tr");
    for (var i = 0; i < rows.length; i++) rows[i].classList.toggle("is-current", i === event.detail.step);
  });

  // ------------------------------------------------------------ spec tree

  // A JSON reader that keeps where each value starts and ends.
  function parseWithPlaces(text) {
    var i = 0;
    function fail() { throw new SyntaxError("JSON"); }
    function space() {
      while (i < text.length) {
        var c = text.charCodeAt(i);
        if (c === 32 || c === 9 || c === 10 || c === 13) i++;
        else break;
      }
    }
    function string() {
      var start = i;
      i++;
      while (i < text.length) {
        var c = text[i];
        if (c === "\\") i += 2;
        else if (c === '"') { i++; return JSON.parse(text.slice(start, i)); }
        else i++;
      }
      fail();
    }
    function value() {
      space();
      var start = i;
      var c = text[i];
      if (c === "{") {
        i++;
        var members = [];
        space();
        if (text[i] === "}") { i++; return { kind: "object", members: members, start: start, end: i }; }
        for (;;) {
          space();
          if (text[i] !== '"') fail();
          var key = string();
          space();
          if (text[i] !== ":") fail();
          i++;
          members.push({ key: key, value: value() });
          space();
          if (text[i] === ",") { i++; continue; }
          if (text[i] === "}") { i++; return { kind: "object", members: members, start: start, end: i }; }
          fail();
        }
      }
      if (c === "[") {
        i++;
        var items = [];
        space();
        if (text[i] === "]") { i++; return { kind: "array", items: items, start: start, end: i }; }
        for (;;) {
          items.push(value());
          space();
          if (text[i] === ",") { i++; continue; }
          if (text[i] === "]") { i++; return { kind: "array", items: items, start: start, end: i }; }
          fail();
        }
      }
      if (c === '"') return { kind: "string", value: string(), start: start, end: i };
      var match = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 64));
      if (!match) fail();
      i += match[0].length;
      return { kind: "scalar", start: start, end: i };
    }
    var result = value();
    space();
    if (i !== text.length) fail();
    return result;
  }

  function member(object, key) {
    for (var i = 0; i < object.members.length; i++) if (object.members[i].key === key) return object.members[i].value;
    return null;
  }

  // The element keys of each type, in the order the decoder numbers them
  // (an element without an id is called type + its 1-based pre-order index).
  var CHILD_KEYS = {
    node: ["layout"], stack: ["children"], inset: ["child"], overlay: ["child", "overlay"],
    background: ["background", "child"], center: ["child"], relative: ["child"], ratio: ["child"],
    absolute: ["children"], corner: ["child", "corner"], wrapper: ["child", "children"]
  };
  var DISPLAY_TYPES = { node: true, text: true, image: true };

  function elementsOf(text) {
    var doc = parseWithPlaces(text);
    if (doc.kind !== "object") return [];
    var rootValue = member(doc, "root");
    if (!rootValue) return [];
    var list = [];
    function walk(value, path, depth) {
      if (!value || value.kind !== "object") return;
      var typeValue = member(value, "type");
      if (!typeValue || typeValue.kind !== "string") return;
      var type = typeValue.value;
      var idValue = member(value, "id");
      var element = {
        type: type,
        id: idValue && idValue.kind === "string" ? idValue.value : type + (list.length + 1),
        explicit: !!(idValue && idValue.kind === "string"),
        display: !!DISPLAY_TYPES[type],
        path: path,
        depth: depth,
        startLine: lineOfOffset(text, value.start),
        endLine: lineOfOffset(text, value.end - 1),
        start: value.start
      };
      list.push(element);
      (CHILD_KEYS[type] || []).forEach(function (key) {
        var child = member(value, key);
        if (!child) return;
        if (key === "children" && child.kind === "array") {
          child.items.forEach(function (item, n) { walk(item, path + "." + key + "[" + n + "]", depth + 1); });
        } else if (key !== "children") {
          walk(child, path + "." + key, depth + 1);
        }
      });
    }
    walk(rootValue, "root", 0);
    return list;
  }

  function findElement(id) {
    for (var i = 0; i < state.elements.length; i++) if (state.elements[i].id === id) return state.elements[i];
    return null;
  }

  function buildTree() {
    try {
      state.elements = elementsOf(editor.value);
    } catch (e) {
      return;
    }
    tree.textContent = "";
    var stack = [tree];
    state.elements.forEach(function (element) {
      while (stack.length > element.depth + 1) stack.pop();
      var parent = stack[stack.length - 1];
      var item = document.createElement("li");
      var label = document.createElement("button");
      label.type = "button";
      label.className = "pg-tree-label" + (element.display ? " is-node" : "");
      label.setAttribute("data-id", element.id);
      label.title = element.path + " (line " + element.startLine + ")";
      var type = document.createElement("span");
      type.className = "pg-tree-type";
      type.textContent = element.type;
      label.appendChild(type);
      if (element.explicit || element.display) {
        var id = document.createElement("span");
        id.className = "pg-tree-id";
        id.textContent = element.id;
        label.appendChild(id);
      }
      item.appendChild(label);
      parent.appendChild(item);
      var children = document.createElement("ol");
      item.appendChild(children);
      stack.push(children);
    });
    var empties = tree.querySelectorAll("ol:empty");
    for (var i = 0; i < empties.length; i++) empties[i].remove();
  }

  tree.addEventListener("click", function (event) {
    var label = event.target.closest(".pg-tree-label");
    if (!label) return;
    var element = findElement(label.getAttribute("data-id"));
    if (element) moveCaret(element.startLine, 1);
  });

  // ---------------------------------------------------------------- hover

  function cssString(value) {
    return window.CSS && CSS.escape ? CSS.escape(value) : value.replace(/["\\]/g, "\\$&");
  }

  function highlight(id) {
    state.hovered = id;
    var selector = '[data-id="' + cssString(id) + '"]';
    var old = root.querySelectorAll(".is-hovered");
    for (var i = 0; i < old.length; i++) old[i].classList.remove("is-hovered");
    if (id) {
      var found = root.querySelectorAll(
        "#pg-drawing g.swatch-node" + selector + ", #pg-frames tr" + selector + ", #pg-tree .pg-tree-label" + selector);
      for (var j = 0; j < found.length; j++) found[j].classList.add("is-hovered");
    }
    renderMarks();
  }

  // The node under the pointer, in the drawing, the frames or the tree.
  var HOVER_TARGETS = "#pg-drawing g.swatch-node[data-id], #pg-frames tr[data-id], #pg-tree .pg-tree-label[data-id]";

  function hoverAt(event) {
    var target = event.target.closest ? event.target.closest(HOVER_TARGETS) : null;
    var id = target ? target.getAttribute("data-id") : null;
    if (id !== state.hovered) highlight(id);
  }

  root.addEventListener("mouseover", hoverAt);
  root.addEventListener("mouseleave", function () { highlight(null); });
  tree.addEventListener("focusin", hoverAt);
  tree.addEventListener("focusout", function () { highlight(null); });

  // ---------------------------------------------------------------- width

  var PRESETS = root.querySelectorAll(".pg-width-presets button");

  function showWidth() {
    widthField.value = state.width ? String(state.width) : "";
    widthValue.textContent = state.width ? state.width + " pt" : "spec’s own";
    if (state.width) widthSlider.value = String(state.width);
    for (var i = 0; i < PRESETS.length; i++) {
      var value = PRESETS[i].value;
      PRESETS[i].setAttribute("aria-pressed", String(value === "" ? !state.width : parseFloat(value) === state.width));
    }
  }

  for (var p = 0; p < PRESETS.length; p++) {
    PRESETS[p].addEventListener("click", function (event) {
      event.preventDefault();
      state.width = this.value === "" ? null : parseFloat(this.value);
      showWidth();
      update();
    });
  }
  widthSlider.addEventListener("input", function () {
    state.width = parseFloat(widthSlider.value);
    showWidth();
    schedule(40);
  });

  // ---------------------------------------------------------------- share

  function base64url(bytes) {
    var binary = "";
    for (var i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function fromBase64url(text) {
    var padded = text.replace(/-/g, "+").replace(/_/g, "/");
    while (padded.length % 4) padded += "=";
    var binary = atob(padded);
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }

  function pipe(bytes, transform) {
    return new Response(new Blob([bytes]).stream().pipeThrough(transform)).arrayBuffer().then(function (buffer) {
      return new Uint8Array(buffer);
    });
  }

  // `z=` + base64url(deflate-raw(UTF-8)), which the server opens (so the
  // link works without script too); `spec=` + the text percent-encoded where
  // the browser cannot compress, which this script opens from the fragment.
  function shareURL(text) {
    var bytes = new TextEncoder().encode(text);
    if (!window.CompressionStream) return Promise.resolve(location.origin + "/playground#spec=" + encodeURIComponent(text));
    return pipe(bytes, new CompressionStream("deflate-raw")).then(function (packed) {
      return location.origin + "/playground?z=" + base64url(packed);
    });
  }

  function decodeShare(fragment) {
    if (fragment.indexOf("z=") === 0) {
      if (!window.DecompressionStream) return Promise.reject(new Error("this browser cannot read compressed links"));
      return pipe(fromBase64url(fragment.slice(2)), new DecompressionStream("deflate-raw")).then(function (bytes) {
        return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      });
    }
    if (fragment.indexOf("spec=") === 0) return Promise.resolve(decodeURIComponent(fragment.slice(5)));
    return Promise.resolve(null);
  }

  shareButton.addEventListener("click", function () {
    shareURL(editor.value).then(function (url) {
      shareBox.hidden = false;
      shareLink.value = url;
      shareLink.focus();
      shareLink.select();
      setStatus("The link holds the whole spec: anyone opening it sees exactly this text.", "");
    }).catch(function (error) {
      setStatus("No link could be made: " + error.message, "error");
    });
  });

  shareCopy.addEventListener("click", function () {
    shareLink.select();
    var done = function () { setStatus("Link copied.", "ok"); };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(shareLink.value).then(done, function () { document.execCommand("copy"); done(); });
    } else {
      document.execCommand("copy");
      done();
    }
  });

  function openFragment() {
    var fragment = location.hash.slice(1);
    if (fragment.indexOf("z=") !== 0 && fragment.indexOf("spec=") !== 0) return false;
    decodeShare(fragment).then(function (text) {
      if (text === null) return;
      setName("", "");
      replaceText(text);
      setStatus("Opened from a shared link.", "");
    }).catch(function (error) {
      setStatus("This link’s spec cannot be read (" + error.message + ").", "error");
    });
    return true;
  }

  window.addEventListener("hashchange", openFragment);

  // ----------------------------------------------------------------- save

  function setName(name, etag) {
    state.name = name;
    state.etag = etag;
    if (nameInput) nameInput.value = name;
    etagField.value = etag;
    root.setAttribute("data-name", name);
    root.setAttribute("data-etag", etag);
  }

  function specURL(name) {
    return "/api/specs/" + encodeURIComponent(name);
  }

  function save(overwrite) {
    var name = nameInput.value.trim();
    if (!/^[a-z0-9-]+$/.test(name) || name.length > 100) {
      setStatus("A spec name uses lowercase letters, digits and “-”, like my-cell.", "error");
      nameInput.focus();
      return;
    }
    var headers = { "Content-Type": "application/json", "X-Swatch-Token": token };
    var knownTag = name === state.name ? state.etag : "";
    var ready = Promise.resolve(knownTag);
    if (overwrite) {
      ready = fetch(specURL(name), { cache: "no-store" }).then(function (response) {
        return response.ok ? response.headers.get("ETag") || "" : "";
      });
    }
    var text = editor.value;
    saveButton.disabled = true;
    ready.then(function (tag) {
      if (tag) headers["If-Match"] = tag;
      else headers["If-None-Match"] = "*";
      return fetch(specURL(name), { method: "PUT", headers: headers, body: text, cache: "no-store" });
    }).then(function (response) {
      return response.text().then(function (body) {
        saveButton.disabled = false;
        var error = null;
        if (!response.ok) {
          try { error = JSON.parse(body).error; } catch (e) { error = { message: body || response.statusText }; }
        }
        if (response.ok) {
          setName(name, response.headers.get("ETag") || "");
          state.savedText = text;
          var url = new URL(location.href);
          url.search = "?spec=" + name;
          url.hash = "";
          window.history.replaceState(null, "", url.toString());
          setStatus("Saved content/specs/" + name + ".json.", "ok");
        } else if (response.status === 412) {
          offerOverwrite(name, error.message);
        } else if (response.status === 400 && error && (error.line || error.path)) {
          showError(error, state.kind);
          setStatus("Not saved: the spec has an error.", "error");
        } else {
          setStatus("Not saved: " + (error ? error.message : response.statusText), "error");
        }
      });
    }).catch(function () {
      saveButton.disabled = false;
      setStatus("Not saved: the server did not answer.", "error");
    });
  }

  function offerOverwrite(name, message) {
    setStatus("Not saved: " + message + " ", "error");
    var reload = document.createElement("button");
    reload.type = "button";
    reload.textContent = "Load the saved version";
    reload.addEventListener("click", function () { loadSpec(name); });
    var overwrite = document.createElement("button");
    overwrite.type = "button";
    overwrite.textContent = "Overwrite it";
    overwrite.addEventListener("click", function () { save(true); });
    status.appendChild(reload);
    status.appendChild(document.createTextNode(" "));
    status.appendChild(overwrite);
  }

  if (saveButton) saveButton.addEventListener("click", function () { save(false); });
  if (nameInput) {
    nameInput.addEventListener("keydown", function (event) {
      if (event.key === "Enter") {
        event.preventDefault();
        save(false);
      }
    });
  }

  // -------------------------------------------------------------- gallery

  function loadSpec(name) {
    fetch(specURL(name), { cache: "no-store" }).then(function (response) {
      if (!response.ok) throw new Error(response.status === 404 ? "there is no spec named " + name : response.statusText);
      var tag = response.headers.get("ETag") || "";
      return response.text().then(function (text) {
        setName(name, tag);
        state.savedText = text;
        replaceText(text);
        var url = new URL(location.href);
        url.search = "?spec=" + name;
        url.hash = "";
        window.history.replaceState(null, "", url.toString());
        setStatus("Opened content/specs/" + name + ".json.", "");
        window.scrollTo({ top: form.getBoundingClientRect().top + window.scrollY - 8 });
      });
    }).catch(function (error) {
      setStatus("Cannot open " + name + ": " + error.message, "error");
    });
  }

  root.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest("a[data-spec]") : null;
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    loadSpec(link.getAttribute("data-spec"));
  });

  // --------------------------------------------------------------- wiring

  function textChanged(now) {
    renderGutter();
    autosize();
    if (now) update();
    else schedule(200);
  }

  editor.addEventListener("input", function (event) {
    record(event.inputType || "");
    textChanged(false);
  });
  editor.addEventListener("keydown", function (event) {
    var mod = event.ctrlKey || event.metaKey;
    if (!mod || event.altKey) return;
    var key = event.key.toLowerCase();
    if (key === "z" && !event.shiftKey) {
      event.preventDefault();
      undo();
    } else if ((key === "z" && event.shiftKey) || key === "y") {
      event.preventDefault();
      redo();
    } else if (key === "enter") {
      event.preventDefault();
      update();
    }
  });
  undoButton.addEventListener("click", undo);
  redoButton.addEventListener("click", redo);
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    update();
  });
  window.addEventListener("resize", autosize);

  // The server's page is the first state; a shared link replaces it.
  record("");
  showWidth();
  renderGutter();
  autosize();
  buildTree();
  if (window.SwatchRanges) window.SwatchRanges.attach(drawing);
  if (!openFragment()) {
    var serverError = errorBox.getAttribute("data-line");
    if (serverError) state.errorLine = parseInt(serverError, 10);
    renderGutter();
    renderMarks();
  }
  root.setAttribute("data-ready", "true");
})();

// Undo and redo over the editor's text: typing merges into one step for a
// moment, anything else (a preset, a shared link, a form edit) is a step of
// its own. Every change of the document goes through here, so undo covers
// the text and the form alike.

export class History {
  /** `read()` gives {text, start, end}; `write(entry)` restores one. */
  constructor(read, write, changed) {
    this.read = read;
    this.write = write;
    this.changed = changed;
    this.entries = [];
    this.index = -1;
    this.lastTime = 0;
    this.lastType = "";
  }

  /** Records the current text after an edit of `inputType`. */
  record(inputType = "") {
    const now = Date.now();
    const entry = this.read();
    const typing = inputType === "insertText" || inputType === "deleteContentBackward";
    const top = this.entries[this.index];
    if (top && top.text === entry.text) return;
    if (typing && this.lastType === inputType && now - this.lastTime < 800 && this.index > 0) {
      this.entries[this.index] = entry;
    } else {
      this.entries.length = this.index + 1;
      this.entries.push(entry);
      if (this.entries.length > 500) this.entries.shift();
      this.index = this.entries.length - 1;
    }
    this.lastTime = now;
    this.lastType = typing ? inputType : "";
    this.changed();
  }

  get canUndo() { return this.index > 0; }
  get canRedo() { return this.index < this.entries.length - 1; }

  undo() {
    if (!this.canUndo) return;
    this.index--;
    this.restore();
  }

  redo() {
    if (!this.canRedo) return;
    this.index++;
    this.restore();
  }

  restore() {
    this.lastType = "";
    this.write(this.entries[this.index]);
    this.changed();
  }
}

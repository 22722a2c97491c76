// The playground's answer for a document made by the engine's page modules
// under Node, routed from the core to the module that answers it as a page
// routes it (Public/js/instance.js), without a browser: what one answer
// takes, whole and still (the update in view alone), median of N. Text is
// not shaped (no page), so it suits documents without text nodes, such as
// the frame-timeline scenarios in content/specs.
//
// Usage: node scripts/bench-wasm-route.mjs DOCUMENT N WASM_DIRECTORY...
// Prints a line per directory and answer: the modules the answer went
// through, its size and the median milliseconds.
import fs from "node:fs";

const [document, count, ...directories] = process.argv.slice(2);
if (!document || !directories.length) {
  console.error("usage: node scripts/bench-wasm-route.mjs DOCUMENT N WASM_DIRECTORY...");
  process.exit(64);
}
const source = fs.readFileSync(new URL("../Public/js/instance.js", import.meta.url), "utf8");
const { Instance } = await import("data:text/javascript," + encodeURIComponent(source));
const text = fs.readFileSync(document, "utf8");

for (const directory of directories) {
  const instances = {};
  for (const file of fs.readdirSync(directory)) {
    const name = /^swatch-(\w+)\.wasm$/.exec(file)?.[1];
    if (name && name !== "wasi") instances[name] = await Instance.start(name, fs.readFileSync(`${directory}/${file}`), () => 0);
  }
  const called = new Set();
  for (const instance of Object.values(instances)) {
    const call = instance.call.bind(instance);
    instance.call = (request) => { called.add(instance.name); return call(request); };
  }
  for (const [label, options] of [["whole", {}], ["still", { still: true, step: 4 }]]) {
    const request = Object.assign({ call: "playground", text }, options);
    called.clear();
    const answer = Instance.route(instances, request);
    const through = [...called].join(" > ");
    const times = [];
    for (let n = 0; n < Number(count); n++) {
      const began = performance.now();
      Instance.route(instances, request);
      times.push(performance.now() - began);
    }
    times.sort((a, b) => a - b);
    console.log(`${directory} ${label}: ${answer.status}, ${JSON.stringify(answer).length} bytes, through ${through}: ` +
      `median ${times[times.length >> 1].toFixed(1)} ms of ${count}`);
  }
}

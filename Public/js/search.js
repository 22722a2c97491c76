// Client-side search over window.SWATCH_SEARCH_INDEX (search-index.js):
// every word must occur in a page's title, headings or text; title hits rank
// first. Results are built with textContent only.
import { make } from "./elements.js";

// The site's root, from <link rel="home">, so result links work from
// file:// and under any sub-path.
function href(url, id) {
  const home = document.querySelector('link[rel="home"]');
  const root = (home ? home.href : "/").replace(/index\.html$/, "");
  let target = root + url.replace(/^\//, "");
  if (location.protocol === "file:" && /\/$/.test(target)) target += "index.html";
  return target + (id ? "#" + id : "");
}

function count(haystack, word) {
  let n = 0, at = haystack.indexOf(word);
  while (at !== -1) { n++; at = haystack.indexOf(word, at + word.length); }
  return n;
}

/** A page's score for `words` (0 when one is missing): title 10, heading 4, text 1 a hit. */
function score(page, words) {
  const title = page.title.toLowerCase(), text = page.text.toLowerCase();
  const headings = page.headings.map((h) => h.text.toLowerCase());
  let total = 0;
  for (const w of words) {
    const s = 10 * count(title, w) + headings.reduce((a, h) => a + 4 * count(h, w), 0) + count(text, w);
    if (!s) return 0;
    total += s;
  }
  return total;
}

function search(index, query) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const hits = [];
  for (const page of index.pages) {
    const s = score(page, words);
    if (!s) continue;
    const heading = page.headings.find((h) => h.text.toLowerCase().indexOf(words[0]) !== -1);
    hits.push({ page, score: s, heading, at: page.text.toLowerCase().indexOf(words[0]) });
  }
  return hits.sort((a, b) => b.score - a.score || a.page.title.localeCompare(b.page.title));
}

// About 180 characters around the first hit, cut at spaces.
function snippet(text, at) {
  let start = at < 0 ? 0 : Math.max(0, at - 60);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + 180);
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  return (start > 0 ? "… " : "") + text.slice(start, end) + (end < text.length ? " …" : "");
}

function show(index, query, status, list) {
  const hits = search(index, query);
  status.textContent = query ? hits.length + (hits.length === 1 ? " page" : " pages") + " found for “" + query + "”." : "";
  list.replaceChildren(...hits.slice(0, 50).map((hit) => make("li", {},
    make("a", { href: href(hit.page.url, hit.heading && hit.heading.id), text: hit.page.title + (hit.heading ? " › " + hit.heading.text : "") }),
    make("p", { text: snippet(hit.page.text, hit.at) }))));
}

function start() {
  const index = window.SWATCH_SEARCH_INDEX;
  const [form, input, status, list] = ["search-form", "search-input", "search-status", "search-results"].map((id) => document.getElementById(id));
  if (!index || !form || !input || !list) return;
  const query = new URLSearchParams(location.search).get("q") || "";
  input.value = query;
  show(index, query, status, list);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    show(index, input.value.trim(), status, list);
    const url = new URL(location.href);
    url.searchParams.set("q", input.value.trim());
    history.replaceState(null, "", url.href);
  });
}

start();

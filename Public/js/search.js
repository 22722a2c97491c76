// Client-side search over window.SWATCH_SEARCH_INDEX (search-index.js):
// every word must occur in a page's title, headings or text; title hits rank
// first. Results are built with textContent only.
(function () {
  "use strict";
  var index = window.SWATCH_SEARCH_INDEX;
  var form = document.getElementById("search-form");
  var input = document.getElementById("search-input");
  var status = document.getElementById("search-status");
  var list = document.getElementById("search-results");
  if (!index || !form || !input || !list) return;

  // The site's root, from <link rel="home">, so result links work from
  // file:// and under any sub-path.
  var home = document.querySelector('link[rel="home"]');
  var root = (home ? home.href : "/").replace(/index\.html$/, "");
  function href(url, id) {
    var target = root + url.replace(/^\//, "");
    if (location.protocol === "file:" && /\/$/.test(target)) target += "index.html";
    return target + (id ? "#" + id : "");
  }

  function count(haystack, word) {
    var n = 0, at = haystack.indexOf(word);
    while (at !== -1) { n++; at = haystack.indexOf(word, at + word.length); }
    return n;
  }

  function search(query) {
    var words = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length) return [];
    var hits = [];
    index.pages.forEach(function (page) {
      var title = page.title.toLowerCase(), text = page.text.toLowerCase();
      var headings = page.headings.map(function (h) { return h.text.toLowerCase(); });
      var score = 0;
      for (var i = 0; i < words.length; i++) {
        var w = words[i];
        var s = 10 * count(title, w) + headings.reduce(function (a, h) { return a + 4 * count(h, w); }, 0) + count(text, w);
        if (!s) return;
        score += s;
      }
      var heading = page.headings.find(function (h) { return h.text.toLowerCase().indexOf(words[0]) !== -1; });
      hits.push({ page: page, score: score, heading: heading, at: text.indexOf(words[0]) });
    });
    return hits.sort(function (a, b) { return b.score - a.score || a.page.title.localeCompare(b.page.title); });
  }

  // About 180 characters around the first hit, cut at spaces.
  function snippet(text, at) {
    var start = at < 0 ? 0 : Math.max(0, at - 60);
    if (start > 0) start = text.indexOf(" ", start) + 1 || start;
    var end = Math.min(text.length, start + 180);
    if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
    return (start > 0 ? "… " : "") + text.slice(start, end) + (end < text.length ? " …" : "");
  }

  function show(query) {
    list.textContent = "";
    var hits = search(query);
    status.textContent = query ? hits.length + (hits.length === 1 ? " page" : " pages") + " found for “" + query + "”." : "";
    hits.slice(0, 50).forEach(function (hit) {
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = href(hit.page.url, hit.heading && hit.heading.id);
      a.textContent = hit.page.title + (hit.heading ? " › " + hit.heading.text : "");
      var p = document.createElement("p");
      p.textContent = snippet(hit.page.text, hit.at);
      li.appendChild(a);
      li.appendChild(p);
      list.appendChild(li);
    });
  }

  var query = new URLSearchParams(location.search).get("q") || "";
  input.value = query;
  show(query);
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    show(input.value.trim());
    var url = new URL(location.href);
    url.searchParams.set("q", input.value.trim());
    history.replaceState(null, "", url.href);
  });
})();

// What saving would change: the lines removed and added, by the longest
// common subsequence of the two texts' lines.

/**
 * [{sign: " " | "-" | "+", text}] turning `before` into `after`, each change's
 * removed lines before its added ones; null when too large to compare.
 */
export function lineDiff(before, after) {
  const a = before.split("\n");
  const b = after.split("\n");
  if (a.length * b.length > 4000000) return null;
  const n = a.length, m = b.length;
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i][j] = a[i] === b[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    }
  }
  const out = [];
  let i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) { out.push({ sign: " ", text: a[i] }); i++; j++; }
    // Where either way keeps as much, the lines that go come first.
    else if (i < n && (j === m || lengths[i + 1][j] >= lengths[i][j + 1])) { out.push({ sign: "-", text: a[i] }); i++; }
    else { out.push({ sign: "+", text: b[j] }); j++; }
  }
  return out;
}

/** The changed lines with up to `context` unchanged lines around each, gaps as "…". */
export function hunks(diff, context = 2) {
  const keep = new Uint8Array(diff.length);
  diff.forEach((line, k) => {
    if (line.sign === " ") return;
    for (let d = Math.max(0, k - context); d <= Math.min(diff.length - 1, k + context); d++) keep[d] = 1;
  });
  const out = [];
  let gap = false;
  diff.forEach((line, k) => {
    if (keep[k]) {
      out.push(line);
      gap = false;
    } else if (!gap) {
      out.push({ sign: "…", text: "" });
      gap = true;
    }
  });
  return out;
}

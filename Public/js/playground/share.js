// Share links: the whole text in the link, so anyone opening it sees exactly
// this spec. `?z=` + base64url(deflate-raw(UTF-8)), which the server opens
// too (the link works without script); in the fragment (`#z=`) where there
// is no server to open it (a page read from disk). `width=` keeps the width.

function base64url(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text) {
  let padded = text.replace(/-/g, "+").replace(/_/g, "/");
  while (padded.length % 4) padded += "=";
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function pipe(bytes, transform) {
  const buffer = await new Response(new Blob([bytes]).stream().pipeThrough(transform)).arrayBuffer();
  return new Uint8Array(buffer);
}

/** A link to this page holding `text` (and `width`, when chosen). */
export async function shareURL(text, width) {
  const page = location.href.split(/[?#]/)[0];
  const widthPart = width ? "width=" + width + "&" : "";
  if (!window.CompressionStream) return page + "#" + widthPart + "spec=" + encodeURIComponent(text);
  const packed = await pipe(new TextEncoder().encode(text), new CompressionStream("deflate-raw"));
  const z = "z=" + base64url(packed);
  return location.protocol === "file:" ? page + "#" + widthPart + z : page + "?" + widthPart + z;
}

/** What a link's fragment or query holds: {text, width} or null. */
export async function openLink(search, fragment) {
  const params = new URLSearchParams(fragment || "");
  const fromQuery = new URLSearchParams(search || "");
  const width = parseFloat(params.get("width") || fromQuery.get("width") || "") || null;
  let z = params.get("z");
  // A query link is opened by the server; only a page read from disk opens it here.
  if (!z && location.protocol === "file:") z = fromQuery.get("z");
  if (z) {
    if (!window.DecompressionStream) throw new Error("this browser cannot read compressed links");
    const bytes = await pipe(fromBase64url(z), new DecompressionStream("deflate-raw"));
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), width };
  }
  const spec = params.get("spec");
  if (spec !== null) return { text: spec, width };
  return null;
}

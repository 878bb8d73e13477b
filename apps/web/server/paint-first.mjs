import { StringDecoder } from 'node:string_decoder';

// Paint first, then fetch and run the scripts (issue 42, docs/decisions/0022). Next.js writes its
// first-load scripts as `<script src async>` in the head: they are fetched beside the HTML and each
// runs the moment it arrives, so on a fast network with a slow phone the first paint waits behind 190 KB
// of JavaScript being run, and on a slow one the scripts share the line with the HTML and the largest
// picture. Here those tags (and React's early fetch of one of them) leave the HTML, and one inline script
// at the end of the body starts them after the next frame, which paints everything parsed by then. What
// a visitor types or taps on the chooser before the code runs is kept (lib/before-hydration.ts); a tab
// in the background (no frames) starts them at once.

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"?]+\.js)"([^>]*)><\/script>/g;
// React's early fetch of a first-load script, and of a lazy component's chunks the server rendered
// (next/dynamic): attributes in either order.
const CHUNK_PRELOAD =
  /<link rel="preload"(?=[^>]* as="script")(?=[^>]* href="\/_next\/static\/chunks\/)[^>]*\/>/g;
const NONCE = / nonce="([^"]+)"/;
const BODY_END = '</body>';
/** Starts of what is rewritten: one cut between two writes waits for the rest. */
const OPENINGS = ['<script src="/_next/static/chunks/', '<link rel="preload"', BODY_END];

/** The inline script that starts `sources` once the next frame has been painted. */
export function startAfterPaint(sources, nonce) {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  const nonceAttr = nonce ? ` nonce="${nonce}"` : '';
  // A script this one creates is trusted through the policy's 'strict-dynamic'. `async` as Next.js wrote
  // them: React looks for a script it preinitialised by that attribute and its address. Until Next.js has
  // started (window.next), a form sent is stopped: the browser would reload the page with what was typed
  // (a mobile number) in its address.
  return `<script${nonceAttr} data-start-after-paint="">(function(){var u=${list};document.addEventListener("submit",function(e){if(!window.next)e.preventDefault()},true);function go(){for(var i=0;i<u.length;i++){var s=document.createElement("script");s.src=u[i];s.async=true;document.head.appendChild(s)}}if(document.visibilityState!=="visible")go();else requestAnimationFrame(function(){setTimeout(go,0)})})()</script>`;
}

/** Where the text stops being safe to rewrite: a tag of OPENINGS begun and not finished. */
function heldFrom(text) {
  const lastOpen = text.lastIndexOf('<');
  if (lastOpen === -1) return text.length;
  const tail = text.slice(lastOpen);
  let held = OPENINGS.some((opening) => opening.startsWith(tail)) ? lastOpen : text.length;
  const script = text.lastIndexOf(OPENINGS[0]);
  if (script !== -1 && !text.includes('</script>', script)) held = Math.min(held, script);
  const preload = text.lastIndexOf(OPENINGS[1]);
  if (preload !== -1 && !text.includes('>', preload)) held = Math.min(held, preload);
  return held;
}

/**
 * A rewriter of one HTML response as it streams: `push(text)` returns what to send now, `end()` the
 * rest.
 */
export function paintFirstRewriter() {
  const sources = [];
  let nonce;
  let pending = '';
  let started = false;
  const rewrite = (text) =>
    text.replace(CHUNK_PRELOAD, '').replace(CHUNK_SCRIPT, (tag, src, attributes) => {
      if (!attributes.includes(' async=""') || /nomodule/i.test(attributes)) return tag;
      nonce ??= NONCE.exec(attributes)?.[1];
      sources.push(src);
      return '';
    });
  const start = (text, atEnd) => {
    if (started || sources.length === 0) return text;
    const at = text.indexOf(BODY_END);
    if (at === -1 && !atEnd) return text;
    started = true;
    const loader = startAfterPaint(sources, nonce);
    return at === -1 ? text + loader : text.slice(0, at) + loader + text.slice(at);
  };
  return {
    push(chunk) {
      const text = pending + chunk;
      const held = heldFrom(text);
      pending = text.slice(held);
      return start(rewrite(text.slice(0, held)), false);
    },
    // A document without `</body>` (cut short by an error) still gets its scripts.
    end() {
      const rest = pending;
      pending = '';
      return start(rewrite(rest), true);
    },
  };
}

/** Rewrites `res`'s body as paintFirstRewriter does when it is HTML; anything else passes untouched. */
export function paintFirst(res) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let rewriter;
  // A Bangla letter's bytes can be split between two writes.
  const decoder = new StringDecoder('utf8');
  const isHtml = () => {
    if (rewriter === undefined) {
      rewriter = String(res.getHeader('content-type') ?? '').startsWith('text/html')
        ? paintFirstRewriter()
        : null;
      // The body's length changes.
      if (rewriter && !res.headersSent) res.removeHeader('content-length');
    }
    return rewriter !== null;
  };
  const text = (chunk, encoding) =>
    typeof chunk === 'string'
      ? chunk
      : decoder.write(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
  const callbackOf = (encoding, callback) => (typeof encoding === 'function' ? encoding : callback);
  res.write = (chunk, encoding, callback) => {
    if (chunk == null || !isHtml()) return write(chunk, encoding, callback);
    return write(rewriter.push(text(chunk, encoding)), 'utf8', callbackOf(encoding, callback));
  };
  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') return res.end(undefined, undefined, chunk);
    if (!isHtml()) return end(chunk, encoding, callback);
    const last = chunk == null ? '' : text(chunk, encoding);
    const body = rewriter.push(last + decoder.end()) + rewriter.end();
    return end(body, 'utf8', callbackOf(encoding, callback));
  };
}

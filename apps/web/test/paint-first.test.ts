import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { paintFirst, paintFirstRewriter } from '../server/paint-first.mjs';

// As Next.js writes a page: its scripts in the head, React's early fetch of its bootstrap script, the
// legacy browsers' polyfill (never fetched by a browser that runs modules) and inline scripts.
const page = [
  '<!DOCTYPE html><html lang="bn"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="n0nce" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/main.js" async="" nonce="n0nce"></script>',
  '<script src="/_next/static/chunks/app-layout.js" async="" nonce="n0nce"></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="n0nce"></script>',
  '<script nonce="n0nce">self.__next_f=self.__next_f||[];</script></head>',
  '<body><h1>ঢাকা থেকে কক্সবাজার</h1><img src="/pictures/cover-960.webp" alt=""/>',
  // A lazy component the server rendered (next/dynamic): React's early fetch of its chunk, href first.
  '<link rel="preload" href="/_next/static/chunks/trip.js" as="script" nonce="n0nce" fetchPriority="low"/>',
  '<link rel="preload" href="/pictures/cover-960.webp" as="image" fetchPriority="high"/>',
  '<script src="/_next/static/chunks/boot.js" nonce="n0nce" async=""></script>',
  '<script nonce="n0nce">self.__next_f.push([1,"a<b"])</script></body></html>',
].join('');

const scriptsStarted = [
  '/_next/static/chunks/main.js',
  '/_next/static/chunks/app-layout.js',
  '/_next/static/chunks/boot.js',
];

function rewriteInPieces(html: string, size: number) {
  const rewriter = paintFirstRewriter();
  let out = '';
  for (let i = 0; i < html.length; i += size) out += rewriter.push(html.slice(i, i + size));
  return out + rewriter.end();
}

/** The addresses the end-of-body script starts, and what stays of the page. */
function read(html: string) {
  const loader =
    /<script nonce="n0nce" data-start-after-paint="">\(function\(\)\{var u=(\[[^\]]*\]);.*?\}\)\(\)<\/script>/.exec(
      html,
    );
  return {
    started: loader ? (JSON.parse(loader[1]!) as string[]) : [],
    loaderAt: loader?.index ?? -1,
    justBeforeBodyEnd: loader !== null && html.includes(`${loader[0]}</body>`),
  };
}

describe('paint first: the page’s scripts start after its first frame', () => {
  it('takes the first-load scripts and their early fetch out of the HTML and starts them, in order, at the end of the body', () => {
    const html = rewriteInPieces(page, page.length);
    const { started, loaderAt, justBeforeBodyEnd } = read(html);
    expect(started).toEqual(scriptsStarted);
    expect(justBeforeBodyEnd).toBe(true);
    expect(html).not.toContain('<script src="/_next/static/chunks/main.js"');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toContain('/_next/static/chunks/trip.js');
    expect(html.indexOf('<h1>')).toBeLessThan(loaderAt);
  });

  it('leaves the rest of the page as it was: the polyfill, the inline scripts, the text and the pictures', () => {
    const html = rewriteInPieces(page, page.length);
    expect(html).toContain(
      '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="n0nce"></script>',
    );
    expect(html).toContain('<script nonce="n0nce">self.__next_f.push([1,"a<b"])</script>');
    expect(html).toContain('<h1>ঢাকা থেকে কক্সবাজার</h1><img src="/pictures/cover-960.webp" alt=""/>');
    expect(html).toContain(
      '<link rel="preload" href="/pictures/cover-960.webp" as="image" fetchPriority="high"/>',
    );
  });

  it('gives the same page however the server cut it into writes, even inside a tag', () => {
    const whole = rewriteInPieces(page, page.length);
    for (const size of [1, 2, 7, 33, 100]) expect(rewriteInPieces(page, size)).toBe(whole);
  });

  it('starts the scripts at the end of a page cut short before its body closed', () => {
    const cut = page.slice(0, page.indexOf('</body>'));
    const html = rewriteInPieces(cut, 50);
    expect(read(html).started).toEqual(scriptsStarted);
    expect(html.endsWith('</script>')).toBe(true);
  });

  it('leaves a page without Next.js scripts untouched', () => {
    const plain = '<!DOCTYPE html><html><body><p>Offline</p><script>var a = 1 < 2;</script></body></html>';
    expect(rewriteInPieces(plain, 5)).toBe(plain);
  });
});

describe('paint first on a response', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function serve(type: string, writes: (Buffer | string)[], length?: number) {
    const server = createServer((_req, res: ServerResponse) => {
      paintFirst(res);
      res.setHeader('content-type', type);
      if (length !== undefined) res.setHeader('content-length', String(length));
      for (const piece of writes.slice(0, -1)) res.write(piece);
      res.end(writes.at(-1));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => server.close();
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { status: response.status, body: await response.text() };
  }

  it('rewrites an HTML page written in bytes cut through a Bangla letter, with its stated length dropped', () => {
    const bytes = Buffer.from(page);
    const cutInLetter = bytes.indexOf(Buffer.from('ঢাকা')) + 1;
    return serve(
      'text/html; charset=utf-8',
      [bytes.subarray(0, cutInLetter), bytes.subarray(cutInLetter)],
      bytes.length,
    ).then(({ status, body }) => {
      expect(status).toBe(200);
      expect(body).toBe(rewriteInPieces(page, page.length));
    });
  });

  it('passes anything but HTML as it came', async () => {
    const json = '{"script":"<script src=\\"/_next/static/chunks/main.js\\" async=\\"\\"></script>"}';
    const { body } = await serve('application/json', [json.slice(0, 10), json.slice(10)], json.length);
    expect(body).toBe(json);
  });
});

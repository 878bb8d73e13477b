import { describe, expect, it } from 'vitest';
import { paintFirstRewriter } from '../../apps/web/server/paint-first.mjs';
import { bytesPerSource, moduleName, scriptSources } from './first-load-js';

describe('first-load JS breakdown', () => {
  it('gives each source the generated text its segments cover, the rest to the bundler', () => {
    // Line 0: "aaaa" from source 0 at column 0, "bbxyz" from source 1 at column 4 to the line's end.
    // Segments: [0,0,0,0] = AAAA; [4,1,0,0] = ICAA (column +4, source +1).
    const code = 'aaaabbxyz\ncc';
    // Line 1: [0,-1,0,0] = ADAA (source back to 0) for "cc".
    const sizes = bytesPerSource(code, { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,ICAA;ADAA' });
    expect(Object.fromEntries(sizes)).toEqual({ 'a.ts': 6, 'b.ts': 5 });
    // A segment with only a column maps its text to no source.
    const glue = bytesPerSource('xxyy', { sources: ['a.ts'], mappings: 'A,EAAA' });
    expect(Object.fromEntries(glue)).toEqual({ '(bundler)': 2, 'a.ts': 2 });
  });

  it('reads index maps section by section', () => {
    const sizes = bytesPerSource('aa\nbbb', {
      sources: [],
      mappings: '',
      sections: [
        { map: { sources: ['a.ts'], mappings: 'AAAA' } },
        { map: { sources: ['b.ts'], mappings: ';AAAA' } },
      ],
    });
    expect(Object.fromEntries(sizes)).toEqual({ 'a.ts': 2, 'b.ts': 3 });
  });

  it('names a package by its path under node_modules and ours by apps/ or packages/', () => {
    expect(moduleName('turbopack:///[project]/node_modules/zod/v4/core/schemas.js')).toBe(
      'zod/v4/core/schemas.js',
    );
    expect(moduleName('turbopack:///[project]/apps/web/src/features/trip/trip-chooser.tsx')).toBe(
      'apps/web/src/features/trip/trip-chooser.tsx',
    );
    expect(moduleName('file:///x/node_modules/next/node_modules/%40swc/helpers/a.js')).toBe(
      '@swc/helpers/a.js',
    );
  });

  it('counts the scripts a page starts after its first frame, as the web server writes them, with its script tags', () => {
    const rewriter = paintFirstRewriter();
    const html =
      rewriter.push(
        '<html><head><script src="/_next/static/chunks/main.js" async="" nonce="n"></script>' +
          '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="n"></script></head>' +
          '<body><h1>Pothik</h1><script src="/_next/static/chunks/boot.js" nonce="n" async=""></script></body></html>',
      ) + rewriter.end();
    expect(scriptSources(html)).toEqual([
      '/_next/static/chunks/polyfills.js',
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/boot.js',
    ]);
  });
});

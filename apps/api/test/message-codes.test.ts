import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messageCatalogue } from '@pothik/domain';
import { describe, expect, it } from 'vitest';

// DESIGN.md §4/§9: the web translates a refusal by its `code`, so every code the API sends must be in the
// domain catalogue with the very English text the API sends.
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const refusal = /(?:new AppError\(\s*\d+,|badRequest\()\s*(['"])((?:(?!\1).)+)\1,\s*'([A-Za-z]+)'/gs;

describe('message codes', () => {
  const found = sourceFiles(join(import.meta.dirname, '..', 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(refusal)].map((m) => ({ file, message: m[2]!, code: m[3]! })),
  );

  it('finds the refusals in the source', () => {
    expect(found.length).toBeGreaterThan(10);
  });

  it.each(found.map((f) => [f.code, f]))('%s is in the catalogue with the same English text', (_code, f) => {
    const entry = (messageCatalogue as Record<string, { en: string; bn: string }>)[f.code];
    expect(entry, `${f.code} from ${f.file}`).toBeDefined();
    expect(entry?.en).toBe(f.message);
  });
});

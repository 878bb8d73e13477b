import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ClientFeature, featureNamespaces, pickClientMessages } from './client-messages';
import { messagesByLang } from './messages';

const srcDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Resolves an import of ours ('@/…' or relative) to its file, or undefined for a package. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(srcDir, specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find(isFile);
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** The names an import list brings in (`{ A, type B, C as D }` → A, B, C); undefined for all of them. */
function importedNames(clause: string | undefined): Set<string> | undefined {
  const list = clause?.match(/^(?:type\s+)?\{([^}]*)\}$/s)?.[1];
  if (list === undefined) return undefined;
  return new Set(
    list
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      )
      .filter(Boolean),
  );
}

/**
 * Every useTranslations namespace in `file` and the modules it imports, at any depth. Of a feature's
 * barrel (its index.ts, re-exports only) just the files of the names imported are followed, as a bundler
 * follows them: the barrel's other exports never reach the page.
 */
function namespacesTranslatedFrom(file: string, seen = new Set<string>(), names?: Set<string>): Set<string> {
  const found = new Set<string>();
  const isBarrel = file.endsWith('/index.ts');
  const key = names && isBarrel ? `${file}:${[...names].sort().join(',')}` : file;
  if (seen.has(key)) return found;
  seen.add(key);
  const code = readFileSync(file, 'utf8');
  const follow = (specifier: string, imported: Set<string> | undefined) => {
    const target = resolveImport(file, specifier);
    if (target) for (const ns of namespacesTranslatedFrom(target, seen, imported)) found.add(ns);
  };
  if (names && isBarrel) {
    for (const [, clause, specifier] of code.matchAll(
      /export\s+((?:type\s+)?\{[^}]*\})\s+from\s+'([^']+)'/g,
    )) {
      const exported = importedNames(clause)!;
      const wanted = [...exported].filter((name) => names.has(name));
      if (wanted.length > 0) follow(specifier!, new Set(wanted));
    }
    return found;
  }
  for (const [, ns] of code.matchAll(/useTranslations\('([A-Za-z]+)/g)) found.add(ns!);
  for (const [, clause, specifier] of code.matchAll(
    /(?:import\s+([^'"]*?)\s+from|export\s+[^'"]*?\s+from|import\()\s*'([^']+)'/g,
  ))
    follow(specifier!, importedNames(clause?.trim()));
  return found;
}

describe('client messages', () => {
  it('sends a page only the shell’s namespaces unless it names features', () => {
    const messages = messagesByLang.en;
    expect(Object.keys(pickClientMessages(messages)).sort()).toEqual(
      ['authGate', 'common', 'contentUi', 'header', 'humanCheck', 'loginDialog'].sort(),
    );
    const driver = pickClientMessages(messages, ['driver']);
    expect(driver.driver).toEqual(messages.driver);
    expect(driver.bids).toEqual(messages.bids);
    expect(driver).not.toHaveProperty('leads');
  });

  it('covers every namespace a client component translates with', () => {
    const provided = new Set<string>(Object.keys(pickClientMessages(messagesByLang.en)));
    for (const feature of Object.keys(featureNamespaces) as ClientFeature[])
      for (const ns of featureNamespaces[feature]) provided.add(ns);
    // The Ramadan calendar gives its client components their messages itself (ramadan-calendar-page.tsx).
    provided.add('ramadanCalendar');
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const code = readFileSync(file, 'utf8');
      if (!code.startsWith("'use client'")) continue;
      for (const [, ns] of code.matchAll(/useTranslations\('([A-Za-z]+)/g))
        if (!provided.has(ns!)) missing.push(`${relative(srcDir, file)}: ${ns}`);
    }
    expect(missing).toEqual([]);
  });

  it('gives the home page every namespace its components translate with, and not the trip pages’', () => {
    const provided = new Set<string>([
      ...Object.keys(pickClientMessages(messagesByLang.en)),
      ...featureNamespaces.home,
    ]);
    const used = namespacesTranslatedFrom(join(srcDir, 'features/trip/home-page.tsx'));
    expect([...used].filter((ns) => !provided.has(ns))).toEqual([]);
    // What the home feature leaves out must be worth leaving out: the chooser does not use these.
    expect(used).not.toContain('bids');
    expect(used).not.toContain('tripDetail');
  });

  it('names only namespaces that exist, in both languages', () => {
    for (const lang of ['en', 'bn'] as const) {
      const all = Object.keys(featureNamespaces) as ClientFeature[];
      const picked = pickClientMessages(messagesByLang[lang], all);
      for (const [ns, value] of Object.entries(picked)) expect(value, `${lang} ${ns}`).toBeTypeOf('object');
    }
  });
});

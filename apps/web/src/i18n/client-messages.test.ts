import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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

describe('client messages', () => {
  it('sends a page only the shell’s namespaces unless it names features', () => {
    const messages = messagesByLang.en;
    expect(Object.keys(pickClientMessages(messages)).sort()).toEqual(
      ['authGate', 'common', 'contentUi', 'header', 'loginDialog'].sort(),
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

  it('names only namespaces that exist, in both languages', () => {
    for (const lang of ['en', 'bn'] as const) {
      const all = Object.keys(featureNamespaces) as ClientFeature[];
      const picked = pickClientMessages(messagesByLang[lang], all);
      for (const [ns, value] of Object.entries(picked)) expect(value, `${lang} ${ns}`).toBeTypeOf('object');
    }
  });
});

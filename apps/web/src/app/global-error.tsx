'use client';

import type { Lang } from '@pothik/domain';
import { useSyncExternalStore } from 'react';
import { errorTexts } from '@/components/error-texts';
import { LANG_COOKIE, parseLang } from '@/i18n/lang';

// Shown when the root layout itself failed, in its place: its own <html>, no site stylesheet, no
// messages. Next.js puts this boundary into every page's payload, so it stays this small
// (docs/architecture.md).
const styles = {
  body: { margin: 0, fontFamily: 'system-ui, sans-serif', color: '#1e2939', lineHeight: 1.6 },
  main: { maxWidth: '36rem', margin: '0 auto', padding: '3rem 1.25rem' },
  h1: { margin: '0 0 1rem', fontSize: '1.75rem', lineHeight: 1.25, color: '#134e4a' },
  button: {
    minHeight: '2.75rem',
    padding: '.5rem 1.25rem',
    marginRight: '.75rem',
    border: 0,
    borderRadius: '.5rem',
    background: '#0f766e',
    color: '#fff',
    font: 'inherit',
    fontWeight: 600,
  },
  link: { color: '#0f766e', fontWeight: 600 },
} as const;

const cookieLang = (): Lang =>
  parseLang(new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=(\\w+)`).exec(document.cookie)?.[1]);
const unchanging = () => () => {};

export default function GlobalError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  // The server cannot read the cookie here; the browser switches to the reader's language at once.
  const lang = useSyncExternalStore(unchanging, cookieLang, (): Lang => 'en');
  const t = errorTexts[lang];
  return (
    <html lang={lang}>
      <body style={styles.body}>
        <title>{t.title}</title>
        <main style={styles.main}>
          <h1 style={styles.h1}>{t.title}</h1>
          <p>{t.body}</p>
          <p>
            <button type="button" style={styles.button} onClick={() => retry()}>
              {t.retry}
            </button>
            <a href="/" style={styles.link}>
              {t.home}
            </a>
          </p>
          {error.digest ? (
            <p>
              {t.reference}: {error.digest}
            </p>
          ) : null}
        </main>
      </body>
    </html>
  );
}

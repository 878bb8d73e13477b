'use client';

import type { Lang } from '@pothik/domain';
import { useEffect, useRef } from 'react';
import { errorTexts } from './error-texts';

type ErrorScreenProps = {
  lang: Lang;
  /** Next.js's retry: fetches the segment again and renders it. */
  retry: () => void;
  /** The section's start: a full page load, which a broken client state cannot follow. */
  homeHref: string;
  /** Next.js's hash of a server error, also in the server's log line: what support asks for. */
  digest?: string;
};

/** What a route group shows in place of a page that failed (its error.tsx), inside the group's layout. */
export function ErrorScreen({ lang, retry, homeHref, digest }: ErrorScreenProps) {
  const t = errorTexts[lang];
  const heading = useRef<HTMLHeadingElement>(null);
  // The page the reader was on is gone: a screen reader starts again at what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="container-page space-y-4 py-10" aria-labelledby="error-heading">
      <h1 id="error-heading" ref={heading} tabIndex={-1} className="font-bold text-2xl focus:outline-none">
        {t.title}
      </h1>
      <p className="text-gray-700">{t.body}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={() => retry()}>
          {t.retry}
        </button>
        <a href={homeHref} className="btn-outline">
          {t.home}
        </a>
      </div>
      {digest ? (
        <p className="text-gray-500 text-sm">
          {t.reference}: {digest}
        </p>
      ) : null}
    </section>
  );
}

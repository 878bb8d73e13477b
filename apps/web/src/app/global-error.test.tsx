import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import GlobalError from './global-error';

// What a reader sees when the root layout itself failed: global-error.tsx, in place of the whole document
// (its own <html>), with no i18n provider and no messages, in both languages. A file of its own: it
// renders into the document, which a file's other React roots share.
const failure = Object.assign(new Error('hidden server detail'), { digest: '3141592653' });

describe('the global error page', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the language cookie as the site does.
    document.cookie = 'lang=; max-age=0';
  });

  it.each([
    ['en', 'Something went wrong', 'Try again', 'Go home'],
    ['bn', 'কিছু একটা সমস্যা হয়েছে', 'আবার চেষ্টা করুন', 'হোম পেজে যান'],
  ] as const)(
    'reads the language from the cookie without the i18n provider: %s',
    async (lang, title, retryText, home) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the test sets the language cookie as the site does.
      document.cookie = `lang=${lang}`;
      const retry = vi.fn();
      render(<GlobalError error={failure} retry={retry} />, { container: document });
      expect(screen.queryByText(/hidden server detail/)).not.toBeInTheDocument();
      expect(document.documentElement).toHaveAttribute('lang', lang);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', '/');
      fireEvent.click(screen.getByRole('button', { name: retryText }));
      expect(retry).toHaveBeenCalledOnce();
    },
  );
});

import type { Lang } from '@pothik/domain';
import { type RenderOptions, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { type PublicConfig, RuntimeConfigProvider } from '@/config/runtime-config';
import { LoginDialogProvider } from '@/features/auth';
import { bn, en } from '@/i18n/messages';

export const testConfig: PublicConfig = {
  apiUrl: 'http://api.test',
  brand: { name: 'Pothik', nameBn: 'পথিক', slug: 'pothik' },
};

/**
 * Renders a client component the way the root layout provides for it: messages, runtime config, login
 * dialog. `apiUrl` points the browser API client at a test server; `config` sets more of the runtime
 * configuration (a human check's site key, the marketing tags).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    lang = 'en',
    apiUrl,
    config: overrides,
    ...options
  }: { lang?: Lang; apiUrl?: string; config?: Partial<PublicConfig> } & RenderOptions = {},
) {
  const config = { ...testConfig, ...(apiUrl ? { apiUrl } : {}), ...overrides };
  // RTL applies the wrapper to rerenders too; Providers itself is the module-level component.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers lang={lang} config={config}>
      {children}
    </Providers>
  );
  return render(ui, { wrapper, ...options });
}

/**
 * Renders `ui` as the web server would (to HTML, with the server snapshots of every external store), puts
 * that HTML in the page and hydrates it as the browser does. `html` is what the server sent; a mismatch
 * between the two renders is a console error, which fails the test.
 */
export function hydrateWithProviders(
  ui: ReactElement,
  { lang = 'en', apiUrl }: { lang?: Lang; apiUrl?: string } = {},
) {
  const config = { ...testConfig, ...(apiUrl ? { apiUrl } : {}) };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers lang={lang} config={config}>
      {children}
    </Providers>
  );
  const html = renderToString(wrapper({ children: ui }));
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  return { html, ...render(ui, { container, hydrate: true, wrapper }) };
}

/**
 * `ui` as the web server streams it (react-dom/server's streaming render, every part finished): the
 * response's whole HTML, with the scripts React adds to put late parts in place.
 */
export async function streamWithProviders(ui: ReactElement, { lang = 'en' }: { lang?: Lang } = {}) {
  const stream = await renderToReadableStream(
    <Providers lang={lang} config={testConfig}>
      {ui}
    </Providers>,
  );
  await stream.allReady;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (let part = await reader.read(); !part.done; part = await reader.read())
    html += decoder.decode(part.value, { stream: true });
  return html + decoder.decode();
}

function Providers({ lang, config, children }: { lang: Lang; config: PublicConfig; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={lang} messages={lang === 'bn' ? bn : en} timeZone="Asia/Dhaka">
      <RuntimeConfigProvider value={config}>
        {/* A cache per render: one test's answers never show in the next. */}
        <SWRConfig value={{ provider: () => new Map() }}>
          <LoginDialogProvider>{children}</LoginDialogProvider>
        </SWRConfig>
      </RuntimeConfigProvider>
    </NextIntlClientProvider>
  );
}

/** Sets window.scrollY and tells listeners, as a real scroll would. */
export function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}

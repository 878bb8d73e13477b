import type { Lang } from '@pothik/domain';
import { type RenderOptions, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { type PublicConfig, RuntimeConfigProvider } from '@/config/runtime-config';
import { LoginDialogProvider } from '@/features/layout/login-dialog';
import bn from '../messages/bn.json';
import en from '../messages/en.json';

export const testConfig: PublicConfig = {
  apiUrl: 'http://api.test',
  brand: { name: 'Pothik', nameBn: 'পথিক', slug: 'pothik' },
};

/** Renders a client component the way the root layout provides for it: messages, runtime config, login dialog. */
export function renderWithProviders(
  ui: ReactElement,
  { lang = 'en', ...options }: { lang?: Lang } & RenderOptions = {},
) {
  return render(ui, { wrapper: lang === 'bn' ? BanglaProviders : EnglishProviders, ...options });
}

function Providers({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={lang} messages={lang === 'bn' ? bn : en} timeZone="Asia/Dhaka">
      <RuntimeConfigProvider value={testConfig}>
        <LoginDialogProvider>{children}</LoginDialogProvider>
      </RuntimeConfigProvider>
    </NextIntlClientProvider>
  );
}

function EnglishProviders({ children }: { children: ReactNode }) {
  return <Providers lang="en">{children}</Providers>;
}

function BanglaProviders({ children }: { children: ReactNode }) {
  return <Providers lang="bn">{children}</Providers>;
}

/** Sets window.scrollY and tells listeners, as a real scroll would. */
export function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}

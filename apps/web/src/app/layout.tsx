import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppToaster } from '@/components/app-toaster';
import { brand, brandNameIn } from '@/config/brand';
import { cspNonce } from '@/config/csp-nonce';
import { getPublicConfig } from '@/config/public-config';
import { RuntimeConfigProvider } from '@/config/runtime-config';
import { LoginDialogProvider, SessionCheck } from '@/features/auth';
import { WarmWebFonts, WebFontsScript } from '@/features/fonts';
import { pickClientMessages } from '@/i18n/client-messages';
import { getLang } from '@/i18n/get-lang';
import { notoSans, notoSansBengali, notoSansBengaliSwap, takaSign } from './fonts';

/** The @font-face names next/font gave our fonts ("'notoSans', 'notoSans Fallback'" → notoSans). */
const webFontFamilies = [notoSans, notoSansBengali].map((font) =>
  (font.style.fontFamily.split(',')[0] ?? '').replace(/['"]/g, '').trim(),
);

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('metadata');
  const lang = await getLang();
  const name = brandNameIn(lang);
  return {
    title: { default: t('siteTitle', { brand: name }), template: `%s | ${name}` },
    description: t('siteDescription', { brand: name }),
    applicationName: brand.name,
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0f766e',
};

// The site's stylesheet (globals.css) is imported by each route group's layout, not here, so that Next.js
// does not serialise it again with the built-in error page into every page (docs/architecture.md).
// The `lang` cookie picks the language on the server (src/i18n/request.ts), so <html lang> and every text
// are right in the first response; reading the cookie makes every page dynamic.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const lang = await getLocale();
  const messages = await getMessages();
  const t = await getTranslations('common');
  return (
    // data-fonts is set by WebFontsScript before React hydrates, on purpose.
    <html
      lang={lang}
      className={`${notoSans.variable} ${notoSansBengali.variable} ${notoSansBengaliSwap.variable} ${takaSign.variable}`}
      suppressHydrationWarning
    >
      <head>
        <WebFontsScript />
      </head>
      <body className="antialiased">
        <a href="#main-content" className="skip-link">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={pickClientMessages(messages)}>
          <RuntimeConfigProvider value={{ ...getPublicConfig(), nonce: await cspNonce() }}>
            <LoginDialogProvider>{children}</LoginDialogProvider>
            <AppToaster />
            <SessionCheck />
            <WarmWebFonts families={webFontFamilies} />
          </RuntimeConfigProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

import '@/app/globals.css';
import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DriverSessionMark, DriverShell } from '@/features/driver';
import { ClientMessages } from '@/i18n/client-messages-provider';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('driver');
  return {
    title: { default: t('appName'), template: `%s | ${t('appName')}` },
    manifest: '/driver/manifest.webmanifest',
    appleWebApp: { capable: true, title: t('appName'), statusBarStyle: 'default' },
    // The driver app's own icon in the tab and on the home screen (this replaces the site's icon.svg).
    icons: { icon: '/driver/icon-192.png', apple: '/driver/icon-192.png' },
  };
}

export const viewport: Viewport = { themeColor: '#134e4a' };

export default function DriverLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages features={['driver']}>
      <DriverSessionMark />
      <DriverShell>{children}</DriverShell>
    </ClientMessages>
  );
}

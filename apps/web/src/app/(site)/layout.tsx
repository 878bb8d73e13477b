import '@/app/globals.css';
import type { ReactNode } from 'react';
import { getPublicConfig } from '@/config/public-config';
import { SiteChrome } from '@/features/layout';
import { TagsSlot } from '@/features/tags';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* The site's pictures (cars, covers, campaigns) come from the API's host: on a phone network the
          connection to it (DNS, TCP, TLS) costs several round trips, so it opens while the page parses.
          React puts the link in <head>. */}
      <link rel="preconnect" href={getPublicConfig().apiUrl} />
      <TagsSlot />
      <SiteChrome>{children}</SiteChrome>
    </>
  );
}

import { type ReactNode, Suspense } from 'react';
import { NavigationPending } from './navigation-pending';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main landmark and footer: every page except /survey, /tutorial and /request-car-requisition. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <ScrollToTop />
      {/* It reads the search params: a boundary of its own keeps that from holding back the page. */}
      <Suspense fallback={null}>
        <NavigationPending />
      </Suspense>
    </div>
  );
}

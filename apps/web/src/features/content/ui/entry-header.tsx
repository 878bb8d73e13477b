import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs';

/**
 * The tinted head of one entry's page (a post, a campaign): the breadcrumb trail, what kind of entry
 * it is (`kicker`), its title as the page's heading, and its facts under it (`children`).
 */
export function EntryHeader({
  breadcrumbLabel,
  crumbs,
  kicker,
  title,
  children,
}: {
  breadcrumbLabel: string;
  crumbs: { name: string; href: string }[];
  kicker: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <header className="bg-primary-soft">
      <div className="container-page max-w-4xl space-y-3 py-6 md:py-10">
        <Breadcrumbs label={breadcrumbLabel} crumbs={crumbs} />
        {kicker}
        <h1 className="font-extrabold text-3xl text-primary-darker leading-tight md:text-4xl">{title}</h1>
        {children}
      </div>
    </header>
  );
}

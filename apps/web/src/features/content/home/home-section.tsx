import Link from 'next/link';
import type { ReactNode } from 'react';

/** A home page band: heading, an optional "see all" link, and its cards. */
export function HomeSection({
  id,
  title,
  seeAll,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  seeAll?: { href: string; label: string };
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section aria-labelledby={id} className={tinted ? 'bg-primary-soft' : ''}>
      <div className="container-page py-10">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id={id} className="font-bold text-2xl text-primary-darker">
            {title}
          </h2>
          {seeAll && (
            <Link href={seeAll.href} className="font-semibold text-primary-dark underline">
              {seeAll.label}
            </Link>
          )}
        </div>
        <div className="mt-5">{children}</div>
      </div>
    </section>
  );
}

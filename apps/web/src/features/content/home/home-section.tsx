import Link from 'next/link';
import type { ReactNode } from 'react';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * A home page band: heading, an optional "see all" link, and a card for each item; nothing at all when
 * there is no item.
 */
export function HomeSection<Item extends { id: number | string }>({
  id,
  title,
  seeAll,
  items,
  card,
  tinted = false,
}: {
  id: string;
  title: string;
  seeAll?: { href: string; label: string };
  items: readonly Item[];
  card: (item: Item) => ReactNode;
  tinted?: boolean;
}) {
  if (items.length === 0) return null;
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
        <div className="mt-5">
          <ul className={gridClass}>
            {items.map((item) => (
              <li key={item.id}>{card(item)}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

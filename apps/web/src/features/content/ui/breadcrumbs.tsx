import Link from 'next/link';

export type Crumb = { name: string; href: string };

/** Where the page sits (Home › Blogs › this post); the last step is the page itself. */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-gray-700">
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex min-w-0 items-center gap-1">
              {isLast ? (
                <span aria-current="page" className="truncate font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link href={crumb.href} className="underline hover:text-primary-dark">
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true">›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

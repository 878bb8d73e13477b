import Link from 'next/link';

export type FilterLink = { key: string; href: string; name: string; isCurrent: boolean };

const chipClass =
  'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 font-medium whitespace-nowrap';
const activeClass = 'border-primary bg-primary text-white';
const idleClass = 'border-gray-300 bg-white text-ink hover:border-primary';

/**
 * A list's filters (blog categories, campaign types) as plain links, so each view has its own address;
 * the current one is marked for screen readers too. Scrolls sideways on a phone rather than wrapping.
 */
export function FilterLinks({ label, links }: { label: string; links: FilterLink[] }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 pb-2">
      <ul className="flex gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              href={link.href}
              aria-current={link.isCurrent ? 'page' : undefined}
              className={`${chipClass} ${link.isCurrent ? activeClass : idleClass}`}
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

const links = [
  { href: '/driver', key: 'openTrips' },
  { href: '/driver/trips', key: 'myTrips' },
  { href: '/driver/tickets', key: 'help' },
  { href: '/driver/papers', key: 'papers' },
  { href: '/driver/account', key: 'account' },
] as const;

/** Thumb-reach navigation at the bottom of the screen, as native driver apps have it. */
export function DriverNav() {
  const t = useTranslations('driver.nav');
  const pathname = usePathname();
  const current = (href: string) =>
    href === '/driver' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <nav aria-label={t('label')} className="fixed inset-x-0 bottom-0 z-20 border-gray-300 border-t bg-white">
      <ul className="mx-auto grid max-w-2xl grid-cols-5">
        {links.map(({ href, key }) => (
          <li key={href}>
            <Link
              href={href}
              aria-current={current(href) ? 'page' : undefined}
              className="flex min-h-14 items-center justify-center px-1 text-center font-semibold text-gray-800 text-sm aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-darker"
            >
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { Lang } from '@pothik/domain';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CarIcon } from '@/components/icons';
import { brandNameIn, earnWithPath } from '@/config/brand';
import { getLang } from '@/i18n/get-lang';
import { AccountControls } from './account-controls';
import { HeaderFrame } from './header-frame';
import { LanguageToggle } from './language-toggle';
import { MobileMenu } from './mobile-menu';
import type { NavItem } from './nav-links';
import { NavLinks } from './nav-links';

/** SPEC.md §2 header menu: Business, Club, Earn With, About us, Blogs, Campaign. */
async function getMenuItems(): Promise<NavItem[]> {
  const t = await getTranslations('header.menu');
  return [
    { href: '/business', label: t('business') },
    { href: '/club', label: t('club') },
    { href: earnWithPath(), label: t('earnWith') },
    { href: '/about-us', label: t('aboutUs') },
    { href: '/blogs', label: t('blogs') },
    { href: '/campaign', label: t('campaign') },
  ];
}

export async function SiteHeader() {
  const t = await getTranslations('header');
  const lang = await getLang();
  const items = await getMenuItems();
  return (
    <HeaderFrame>
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <BrandLink name={brandNameIn('en')} lang={lang} />
        <nav aria-label={t('mainNav')} className="hidden lg:block">
          <NavLinks
            items={items}
            className="flex items-center gap-1"
            linkClassName="inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-primary-soft hover:text-primary-dark"
          />
        </nav>
        <div className="flex items-center gap-2">
          <LanguageToggle />
          <AccountControls />
          <MobileMenu items={items} />
        </div>
      </div>
    </HeaderFrame>
  );
}

/** The wordmark keeps its Latin spelling in both languages. */
function BrandLink({ name, lang }: { name: string; lang: Lang }) {
  return (
    <Link
      href="/"
      lang={lang === 'bn' ? 'en' : undefined}
      className="inline-flex min-h-11 shrink-0 items-center gap-2 font-extrabold text-primary-dark text-xl tracking-tight"
    >
      <CarIcon />
      <span>{name}</span>
    </Link>
  );
}

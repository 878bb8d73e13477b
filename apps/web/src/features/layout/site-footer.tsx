import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { type Brand, brand as configuredBrand, earnWithPath } from '@/config/brand';
import { getPublicConfig } from '@/config/public-config';
import type { MarketingTags } from '@/config/runtime-config';
import { CookieSettingsButton, categoriesOf } from '@/features/consent';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';

const linkClass =
  'inline-flex min-h-9 items-center text-gray-200 underline-offset-4 hover:text-white hover:underline';

/**
 * SPEC.md §2 footer, filled from the brand config (src/config/brand.ts) and the current year. A brand
 * fact that is not configured is left out, and a section with none of its facts with it; "Cookie
 * settings" is there only when a marketing tag is configured (features/consent).
 */
export function SiteFooter({
  brand = configuredBrand,
  tags = getPublicConfig().tags,
}: {
  brand?: Brand;
  tags?: MarketingTags;
}) {
  const t = useTranslations('footer');
  const lang = useLang();
  const brandName = lang === 'bn' ? brand.nameBn : brand.name;
  const year = localizeDigits(new Date().getFullYear(), lang);
  const hasContact = Boolean(brand.supportEmail || brand.supportPhone || brand.address || brand.tradeLicence);
  const apps = [
    { href: brand.apps.userAndroid, app: t('userApp'), store: t('googlePlay') },
    { href: brand.apps.userIos, app: t('userApp'), store: t('appStore') },
    { href: brand.apps.driverAndroid, app: t('driverApp'), store: t('googlePlay') },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));
  const hasConsentChoices = categoriesOf(tags).length > 0;

  return (
    <footer className="bg-primary-darker text-gray-200">
      <div className="container-page grid grid-cols-2 gap-x-4 gap-y-8 py-10 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-4">
          <p className="font-extrabold text-2xl text-white" lang={lang === 'bn' ? 'en' : undefined}>
            {brand.name}
          </p>
          <p className="mt-2 max-w-2xl">{t('about', { brand: brandName })}</p>
        </div>

        <FooterSection title={t('company')}>
          <FooterLink href="/about-us">{t('links.aboutUs')}</FooterLink>
          <FooterLink href="/blogs">{t('links.blogs')}</FooterLink>
          <FooterLink href="/newsrooms">{t('links.newsrooms')}</FooterLink>
          <FooterLink href="/campaign">{t('links.campaign')}</FooterLink>
          <FooterLink href="/ramadan-calendar-2025">{t('links.ramadan')}</FooterLink>
          <FooterLink href="/tutorial">{t('links.tutorial')}</FooterLink>
          <FooterLink href="/faq">{t('links.faq')}</FooterLink>
        </FooterSection>

        <FooterSection title={t('services')}>
          <li>{t('serviceList.intercity')}</li>
          <li>{t('serviceList.airport')}</li>
          <li>{t('serviceList.hourly')}</li>
          <FooterLink href="/business#vms_services">{t('serviceList.vms')}</FooterLink>
        </FooterSection>

        <FooterSection title={t('partners')}>
          <FooterLink href={earnWithPath()}>{t('partnerLinks.driver', { brand: brandName })}</FooterLink>
          <FooterLink href="/business">{t('partnerLinks.business', { brand: brandName })}</FooterLink>
          <FooterLink href="/club">{t('partnerLinks.club', { brand: brandName })}</FooterLink>
          <FooterLink href="/request-car-requisition">{t('partnerLinks.requisition')}</FooterLink>
        </FooterSection>

        {hasContact && (
          <section aria-labelledby="footer-contact" className="col-span-2 sm:col-span-1">
            <h2 id="footer-contact" className="mb-3 font-bold text-lg text-white">
              {t('contact')}
            </h2>
            <address className="space-y-2 not-italic">
              {brand.supportEmail && (
                <p>
                  <span className="block text-gray-300 text-sm">{t('email')}</span>
                  <a className={linkClass} href={`mailto:${brand.supportEmail}`}>
                    {brand.supportEmail}
                  </a>
                </p>
              )}
              {brand.supportPhone && (
                <p>
                  <span className="block text-gray-300 text-sm">{t('phone')}</span>
                  <a className={linkClass} href={`tel:${brand.supportPhone.replace(/[^\d+]/g, '')}`}>
                    {localizeDigits(brand.supportPhone, lang)}
                  </a>
                </p>
              )}
              {brand.address && (
                <p>
                  <span className="block text-gray-300 text-sm">{t('address')}</span>
                  {brand.address[lang]}
                </p>
              )}
              {brand.tradeLicence && (
                <p>
                  <span className="block text-gray-300 text-sm">{t('tradeLicence')}</span>
                  {localizeDigits(brand.tradeLicence, lang)}
                </p>
              )}
            </address>
          </section>
        )}

        {brand.social.length > 0 && (
          <FooterSection title={t('social')}>
            {brand.social.map((s) => (
              <FooterLink
                key={s.network}
                href={s.href}
                external
                label={t('socialLink', { brand: brandName, network: s.label })}
              >
                {s.label}
              </FooterLink>
            ))}
          </FooterSection>
        )}

        {apps.length > 0 && (
          <FooterSection title={t('apps')}>
            {apps.map((link) => (
              <FooterLink key={link.href} href={link.href} external>
                {t('appLink', { app: link.app, store: link.store })}
              </FooterLink>
            ))}
          </FooterSection>
        )}
      </div>

      <div className="border-white/15 border-t">
        <div className="container-page flex flex-col gap-2 py-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('copyright', { year, brand: brandName })}</p>
          <nav aria-label={t('legal')}>
            <ul className="flex flex-wrap gap-x-4">
              <FooterLink href="/terms-and-conditions">{t('terms')}</FooterLink>
              <FooterLink href="/privacy-policy">{t('privacy')}</FooterLink>
              {hasConsentChoices && (
                <li>
                  <CookieSettingsButton
                    label={t('cookieSettings')}
                    className={`${linkClass} cursor-pointer`}
                  />
                </li>
              )}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-3 font-bold text-lg text-white">{title}</h2>
      <ul className="space-y-1 break-words">{children}</ul>
    </section>
  );
}

function FooterLink({
  href,
  external,
  label,
  children,
}: {
  href: string;
  external?: boolean;
  label?: string;
  children: ReactNode;
}) {
  return (
    <li>
      {external ? (
        <a className={linkClass} href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
          {children}
        </a>
      ) : (
        <Link className={linkClass} href={href}>
          {children}
        </Link>
      )}
    </li>
  );
}

import 'server-only';
import type { Lang } from '@pothik/domain';
import { type Brand, brand, brandNameIn } from '@/config/brand';
import { contentImageUrl } from '../ui/content-image';
import { absoluteUrl } from './site-url';

// schema.org objects for the JSON-LD of the content pages (https://schema.org, Google's rich results).

const inLanguage: Record<Lang, string> = { en: 'en', bn: 'bn' };

/** The brand as schema.org's Organization: only the facts configured (brand.ts), none made up. */
export function organizationLd(lang: Lang, b: Brand = brand) {
  const contact = {
    ...(b.supportEmail ? { email: b.supportEmail } : {}),
    ...(b.supportPhone ? { telephone: b.supportPhone } : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: lang === 'bn' ? b.nameBn : b.name,
    alternateName: lang === 'bn' ? b.name : b.nameBn,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    ...contact,
    ...(b.address
      ? { address: { '@type': 'PostalAddress', streetAddress: b.address.en, addressCountry: 'BD' } }
      : {}),
    ...(b.social.length > 0 ? { sameAs: b.social.map((link) => link.href) } : {}),
    ...(b.supportEmail || b.supportPhone
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer support',
            ...contact,
            areaServed: 'BD',
            availableLanguage: ['en', 'bn'],
          },
        }
      : {}),
  };
}

function publisher(lang: Lang) {
  return {
    '@type': 'Organization',
    name: brandNameIn(lang),
    logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') },
  };
}

export type BreadcrumbStep = { name: string; path: string };

export function breadcrumbLd(steps: BreadcrumbStep[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}

export function blogPostingLd(input: {
  lang: Lang;
  path: string;
  headline: string;
  description: string;
  image: string | null;
  publishedAt: string;
  author: string | null;
  section?: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(input.path) },
    url: absoluteUrl(input.path),
    headline: input.headline,
    description: input.description,
    inLanguage: inLanguage[input.lang],
    datePublished: input.publishedAt,
    ...(input.image ? { image: [contentImageUrl(input.image)] } : {}),
    ...(input.section ? { articleSection: input.section } : {}),
    author: input.author
      ? { '@type': 'Person', name: input.author }
      : { '@type': 'Organization', name: brandNameIn(input.lang) },
    publisher: publisher(input.lang),
  };
}

export function newsArticleLd(input: {
  lang: Lang;
  headline: string;
  url: string;
  image: string | null;
  publishedAt: string;
  outlet: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: input.headline,
    url: input.url,
    inLanguage: inLanguage[input.lang],
    datePublished: input.publishedAt,
    ...(input.image ? { image: [contentImageUrl(input.image)] } : {}),
    publisher: { '@type': 'Organization', name: input.outlet },
  };
}

export function faqPageLd(items: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
